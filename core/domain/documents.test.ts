import { describe, expect, it } from 'vitest';
import type { Document } from '../../src/api/generated/backend/model/index.ts';
import { documentLibrary } from './documents.ts';

const ids = {
  foy: '00000000-0000-4000-8000-000000000001',
  form: '00000000-0000-4000-8000-000000000002',
  loose: '00000000-0000-4000-8000-000000000003',
};
const document = (id: string, name: string, category: string | null) =>
  ({ id, name, category }) as Document;
const documents = [
  document(ids.foy, 'Teknik Föy', 'Teknik Föy'),
  document(ids.form, 'Güvenlik Formu', ' güvenlik bilgi formu '),
  document(ids.loose, 'Beyan', null),
];
const products = [
  { slug: 'poliuretan', name: 'Poliüretan', documentIds: [ids.foy.toUpperCase(), ids.form] },
  { slug: 'ankraj', name: '  ', documentIds: [ids.form] },
  { slug: 'belgesiz', name: 'Belgesiz', documentIds: [] },
];

describe('documentLibrary (the document centre, issue 49)', () => {
  it('names the products that list each document, in the products’ order', () => {
    const library = documentLibrary(documents, products);
    expect(library.documents.map((item) => item.products.map((product) => product.slug))).toEqual([
      ['poliuretan'],
      ['poliuretan', 'ankraj'],
      [],
    ]);
    // A blank name is the slug; a product without documents is no choice.
    expect(library.products).toEqual([
      { slug: 'poliuretan', name: 'Poliüretan' },
      { slug: 'ankraj', name: 'ankraj' },
    ]);
    expect(library.categories).toEqual(['Teknik Föy', 'güvenlik bilgi formu']);
  });

  it('narrows the documents only, matching in Turkish lower case', () => {
    const library = documentLibrary(documents, products, {
      category: 'GÜVENLİK BİLGİ FORMU',
      product: 'Ankraj',
    });
    expect(library.documents.map((item) => item.id)).toEqual([ids.form]);
    expect(library.categories).toHaveLength(2);
    expect(documentLibrary(documents, products, { product: 'yok' }).documents).toEqual([]);
  });
});
