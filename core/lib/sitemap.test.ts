import { describe, expect, it } from 'vitest';
import { STATIC_SITEMAP_PATHS, buildRobots, buildSitemap } from './sitemap';

describe('buildSitemap', () => {
  const xml = buildSitemap('https://www.asilyapikimyasallari.com.tr/', [
    {
      slug: 'poliuretan-enjeksiyon',
      name: 'Poliüretan Enjeksiyon',
      updatedAt: '2026-10-12T14:20:00.000Z',
    },
    { slug: null, name: 'Çatlak Onarımı', updatedAt: null },
    { slug: '', name: '' },
  ]);

  it('lists the static pages and every product page', () => {
    for (const path of STATIC_SITEMAP_PATHS) {
      expect(xml).toContain(`<loc>https://www.asilyapikimyasallari.com.tr${path}</loc>`);
    }
    expect(xml).toContain(
      '<url><loc>https://www.asilyapikimyasallari.com.tr/product/poliuretan-enjeksiyon</loc><lastmod>2026-10-12</lastmod></url>',
    );
    expect(xml).toContain(
      '<loc>https://www.asilyapikimyasallari.com.tr/product/catlak-onarimi</loc>',
    );
  });

  it('leaves out products without slug or name, and the private pages', () => {
    expect(xml.match(/<url>/g)).toHaveLength(STATIC_SITEMAP_PATHS.length + 2);
    expect(xml).not.toMatch(/\/admin|\/login|\/debug/);
  });

  it('is a well-formed sitemap', () => {
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect(
      new DOMParser().parseFromString(xml, 'application/xml').querySelector('parsererror'),
    ).toBeNull();
  });
});

describe('buildRobots', () => {
  it('keeps crawlers out of the panel and points at the sitemap', () => {
    expect(buildRobots('https://www.asilyapikimyasallari.com.tr')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /login\nDisallow: /debug/\n\nSitemap: https://www.asilyapikimyasallari.com.tr/sitemap.xml\n',
    );
  });
});
