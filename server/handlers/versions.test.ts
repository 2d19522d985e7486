import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../core/domain/messages.ts';
import { setupTestApp } from '../test/test-app.ts';

/**
 * Versions and merges over HTTP (issue 22 section 1, ADR 0034): reads and saves send the record's
 * version as `ETag`; a save with `If-Match` applies at once when the record is unchanged since,
 * merges field by field when it changed, and answers 412 with the conflicts when both sides
 * changed the same field; without `If-Match` it applies as before. On PGlite here, and on
 * PostgreSQL in `npm run test:server:postgres`; the parity scenarios hold the mocks to the same.
 */
const t = setupTestApp();
const auth = t.authHeaders;

type Product = { id: string; name: string; titles: string[]; subtitles: string[] };
type Conflict = {
  success: false;
  message: string;
  conflicts: { field: string; base: unknown; theirs: unknown; yours: unknown }[];
  merged: Product;
  version: string;
};
const dataOf = <T>(reply: { json: () => unknown }) => (reply.json() as { data: T }).data;

/** A seeded product as the panel reads it, with its version. */
async function open(id?: string) {
  const [first] = dataOf<{ items: Product[] }>(
    await t.app.inject({ url: '/api/Product?PageSize=1' }),
  ).items;
  const productId = id ?? first?.id;
  const reply = await t.app.inject({
    url: `/api/Product/${productId}?Drafts=true`,
    headers: auth,
  });
  return { product: dataOf<Product>(reply), version: String(reply.headers.etag) };
}

const save = (product: Product, version?: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/Product',
    payload: product,
    headers: { ...auth, ...(version ? { 'if-match': version } : {}) },
  });

describe('a save made from a version', () => {
  it('reads and saves carry the version; a fresh one applies at once', async () => {
    const { product, version } = await open();
    expect(version).toMatch(/^"[\w-]+"$/);
    // The same record read again has the same version; the version changes with the record.
    expect((await open(product.id)).version).toBe(version);
    const saved = await save({ ...product, name: `${product.name} (güncel)` }, version);
    expect(saved.statusCode).toBe(200);
    expect(saved.headers.etag).not.toBe(version);
    expect((await open(product.id)).version).toBe(saved.headers.etag);
  });

  it('a stale one keeps both sides’ fields when they changed different ones', async () => {
    const office = await open();
    const phone = await open(office.product.id);
    expect((await save({ ...office.product, name: 'Ofisin adı' }, office.version)).statusCode).toBe(
      200,
    );
    const merged = await save(
      { ...phone.product, titles: ['Telefonun başlığı', ...phone.product.titles.slice(1)] },
      phone.version,
    );
    expect(merged.statusCode).toBe(200);
    const now = (await open(office.product.id)).product;
    expect(now.name).toBe('Ofisin adı');
    expect(now.titles[0]).toBe('Telefonun başlığı');
    expect(merged.headers.etag).toBe((await open(office.product.id)).version);
  });

  it('a stale one that changed the same field answers 412 with the conflict and changes nothing', async () => {
    const office = await open();
    const phone = await open(office.product.id);
    await save({ ...office.product, name: 'Ofisteki ad', subtitles: ['Ofis'] }, office.version);
    const before = await open(office.product.id);
    const refused = await save(
      { ...phone.product, name: 'Telefonun adı', titles: ['Telefonun başlığı'] },
      phone.version,
    );
    expect(refused.statusCode).toBe(412);
    const body = refused.json() as Conflict;
    expect(body).toMatchObject({ success: false, message: MESSAGES.versionConflict });
    expect(body.conflicts).toEqual([
      { field: 'name', base: phone.product.name, theirs: 'Ofisteki ad', yours: 'Telefonun adı' },
    ]);
    // The merge of the rest: theirs where they conflict, the other side's change kept, yours too.
    expect(body.merged).toMatchObject({
      name: 'Ofisteki ad',
      subtitles: ['Ofis'],
      titles: ['Telefonun başlığı'],
    });
    expect(body.version).toBe(before.version);
    expect(await open(office.product.id)).toEqual(before);

    // 'Benimkini koru': the merged record with this side's value, from the version it was merged with.
    const kept = await save({ ...body.merged, name: 'Telefonun adı' }, body.version);
    expect(kept.statusCode).toBe(200);
    expect((await open(office.product.id)).product).toMatchObject({
      name: 'Telefonun adı',
      subtitles: ['Ofis'],
      titles: ['Telefonun başlığı'],
    });
  });

  it('a save without If-Match applies as it is, as before', async () => {
    const office = await open();
    const phone = await open(office.product.id);
    await save({ ...office.product, name: 'Ofiste değişti' }, office.version);
    expect((await save({ ...phone.product, name: 'Eski istemci' })).statusCode).toBe(200);
    expect((await open(office.product.id)).product.name).toBe('Eski istemci');
  });

  it('a content page and a file merge the same way', async () => {
    const read = () => t.app.inject({ url: '/content/api/contact?Drafts=true', headers: auth });
    const first = await read();
    const page = first.json() as Record<string, unknown>;
    const version = String(first.headers.etag);
    const put = (body: object, ifMatch: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/content/api/contact',
        payload: body,
        headers: { ...auth, 'if-match': ifMatch },
      });
    expect((await put({ ...page, phoneNumber: '0212 000 00 00' }, version)).statusCode).toBe(200);
    const merged = await put({ ...page, emailAddress: 'yeni@asilyapi.com' }, version);
    expect(merged.statusCode).toBe(200);
    expect(merged.json()).toMatchObject({
      phoneNumber: '0212 000 00 00',
      emailAddress: 'yeni@asilyapi.com',
    });
    const refused = await put({ ...page, phoneNumber: '0312 111 11 11' }, version);
    expect(refused.statusCode).toBe(412);
    expect(refused.json()).toMatchObject({
      message: MESSAGES.versionConflict,
      conflicts: [{ field: 'phoneNumber', theirs: '0212 000 00 00', yours: '0312 111 11 11' }],
    });

    // A file keeps no history: a stale save with no base kept conflicts wherever the sides differ.
    const [file] = dataOf<{ id: string }[]>(
      await t.app.inject({ url: '/api/File', headers: auth }),
    );
    if (!file) throw new Error('the seed has no file');
    const readFile = await t.app.inject({ url: `/api/File/${file.id}`, headers: auth });
    const fileVersion = String(readFile.headers.etag);
    const putFile = (name: string, ifMatch: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/File',
        payload: { id: file.id, name },
        headers: { ...auth, 'if-match': ifMatch },
      });
    expect((await putFile('ofis.jpg', fileVersion)).statusCode).toBe(200);
    const staleFile = await putFile('telefon.jpg', fileVersion);
    expect(staleFile.statusCode).toBe(412);
    expect((staleFile.json() as Conflict).conflicts).toEqual([
      { field: 'name', base: null, theirs: 'ofis.jpg', yours: 'telefon.jpg' },
    ]);
  });
});
