import sharp from 'sharp';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { backendOperations } from '../src/api/generated/backend-operations/operations.ts';
import { contentOperations } from '../src/api/generated/content-operations/operations.ts';
import { createOperationMatcher, type OperationInfo } from '../core/lib/operation-info.ts';
import { generate } from 'otplib';
import { PDF_BYTES, PNG_BYTES, multipart, setupTestApp } from './test/test-app.ts';
import { softPasskey } from '../tests/helpers/soft-passkey.ts';

/**
 * Every operation of both contracts at least once, through the real app on a seeded store, with
 * response validation on: a reply that drifts from the contract is a 500 and fails here.
 */
const operations: (OperationInfo & { prefix: string })[] = [
  ...backendOperations.map((operation) => ({ ...operation, prefix: '' })),
  ...contentOperations.map((operation) => ({
    ...operation,
    path: `/content${operation.path}`,
    prefix: '/content',
  })),
];
const match = createOperationMatcher(operations);
const covered = new Set<string>();

const t = setupTestApp();
const auth = t.authHeaders;

/** Calls an operation and expects its success status (as the contract gives it). */
async function call(options: InjectOptions & { url: string }): Promise<LightMyRequestResponse> {
  const operation = match(options.method ?? 'GET', options.url);
  if (!operation) throw new Error(`No operation for ${options.method} ${options.url}`);
  const reply = await t.app.inject({ ...options, headers: { ...auth, ...options.headers } });
  expect(reply.statusCode, `${operation.operationId}: ${reply.body.slice(0, 500)}`).toBe(
    operation.successStatus,
  );
  if (operation.responseContentType === 'application/json') {
    expect(reply.headers['content-type']).toMatch(/^application\/json/);
  }
  covered.add(operation.operationId);
  return reply;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const data = (reply: LightMyRequestResponse) => (reply.json() as { data: any }).data;

describe('backend operations', () => {
  it('auth: login, register, logout', async () => {
    const login = data(
      await call({
        method: 'POST',
        url: '/api/Auth/login',
        payload: { username: 'admin', password: 'admin-test-password' },
      }),
    );
    expect(login.token).toMatch(/^ey/);
    const user = data(
      await call({
        method: 'POST',
        url: '/api/Auth/register',
        payload: { username: 'editor', password: 'Guclu.Sifre-2026', email: 'e@asilyapi.com.tr' },
      }),
    );
    expect(user).toMatchObject({ username: 'editor', email: 'e@asilyapi.com.tr' });
    expect(user).not.toHaveProperty('passwordHash');
    const editorToken = data(
      await call({
        method: 'POST',
        url: '/api/Auth/login',
        payload: { username: 'editor', password: 'Guclu.Sifre-2026' },
      }),
    ).token as string;
    await call({
      method: 'POST',
      url: '/api/Auth/logout',
      headers: { authorization: `Bearer ${editorToken}` },
    });
  });

  it('users: list, change a password, sign out everywhere, reset, remove', async () => {
    const mine = (await call({ method: 'GET', url: '/api/User' })).json() as {
      data: { username: string; isCurrentUser: boolean }[];
    };
    expect(mine.data.find((user) => user.isCurrentUser)?.username).toBe('admin');
    const { id } = data(
      await call({
        method: 'POST',
        url: '/api/Auth/register',
        payload: { username: 'hesap', password: 'Hesap-Sifresi-2026' },
      }),
    ) as { id: string };
    const signedIn = data(
      await call({
        method: 'POST',
        url: '/api/Auth/login',
        payload: { username: 'hesap', password: 'Hesap-Sifresi-2026' },
      }),
    ).token as string;
    const changed = data(
      await call({
        method: 'POST',
        url: '/api/User/change-password',
        payload: { currentPassword: 'Hesap-Sifresi-2026', newPassword: 'Yeni-Hesap-Sifresi-2026' },
        headers: { authorization: `Bearer ${signedIn}` },
      }),
    ).token as string;
    await call({
      method: 'POST',
      url: '/api/User/sign-out-everywhere',
      headers: { authorization: `Bearer ${changed}` },
    });
    const reset = data(await call({ method: 'POST', url: `/api/User/${id}/reset-password` }));
    expect(reset.password).toMatch(/^\w{4}(-\w{4}){3}$/);
    const sales = data(
      await call({ method: 'PUT', url: `/api/User/${id}/role`, payload: { role: 'sales' } }),
    );
    expect(sales).toMatchObject({ id, role: 'sales' });
    await call({ method: 'DELETE', url: `/api/User/${id}` });
  });

  it('contact: the enquiry round trip', async () => {
    const created = data(
      await call({
        method: 'POST',
        url: '/api/Contact',
        payload: {
          isim: 'Mehmet',
          soyisim: 'Yıldırım',
          telefon: '0532',
          sektor: 'İnşaat',
          mesaj: 'Keşif',
        },
      }),
    );
    expect(created.isRead).toBe(false);
    const list = data(await call({ url: '/api/Contact' }));
    expect(list[0].id).toBe(created.id);
    const inbox = data(
      await call({ url: `/api/Contact/inbox?Search=${encodeURIComponent('YILDIRIM')}` }),
    );
    expect(inbox).toMatchObject({ pageSize: 25, totalCount: 1, items: [{ id: created.id }] });
    expect(data(await call({ url: `/api/Contact/${created.id}` })).mesaj).toBe('Keşif');
    const { id, isim, soyisim, telefon, sektor, mesaj } = created;
    const updated = data(
      await call({
        method: 'PUT',
        url: '/api/Contact',
        payload: { id, isim, soyisim, telefon, sektor, mesaj, isRead: true },
      }),
    );
    expect(updated.isRead).toBe(true);
    // Its follow-up (issue 48): an assignee from the list, a status, a note, and the export.
    const [assignee] = data(await call({ url: '/api/Contact/assignees' }));
    const followed = data(
      await call({
        method: 'PUT',
        url: `/api/Contact/${created.id}/follow-up`,
        payload: { status: 'quoted', assigneeId: assignee.id, callbackAt: '2027-03-01' },
      }),
    );
    expect(followed).toMatchObject({ status: 'quoted', assigneeId: assignee.id });
    const noted = data(
      await call({
        method: 'POST',
        url: `/api/Contact/${created.id}/notes`,
        payload: { text: 'Teklif gönderildi.' },
      }),
    );
    expect(noted.notes).toMatchObject([{ text: 'Teklif gönderildi.' }]);
    const csv = await call({ url: '/api/Contact/export?Status=quoted' });
    expect(csv.body).toContain('"Teklif verildi"');
    expect(data(await call({ url: '/api/Dashboard/enquiries' })).waitingCount).toBeGreaterThan(-1);
    await call({ method: 'DELETE', url: `/api/Contact/${created.id}` });
    const gone = await t.app.inject({ url: `/api/Contact/${created.id}`, headers: auth });
    expect(gone.statusCode).toBe(404);
  });

  it('visits: the beacons answer 204 and the stats read every day of the range', async () => {
    const browser = {
      'user-agent':
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    };
    const beacon = { path: '/contact', utmSource: 'linkedin' };
    expect(
      (await call({ method: 'POST', url: '/api/Visit', payload: beacon, headers: browser })).body,
    ).toBe('');
    await call({
      method: 'POST',
      url: '/api/Visit/event',
      payload: { path: '/contact', kind: 'phone' },
      headers: browser,
    });
    const stats = data(await call({ url: '/api/Visit/stats' }));
    expect(stats.days).toHaveLength(7);
  });

  it('search: the site’s search and the queries that found nothing', async () => {
    const found = data(await call({ url: '/api/Search?q=poliuretan%20teknik&limit=5' }));
    expect(found.hits[0]).toMatchObject({
      kind: 'document',
      title: expect.stringMatching(/^Poliüretan/),
    });
    expect(data(await call({ url: '/api/Search?q=zzqxv' })).total).toBe(0);
    expect(data(await call({ url: '/api/Search/missed' }))).toContainEqual(
      expect.objectContaining({ query: 'zzqxv', count: 1 }),
    );
  });

  it('files: records, uploads and deletion', async () => {
    const files = data(await call({ url: '/api/File' }));
    expect(files.length).toBeGreaterThan(0);
    expect(data(await call({ url: `/api/File/${files[0].id}` })).path).toBe(files[0].path);
    const record = data(
      await call({
        method: 'POST',
        url: '/api/File',
        payload: {
          name: 'dis.pdf',
          path: 'https://cdn.example.com/dis.pdf',
          contentType: 'application/pdf',
          size: 10,
        },
      }),
    );
    expect(
      data(
        await call({
          method: 'PUT',
          url: '/api/File',
          payload: { id: record.id, name: 'yeni.pdf' },
        }),
      ).name,
    ).toBe('yeni.pdf');
    const one = multipart([
      { name: 'file', filename: 'föy.pdf', type: 'application/pdf', data: PDF_BYTES },
    ]);
    const uploaded = data(await call({ method: 'POST', url: '/api/File/upload', ...one }));
    expect(uploaded).toMatchObject({
      name: 'föy.pdf',
      contentType: 'application/pdf',
      size: PDF_BYTES.length,
    });
    const many = multipart([
      { name: 'files', filename: 'a.png', type: 'image/png', data: PNG_BYTES },
      { name: 'files', filename: 'b.pdf', type: 'application/pdf', data: PDF_BYTES },
    ]);
    const both = data(await call({ method: 'POST', url: '/api/File/upload-multiple', ...many }));
    expect(both.map((file: { contentType: string }) => file.contentType)).toEqual([
      'image/png',
      'application/pdf',
    ]);
    await call({ method: 'DELETE', url: `/api/File/${both[0].id}` });
    expect((await t.app.inject({ url: both[0].path })).statusCode).toBe(404);
    await call({ method: 'DELETE', url: `/api/File/${record.id}` });
  });

  it('documents: list, create, update, upload, download, delete', async () => {
    const page = data(await call({ url: '/api/Document?PageIndex=0&PageSize=5' }));
    expect(page).toMatchObject({ pageIndex: 0, pageSize: 5 });
    const active = data(await call({ url: '/api/Document/active' }));
    expect(active.every((document: { isActive: boolean }) => document.isActive)).toBe(true);
    const created = data(
      await call({
        method: 'POST',
        url: '/api/Document',
        payload: {
          name: 'CE Beyanı',
          slug: 'ce-beyani',
          url: 'https://belgeler.example.com/ce.pdf',
        },
      }),
    );
    expect(created).toMatchObject({ isActive: true, file: null });
    const updated = data(
      await call({
        method: 'PUT',
        url: '/api/Document',
        payload: {
          id: created.id,
          name: 'CE Uygunluk Beyanı',
          slug: 'ce-beyani',
          url: created.url,
          order: 3,
        },
      }),
    );
    expect(updated).toMatchObject({ name: 'CE Uygunluk Beyanı', order: 3 });
    expect(data(await call({ url: `/api/Document/${created.id}` })).order).toBe(3);
    const form = multipart([
      { name: 'name', data: 'Teknik Föy' },
      { name: 'category', data: 'Teknik Föy' },
      { name: 'order', data: '2' },
      { name: 'file', filename: 'teknik-foy.pdf', type: 'application/pdf', data: PDF_BYTES },
    ]);
    const uploaded = data(await call({ method: 'POST', url: '/api/Document/upload', ...form }));
    expect(uploaded).toMatchObject({
      name: 'Teknik Föy',
      slug: 'teknik-foy',
      order: 2,
      contentType: 'application/pdf',
    });
    const centre = data(
      await call({ url: `/api/Document/public?Category=${encodeURIComponent('teknik föy')}` }),
    );
    expect(centre.documents).toContainEqual(
      expect.objectContaining({ id: uploaded.id, products: [] }),
    );
    expect(centre.categories).toContain('Teknik Föy');
    const download = await call({ method: 'POST', url: `/api/Document/${uploaded.id}/download` });
    expect(download.headers['content-disposition']).toContain("filename*=UTF-8''teknik-foy.pdf");
    expect(download.rawPayload.equals(PDF_BYTES)).toBe(true);
    await call({ method: 'DELETE', url: `/api/Document/${created.id}` });
  });

  it('products: list, create, read three ways, update, delete', async () => {
    const page = data(await call({ url: '/api/Product?PageIndex=0&PageSize=50' }));
    expect(page.items.length).toBe(page.totalCount);
    const created = data(
      await call({
        method: 'POST',
        url: '/api/Product',
        payload: { name: 'Deneme Ürünü', slug: 'deneme-urunu' },
      }),
    );
    expect(created).toMatchObject({ showContact: true, files: [], documents: [] });
    expect(data(await call({ url: `/api/Product/${created.id}` })).slug).toBe('deneme-urunu');
    expect(data(await call({ url: '/api/Product/slug/deneme-urunu' })).id).toBe(created.id);
    expect(
      data(await call({ url: `/api/Product/name/${encodeURIComponent('Deneme Ürünü')}` })).id,
    ).toBe(created.id);
    const updated = data(
      await call({
        method: 'PUT',
        url: '/api/Product',
        payload: { id: created.id, name: 'Deneme Ürünü', slug: 'deneme-urunu', titles: ['Başlık'] },
      }),
    );
    expect(updated.titles).toEqual(['Başlık']);
    await call({ method: 'DELETE', url: `/api/Product/${created.id}` });
  });

  it('pages: list, create, read four ways, order, update, delete', async () => {
    const products = data(await call({ url: '/api/Product?PageSize=3' })).items as { id: string }[];
    expect(data(await call({ url: '/api/Page' }))).toMatchObject({ pageIndex: 0, pageSize: 10 });
    const created = data(
      await call({
        method: 'POST',
        url: '/api/Page',
        payload: { pageType: 0, name: 'Kampanya', slug: 'kampanya', productIds: [products[0]?.id] },
      }),
    );
    expect(created.products.map((product: { id: string }) => product.id)).toEqual([
      products[0]?.id,
    ]);
    expect(data(await call({ url: `/api/Page/${created.id}` })).name).toBe('Kampanya');
    expect(data(await call({ url: '/api/Page/name/Kampanya' })).id).toBe(created.id);
    expect(data(await call({ url: '/api/Page/slug/kampanya' })).id).toBe(created.id);
    const others = data(await call({ url: '/api/Page/type/0?PageSize=100' }));
    expect(others.items.some((page: { id: string }) => page.id === created.id)).toBe(true);
    const ordered = data(
      await call({
        method: 'PUT',
        url: '/api/Page/product-order',
        payload: { pageId: created.id, productIds: [products[2]?.id, products[1]?.id] },
      }),
    );
    expect(ordered.productIds).toEqual([products[2]?.id, products[1]?.id]);
    const updated = data(
      await call({
        method: 'PUT',
        url: '/api/Page',
        payload: {
          id: created.id,
          pageType: 0,
          name: 'Kampanya 2026',
          slug: 'kampanya',
          productIds: [],
        },
      }),
    );
    expect(updated).toMatchObject({ name: 'Kampanya 2026', products: [] });
    await call({ method: 'DELETE', url: `/api/Page/${created.id}` });
  });

  it('audit: the log of what was done above, newest first', async () => {
    const log = data(await call({ url: '/api/Audit?User=admin&Action=delete&PageSize=2' }));
    expect(log).toMatchObject({ pageIndex: 0, pageSize: 2 });
    expect(log.items[0]).toMatchObject({
      username: 'admin',
      action: 'delete',
      targetKind: 'page',
      targetName: 'Kampanya 2026',
      address: '127.0.0.1',
    });
  });

  it('trash: list, restore, purge', async () => {
    const created = data(
      await call({
        method: 'POST',
        url: '/api/Product',
        payload: { name: 'Çöpe Giden', slug: 'cope-giden' },
      }),
    );
    await call({ method: 'DELETE', url: `/api/Product/${created.id}` });
    const trashed = data(await call({ url: '/api/Trash?PageSize=1' }));
    expect(trashed.items[0]).toMatchObject({ kind: 'product', itemId: created.id });
    const entry = trashed.items[0].id;
    await call({ method: 'POST', url: `/api/Trash/${entry}/restore` });
    await call({ method: 'DELETE', url: `/api/Product/${created.id}` });
    const again = data(await call({ url: '/api/Trash?PageSize=1' })).items[0].id;
    await call({ method: 'DELETE', url: `/api/Trash/${again}` });
    expect(data(await call({ url: '/api/Trash' })).items).not.toContainEqual(
      expect.objectContaining({ itemId: created.id }),
    );
  });

  it('revisions: list, read, restore', async () => {
    const created = data(
      await call({
        method: 'POST',
        url: '/api/Product',
        payload: { name: 'Geçmişli Ürün', slug: 'gecmisli-urun' },
      }),
    );
    await call({
      method: 'PUT',
      url: '/api/Product',
      payload: { id: created.id, name: 'Geçmişli Ürün 2', slug: 'gecmisli-urun' },
    });
    const list = data(await call({ url: `/api/Revision?Kind=product&ItemId=${created.id}` }));
    expect(list.items).toHaveLength(2);
    const first = data(await call({ url: `/api/Revision/${list.items[1].id}` }));
    expect(first.data).toMatchObject({ name: 'Geçmişli Ürün' });
    const restored = data(
      await call({ method: 'POST', url: `/api/Revision/${list.items[1].id}/restore` }),
    );
    expect(restored.data).toMatchObject({ name: 'Geçmişli Ürün' });
    await call({ method: 'DELETE', url: `/api/Product/${created.id}` });
  });

  it('redirects: a rename adds one, listed; one added by hand, then removed', async () => {
    const created = data(
      await call({
        method: 'POST',
        url: '/api/Product',
        payload: { name: 'Taşınan Ürün', slug: 'tasinan-urun' },
      }),
    );
    await call({
      method: 'PUT',
      url: '/api/Product',
      payload: { id: created.id, name: 'Taşınan Ürün', slug: 'tasinan-urun-yeni' },
    });
    const added = data(
      await call({
        method: 'POST',
        url: '/api/Redirect',
        payload: { from: '/eski-katalog', to: '/product/tasinan-urun' },
      }),
    );
    expect(added).toMatchObject({ from: '/eski-katalog', to: '/product/tasinan-urun-yeni' });
    const listed = data(await call({ url: '/api/Redirect' }));
    expect(listed.redirects.slice(0, 2)).toMatchObject([
      { from: '/eski-katalog', to: '/product/tasinan-urun-yeni', hits: 0 },
      { from: '/product/tasinan-urun', to: '/product/tasinan-urun-yeni' },
    ]);
    await call({ method: 'DELETE', url: `/api/Redirect/${added.id}` });
    await call({ method: 'DELETE', url: `/api/Product/${created.id}` });
  });

  it('preview links: one made for a draft, listed, then revoked', async () => {
    const draft = data(
      await call({
        method: 'POST',
        url: '/api/Product',
        payload: { name: 'Önizlenen', slug: 'onizlenen', status: 'draft' },
      }),
    );
    const link = data(
      await call({ method: 'POST', url: '/api/Preview', payload: { productId: draft.id } }),
    );
    expect(link.path).toBe(`/product/onizlenen?onizleme=${encodeURIComponent(link.token)}`);
    const listed = data(await call({ url: `/api/Preview?ProductId=${draft.id}` }));
    expect(listed.map(({ id }: { id: string }) => id)).toEqual([link.id]);
    await call({ method: 'DELETE', url: `/api/Preview/${link.id}` });
    await call({ method: 'DELETE', url: `/api/Product/${draft.id}` });
  });

  it("a page's pending changes, a preview link to them, then 'Taslağı sil'", async () => {
    const about = data(await call({ url: `/api/Page/name/${encodeURIComponent('Hakkımızda')}` }));
    const { products: _products, ...page } = about;
    const pending = data(
      await call({ method: 'PUT', url: '/api/Page', payload: { ...page, status: 'draft' } }),
    );
    expect(pending).toMatchObject({ hasPendingChanges: true });
    const link = data(
      await call({ method: 'POST', url: `/api/Preview/Page/${about.id}`, payload: {} }),
    );
    expect(link.path).toMatch(/^\/about\?onizleme=/);
    const listed = data(await call({ url: `/api/Preview/Page/${about.id}` }));
    expect(listed.map(({ id }: { id: string }) => id)).toEqual([link.id]);
    await call({ method: 'DELETE', url: `/api/Page/${about.id}/draft` });
  });

  it("a document's pending changes, a preview link on its product's page, then 'Taslağı sil'", async () => {
    const products = data(await call({ url: '/api/Product?PageSize=100' })).items;
    const product = products.find(
      ({ documentIds }: { documentIds: string[] }) => documentIds.length > 0,
    );
    const document = data(await call({ url: `/api/Document/${product.documentIds[0]}` }));
    const pending = data(
      await call({
        method: 'PUT',
        url: '/api/Document',
        payload: { ...document, status: 'draft' },
      }),
    );
    expect(pending).toMatchObject({ hasPendingChanges: true });
    const link = data(
      await call({ method: 'POST', url: `/api/Preview/Document/${document.id}`, payload: {} }),
    );
    expect(link.path).toMatch(new RegExp(`^/product/${product.slug}\\?onizleme=`));
    const listed = data(await call({ url: `/api/Preview/Document/${document.id}` }));
    expect(listed.map(({ id }: { id: string }) => id)).toEqual([link.id]);
    await call({ method: 'DELETE', url: `/api/Document/${document.id}/draft` });
  });

  it("pending changes: a published product saved as a draft, then 'Taslağı sil'", async () => {
    const live = data(
      await call({
        method: 'POST',
        url: '/api/Product',
        payload: { name: 'Bekleyen', slug: 'bekleyen' },
      }),
    );
    const pending = data(
      await call({
        method: 'PUT',
        url: '/api/Product',
        payload: { id: live.id, name: 'Bekleyen (yeni)', slug: 'bekleyen', status: 'draft' },
      }),
    );
    expect(pending).toMatchObject({ name: 'Bekleyen (yeni)', hasPendingChanges: true });
    await call({ method: 'DELETE', url: `/api/Product/${live.id}/draft` });
    await call({ method: 'DELETE', url: `/api/Product/${live.id}` });
  });
});

describe('the second factor', () => {
  it('sets up an app and a passkey, signs in with each, proves again and removes them', async () => {
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
    const origin = 'http://localhost';
    const proof = data(
      await call({
        method: 'POST',
        url: '/api/Auth/proof',
        payload: { password: 'admin-test-password' },
      }),
    );
    const fresh = bearer(proof.token as string);
    expect(data(await call({ url: '/api/User/me/security' }))).toMatchObject({ totp: false });

    const setup = data(await call({ method: 'POST', url: '/api/User/me/totp/setup' }));
    const enabled = data(
      await call({
        method: 'POST',
        url: '/api/User/me/totp',
        payload: { ticket: setup.ticket, code: await generate({ secret: setup.secret }) },
      }),
    );
    expect(enabled.recoveryCodes).toHaveLength(10);

    const key = await softPasskey();
    const creation = data(await call({ method: 'POST', url: '/api/User/me/passkeys/options' }));
    await call({
      method: 'POST',
      url: '/api/User/me/passkeys',
      payload: {
        ticket: creation.ticket,
        name: 'Anahtar',
        response: await key.register(creation.options, origin),
      },
    });

    const signIn = data(
      await call({
        method: 'POST',
        url: '/api/Auth/login',
        payload: { username: 'admin', password: 'admin-test-password' },
      }),
    );
    expect(signIn.token).toBeNull();
    const signedIn = data(
      await call({
        method: 'POST',
        url: '/api/Auth/second-factor',
        payload: {
          ticket: signIn.secondFactor.ticket,
          passkey: await key.authenticate(signIn.secondFactor.passkeyOptions, origin),
        },
      }),
    );
    expect(signedIn.token).toMatch(/^ey/);
    const challenge = data(await call({ method: 'POST', url: '/api/Auth/proof/options' }));
    expect(challenge.methods).toEqual(['password', 'totp', 'passkey', 'recovery-code']);

    const codes = data(
      await call({ method: 'POST', url: '/api/User/me/recovery-codes', headers: fresh }),
    );
    expect(codes.recoveryCodes).toHaveLength(10);
    await call({ method: 'DELETE', url: `/api/User/me/passkeys/${key.id}`, headers: fresh });
    await call({ method: 'DELETE', url: '/api/User/me/totp', headers: fresh });
    expect(data(await call({ url: '/api/User/me/security' }))).toMatchObject({
      totp: false,
      passkeys: [],
      recoveryCodesLeft: 0,
    });
  });
});

describe('content operations', () => {
  it('reads and replaces every content page', async () => {
    for (const [read, update] of [
      ['/content/api/poliuretan-enjeksiyon', '/content/api/poliuretan-enjeksiyon'],
      ['/content/api/kimyasal-ankraj', '/content/api/kimyasal-ankraj'],
      ['/content/api/halatli-tel-beton-kesme', '/content/api/halatli-tel-beton-kesme'],
      ['/content/api/asilnunx', '/content/api/asilnunx'],
      ['/content/api/contact', '/content/api/contact'],
      ['/content/api/aydinlatma-metni', '/content/api/aydinlatma-metni'],
      ['/content/api/menuler', '/content/api/menuler'],
    ] as const) {
      const current = (await call({ url: read, headers: { authorization: '' } })).json() as Record<
        string,
        unknown
      >;
      const changed = {
        ...current,
        ...('mainTitle' in current ? { mainTitle: 'Yeni Başlık' } : {}),
      };
      const saved = (await call({ method: 'PUT', url: update, payload: changed })).json();
      expect(saved).toMatchObject('mainTitle' in current ? { mainTitle: 'Yeni Başlık' } : {});
    }
  });

  it("keeps a page's pending changes, makes a preview link to them and drops them", async () => {
    const url = '/content/api/contact';
    const current = (await call({ url, headers: { authorization: '' } })).json() as Record<
      string,
      unknown
    >;
    const draft = { ...current, bannerTitle: 'Taslak İletişim', status: 'draft' };
    expect((await call({ method: 'PUT', url, payload: draft })).statusCode).toBe(200);
    const made = await call({ method: 'POST', url: '/content/api/preview/contact', payload: {} });
    expect(made.statusCode).toBe(201);
    const links = (await call({ url: '/content/api/preview/contact' })).json() as { id: string }[];
    expect(links.map(({ id }) => id)).toContain((made.json() as { id: string }).id);
    const dropped = await call({ method: 'DELETE', url: '/content/api/draft/contact' });
    expect(dropped.statusCode).toBe(200);
  });

  it('uploads a content image', async () => {
    const form = multipart([
      { name: 'file', filename: 'banner.png', type: 'image/png', data: PNG_BYTES },
    ]);
    const reply = await call({
      method: 'POST',
      url: '/content/api/upload/contact-banner',
      ...form,
    });
    const { url } = reply.json() as { url: string };
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}-contact-banner-banner\.png$/);
    const image = await t.app.inject({ url });
    expect(image.headers['content-type']).toBe('image/png');
    // Stored as its stripped master: re-encoded, the same picture.
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({
      format: 'png',
      width: 1,
      height: 1,
    });
  });
});

describe('coverage', () => {
  it('called every operation of both contracts', () => {
    const missing = operations
      .map((operation) => operation.operationId)
      .filter((id) => !covered.has(id));
    expect(missing).toEqual([]);
    expect(covered.size).toBe(operations.length);
  });
});
