import { describe, expect, it } from 'vitest';
import type { FileInfo, Product } from '../../api/generated/backend/model';
import { db } from '../../../mocks/node';
import { productView } from './product-view';
import { recordsOf } from '../../../tests/helpers/mock-records';

const seedProduct = (name: string): Product => {
  const product = recordsOf(db)
    .products()
    .find((candidate) => candidate.name === name);
  if (!product) throw new Error(`seed product ${name} is missing`);
  return structuredClone(product) as Product;
};

describe('productView', () => {
  it('carries the facts of the images on screen only, without the files’ other fields', () => {
    const product = seedProduct('Poliüretan Enjeksiyon');
    const unused = {
      id: crypto.randomUUID(),
      path: '/uploads/eski-taslak-gorsel.jpg',
      width: 800,
      height: 600,
      placeholder: null,
      altText: '',
      variants: null,
    };
    product.images = [...(product.images ?? []), unused];
    const mainId = product.productMainImageId ?? '';
    const looked = {
      ...(product.productMainImage as FileInfo),
      id: mainId,
      path: '/uploads/bulunan-ana-gorsel.jpg',
    };
    const view = productView(product, new Map([[mainId, looked]]));
    const paths = view.images.map((image) => image.path);
    expect(paths).not.toContain(unused.path);
    expect(paths).toContain(looked.path);
    expect(view.main[0]).toBe(looked.path);
    const shown = new Set([
      view.banner,
      ...view.main,
      ...view.details.flatMap((detail) => detail.sources),
      ...view.documents.flatMap((document) => document.preview),
    ]);
    for (const image of view.images) {
      expect(shown).toContain(image.path);
      expect(Object.keys(image).sort()).toEqual(
        ['altText', 'height', 'id', 'path', 'placeholder', 'variants', 'width'].sort(),
      );
    }
  });

  it('leaves out switched-off documents and keeps only what a link needs', () => {
    const product = seedProduct('Poliüretan Enjeksiyon');
    const [first, second] = product.documents;
    if (!first || !second) throw new Error('the seed product has fewer than 2 documents');
    second.isActive = false;
    const view = productView(product);
    expect(view.documents.map((document) => document.id)).not.toContain(second.id);
    expect(view.documents[0]).toEqual({
      id: first.id,
      name: first.name.trim(),
      file: first.file?.path ?? null,
      url: null,
      preview: expect.any(Array),
    });
  });

  it('drops blank texts and keeps a list title or item that stands alone', () => {
    const product = seedProduct('Poliüretan Enjeksiyon');
    product.descriptions = ['  ', 'Bir', ''];
    product.listTitles = ['Başlık', '', '  '];
    product.listItems = ['', 'Madde'];
    product.metaTitle = '  Özel Başlık ';
    product.status = 'draft';
    const view = productView(product);
    expect(view.descriptions).toEqual(['Bir']);
    expect(view.facts).toEqual([
      { title: 'Başlık', item: '' },
      { title: '', item: 'Madde' },
    ]);
    expect(view.headTitle).toBe('Özel Başlık');
    expect(view.livePath).toBeNull();
  });
});
