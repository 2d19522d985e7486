import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../core/domain/messages.ts';
import { REVISIONS_KEPT } from '../../core/domain/revisions.ts';
import { SEED_IDS } from '../../seed/index.ts';
import { setupTestApp } from '../test/test-app.ts';

const t = setupTestApp();
const auth = () => t.authHeaders;

type Json = Record<string, unknown>;
interface Summary {
  id: string;
  kind: string;
  itemId: string;
  savedAt: string;
  username: string | null;
}

const get = async (url: string) =>
  (await t.app.inject({ url, headers: auth() })).json() as { data: Json };

async function listOf(kind: string, itemId: string) {
  const reply = await t.app.inject({
    url: `/api/Revision?Kind=${kind}&ItemId=${encodeURIComponent(itemId)}`,
    headers: auth(),
  });
  expect(reply.statusCode).toBe(200);
  return (reply.json() as { data: { items: Summary[]; current: Json | null } }).data;
}

async function saveProduct(id: string, changes: Json) {
  const product = (await get(`/api/Product/${id}`)).data;
  const reply = await t.app.inject({
    method: 'PUT',
    url: '/api/Product',
    payload: { ...product, ...changes, id },
    headers: auth(),
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json() as { data: Json };
}

const restore = (id: string) =>
  t.app.inject({ method: 'POST', url: `/api/Revision/${id}/restore`, headers: auth() });

describe('revisions', () => {
  it('keeps a revision of every save, the state before the first one too, newest first', async () => {
    const id = SEED_IDS.products.epoksi;
    const seeded = (await get(`/api/Product/${id}`)).data.name;
    expect((await listOf('product', id)).items).toEqual([]);
    await saveProduct(id, { name: 'Epoksi 1' });
    await saveProduct(id, { name: 'Epoksi 2' });
    const { items, current } = await listOf('product', id);
    expect(items.map((item) => item.username)).toEqual(['admin', 'admin', null]);
    expect(current).toMatchObject({ name: 'Epoksi 2' });
    const names = await Promise.all(
      items.map(async (item) => (await get(`/api/Revision/${item.id}`)).data),
    );
    expect(names.map((revision) => (revision.data as Json).name)).toEqual([
      'Epoksi 2',
      'Epoksi 1',
      seeded,
    ]);
    expect(names[0]).toMatchObject({ kind: 'product', itemId: id, username: 'admin' });
  });

  it('keeps the newest 50 per item', async () => {
    const id = SEED_IDS.products.karot;
    for (let round = 1; round <= REVISIONS_KEPT + 3; round += 1) {
      await saveProduct(id, { homePageSubtitle: `Sürüm ${round}` });
    }
    const { items } = await listOf('product', id);
    expect(items).toHaveLength(REVISIONS_KEPT);
    const oldest = (await get(`/api/Revision/${items.at(-1)?.id}`)).data;
    expect((oldest.data as Json).homePageSubtitle).toBe('Sürüm 4');
  });

  it('restores a revision as a new revision that can be undone, audited as a restore', async () => {
    const id = SEED_IDS.products.suYalitimi;
    await saveProduct(id, { name: 'Su Yalıtımı A', titles: ['A'] });
    await saveProduct(id, { name: 'Su Yalıtımı B', titles: ['B'] });
    const [, first] = (await listOf('product', id)).items;
    const reply = await restore(first?.id ?? '');
    expect(reply.statusCode, reply.body).toBe(200);
    const restored = reply.json() as { message: string; data: Summary & { data: Json } };
    expect(restored.message).toBe(MESSAGES.revisionRestored);
    expect(restored.data.data).toMatchObject({ name: 'Su Yalıtımı A', titles: ['A'] });
    expect((await get(`/api/Product/${id}`)).data).toMatchObject({ name: 'Su Yalıtımı A' });

    const after = await listOf('product', id);
    expect(after.items[0]?.id).toBe(restored.data.id);
    expect(after.items).toHaveLength(4);
    // Undo the restore: the revision before it.
    expect((await restore(after.items[1]?.id ?? '')).statusCode).toBe(200);
    expect((await get(`/api/Product/${id}`)).data).toMatchObject({ name: 'Su Yalıtımı B' });

    const audit = await t.ts.store.listAudit({
      pageIndex: 0,
      pageSize: 5,
      username: null,
      action: 'revision-restore',
      since: null,
      until: null,
    });
    expect(audit.items[0]).toMatchObject({
      action: 'revision-restore',
      username: 'admin',
      targetKind: 'product',
      targetId: id,
      targetName: 'Su Yalıtımı B',
    });
  });

  it('refuses a restore whose slug another record took meanwhile (409), keeping nothing', async () => {
    const id = SEED_IDS.products.catlakOnarimi;
    await saveProduct(id, { slug: 'catlak-eski' });
    await saveProduct(id, { slug: 'catlak-yeni' });
    await saveProduct(SEED_IDS.products.karbonLif, { slug: 'catlak-eski' });
    const before = await listOf('product', id);
    const old = before.items[1];
    const reply = await restore(old?.id ?? '');
    expect(reply.statusCode).toBe(409);
    expect((reply.json() as { message: string }).message).toBe(MESSAGES.slugTaken);
    expect((await listOf('product', id)).items).toEqual(before.items);
  });

  it("refuses a page's revision naming a product that is gone (400), like a save", async () => {
    const page = (await get(`/api/Page/${SEED_IDS.pages.home}`)).data;
    const gone = '00000003-0000-4000-8000-0000000000ff';
    // A revision from before that product was purged for good.
    const revision = await t.ts.store.addRevision({
      kind: 'page',
      itemId: SEED_IDS.pages.home,
      username: 'admin',
      data: { ...page, products: undefined, images: undefined, productIds: [gone] },
    });
    const reply = await restore(revision.id);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({
      errors: { productIds: [`'${gone}' kimlikli ürün yok.`] },
    });
  });

  it('keeps the revisions of content pages and restores them through the content rules', async () => {
    const read = async () => (await t.app.inject({ url: '/content/api/contact' })).json() as Json;
    const original = await read();
    const put = (changes: Json) =>
      t.app.inject({
        method: 'PUT',
        url: '/content/api/contact',
        payload: { ...original, ...changes },
        headers: auth(),
      });
    expect((await put({ phoneTitle: 'Telefon A' })).statusCode).toBe(200);
    const { items, current } = await listOf('content', 'contact');
    expect(items).toHaveLength(2);
    expect(current).toMatchObject({ phoneTitle: 'Telefon A' });
    expect((await restore(items[1]?.id ?? '')).statusCode).toBe(200);
    expect((await read()).phoneTitle).toBe(original.phoneTitle);
  });

  it("keeps a page's product order, a new document and an upload as revisions", async () => {
    const about = SEED_IDS.pages.about;
    const order = await t.app.inject({
      method: 'PUT',
      url: '/api/Page/product-order',
      payload: { pageId: about, productIds: [SEED_IDS.products.epoksi] },
      headers: auth(),
    });
    expect(order.statusCode).toBe(200);
    const pageRevisions = await listOf('page', about);
    expect(pageRevisions.items.map((item) => item.username)).toEqual(['admin', null]);
    expect(pageRevisions.current).toMatchObject({ productIds: [SEED_IDS.products.epoksi] });

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/Document',
      payload: { name: 'Geçmiş Belgesi', slug: 'gecmis-belgesi', url: 'https://example.com/a.pdf' },
      headers: auth(),
    });
    expect(created.statusCode).toBe(201);
    const documentId = (created.json() as { data: { id: string } }).data.id;
    const { items } = await listOf('document', documentId);
    expect(items).toHaveLength(1);
    const [first] = items;
    expect((await get(`/api/Revision/${first?.id ?? ''}`)).data.data).toMatchObject({
      name: 'Geçmiş Belgesi',
      url: 'https://example.com/a.pdf',
      isActive: true,
    });

    const uploaded = await t.postForm('/api/Document/upload', [
      { name: 'name', data: 'Yüklenen Geçmiş Belgesi' },
      { name: 'slug', data: 'yuklenen-gecmis-belgesi' },
      { name: 'file', filename: 'gecmis.pdf', type: 'application/pdf', data: '%PDF-1.4\n%' },
    ]);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const uploadedId = (uploaded.json() as { data: { id: string } }).data.id;
    expect((await listOf('document', uploadedId)).items).toHaveLength(1);
  });

  it("restores a content page's search fields too: a field the revision had not is cleared", async () => {
    const read = async () => (await t.app.inject({ url: '/content/api/asilnunx' })).json() as Json;
    const original = await read();
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/content/api/asilnunx',
      payload: { ...original, metaTitle: 'AsilNunX arama başlığı' },
      headers: auth(),
    });
    expect(saved.statusCode).toBe(200);
    const { items } = await listOf('content', 'asilnunx');
    expect((await restore(items[1]?.id ?? '')).statusCode).toBe(200);
    expect((await read()).metaTitle ?? null).toBe(original.metaTitle ?? null);
  });

  it('answers 400 for an item id that is none, 404 for an unknown revision, 401 without a token', async () => {
    const bad = await t.app.inject({
      url: '/api/Revision?Kind=content&ItemId=nope',
      headers: auth(),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errors: { ItemId: [MESSAGES.revisionItemInvalid] } });
    const missing = await restore('00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    const anonymous = await t.app.inject({ url: '/api/Revision?Kind=content&ItemId=contact' });
    expect(anonymous.statusCode).toBe(401);
  });
});
