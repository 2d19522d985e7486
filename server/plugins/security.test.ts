import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../test/test-app.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = path.join(root, 'dist');
const hasDist = existsSync(path.join(dist, 'index.html'));

const t = setupTestApp(
  { corsOrigins: ['https://panel.example.com'], enquiryMax: 3, enquiryBodyLimit: 2048 },
  hasDist ? dist : null,
);

const enquiry = {
  isim: 'Ayşe',
  soyisim: 'Kılıç',
  telefon: '0505',
  sektor: 'Sanayi',
  mesaj: 'Ankraj',
};

describe('headers of the app', () => {
  it.runIf(hasDist)(
    'serves the built app with a strict policy: its one inline script by hash',
    async () => {
      const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
      // The landing capture (ADR 0063), first in the head, is the shell's only inline script.
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)];
      expect(inline).toHaveLength(1);
      const captureHash = `'sha256-${createHash('sha256')
        .update(inline[0]?.[1] ?? '')
        .digest('base64')}'`;
      // The public site's shell, as a file (a page is rendered when dist-server/ is built);
      // server-rendered pages add only their scripts' hashes (server/ssr/pages.test.ts).
      const reply = await t.app.inject({ url: '/index.html', headers: { accept: 'text/html' } });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-type']).toMatch(/^text\/html/);
      expect(reply.headers['cache-control']).toBe('no-cache');
      const csp = String(reply.headers['content-security-policy']);
      const directives = new Map(
        csp.split(';').map((directive) => {
          const [name = '', ...values] = directive.trim().split(/\s+/);
          return [name, values] as const;
        }),
      );
      expect(directives.get('default-src')).toEqual(["'self'"]);
      expect(directives.get('script-src')).toEqual(["'self'", captureHash]);
      expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
      expect(directives.get('object-src')).toEqual(["'none'"]);
      expect(directives.get('base-uri')).toEqual(["'self'"]);
      expect(directives.get('form-action')).toEqual(["'self'"]);
      // KVKK (ADR 0038): no third party unless the operator names one.
      expect(directives.get('connect-src')).toEqual(["'self'"]);
      expect(directives.get('frame-src')).toEqual([
        'https://www.youtube-nocookie.com',
        'https://www.youtube.com',
        'https://www.google.com',
      ]);
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
      expect(reply.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(reply.headers['x-frame-options']).toBe('DENY');
      // The panel's page (admin.html, docs/decisions/0073) has no inline script: none is allowed.
      const panel = await t.app.inject({ url: '/admin/Home', headers: { accept: 'text/html' } });
      expect(panel.statusCode).toBe(200);
      expect(panel.body).toContain('<title>Yönetim Paneli | Asil Yapı Kimyasalları</title>');
      expect(String(panel.headers['content-security-policy'])).toMatch(/script-src 'self';/);
    },
  );

  it.runIf(hasDist)(
    'falls back to the app for client routes, caches hashed assets for a year',
    async () => {
      const page = await t.app.inject({ url: '/admin/products', headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root">');
      const asset = /\/assets\/[^"]+\.js/.exec(page.body)?.[0] ?? '';
      const script = await t.app.inject({ url: asset });
      expect(script.statusCode).toBe(200);
      expect(script.headers['content-type']).toMatch(/javascript/);
      expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const compressed = await t.app.inject({ url: asset, headers: { 'accept-encoding': 'br' } });
      expect(compressed.headers['content-encoding']).toBe('br');
      // Not a page: no fallback.
      expect((await t.app.inject({ url: '/assets/yok.js' })).statusCode).toBe(404);
      expect(
        (await t.app.inject({ url: '/api/Yok', headers: { accept: 'text/html' } })).statusCode,
      ).toBe(404);
    },
  );

  it('answers unknown API paths with the service 404 JSON', async () => {
    const backend = await t.app.inject({ url: '/api/Yok' });
    expect(backend.statusCode).toBe(404);
    expect(backend.json()).toEqual({
      success: false,
      message: 'Böyle bir uç nokta yok.',
      data: null,
    });
    const content = await t.app.inject({ url: '/content/api/yok' });
    expect(content.json()).toEqual({ message: 'Böyle bir uç nokta yok.' });
  });

  it('matches paths without regard to case, as ASP.NET does', async () => {
    expect((await t.app.inject({ url: '/API/product?PageSize=1' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/page/NAME/Anasayfa' })).statusCode).toBe(200);
  });
});

describe('CORS', () => {
  it('echoes an allowed origin and ignores others', async () => {
    const allowed = await t.app.inject({
      url: '/api/Product',
      headers: { origin: 'https://panel.example.com' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://panel.example.com');
    expect(String(allowed.headers.vary)).toMatch(/Origin/);
    const other = await t.app.inject({
      url: '/api/Product',
      headers: { origin: 'https://evil.example.com' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers the preflight of an allowed origin only', async () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/api/Product',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, content-type',
        },
      });
    const ok = await preflight('https://panel.example.com');
    expect(ok.statusCode).toBe(204);
    expect(ok.headers['access-control-allow-origin']).toBe('https://panel.example.com');
    expect(String(ok.headers['access-control-allow-headers'])).toMatch(/Authorization/);
    const refused = await preflight('https://evil.example.com');
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });
});

const withEmailService = setupTestApp({ connectOrigins: ['https://api.emailjs.com'] });

describe('connect-src', () => {
  const connectSrc = (policy: unknown) =>
    /connect-src ([^;]*)/.exec(String(policy))?.[1]?.split(/\s+/);

  it("is the site's own unless the operator names a third party (KVKK, ADR 0038)", async () => {
    const own = await t.app.inject({ url: '/api/Product' });
    expect(connectSrc(own.headers['content-security-policy'])).toEqual(["'self'"]);
    const named = await withEmailService.app.inject({ url: '/api/Product' });
    expect(connectSrc(named.headers['content-security-policy'])).toEqual([
      "'self'",
      'https://api.emailjs.com',
    ]);
  });
});

describe('the public enquiry', () => {
  it('refuses a body over its limit with 413 in the envelope', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/Contact',
      payload: { ...enquiry, mesaj: 'x'.repeat(4000) },
      remoteAddress: '10.1.0.1',
    });
    expect(reply.statusCode).toBe(413);
    expect(reply.json()).toMatchObject({ success: false, data: null });
  });

  it('is rate limited per address (429 with Retry-After)', async () => {
    const post = (ip: string) =>
      t.app.inject({ method: 'POST', url: '/api/Contact', payload: enquiry, remoteAddress: ip });
    for (let index = 0; index < 3; index += 1)
      expect((await post('10.1.0.2')).statusCode).toBe(201);
    const limited = await post('10.1.0.2');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ success: false, data: null });
    expect((limited.json() as { message: string }).message).toMatch(/Çok fazla/);
    expect((await post('10.1.0.3')).statusCode).toBe(201);
  });
});
