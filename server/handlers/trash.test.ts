import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SEED_IDS } from '../../seed/index.ts';
import { restoreSlugTakenMessage } from '../../core/domain/messages.ts';
import type { TrashEntry } from '../../core/domain/trash.ts';
import type { UploadedFile } from '../../src/api/generated/backend/model/index.ts';
import { auditLog, revisions, trash } from '../db/schema.ts';
import { checkStorage, formatReport } from '../ops/storage-check.ts';
import { variantsPrefixFor } from '../services/disk-name.ts';
import { startTrashPurge } from '../services/trash-purge.ts';
import { storedKeys } from '../ops/inventory.ts';
import { setupTestApp } from '../test/test-app.ts';

const t = setupTestApp();
const HOME = SEED_IDS.pages.home;

async function call(options: InjectOptions & { url: string }): Promise<LightMyRequestResponse> {
  return t.app.inject({ ...options, headers: { ...t.authHeaders, ...options.headers } });
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const data = (reply: LightMyRequestResponse) => (reply.json() as { data: any }).data;
const ok = (reply: LightMyRequestResponse) => {
  expect(reply.statusCode, reply.body.slice(0, 500)).toBe(200);
  return reply;
};

const listTrash = async (): Promise<TrashEntry[]> =>
  data(ok(await call({ url: '/api/Trash?PageSize=100' }))).items;
/** The trash entry of a record. */
const entryOf = async (itemId: string) => {
  const entry = (await listTrash()).find((candidate) => candidate.itemId === itemId);
  if (!entry) throw new Error(`${itemId} is not in the trash`);
  return entry;
};
const restore = (entry: TrashEntry) =>
  call({ method: 'POST', url: `/api/Trash/${entry.id}/restore` });
const purge = (entry: TrashEntry) => call({ method: 'DELETE', url: `/api/Trash/${entry.id}` });
const homeOrder = async (): Promise<string[]> =>
  data(ok(await call({ url: `/api/Page/${HOME}` }))).productIds;

/** The audit entries of one item, newest first. */
const auditOf = (itemId: string) =>
  t.ts.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.targetId, itemId))
    .orderBy(desc(auditLog.seq));

describe('the trash', () => {
  it('moves a product out of every read and the pages, and puts it back at its place', async () => {
    const id = SEED_IDS.products.kimyasalAnkraj;
    const before = data(ok(await call({ url: `/api/Product/${id}` })));
    const order = await homeOrder();
    const place = order.indexOf(id);
    expect(place).toBeGreaterThan(0);
    const listed = data(ok(await call({ url: '/api/Product?PageSize=100' }))).items.map(
      (product: { id: string }) => product.id,
    );
    // A cached public read, to see that both the delete and the restore empty the cache.
    ok(await t.app.inject({ url: `/api/Product/slug/${before.slug}` }));

    ok(await call({ method: 'DELETE', url: `/api/Product/${id}` }));
    expect((await t.app.inject({ url: `/api/Product/slug/${before.slug}` })).statusCode).toBe(404);
    expect((await call({ url: `/api/Product/${id}` })).statusCode).toBe(404);
    expect(await homeOrder()).toEqual(order.filter((productId) => productId !== id));
    const entry = await entryOf(id);
    expect(entry).toMatchObject({ kind: 'product', name: before.name, deletedBy: 'admin' });
    expect(new Date(entry.expiresAt).getTime() - new Date(entry.deletedAt).getTime()).toBe(
      30 * 24 * 60 * 60 * 1000,
    );

    const restored = ok(await restore(entry));
    expect(restored.json()).toMatchObject({
      success: true,
      message: `'${before.name}' geri yüklendi.`,
    });
    expect(data(ok(await t.app.inject({ url: `/api/Product/slug/${before.slug}` }))).id).toBe(id);
    expect(data(ok(await call({ url: `/api/Product/${id}` })))).toEqual(before);
    expect(await homeOrder()).toEqual(order);
    // Back at its place in the public list too (its old `seq`).
    const relisted = data(ok(await call({ url: '/api/Product?PageSize=100' }))).items.map(
      (product: { id: string }) => product.id,
    );
    expect(relisted).toEqual(listed);
    expect((await listTrash()).some((candidate) => candidate.id === entry.id)).toBe(false);
    expect((await auditOf(id)).map((row) => [row.action, row.username])).toEqual([
      ['restore', 'admin'],
      ['delete', 'admin'],
    ]);
    expect((await restore(entry)).statusCode).toBe(404);
  });

  it('clamps a place past the end of a shorter ordering and never lists a product twice', async () => {
    const order = await homeOrder();
    const id = order[2] as string;
    expect(id).toBeDefined();
    ok(await call({ method: 'DELETE', url: `/api/Product/${id}` }));
    const shorter = order.filter((productId) => productId !== id).slice(0, 1);
    ok(
      await call({
        method: 'PUT',
        url: '/api/Page/product-order',
        payload: { pageId: HOME, productIds: shorter },
      }),
    );
    ok(await restore(await entryOf(id)));
    expect(await homeOrder()).toEqual([...shorter, id]);
    ok(
      await call({
        method: 'PUT',
        url: '/api/Page/product-order',
        payload: { pageId: HOME, productIds: order },
      }),
    );
  });

  it.each([
    ['page', `/api/Page/${SEED_IDS.pages.about}`, SEED_IDS.pages.about],
    [
      'document',
      `/api/Document/${SEED_IDS.documents.karotUygulamaKilavuzu}`,
      SEED_IDS.documents.karotUygulamaKilavuzu,
    ],
    ['enquiry', `/api/Contact/${SEED_IDS.enquiries.read}`, SEED_IDS.enquiries.read],
  ])('moves a %s to the trash and restores it as it was', async (kind, url, id) => {
    const before = data(ok(await call({ url })));
    ok(await call({ method: 'DELETE', url }));
    expect((await call({ url })).statusCode).toBe(404);
    const entry = await entryOf(id);
    expect(entry.kind).toBe(kind);
    expect(entry.name).toBe(kind === 'enquiry' ? `${before.isim} ${before.soyisim}` : before.name);
    ok(await restore(entry));
    expect(data(ok(await call({ url })))).toEqual(before);
  });

  it('refuses a restore whose slug was taken meanwhile, naming it', async () => {
    const created = data(
      await call({
        method: 'POST',
        url: '/api/Product',
        payload: { name: 'Çöp Deneme', slug: 'cop-deneme' },
      }),
    );
    ok(await call({ method: 'DELETE', url: `/api/Product/${created.id}` }));
    const entry = await entryOf(created.id);
    // Not reserved: a new record takes the slug.
    const other = data(
      await call({
        method: 'POST',
        url: '/api/Product',
        payload: { name: 'Yeni Kayıt', slug: 'cop-deneme' },
      }),
    );
    expect(other.slug).toBe('cop-deneme');
    const refused = await restore(entry);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      success: false,
      message: restoreSlugTakenMessage('cop-deneme'),
    });
    expect(restoreSlugTakenMessage('cop-deneme')).toBe(
      "'cop-deneme' kısa adı artık başka bir kayıtta kullanılıyor; geri yüklemeden önce o kaydın kısa adını değiştirin.",
    );
    expect((await listTrash()).some((candidate) => candidate.id === entry.id)).toBe(true);
    ok(
      await call({
        method: 'PUT',
        url: '/api/Product',
        payload: { id: other.id, name: 'Yeni Kayıt', slug: 'yeni-kayit' },
      }),
    );
    ok(await restore(entry));
    expect(data(ok(await call({ url: '/api/Product/slug/cop-deneme' }))).id).toBe(created.id);
  });

  it('keeps a trashed file’s bytes (404 while trashed), brings them back, and purges them', async () => {
    const photo = await sharp({
      create: { width: 700, height: 400, channels: 3, background: '#993366' },
    })
      .png()
      .toBuffer();
    const upload = await t.postForm('/api/File/upload', [
      { name: 'file', filename: 'cop.png', type: 'image/png', data: photo },
    ]);
    expect(upload.statusCode, upload.body).toBe(201);
    const file = upload.json<{ data: UploadedFile }>().data;
    const path = file.path;
    const original = await t.app.inject({ url: path });
    expect(original.statusCode).toBe(200);
    const { storage, database } = t.ts;
    const keysOf = async () =>
      (await storedKeys(storage)).filter(
        (key) => key.startsWith(variantsPrefixFor(file.id)) || key.includes(file.id),
      );
    const keys = await keysOf();
    expect(keys.length).toBeGreaterThan(1);

    ok(await call({ method: 'DELETE', url: `/api/File/${file.id}` }));
    expect((await t.app.inject({ url: path })).statusCode).toBe(404);
    expect((await call({ url: `/api/File/${file.id}` })).statusCode).toBe(404);
    expect(await keysOf()).toEqual(keys);
    // The bytes are owned while trashed: no orphans, nothing for --fix to remove.
    const report = await checkStorage(database, storage, { fix: false, graceMs: 0 });
    expect(report.remaining, formatReport(report, false)).toBe(0);
    expect(report.bytesWithoutRows).toEqual([]);

    ok(await restore(await entryOf(file.id)));
    const back = await t.app.inject({ url: path });
    expect(back.statusCode).toBe(200);
    expect(back.rawPayload.equals(original.rawPayload)).toBe(true);

    ok(await call({ method: 'DELETE', url: `/api/File/${file.id}` }));
    const entry = await entryOf(file.id);
    const purged = ok(await purge(entry));
    expect(purged.json()).toMatchObject({ message: `'${file.name}' kalıcı olarak silindi.` });
    expect(await keysOf()).toEqual([]);
    expect((await t.app.inject({ url: path })).statusCode).toBe(404);
    expect((await purge(entry)).statusCode).toBe(404);
    expect((await auditOf(file.id))[0]).toMatchObject({ action: 'purge', username: 'admin' });
    const after = await checkStorage(database, storage, { fix: false, graceMs: 0 });
    expect(after.remaining, formatReport(after, false)).toBe(0);
  });

  it('purges what has expired, at start-up and each hour, logged by no one', async () => {
    const id = SEED_IDS.enquiries.unreadOlder;
    ok(await call({ method: 'DELETE', url: `/api/Contact/${id}` }));
    const fresh = await entryOf(SEED_IDS.enquiries.unreadOlder);
    const logged: string[] = [];
    const log = {
      info: (_details: object, message: string) => logged.push(message),
      error: (_details: object, message: string) => logged.push(message),
    };
    let clock = new Date();
    const job = startTrashPurge({
      store: t.ts.store,
      storage: t.ts.storage,
      log,
      now: () => clock,
    });
    // At start-up: nothing is 30 days old yet.
    expect(await job.runOnce()).toBe(0);
    expect((await listTrash()).some((entry) => entry.id === fresh.id)).toBe(true);
    clock = new Date(new Date(fresh.deletedAt).getTime() + 30 * 24 * 60 * 60 * 1000 + 1);
    expect(await job.runOnce()).toBeGreaterThanOrEqual(1);
    await job.stop();
    expect((await listTrash()).some((entry) => entry.id === fresh.id)).toBe(false);
    expect(await t.ts.database.db.select().from(trash).where(eq(trash.itemId, id))).toEqual([]);
    expect((await auditOf(id))[0]).toMatchObject({ action: 'purge', username: null });
    expect(logged).toContain('trash: expired items purged');
  });

  it('restores a page without the products trashed or purged meanwhile; a trashed one comes back to it later', async () => {
    const order = await homeOrder();
    const [, kept, purged] = order as [string, string, string];
    ok(await call({ method: 'DELETE', url: `/api/Page/${HOME}` }));
    ok(await call({ method: 'DELETE', url: `/api/Product/${kept}` }));
    ok(await call({ method: 'DELETE', url: `/api/Product/${purged}` }));
    ok(await purge(await entryOf(purged)));

    ok(await restore(await entryOf(HOME)));
    expect(await homeOrder()).toEqual(order.filter((id) => id !== kept && id !== purged));
    ok(await restore(await entryOf(kept)));
    expect(await homeOrder()).toEqual(order.filter((id) => id !== purged));
  });

  it('lists newest first, paged', async () => {
    const first = SEED_IDS.documents.membranTeknikFoy;
    const second = SEED_IDS.documents.catlakHarciTeknikFoy;
    ok(await call({ method: 'DELETE', url: `/api/Document/${first}` }));
    ok(await call({ method: 'DELETE', url: `/api/Document/${second}` }));
    const page = data(ok(await call({ url: '/api/Trash?PageSize=1' })));
    expect(page).toMatchObject({ pageIndex: 0, pageSize: 1 });
    expect(page.totalCount).toBeGreaterThanOrEqual(2);
    expect(page.items.map((entry: TrashEntry) => entry.itemId)).toEqual([second]);
    const next = data(ok(await call({ url: '/api/Trash?PageSize=1&PageIndex=1' })));
    expect(next.items.map((entry: TrashEntry) => entry.itemId)).toEqual([first]);
    expect((await t.app.inject({ url: '/api/Trash' })).statusCode).toBe(401);
  });

  it('takes an item’s revisions with it when it is purged, and not before', async () => {
    const id = SEED_IDS.documents.asilnunxCeSertifikasi;
    const document = data(ok(await call({ url: `/api/Document/${id}` })));
    ok(
      await call({
        method: 'PUT',
        url: '/api/Document',
        payload: { ...document, name: 'Yeni ad' },
      }),
    );
    const revisionsOf = async () =>
      (await t.ts.database.db.select().from(revisions).where(eq(revisions.itemId, id))).length;
    expect(await revisionsOf()).toBe(2);
    ok(await call({ method: 'DELETE', url: `/api/Document/${id}` }));
    expect(await revisionsOf()).toBe(2);
    ok(await purge(await entryOf(id)));
    expect(await revisionsOf()).toBe(0);
  });
});
