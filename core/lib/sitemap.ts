import { productPath } from './slug.ts';

/** The public pages a search engine should find (not /login, /admin or /debug). */
export const STATIC_SITEMAP_PATHS = [
  '/',
  '/about',
  '/urunler',
  '/PoliuretanEnjeksiyon',
  '/KimyasalAnkraj',
  '/HalatliTelBetonKesme',
  '/AsilNunX',
  '/contact',
  '/aydinlatma-metni',
  '/belgeler',
] as const;

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * sitemap.xml: the static pages and every product's page, each with its last change when known
 * (`lastmod` of the static pages by path, e.g. the home page's record's `updatedAt`).
 */
export function buildSitemap(
  siteUrl: string,
  products: readonly { slug?: string | null; name?: string | null; updatedAt?: string | null }[],
  lastmod: Partial<Record<(typeof STATIC_SITEMAP_PATHS)[number], string | null>> = {},
): string {
  const base = siteUrl.replace(/\/+$/, '');
  const entries = [
    ...STATIC_SITEMAP_PATHS.map((path) => ({
      loc: `${base}${path}`,
      lastmod: lastmod[path]?.slice(0, 10) ?? null,
    })),
    ...products
      .filter((product) => product.slug?.trim() || product.name?.trim())
      .map((product) => ({
        loc: `${base}${encodeURI(productPath(product))}`,
        lastmod: product.updatedAt?.slice(0, 10) ?? null,
      })),
  ];
  const unique = [...new Map(entries.map((entry) => [entry.loc, entry])).values()];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...unique.map(
      (entry) =>
        `  <url><loc>${escapeXml(entry.loc)}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ''}</url>`,
    ),
    '</urlset>',
    '',
  ].join('\n');
}

export function buildRobots(siteUrl: string): string {
  const base = siteUrl.replace(/\/+$/, '');
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /login',
    'Disallow: /debug/',
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
}
