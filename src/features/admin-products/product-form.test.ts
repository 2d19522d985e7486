import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Product } from '../../api/generated/backend/model';
import { refreshProductReads } from './product-cache';
import { cardDescription, cardSubtitles } from './product-card-text';
import {
  PRODUCT_MESSAGES,
  emptyProductForm,
  followSlug,
  formFromProduct,
  moveItem,
  previewVideoLink,
  searchDocuments,
  slugForSave,
  type ProductFormValues,
} from './product-form';
import { prepareProduct, productFileIds } from './product-payload';
import { productsPaging, validateProductsSearch } from './queries';

const MAIN = '00000001-0000-4000-8000-000000000001';
const DETAIL_1 = '00000001-0000-4000-8000-000000000002';
const DETAIL_2 = '00000001-0000-4000-8000-000000000003';
const DOC = '00000002-0000-4000-8000-000000000001';
const DOC_FILE = '00000001-0000-4000-8000-000000000090';
const DOC_PREVIEW = '00000001-0000-4000-8000-000000000091';
const DOC_2 = '00000002-0000-4000-8000-000000000002';

const form = (changes: Partial<ProductFormValues> = {}): ProductFormValues => ({
  ...emptyProductForm(),
  name: 'Epoksi Enjeksiyon',
  ...changes,
});

describe('product form: the slug (docs/SPEC.md section 5)', () => {
  it('follows the name until the slug field is edited', () => {
    expect(followSlug('Özel Çatlak Enjeksiyonu Ürünü', '', false)).toBe(
      'ozel-catlak-enjeksiyonu-urunu',
    );
    expect(followSlug('Kimyasal Ankraj & Filiz Ekimi', 'eski', false)).toBe(
      'kimyasal-ankraj-filiz-ekimi',
    );
    expect(followSlug('Yeni Ad', 'elle-yazilan', true)).toBe('elle-yazilan');
  });

  it('builds an empty slug from the name and puts a typed one in slug form', () => {
    expect(slugForSave('', 'Su Yalıtımı')).toBe('su-yalitimi');
    expect(slugForSave('   ', 'İzolasyon Işıkları')).toBe('izolasyon-isiklari');
    expect(slugForSave('Özel Adres', 'Su Yalıtımı')).toBe('ozel-adres');
  });

  it("gives no slug for a name of punctuation only: 'Geçerli bir slug oluşturulamadı.'", () => {
    expect(slugForSave('', '!!! ???')).toBeNull();
    expect(slugForSave('---', '***')).toBeNull();
    expect(() => prepareProduct(form({ name: '!!!', slug: '' }))).toThrow(
      PRODUCT_MESSAGES.slugInvalid,
    );
    expect(PRODUCT_MESSAGES.slugInvalid).toBe('Geçerli bir slug oluşturulamadı.');
    expect(PRODUCT_MESSAGES.nameRequired).toBe('Ürün adı zorunludur.');
  });
});

describe('product form: the card (docs/SPEC.md section 9)', () => {
  it('cuts the first description to 100 characters plus ...', () => {
    const long = 'Ç'.repeat(60) + ' ' + 'ş'.repeat(60);
    const cut = cardDescription([long]);
    expect(cut).toBe(`${'Ç'.repeat(60)} ${'ş'.repeat(39)}...`);
    expect(Array.from(cut.slice(0, -3))).toHaveLength(100);
    expect(cardDescription(['a'.repeat(100)])).toBe('a'.repeat(100));
    expect(cardDescription(['  ', 'İkinci açıklama'])).toBe('İkinci açıklama');
    expect(cardDescription([])).toBe('');
    // No blank before the dots when the cut ends on a space.
    expect(cardDescription([`${'a'.repeat(99)} bbb`])).toBe(`${'a'.repeat(99)}...`);
  });

  it("shows at most 2 subtitles and '+N daha' for the rest", () => {
    expect(cardSubtitles(['Bir', 'İki', 'Üç', 'Dört'])).toEqual({
      shown: ['Bir', 'İki'],
      more: '+2 daha',
    });
    expect(cardSubtitles(['Bir', 'İki', 'Üç'])).toEqual({ shown: ['Bir', 'İki'], more: '+1 daha' });
    expect(cardSubtitles(['Bir', ' ', 'İki'])).toEqual({ shown: ['Bir', 'İki'], more: null });
    expect(cardSubtitles(null)).toEqual({ shown: [], more: null });
  });
});

describe('product form: what is sent (docs/SPEC.md sections 3 and 5)', () => {
  it('drops empty list entries, trims the texts and builds the slug', () => {
    const body = prepareProduct(
      form({
        name: '  Epoksi Enjeksiyon ',
        titles: ['  Epoksi ile yapısal onarım ', '', '   '],
        subtitles: [''],
        descriptions: ['Birinci', '', 'İkinci'],
        listTitles: ['Uygulama Alanları', ''],
        listItems: ['', 'Kolon ve kiriş çatlakları'],
        urls: [' '],
        videoUrls: ['https://youtu.be/abcdefghijk', ''],
        videoTitles: [''],
        videoDescriptions: ['  '],
        homePageSubtitle: '   ',
        showContact: false,
      }),
    );
    expect(body).toMatchObject({
      name: 'Epoksi Enjeksiyon',
      slug: 'epoksi-enjeksiyon',
      titles: ['Epoksi ile yapısal onarım'],
      subtitles: [],
      descriptions: ['Birinci', 'İkinci'],
      listTitles: ['Uygulama Alanları'],
      listItems: ['Kolon ve kiriş çatlakları'],
      urls: [],
      videoUrls: ['https://youtu.be/abcdefghijk'],
      videoTitles: [],
      videoDescriptions: [],
      homePageSubtitle: null,
      bannerImageUrl: null,
      showContact: false,
    });
  });

  it('sends the main image as both ids and both paths, and ids only when they look like a UUID', () => {
    const withFile = prepareProduct(
      form({ mainImage: { url: '/uploads/ana.svg', fileId: MAIN, file: null } }),
    );
    expect(withFile).toMatchObject({
      productMainImageId: MAIN,
      productImageId: MAIN,
      mainImageUrl: '/uploads/ana.svg',
      image: '/uploads/ana.svg',
    });
    const byUrl = prepareProduct(
      form({ mainImage: { url: 'https://cdn.example.com/a.png', fileId: 'file-17', file: null } }),
    );
    expect(byUrl).toMatchObject({
      productMainImageId: null,
      productImageId: null,
      mainImageUrl: 'https://cdn.example.com/a.png',
      image: 'https://cdn.example.com/a.png',
      fileIds: [],
    });
  });

  it('derives the detail, document and file id lists (UUIDs only, no repeats)', () => {
    const body = prepareProduct(
      form({
        mainImage: { url: '/uploads/ana.svg', fileId: MAIN, file: null },
        detailImages: [
          { key: DETAIL_1, fileId: DETAIL_1, path: '/d1.svg', name: 'd1.svg' },
          { key: 'x', fileId: 'not-a-uuid', path: '/d.svg', name: 'd.svg' },
          { key: DETAIL_2, fileId: DETAIL_2, path: '/d2.svg', name: 'd2.svg' },
          { key: 'again', fileId: DETAIL_1, path: '/d1.svg', name: 'd1.svg' },
        ],
        documents: [
          { id: DOC, name: 'Teknik Föy', fileId: DOC_FILE, previewImageFileId: DOC_PREVIEW },
          { id: DOC_2, name: 'Bağlantı', fileId: null, previewImageFileId: 'önizleme' },
          { id: 'belge-1', name: 'Eski', fileId: DETAIL_2, previewImageFileId: null },
        ],
      }),
    );
    expect(body.productDetailImageIds).toEqual([DETAIL_1, DETAIL_2]);
    expect(body.productDetailFileIds).toEqual([DETAIL_1, DETAIL_2]);
    expect(body.documentIds).toEqual([DOC, DOC_2]);
    expect(body.documentFileIds).toEqual([DOC_FILE]);
    expect(body.documentImageIds).toEqual([DOC_PREVIEW]);
    expect(body.fileIds).toEqual([MAIN, DETAIL_1, DETAIL_2, DOC_FILE, DOC_PREVIEW]);
  });

  it('lists every file of the product once, main image first', () => {
    expect(
      productFileIds({
        mainImageId: MAIN,
        detailImageIds: [DETAIL_1, MAIN],
        documentFileIds: [DOC_FILE, null, ''],
        documentImageIds: [DOC_PREVIEW, 'x'],
      }),
    ).toEqual([MAIN, DETAIL_1, DOC_FILE, DOC_PREVIEW]);
    expect(
      productFileIds({
        mainImageId: null,
        detailImageIds: [],
        documentFileIds: [],
        documentImageIds: [],
      }),
    ).toEqual([]);
  });

  it('reads a product into the form with one row for every empty list', () => {
    const product = {
      id: '00000003-0000-4000-8000-000000000001',
      name: 'Su Yalıtımı',
      slug: 'su-yalitimi',
      titles: ['Başlık'],
      subtitles: [],
      descriptions: ['Açıklama'],
      homePageSubtitle: null,
      listTitles: [],
      listItems: [],
      urls: [],
      videoUrls: [],
      videoTitles: [],
      videoDescriptions: [],
      bannerImageUrl: '/uploads/banner.svg',
      productMainImageId: MAIN,
      productImageId: MAIN,
      mainImageUrl: '/uploads/eski.svg',
      image: null,
      productMainImage: {
        id: MAIN,
        name: 'ana.svg',
        path: '/uploads/ana.svg',
        contentType: 'image/svg+xml',
        size: 1,
        createdAt: '2025-01-01T00:00:00Z',
      },
      productDetailImageIds: [DETAIL_1],
      productImages: [
        {
          id: DETAIL_1,
          name: 'd1.svg',
          path: '/uploads/d1.svg',
          contentType: 'image/svg+xml',
          size: 1,
          createdAt: '2025-01-01T00:00:00Z',
        },
      ],
      files: [],
      documentIds: [DOC, DOC_2],
      documents: [
        {
          id: DOC,
          name: 'Teknik Föy',
          fileId: DOC_FILE,
          previewImageFileId: null,
        },
      ],
      showContact: false,
    } as unknown as Product;
    const values = formFromProduct(product);
    expect(values.subtitles).toEqual(['']);
    expect(values.videoUrls).toEqual(['']);
    expect(values.homePageSubtitle).toBe('');
    expect(values.mainImage).toEqual({ url: '/uploads/ana.svg', fileId: MAIN, file: null });
    expect(values.bannerImage.url).toBe('/uploads/banner.svg');
    expect(values.detailImages).toEqual([
      { key: DETAIL_1, fileId: DETAIL_1, path: '/uploads/d1.svg', name: 'd1.svg' },
    ]);
    // A document id with no document any more is left out.
    expect(values.documents).toEqual([
      { id: DOC, name: 'Teknik Föy', fileId: DOC_FILE, previewImageFileId: null },
    ]);
    expect(values.showContact).toBe(false);
  });
});

describe('product form: helpers', () => {
  it('previews the first link that is a short or watch-page video link', () => {
    expect(
      previewVideoLink([
        '',
        'https://example.com/video',
        'https://www.youtube.com/watch?v=Qm7T2xKp4Ws',
        'https://youtu.be/Lr8vNc3Hd0E',
      ]),
    ).toBe('https://www.youtube.com/watch?v=Qm7T2xKp4Ws');
    expect(previewVideoLink(['https://youtu.be/Lr8vNc3Hd0E'])).toBe('https://youtu.be/Lr8vNc3Hd0E');
    expect(previewVideoLink(['https://vimeo.com/1', ''])).toBeNull();
  });

  it('moves a detail image up and down, and not past either end', () => {
    expect(moveItem(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('finds documents by name, category or description by Turkish rules', () => {
    const documents = [
      { name: 'İZOLASYON Föyü', category: 'Teknik Föy', description: null },
      { name: 'Sertifika', category: 'Belge', description: 'Işık dayanımı' },
    ];
    expect(searchDocuments(documents, 'izolasyon')).toEqual([documents[0]]);
    expect(searchDocuments(documents, 'ışık')).toEqual([documents[1]]);
    expect(searchDocuments(documents, 'föy')).toEqual([documents[0]]);
    expect(searchDocuments(documents, 'FOY')).toEqual([documents[0]]);
    expect(searchDocuments(documents, 'isik')).toEqual([documents[1]]);
    expect(searchDocuments(documents, 'teknik izolasyon')).toEqual([documents[0]]);
    expect(searchDocuments(documents, 'sertifikalar')).toEqual([documents[1]]);
    expect(searchDocuments(documents, 'dayanim')).toEqual([documents[1]]);
    expect(searchDocuments(documents, '  ')).toEqual(documents);
  });
});

describe('product grid: the URL (?page=2&size=20)', () => {
  it('keeps valid pages and sizes and drops the rest', () => {
    expect(validateProductsSearch({ page: '2' })).toEqual({ page: 2 });
    expect(validateProductsSearch({ page: 3, size: 20 })).toEqual({ page: 3, size: 20 });
    expect(validateProductsSearch({ page: 1, size: 10 })).toEqual({});
    expect(validateProductsSearch({ page: '0', size: 'abc' })).toEqual({});
    // The page size's rule is the file manager's (parsePageSize): floored, held to 1..100.
    expect(validateProductsSearch({ page: -4, size: 2.5 })).toEqual({ size: 2 });
    expect(validateProductsSearch({ size: '0' })).toEqual({ size: 1 });
    expect(validateProductsSearch({ size: 500 })).toEqual({ size: 100 });
    expect(productsPaging({})).toEqual({ page: 1, size: 10 });
    expect(productsPaging({ page: 2, size: 20 })).toEqual({ page: 2, size: 20 });
  });
});

describe('product reads after a save', () => {
  it('refreshes the product lists, product reads and pages, and drops unwatched product reads', async () => {
    const client = new QueryClient();
    const keys = [
      ['/api/Product', { PageIndex: 0, PageSize: 10 }, 'admin'],
      ['/api/Product', { PageIndex: 0, PageSize: 100 }, 'admin'],
      ['/api/Product', { PageSize: 50 }],
      ['/api/Product/slug/su-yalitimi'],
      ['/api/Page/name/Anasayfa'],
      ['/api/Document', { PageIndex: 0, PageSize: 100 }],
    ];
    for (const key of keys) client.setQueryData(key, { data: null });
    await refreshProductReads(client);
    const state = (key: readonly unknown[]) => client.getQueryState(key);
    expect(state(keys[0] ?? [])?.isInvalidated).toBe(true);
    expect(state(keys[1] ?? [])?.isInvalidated).toBe(true);
    expect(state(keys[2] ?? [])?.isInvalidated).toBe(true);
    expect(state(keys[3] ?? [])).toBeUndefined();
    expect(state(keys[4] ?? [])?.isInvalidated).toBe(true);
    expect(state(keys[5] ?? [])?.isInvalidated).toBe(false);
  });
});
