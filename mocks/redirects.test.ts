/**
 * The redirect rules (core/domain/redirects.ts) through the same domain operations the handlers
 * call, on the mocks' state: what server/ssr/redirects.test.ts checks on SQL and over HTTP.
 */
import { ADMIN_CALLER } from '../tests/helpers/callers';
import { describe, expect, it } from 'vitest';
import { backendOperations } from '../core/domain/backend';
import { MESSAGES, redirectNoteIn } from '../core/domain/messages';
import { redirectsFromHistory, sitePath } from '../core/domain/redirects';
import { SEED_IDS } from '../seed';
import { MockDb } from './db';
import { mockStore } from './store/store';

const ADMIN = ADMIN_CALLER;

function setUp() {
  const db = new MockDb();
  const operations = backendOperations(mockStore(db));
  const rename = async (id: string, slug: string) => {
    const { data } = await operations.getProductById(id);
    return operations.updateProduct({ ...data, slug }, ADMIN);
  };
  const redirects = () => db.state.redirects.map(({ from, to }) => [from, to]);
  return { db, operations, rename, redirects };
}

const EPOKSI = SEED_IDS.products.epoksi;

describe('redirects of renamed products', () => {
  it('keep every old address one hop from the current one', async () => {
    const { rename, redirects } = setUp();
    await rename(EPOKSI, 'epoksi-b');
    await rename(EPOKSI, 'epoksi-c');
    expect(redirects()).toEqual([
      ['/product/epoksi-enjeksiyon', '/product/epoksi-c'],
      ['/product/epoksi-b', '/product/epoksi-c'],
    ]);
  });

  it('renaming back removes the redirect that would loop, and says nothing of it', async () => {
    const { rename, redirects } = setUp();
    await rename(EPOKSI, 'epoksi-b');
    const back = await rename(EPOKSI, 'epoksi-enjeksiyon');
    expect(redirects()).toEqual([['/product/epoksi-b', '/product/epoksi-enjeksiyon']]);
    expect(back.message).toBe('Ürün güncellendi.');
  });

  it('a product that takes an old address removes its redirect, and the save says so', async () => {
    const { operations, rename, redirects } = setUp();
    await rename(EPOKSI, 'epoksi-b');
    const created = await operations.createProduct(
      { name: 'Yeni Epoksi', slug: 'epoksi-enjeksiyon' },
      ADMIN,
    );
    expect(created.message).toBe(
      "Ürün oluşturuldu. '/product/epoksi-enjeksiyon' adresindeki yönlendirme kaldırıldı; bu adres artık bu ürünü gösteriyor.",
    );
    expect(redirectNoteIn(created.message)).toBe(
      "'/product/epoksi-enjeksiyon' adresindeki yönlendirme kaldırıldı; bu adres artık bu ürünü gösteriyor.",
    );
    expect(redirectNoteIn(MESSAGES.productCreated)).toBeNull();
    expect(redirects()).toEqual([]);
    // Renamed onto another product's old address: the same.
    await rename(created.data.id, 'yeni-epoksi');
    const taken = await rename(SEED_IDS.products.poliuretan, 'epoksi-enjeksiyon');
    expect(taken.message).toContain("'/product/epoksi-enjeksiyon' adresindeki yönlendirme");
    expect(redirects()).toEqual([['/product/poliuretan-enjeksiyon', '/product/epoksi-enjeksiyon']]);
  });

  it('a purged product answers 410, until it is restored or its address is taken', async () => {
    const { db, operations, redirects } = setUp();
    await operations.deleteProduct(EPOKSI, ADMIN);
    expect(redirects()).toEqual([]);
    const entry = db.state.trash.find((item) => item.itemId === EPOKSI)?.id ?? '';
    await operations.purgeTrashEntry(entry, () => undefined, ADMIN);
    expect(redirects()).toEqual([['/product/epoksi-enjeksiyon', null]]);
    await operations.createProduct({ name: 'Epoksi', slug: 'epoksi-enjeksiyon' }, ADMIN);
    expect(redirects()).toEqual([]);
  });

  it('a product restored from the trash takes its address back', async () => {
    const { db, operations, redirects } = setUp();
    await operations.deleteProduct(EPOKSI, ADMIN);
    db.state.redirects.push({
      id: crypto.randomUUID(),
      from: '/product/epoksi-enjeksiyon',
      to: '/product',
      createdAt: db.now(),
      hits: 0,
      lastHitAt: null,
    });
    const entry = db.state.trash.find((item) => item.itemId === EPOKSI)?.id ?? '';
    await operations.restoreTrashEntry(entry, ADMIN);
    expect(redirects()).toEqual([]);
  });
});

describe('redirects made by an administrator', () => {
  it('take a missed address to a page in one hop, and take it off the missed list', async () => {
    const { db, operations, rename } = setUp();
    await rename(EPOKSI, 'epoksi-b');
    db.state.missedAddresses.push({ path: '/urunler/epoksi', hits: 4, lastSeenAt: db.now() });
    const reply = await operations.createRedirect(
      { from: '/urunler/epoksi/', to: '/product/epoksi-enjeksiyon' },
      ADMIN,
    );
    expect(reply.data).toMatchObject({ from: '/urunler/epoksi', to: '/product/epoksi-b' });
    expect(reply.message).toBe('Yönlendirme eklendi.');
    expect(db.state.missedAddresses).toEqual([]);
    expect(db.state.audit.at(-1)).toMatchObject({
      action: 'create',
      target: { kind: 'redirect', name: '/urunler/epoksi → /product/epoksi-b' },
    });
    // A later rename of the target moves this redirect along.
    await rename(EPOKSI, 'epoksi-c');
    expect(db.state.redirects.find(({ from }) => from === '/urunler/epoksi')?.to).toBe(
      '/product/epoksi-c',
    );
  });

  it('refuse live pages, the panel and unknown targets, naming the field', async () => {
    const { operations } = setUp();
    const errorsOf = async (from: string, to: string) => {
      try {
        await operations.createRedirect({ from, to }, ADMIN);
      } catch (error) {
        return (error as { errors?: unknown }).errors;
      }
      throw new Error(`${from} → ${to} was accepted`);
    };
    expect(await errorsOf('/about', '/')).toEqual({
      from: ['Bu adreste yayında bir sayfa veya ürün var; yönlendirilemez.'],
    });
    expect(await errorsOf('/product/poliuretan-enjeksiyon', '/')).toEqual({
      from: ['Bu adreste yayında bir sayfa veya ürün var; yönlendirilemez.'],
    });
    expect(await errorsOf('/admin/products', '/')).toEqual({
      from: ['Yönetim paneli, giriş ve servis adresleri yönlendirilemez.'],
    });
    expect(await errorsOf('eski', '/')).toEqual({
      from: ["Adres '/' ile başlayan bir site adresi olmalıdır (örneğin /eski-sayfa)."],
    });
    expect(await errorsOf('/eski', '/product/yok-boyle')).toEqual({
      to: ['Hedef, sitenin bir sayfası veya var olan bir ürün olmalıdır.'],
    });
  });

  it('a removed redirect is gone, and a second removal is 404', async () => {
    const { db, operations } = setUp();
    const { data } = await operations.createRedirect({ from: '/eski', to: '/about' }, ADMIN);
    expect((await operations.deleteRedirect(data.id, ADMIN)).message).toBe(
      'Yönlendirme kaldırıldı.',
    );
    expect(db.state.redirects).toEqual([]);
    await expect(operations.deleteRedirect(data.id, ADMIN)).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});

describe('addresses and history', () => {
  it('keys an address by its path: no query, no trailing slash, nothing off the site', () => {
    expect(sitePath('/product/a/?utm_source=whatsapp')).toBe('/product/a');
    expect(sitePath('/')).toBe('/');
    expect(sitePath('/eski#bolum')).toBe('/eski');
    expect(sitePath('//baska-site.com/x')).toBeNull();
    expect(sitePath('https://baska-site.com/x')).toBeNull();
  });

  it('finds the old slugs in the revisions: the later owner wins, live slugs are left alone', () => {
    const products = [
      { id: 'p1', slug: 'bir-son' },
      { id: 'p2', slug: 'iki' },
    ];
    const revisions = [
      { itemId: 'p1', slug: 'bir' },
      { itemId: 'p2', slug: 'ortak' },
      { itemId: 'p1', slug: 'ortak' },
      { itemId: 'p1', slug: 'iki' },
      { itemId: 'silinmis', slug: 'eski' },
      { itemId: 'p1', slug: 'bir-son' },
    ];
    expect(redirectsFromHistory(products, revisions)).toEqual([
      { from: '/product/bir', to: '/product/bir-son' },
      { from: '/product/ortak', to: '/product/bir-son' },
    ]);
  });
});
