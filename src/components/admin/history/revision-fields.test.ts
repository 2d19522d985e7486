import { describe, expect, it } from 'vitest';
import {
  EMPTY_VALUE,
  fieldLabel,
  revisionChanges,
  savedByText,
  valueLines,
} from './revision-fields';
import { CONTENT_LABELS } from '../field-labels/content';
import { ABOUT_FIELD_LABELS, HOME_FIELD_LABELS } from '../field-labels/page';
import { PRODUCT_FIELD_LABELS } from '../field-labels/product';

describe("the 'Geçmiş' panel's fields", () => {
  it('labels a field as its editor does, per kind and content page, else by its name', () => {
    expect(fieldLabel('product', 'x', 'name')).toBe('Ürün adı');
    expect(fieldLabel('page', 'x', 'productIds')).toBe('Öne çıkan ürünler');
    expect(fieldLabel('document', 'x', 'name')).toBe('Dosya Adı');
    expect(fieldLabel('content', 'contact', 'phoneNumber')).toBe('Telefon numarası');
    expect(fieldLabel('content', 'kimyasal-ankraj', 'youtubeLink')).toBe('YouTube bağlantısı');
    expect(fieldLabel('content', 'asilnunx', 'linkText')).toBe('Bağlantı metni');
    expect(fieldLabel('product', 'x', 'somethingNew')).toBe('somethingNew');
  });

  it("names a stored field as the editor's form labels the field it is saved from", () => {
    const product = (field: string) => fieldLabel('product', 'x', field);
    expect(product('name')).toBe(PRODUCT_FIELD_LABELS.name);
    expect(product('titles')).toBe(PRODUCT_FIELD_LABELS.titles);
    expect(product('bannerImageUrl')).toBe(PRODUCT_FIELD_LABELS.bannerImage);
    expect(product('mainImageUrl')).toBe(PRODUCT_FIELD_LABELS.mainImage);
    expect(product('productDetailImageIds')).toBe(PRODUCT_FIELD_LABELS.detailImages);
    expect(product('documentIds')).toBe(PRODUCT_FIELD_LABELS.documents);
    expect(product('metaTitle')).toBe(PRODUCT_FIELD_LABELS.metaTitle);
    const page = (field: string) => fieldLabel('page', 'x', field);
    expect(page('slug')).toBe(ABOUT_FIELD_LABELS.slug);
    expect(page('descriptions')).toBe(ABOUT_FIELD_LABELS.descriptions);
    expect(page('mainImageUrl')).toBe(ABOUT_FIELD_LABELS.mainImage);
    expect(page('productIds')).toBe(HOME_FIELD_LABELS.productIds);
    // A content page's form fields are its stored fields.
    for (const [key, labels] of Object.entries(CONTENT_LABELS))
      for (const [field, label] of Object.entries(labels))
        expect(fieldLabel('content', key, field)).toBe(label);
  });

  it('writes values as lines: list items, document links, yes/no, empty', () => {
    expect(valueLines(['A', 'B'])).toEqual(['A', 'B']);
    expect(valueLines([])).toEqual([EMPTY_VALUE]);
    expect(valueLines(null)).toEqual([EMPTY_VALUE]);
    expect(valueLines('')).toEqual([EMPTY_VALUE]);
    expect(valueLines(true)).toEqual(['Evet']);
    expect(valueLines(false)).toEqual(['Hayır']);
    expect(valueLines(3)).toEqual(['3']);
    expect(valueLines([{ title: 'Teknik Föy', url: '/uploads/a.pdf' }])).toEqual([
      'Teknik Föy — /uploads/a.pdf',
    ]);
  });

  it('lists only the changed fields, with the value then and now', () => {
    const then = { name: 'Eski', titles: ['A'], showContact: true, metaTitle: null };
    const now = { name: 'Yeni', titles: ['A'], showContact: false };
    expect(revisionChanges('product', 'x', then, now)).toEqual([
      { field: 'name', label: 'Ürün adı', then: ['Eski'], now: ['Yeni'] },
      { field: 'showContact', label: "'Bilgi Al' iletişim bandı", then: ['Evet'], now: ['Hayır'] },
    ]);
    expect(revisionChanges('product', 'x', then, null)[0]?.now).toBeNull();
  });

  it("names the records a field holds by id (a page's products), an unknown id stays an id", () => {
    const names = new Map([['p1', 'Epoksi Enjeksiyon']]);
    const changes = revisionChanges(
      'page',
      'home',
      { productIds: ['p1', 'p2'] },
      { productIds: [] },
      (kind, id) => (kind === 'product' ? names.get(id) : undefined),
    );
    expect(changes).toEqual([
      {
        field: 'productIds',
        label: 'Öne çıkan ürünler',
        then: ['Epoksi Enjeksiyon', 'p2'],
        now: [EMPTY_VALUE],
      },
    ]);
    // A content page's values are never looked up as ids.
    expect(
      revisionChanges('content', 'contact', { phoneTitle: 'p1' }, {}, () => 'X')[0]?.then,
    ).toEqual(['p1']);
  });

  it('names who saved a revision, and the state kept before the first save', () => {
    expect(savedByText('ayse')).toBe('ayse');
    expect(savedByText(null)).toBe('İlk kayıtlı hâli');
  });
});
