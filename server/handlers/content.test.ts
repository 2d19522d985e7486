import { describe, expect, it } from 'vitest';
import { withoutImages } from '../../core/lib/image-variants.ts';
import { MAP_EMBED_ERROR } from '../../core/lib/map-embed.ts';
import { setupTestApp } from '../test/test-app.ts';

const t = setupTestApp();
const auth = t.authHeaders;

const EMBED = 'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3010.9';

async function saveMap(mapIframeCode: string) {
  const current = (await t.app.inject({ url: '/content/api/contact' })).json() as Record<
    string,
    unknown
  >;
  return t.app.inject({
    method: 'PUT',
    url: '/content/api/contact',
    payload: { ...current, mapIframeCode },
    headers: auth,
  });
}

describe('contact content: the map embed', () => {
  it('keeps only the validated Google Maps embed URL of an iframe', async () => {
    const reply = await saveMap(
      `<iframe src="${EMBED}&amp;x=1" width="600" height="450" style="border:0;" allowfullscreen="" loading="lazy"></iframe>`,
    );
    expect(reply.statusCode).toBe(200);
    expect((reply.json() as { mapIframeCode: string }).mapIframeCode).toBe(`${EMBED}&x=1`);
    const read = (await t.app.inject({ url: '/content/api/contact' })).json() as {
      mapIframeCode: string;
    };
    expect(read.mapIframeCode).toBe(`${EMBED}&x=1`);
  });

  it('accepts the bare URL and an empty value (no map)', async () => {
    expect(((await saveMap(EMBED)).json() as { mapIframeCode: string }).mapIframeCode).toBe(EMBED);
    expect(((await saveMap('   ')).json() as { mapIframeCode: string }).mapIframeCode).toBe('');
  });

  it('refuses scripts, handlers, other hosts and plain http with MAP_EMBED_ERROR', async () => {
    for (const code of [
      `<iframe src="${EMBED}" onload="alert(1)"></iframe>`,
      `<script>alert(1)</script><iframe src="${EMBED}"></iframe>`,
      '<iframe src="https://evil.example.com/maps/embed?pb=1"></iframe>',
      'http://www.google.com/maps/embed?pb=1',
      'javascript:alert(1)',
      `<iframe src="${EMBED}"></iframe><img src=x>`,
    ]) {
      const reply = await saveMap(code);
      expect(reply.statusCode, code).toBe(400);
      expect(reply.json()).toEqual({
        message: 'Bir veya daha fazla doğrulama hatası oluştu.',
        errors: { mapIframeCode: [MAP_EMBED_ERROR] },
      });
    }
  });
});

describe('service pages', () => {
  it('replace the whole object and read it back', async () => {
    const url = '/content/api/kimyasal-ankraj';
    const current = (await t.app.inject({ url })).json() as Record<string, unknown>;
    const next = { ...current, applicationAreas: ['Makine ankrajı'], galleryImages: ['', ''] };
    const saved = await t.app.inject({ method: 'PUT', url, payload: next, headers: auth });
    expect(saved.statusCode).toBe(200);
    // `images` follows the paths the content now holds (the gallery's are gone).
    const read = (await t.app.inject({ url })).json() as Record<string, unknown>;
    expect(withoutImages(read)).toEqual(withoutImages(next));
    expect(read.images).toEqual(saved.json<Record<string, unknown>>().images);
  });

  it('never store the read-only images a client sends back', async () => {
    const url = '/content/api/poliuretan-enjeksiyon';
    const current = (await t.app.inject({ url })).json() as Record<string, unknown>;
    const forged = [
      {
        id: '9f9f9f9f-9f9f-4f9f-8f9f-9f9f9f9f9f9f',
        path: '/uploads/sahte.jpg',
        width: 1,
        height: 1,
        placeholder: null,
        altText: 'sahte',
        variants: null,
      },
    ];
    const saved = await t.app.inject({
      method: 'PUT',
      url,
      payload: { ...current, images: forged },
      headers: auth,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ images: unknown }>().images).toEqual(current.images);
    const stored = (await t.ts.store.getContent('poliuretan-enjeksiyon')) as object;
    expect(stored).not.toHaveProperty('images');
    expect((await t.app.inject({ url })).json<{ images: unknown }>().images).toEqual(
      current.images,
    );
  });

  it('keep a saved meta title, description and share image, also when a save leaves them out', async () => {
    const url = '/content/api/halatli-tel-beton-kesme';
    const current = (await t.app.inject({ url })).json() as Record<string, unknown>;
    expect(current).toMatchObject({ metaTitle: null, metaDescription: null, shareImage: null });
    const seo = {
      metaTitle: 'Halatlı Tel ile Beton Kesme — Titreşimsiz, Tozsuz',
      metaDescription: 'Köprü ayağı, perde duvar ve temel kesiminde çığır açan şantiye düzeni.',
      shareImage: '/uploads/halatli-tel-paylasim.jpg',
    };
    const saved = await t.app.inject({
      method: 'PUT',
      url,
      payload: { ...current, ...seo },
      headers: auth,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject(seo);
    expect((await t.app.inject({ url })).json()).toEqual({ ...current, ...seo });

    // A client written before the fields existed sends none: they stay.
    const { metaTitle: _t, metaDescription: _d, shareImage: _i, ...older } = current;
    const again = await t.app.inject({
      method: 'PUT',
      url,
      payload: { ...older, mainTitle: 'Beton Kesme' },
      headers: auth,
    });
    expect(again.json()).toEqual({ ...current, ...seo, mainTitle: 'Beton Kesme' });

    const cleared = { metaTitle: null, metaDescription: null, shareImage: null };
    const reply = await t.app.inject({
      method: 'PUT',
      url,
      payload: { ...current, ...cleared },
      headers: auth,
    });
    expect(reply.json()).toMatchObject(cleared);
    expect((await t.app.inject({ url })).json()).toEqual({ ...current, ...cleared });
  });

  it('refuse a share image that is neither a site path nor an http(s) address', async () => {
    const url = '/content/api/asilnunx';
    const current = (await t.app.inject({ url })).json() as Record<string, unknown>;
    for (const shareImage of ['javascript:alert(1)', '//evil.example.com/a.jpg', 'resim.jpg']) {
      const reply = await t.app.inject({
        method: 'PUT',
        url,
        payload: { ...current, shareImage },
        headers: auth,
      });
      expect(reply.statusCode, shareImage).toBe(400);
      expect(Object.keys((reply.json() as { errors: object }).errors)).toEqual(['shareImage']);
    }
  });

  it('refuse unknown fields and missing ones (400 in the content style)', async () => {
    const url = '/content/api/asilnunx';
    const current = (await t.app.inject({ url })).json() as Record<string, unknown>;
    const { title: _title, ...missing } = current;
    const reply = await t.app.inject({
      method: 'PUT',
      url,
      payload: { ...missing, extra: 1 },
      headers: auth,
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({
      message: 'Bir veya daha fazla doğrulama hatası oluştu.',
      errors: { title: ["'title' alanı zorunludur."], extra: ["'extra' alanı tanınmıyor."] },
    });
  });
});
