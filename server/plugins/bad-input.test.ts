import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import { MESSAGES } from '../../core/domain/messages.ts';
import { setupTestApp } from '../test/test-app.ts';

const t = setupTestApp();
const auth = t.authHeaders;

const json = { 'content-type': 'application/json' };
const uuid = '3f6c1a2b-8d4e-4f5a-9b6c-7d8e9f0a1b2c';

/** Requests a careless or hostile client might send; none may reach a 500. */
const cases: (InjectOptions & { url: string; expect?: number })[] = [
  { method: 'POST', url: '/api/Product', payload: '{"name":', headers: json, expect: 400 },
  { method: 'POST', url: '/api/Product', payload: 'null', headers: json, expect: 400 },
  { method: 'POST', url: '/api/Product', payload: '[]', headers: json, expect: 400 },
  { method: 'POST', url: '/api/Product', payload: '"text"', headers: json, expect: 400 },
  {
    method: 'POST',
    url: '/api/Product',
    payload: '{"__proto__":{"x":1}}',
    headers: json,
    expect: 400,
  },
  { method: 'POST', url: '/api/Product', payload: '', headers: json, expect: 400 },
  {
    method: 'POST',
    url: '/api/Product',
    payload: 'name=x',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    expect: 415,
  },
  {
    method: 'POST',
    url: '/api/Product',
    payload: 'x',
    headers: { 'content-type': 'text/plain' },
    expect: 415,
  },
  {
    method: 'POST',
    url: '/api/Product',
    payload: 'x',
    headers: { 'content-type': 'application/octet-stream' },
    expect: 415,
  },

  {
    method: 'POST',
    url: '/api/Product',
    payload: { name: 'x', slug: 'x', titles: 'not a list' },
    expect: 400,
  },
  {
    method: 'POST',
    url: '/api/Product',
    payload: { name: 'x', slug: 'x', productMainImageId: 'nope' },
    expect: 400,
  },
  {
    method: 'POST',
    url: '/api/Product',
    payload: { name: 'x'.repeat(500), slug: 'x' },
    expect: 400,
  },
  {
    method: 'POST',
    url: '/api/Product',
    payload: { name: 'x', slug: 'x', showContact: 'yes' },
    expect: 400,
  },
  { method: 'PUT', url: '/api/Product', payload: { name: 'x', slug: 'x' }, expect: 400 },
  { method: 'PUT', url: '/api/Product', payload: { id: uuid, name: 'x', slug: 'x' }, expect: 404 },
  { method: 'GET', url: '/api/Product/not-a-uuid', expect: 400 },
  { method: 'GET', url: `/api/Product/${uuid}`, expect: 404 },
  { method: 'GET', url: `/api/Product/${uuid.toUpperCase()}`, expect: 404 },
  { method: 'GET', url: '/api/Product?PageSize=100000', expect: 400 },
  { method: 'GET', url: '/api/Product?PageSize=0', expect: 400 },
  { method: 'GET', url: '/api/Product?PageSize=abc', expect: 400 },
  { method: 'GET', url: '/api/Product?PageIndex=-1', expect: 400 },
  { method: 'GET', url: '/api/Product?PageIndex=1.5', expect: 400 },
  { method: 'GET', url: '/api/Product?PageIndex=99999999999999999999', expect: 400 },
  { method: 'GET', url: '/api/Product?PageIndex=9007199254740991&PageSize=100', expect: 200 },
  { method: 'GET', url: '/api/Product?PageSize=5&PageSize=6', expect: 400 },
  { method: 'GET', url: '/api/Product/slug/%FF', expect: 400 },
  { method: 'GET', url: '/api/Product/slug/B%C3%BCy%C3%BCk', expect: 400 },
  { method: 'GET', url: `/api/Product/name/${'x'.repeat(300)}`, expect: 400 },
  { method: 'GET', url: '/api/Page/type/9', expect: 400 },
  { method: 'GET', url: '/api/Page/type/abc', expect: 400 },
  { method: 'GET', url: '/api/Document?PageIndex=x', expect: 400 },
  { method: 'POST', url: '/api/Document', payload: { name: 'x', slug: 'x' }, expect: 400 },
  {
    method: 'POST',
    url: '/api/Document',
    payload: { name: 'x', slug: 'x', fileId: uuid },
    expect: 400,
  },
  {
    method: 'POST',
    url: '/api/Document',
    payload: { name: 'x', slug: 'x', url: 'not a url' },
    expect: 400,
  },
  {
    method: 'POST',
    url: '/api/Page',
    payload: { pageType: 0, name: 'x', slug: 'x', productIds: [uuid] },
    expect: 400,
  },
  {
    method: 'PUT',
    url: '/api/Page/product-order',
    payload: { pageId: uuid, productIds: [] },
    expect: 404,
  },
  {
    method: 'PUT',
    url: '/api/Page/product-order',
    payload: { pageId: uuid, productIds: ['x'] },
    expect: 400,
  },
  { method: 'PUT', url: '/api/Contact', payload: { id: uuid }, expect: 400 },
  { method: 'DELETE', url: `/api/Contact/${uuid}`, expect: 404 },
  { method: 'PUT', url: '/api/File', payload: { id: uuid, name: 'x' }, expect: 404 },
  { method: 'POST', url: `/api/Document/${uuid}/download`, expect: 404 },
  { method: 'POST', url: '/api/Auth/register', payload: { username: 'x' }, expect: 400 },
  { method: 'POST', url: '/api/Auth/login', payload: { username: '', password: '' }, expect: 400 },
  {
    method: 'POST',
    url: '/api/Auth/login',
    payload: { username: 'admin', password: 'x', extra: true },
    expect: 400,
  },
  { method: 'POST', url: '/api/Contact', payload: { isim: 'x' }, expect: 400 },
  {
    method: 'POST',
    url: '/api/Contact',
    payload: { isim: 'x\u0085', soyisim: 'y', telefon: '1', sektor: 'z', mesaj: 'm' },
    expect: 400,
  },
  { method: 'PUT', url: '/content/api/contact', payload: { bannerTitle: 5 }, expect: 400 },
  {
    method: 'PUT',
    url: '/content/api/poliuretan-enjeksiyon',
    payload: '{',
    headers: json,
    expect: 400,
  },
  { method: 'PATCH', url: '/api/Product', payload: {}, expect: 405 },
  { method: 'GET', url: '/api/Product/%00', expect: 400 },
  { method: 'GET', url: '/api/%E0%A4%A', expect: 400 },
];

describe('bad input', () => {
  it('never produces a 500, and every 4xx is a JSON message in the service style', async () => {
    for (const request of cases) {
      const { expect: expected, ...options } = request;
      const reply = await t.app.inject({ ...options, headers: { ...auth, ...options.headers } });
      const label = `${options.method ?? 'GET'} ${options.url.slice(0, 80)}: ${reply.body.slice(0, 300)}`;
      expect(reply.statusCode, label).toBeLessThan(500);
      if (expected) expect(reply.statusCode, label).toBe(expected);
      if (reply.statusCode >= 400) {
        expect(reply.headers['content-type'], label).toMatch(/^application\/json/);
        const body = reply.json() as { message?: unknown; success?: unknown; errors?: unknown };
        expect(typeof body.message, label).toBe('string');
        if (!options.url.startsWith('/content')) expect(body.success, label).toBe(false);
        if (reply.statusCode === 400) expect(body.errors, label).toBeTypeOf('object');
      }
    }
  });

  it('names each field and its problem in Turkish, as ASP.NET does', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/Product',
      payload: { slug: 'Büyük Harf', titles: [1], extra: true },
      headers: auth,
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({
      success: false,
      message: MESSAGES.validation,
      data: null,
      errors: {
        name: ["'name' alanı zorunludur."],
        slug: [
          "'slug' alanı yalnızca küçük harf, rakam ve tire içerebilir (ör. poliuretan-enjeksiyon).",
        ],
        'titles.0': ["'0' alanı metin olmalıdır."],
      },
    });
    const paging = await t.app.inject({ url: '/api/Product?PageSize=1000' });
    expect(paging.json()).toMatchObject({
      errors: {
        PageSize: ["'1000' değeri PageSize için geçerli değil (1-100 arası bir tam sayı olmalı)."],
      },
    });
    const id = await t.app.inject({ url: '/api/Product/abc' });
    expect(id.json()).toMatchObject({ errors: { id: ["'abc' geçerli bir kimlik değil."] } });
    // A line break in a one-line enquiry field (issue 46); the message may have lines.
    const enquiry = await t.app.inject({
      method: 'POST',
      url: '/api/Contact',
      payload: {
        isim: 'Ali\r\nYönetim panelinde: https://saldirgan.example',
        soyisim: 'Veli',
        telefon: '0532 000 00 00',
        sektor: 'İnşaat\t',
        mesaj: 'İki\nsatır',
      },
    });
    expect(enquiry.statusCode).toBe(400);
    expect(enquiry.json()).toMatchObject({
      errors: {
        isim: ["'isim' alanı satır sonu ya da başka bir kontrol karakteri içeremez."],
        sektor: ["'sektor' alanı satır sonu ya da başka bir kontrol karakteri içeremez."],
      },
    });
    expect(Object.keys((enquiry.json() as { errors: object }).errors)).toEqual(['isim', 'sektor']);
  });

  it('a huge JSON body is refused with 413', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/Product',
      payload: { name: 'x', slug: 'x', descriptions: ['y'.repeat(1_100_000)] },
      headers: auth,
    });
    expect(reply.statusCode).toBe(413);
  });
});

describe('response validation', () => {
  it('turns a reply that drifts from the contract into a 500 (development and CI)', async () => {
    const drifted = new Proxy(t.ts.store, {
      get(target, property, receiver) {
        if (property === 'listFiles') {
          return async () =>
            (await target.listFiles()).map(({ path, ...file }) => ({ ...file, url: path }));
        }
        const value = Reflect.get(target, property, receiver) as unknown;
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const app = await buildApp({
      store: drifted,
      storage: t.ts.storage,
      config: testConfig(),
      staticDir: null,
      printErrors: false,
    });
    try {
      const reply = await app.inject({ url: '/api/File', headers: auth });
      expect(reply.statusCode, reply.body).toBe(500);
      expect((reply.json() as { message: string }).message).toContain('path');
      const production = await buildApp({
        store: drifted,
        storage: t.ts.storage,
        config: testConfig({ responseValidation: false }),
        staticDir: null,
        printErrors: false,
      });
      try {
        expect((await production.inject({ url: '/api/File', headers: auth })).statusCode).toBe(200);
      } finally {
        await production.close();
      }
    } finally {
      await app.close();
    }
  });
});
