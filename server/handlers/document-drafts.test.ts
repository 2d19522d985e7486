import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../core/domain/messages.ts';
import { PNG_BYTES, setupTestApp } from '../test/test-app.ts';

/**
 * A document's drafts, pending changes and preview links (issue 21, ADR 0032) over HTTP: visitors'
 * reads (the active list, the products' documents, cached) never see them; the panel's read
 * (`Drafts=true`) does; a preview link shows them on a product's page and is never kept. On PGlite
 * here, and on PostgreSQL in `npm run test:server:postgres`; the mocks' twin is
 * mocks/document-drafts.test.ts.
 */
const t = setupTestApp();
const auth = t.authHeaders;

type Document = { id: string; name: string; status?: string; hasPendingChanges?: boolean };
type Product = { id: string; slug: string; documentIds: string[]; documents: Document[] };
const dataOf = <T>(reply: { json: () => unknown }) => (reply.json() as { data: T }).data;

/** A seeded product that lists documents, read as visitors read it. */
async function listingProduct() {
  const reply = await t.app.inject({ url: '/api/Product?PageSize=100' });
  const product = dataOf<{ items: Product[] }>(reply).items.find(
    (item) => item.documentIds.length > 0,
  );
  if (!product) throw new Error('the seed has no product with documents');
  return product;
}
const shownNames = async (slug: string, query = '') =>
  dataOf<Product>(await t.app.inject({ url: `/api/Product/slug/${slug}${query}` })).documents.map(
    (item) => item.name,
  );
const activeNames = async () =>
  dataOf<Document[]>(await t.app.inject({ url: '/api/Document/active' })).map((item) => item.name);

async function save(id: string, changes: object) {
  const current = dataOf<Document>(
    await t.app.inject({ url: `/api/Document/${id}`, headers: auth }),
  );
  return t.app.inject({
    method: 'PUT',
    url: '/api/Document',
    payload: { ...current, ...changes },
    headers: auth,
  });
}

describe('documents drafts over HTTP', () => {
  it('a new draft is in no public read, cached or not, until it is published', async () => {
    await activeNames();
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/Document',
      payload: {
        name: 'Taslak Sertifika',
        slug: 'taslak-sertifika',
        url: 'https://belgeler.example.com/taslak.pdf',
        status: 'draft',
      },
      headers: auth,
    });
    expect(made.statusCode, made.body).toBe(201);
    const draft = dataOf<Document>(made);
    expect(draft.status).toBe('draft');
    expect(await activeNames()).not.toContain('Taslak Sertifika');
    const published = await save(draft.id, { status: 'published' });
    expect(published.statusCode, published.body).toBe(200);
    expect(await activeNames()).toContain('Taslak Sertifika');
  });

  it("a published document's pending changes: shown by a preview link, never kept, dropped by Taslağı sil", async () => {
    const product = await listingProduct();
    const id = product.documentIds[0] ?? '';
    const live = await shownNames(product.slug);
    const saved = await save(id, { name: 'Önizlenen Föy', status: 'draft' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ message: MESSAGES.documentPendingSaved });
    expect(await shownNames(product.slug)).toEqual(live);
    const panel = await t.app.inject({ url: `/api/Document/${id}?Drafts=true`, headers: auth });
    expect(dataOf<Document>(panel)).toMatchObject({
      name: 'Önizlenen Föy',
      hasPendingChanges: true,
    });

    const made = await t.app.inject({
      method: 'POST',
      url: `/api/Preview/Document/${id}`,
      payload: {},
      headers: auth,
    });
    expect(made.statusCode, made.body).toBe(201);
    const link = dataOf<{ id: string; path: string }>(made);
    expect(link.path.startsWith(`/product/${product.slug}?onizleme=`)).toBe(true);
    const token = new URL(link.path, 'http://x').searchParams.get('onizleme') ?? '';
    const shown = await t.app.inject({
      url: `/api/Product/slug/${product.slug}?Preview=${encodeURIComponent(token)}`,
    });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.headers['cache-control']).toBe('no-store');
    expect(dataOf<Product>(shown).documents.map((item) => item.name)).toContain('Önizlenen Föy');

    const listed = await t.app.inject({ url: `/api/Preview/Document/${id}`, headers: auth });
    expect(dataOf<{ id: string }[]>(listed).map((item) => item.id)).toContain(link.id);
    const dropped = await t.app.inject({
      method: 'DELETE',
      url: `/api/Document/${id}/draft`,
      headers: auth,
    });
    expect(dropped.statusCode, dropped.body).toBe(200);
    expect(dropped.json()).toMatchObject({ message: MESSAGES.documentPendingDiscarded });
    expect(await shownNames(product.slug, `?Preview=${encodeURIComponent(token)}`)).toEqual(live);
  });

  it('visitors read the ids of public documents only, on products and pages (issue 46)', async () => {
    const post = async (url: string, payload: object) => {
      const reply = await t.app.inject({ method: 'POST', url, payload, headers: auth });
      expect(reply.statusCode, reply.body).toBe(201);
      return dataOf<{ id: string }>(reply).id;
    };
    const [shown] = dataOf<Document[]>(await t.app.inject({ url: '/api/Document/active' }));
    const draft = await post('/api/Document', {
      name: 'Gizli Taslak',
      slug: 'gizli-taslak',
      url: 'https://belgeler.example.com/gizli-taslak.pdf',
      status: 'draft',
    });
    const inactive = await post('/api/Document', {
      name: 'Pasif Belge',
      slug: 'pasif-belge',
      url: 'https://belgeler.example.com/pasif.pdf',
      isActive: false,
    });
    const all = [draft, shown?.id ?? '', inactive];
    const productId = await post('/api/Product', {
      name: 'Belgeli Ürün',
      slug: 'belgeli-urun',
      documentIds: all,
    });
    await post('/api/Page', {
      pageType: 0,
      name: 'Belgeli Sayfa',
      slug: 'belgeli-sayfa',
      documentIds: all,
      productIds: [productId],
    });

    const read = async <T>(url: string) => dataOf<T>(await t.app.inject({ url }));
    const product = await read<Product>('/api/Product/slug/belgeli-urun');
    expect(product.documentIds).toEqual([shown?.id]);
    expect(product.documents.map((item) => item.id)).toEqual([shown?.id]);
    const listed = (await read<{ items: Product[] }>('/api/Product?PageSize=100')).items;
    expect(listed.find((item) => item.id === productId)?.documentIds).toEqual([shown?.id]);
    type Page = { name: string; documentIds: string[]; products: Product[] };
    for (const page of [
      await read<Page>('/api/Page/slug/belgeli-sayfa'),
      (await read<{ items: Page[] }>('/api/Page?PageSize=100')).items.find(
        (item) => item.name === 'Belgeli Sayfa',
      ),
    ]) {
      expect(page?.documentIds).toEqual([shown?.id]);
      expect(page?.products[0]?.documentIds).toEqual([shown?.id]);
    }
    // The panel's read keeps all three, for the editor to save them back.
    const panel = await t.app.inject({
      url: `/api/Product/${productId}?Drafts=true`,
      headers: auth,
    });
    expect(dataOf<Product>(panel).documentIds).toEqual(all);
  });

  it("a draft's file is no visitor's to read, until the draft is published (issue 46)", async () => {
    const upload = async (name: string) => {
      const reply = await t.postForm('/api/File/upload', [
        { name: 'file', filename: name, type: 'image/png', data: PNG_BYTES },
      ]);
      expect(reply.statusCode, reply.body).toBe(201);
      return dataOf<{ id: string; path: string }>(reply);
    };
    const image = await upload('taslak-urun.png');
    const loose = await upload('serbest-dosya.png');
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/Product',
      payload: {
        name: 'Taslak Görselli Ürün',
        slug: 'taslak-gorselli-urun',
        productMainImageId: image.id,
        status: 'draft',
      },
      headers: auth,
    });
    expect(made.statusCode, made.body).toBe(201);
    const read = (id: string, headers = {}) => t.app.inject({ url: `/api/File/${id}`, headers });
    expect((await read(image.id)).statusCode).toBe(404);
    expect((await read(image.id, { authorization: 'Bearer bozuk' })).statusCode).toBe(404);
    expect((await read(image.id, auth)).statusCode).toBe(200);
    // A file no record uses is the file manager's, as before.
    expect((await read(loose.id)).statusCode).toBe(200);

    const published = await t.app.inject({
      method: 'PUT',
      url: '/api/Product',
      payload: {
        id: dataOf<{ id: string }>(made).id,
        name: 'Taslak Görselli Ürün',
        slug: 'taslak-gorselli-urun',
        productMainImageId: image.id,
        status: 'published',
      },
      headers: auth,
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(dataOf<{ path: string }>(await read(image.id)).path).toBe(image.path);
  });

  it('a document no published product lists has no preview link', async () => {
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/Document',
      payload: {
        name: 'Yalnız Belge',
        slug: 'yalniz-belge',
        url: 'https://belgeler.example.com/yalniz.pdf',
      },
      headers: auth,
    });
    const { id } = dataOf<Document>(made);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/Preview/Document/${id}`,
      payload: {},
      headers: auth,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errors: { id: [MESSAGES.documentWithoutAddress] } });
  });
});
