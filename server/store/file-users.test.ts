import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MockDb } from '../../mocks/db.ts';
import { mockStore } from '../../mocks/store/store.ts';
import { SEED_IDS } from '../../seed/index.ts';
import type { FileInfo } from '../../src/api/generated/backend/model/index.ts';
import type { Store } from './types.ts';
import { PNG_BYTES, setupTestApp } from '../test/test-app.ts';
import { openTestStore, type TestStore } from '../test/test-store.ts';

/** The server's `fileUsers` (one SQL query) against the mocks' (core/domain/file-users.ts). */
describe('the users of a file', () => {
  let opened: TestStore | undefined;
  const store = (): Store => {
    if (!opened) throw new Error('store not open');
    return opened.store;
  };
  const mock = new MockDb();
  const mocks = mockStore(mock);

  beforeAll(async () => {
    opened = await openTestStore();
  });
  afterAll(async () => {
    await opened?.close();
  });

  const upload = (name: string) =>
    store().addFile({ name, contentType: 'image/png', size: 1, path: `/uploads/${name}` });
  const usersOf = (file: FileInfo) => store().fileUsers({ id: file.id, path: file.path });

  it('finds the same users as the mocks for every seed file', async () => {
    const files = await store().listFiles();
    expect(files).toHaveLength(mock.state.files.length);
    for (const file of files) {
      expect(await usersOf(file), file.name).toStrictEqual(await mocks.fileUsers(file));
    }
  });

  it('names a datasheet’s products and its document, products first, each in creation order', async () => {
    const document = await store().getDocument(SEED_IDS.documents.poliuretanTeknikFoy);
    const file = document?.fileId ? await store().getFile(document.fileId) : null;
    if (!file) throw new Error('seed datasheet without a file');
    expect(await usersOf(file)).toStrictEqual([
      {
        kind: 'product',
        id: SEED_IDS.products.poliuretan,
        name: 'Poliüretan Enjeksiyon',
        shown: true,
      },
      {
        kind: 'product',
        id: expect.any(String) as string,
        name: 'Zemin Enjeksiyonu',
        shown: true,
      },
      {
        kind: 'document',
        id: SEED_IDS.documents.poliuretanTeknikFoy,
        name: 'Poliüretan Enjeksiyon Reçinesi Teknik Föyü',
        shown: true,
      },
    ]);
  });

  it('counts every id and path field, and nothing else', async () => {
    const [byId, byList, byPath, byLink, byShare, unused] = await Promise.all([
      upload('kimlik.png'),
      upload('liste.png'),
      upload('yol.png'),
      upload('baglanti.png'),
      upload('paylasim.png'),
      upload('bos.png'),
    ]);
    const product = await store().createProduct({
      name: 'Kullanan Ürün',
      slug: 'kullanan-urun',
      productMainImageId: byId.id,
      productDetailFileIds: [byList.id],
      bannerImageUrl: byPath.path,
      urls: ['https://ornek.test', byLink.path],
      // Text that merely mentions a path is no use of the file.
      descriptions: [unused.path],
    });
    const page = await store().createPage({
      pageType: 0,
      name: 'Kullanan Sayfa',
      slug: 'kullanan-sayfa',
      shareImage: byShare.path,
      fileIds: [byList.id],
    });
    const document = await store().createDocument({
      name: 'Kullanan Belge',
      slug: 'kullanan-belge',
      fileId: byId.id,
      previewImageFileId: byPath.id,
    });
    const productUser = { kind: 'product', id: product.id, name: 'Kullanan Ürün', shown: true };
    const pageUser = { kind: 'page', id: page.id, name: 'Kullanan Sayfa', shown: true };
    const documentUser = {
      kind: 'document',
      id: document.id,
      name: 'Kullanan Belge',
      shown: true,
    };
    expect(await usersOf(byId)).toStrictEqual([productUser, documentUser]);
    expect(await usersOf(byList)).toStrictEqual([productUser, pageUser]);
    expect(await usersOf(byPath)).toStrictEqual([productUser, documentUser]);
    expect(await usersOf(byLink)).toStrictEqual([productUser]);
    expect(await usersOf(byShare)).toStrictEqual([pageUser]);
    expect(await usersOf(unused)).toStrictEqual([]);
  });
});

describe('DELETE /api/File/{id} on the server', () => {
  const t = setupTestApp();
  const send = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: t.authHeaders, ...(payload ? { payload } : {}) });

  it('refuses a file in use with 409 and keeps its bytes; deletes it once nothing uses it', async () => {
    const uploaded = await t.postForm('/api/File/upload', [
      { name: 'file', filename: 'vitrin.png', type: 'image/png', data: PNG_BYTES },
    ]);
    expect(uploaded.statusCode).toBe(201);
    const file = (uploaded.json() as { data: { id: string; path: string } }).data;
    const product = { name: 'Vitrin Ürünü', slug: 'vitrin-urunu', productMainImageId: file.id };
    const created = await send('POST', '/api/Product', product);
    expect(created.statusCode).toBe(201);
    const { id } = (created.json() as { data: { id: string } }).data;

    const refused = await send('DELETE', `/api/File/${file.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toStrictEqual({
      success: false,
      message: 'Bu dosya kullanımda — Ürünler: Vitrin Ürünü. Önce dosyayı bu kayıtlardan kaldırın.',
      data: null,
      errors: { products: ['Vitrin Ürünü'] },
    });
    expect((await t.app.inject({ url: file.path })).statusCode).toBe(200);
    expect((await send('GET', `/api/File/${file.id}`)).statusCode).toBe(200);

    const updated = await send('PUT', '/api/Product', { ...product, id, productMainImageId: null });
    expect(updated.statusCode).toBe(200);
    expect((await send('DELETE', `/api/File/${file.id}`)).statusCode).toBe(200);
    expect((await t.app.inject({ url: file.path })).statusCode).toBe(404);
  });
});
