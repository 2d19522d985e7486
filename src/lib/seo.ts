import { imageUrl } from './image-url';
import { variantSources, type ImageFacts } from '../../core/lib/image-variants';
import { isShareableImage } from '../../core/lib/seo-fields';
import { DEFAULT_SITE_URL } from '../../core/lib/site';
import { previewTitle } from './preview';

/** Title, description, Open Graph tags and JSON-LD of a route (TanStack Router `head`). */
export const SITE_NAME = 'Asil Yapı Kimyasalları';
export const SITE_DESCRIPTION =
  'Asil Yapı Kimyasalları: poliüretan enjeksiyon, kimyasal ankraj ve filiz ekimi, halatlı tel ile beton kesme ve AsilNunX enjeksiyon reçinesi.';
const BUILT_SITE_URL = import.meta.env.VITE_SITE_URL ?? DEFAULT_SITE_URL;

/** The attribute on the head tags the server rendered (src/entry-server.tsx); the browser's own
 *  replace them at the first navigation (src/components/route-head.tsx). */
export const SERVER_HEAD_ATTRIBUTE = 'data-ssr-head';

/** The share image used when a page has none of its own (1200×630, in public/images). */
export const DEFAULT_SHARE_IMAGE = { path: '/images/og-default.jpg', width: 1200, height: 630 };

let configuredSiteUrl: string | null = null;

/** The server sets the site's public address from its SITE_URL setting (src/entry-server.tsx). */
export function setSiteUrl(url: string): void {
  configuredSiteUrl = url.replace(/\/+$/, '');
}

/**
 * The site's public address, for canonical links and share cards: the server's SITE_URL (the
 * server writes it on <html data-site-url> for the browser), else the build's VITE_SITE_URL.
 */
export function siteUrl(): string {
  const fromPage =
    typeof document === 'undefined' ? undefined : document.documentElement.dataset.siteUrl;
  return (configuredSiteUrl ?? fromPage ?? BUILT_SITE_URL).replace(/\/+$/, '');
}

/** An absolute address on this site (or the address itself when it already is one). */
export function absoluteUrl(path: string): string {
  return /^https?:\/\//i.test(path)
    ? path
    : `${siteUrl()}${path.startsWith('/') ? '' : '/'}${path}`;
}

export interface SeoInput {
  title: string;
  description: string;
  path: string;
  /** The share image; the site's default one when left out. */
  image?: string | null | undefined;
  noindex?: boolean;
  /** A preview link's page (issue 21 section 3): never indexed, and its title says what it is. */
  preview?: boolean;
  type?: 'website' | 'article' | 'product';
  /** schema.org objects, each written as a JSON-LD script (src/lib/structured-data.ts). */
  jsonLd?: readonly object[];
  /** The page's banner (its largest image above the fold), preloaded when it has variants. */
  banner?: { path: string | null | undefined; images: readonly ImageFacts[] | undefined } | null;
}

/**
 * A preload of a banner image's best format (AVIF), with the same `srcset` and `sizes` as the
 * `<picture>` that shows it, so the browser starts the right width before it has read the body.
 * A browser without AVIF skips it by its type. Only for images with variants: React already
 * preloads a plain high-priority `<img>` by itself, and never one inside a `<picture>`.
 */
function bannerPreload(banner: SeoInput['banner']) {
  const path = banner?.path?.trim();
  const facts = path ? banner?.images?.find((image) => image.path === path) : undefined;
  const best = facts ? variantSources(facts, (value) => imageUrl(value) ?? value)[0] : undefined;
  if (!best) return [];
  return [
    {
      rel: 'preload',
      as: 'image',
      href: best.largest,
      imageSrcSet: best.srcSet,
      imageSizes: BANNER_SIZES,
      type: best.type,
      fetchPriority: 'high' as const,
    },
  ];
}

/** A banner spans the screen. */
export const BANNER_SIZES = '100vw';

export function pageTitle(title: string): string {
  return title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
}

/** A JSON-LD script's text; `<` escaped so that no text in it can close the script. */
const jsonLdText = (data: object) => JSON.stringify(data).replace(/</g, '\\u003c');

export function seo({
  title,
  description,
  path,
  image,
  noindex,
  preview = false,
  type = 'website',
  jsonLd = [],
  banner,
}: SeoInput) {
  const fullTitle = preview ? previewTitle(pageTitle(title)) : pageTitle(title);
  const url = absoluteUrl(path);
  const own = isShareableImage(image) ? image : null;
  const shareImage = own
    ? [{ property: 'og:image', content: absoluteUrl(own) }]
    : [
        { property: 'og:image', content: absoluteUrl(DEFAULT_SHARE_IMAGE.path) },
        { property: 'og:image:width', content: String(DEFAULT_SHARE_IMAGE.width) },
        { property: 'og:image:height', content: String(DEFAULT_SHARE_IMAGE.height) },
      ];
  return {
    meta: [
      { title: fullTitle },
      { name: 'description', content: description },
      { property: 'og:site_name', content: SITE_NAME },
      { property: 'og:locale', content: 'tr_TR' },
      { property: 'og:type', content: type },
      { property: 'og:title', content: fullTitle },
      { property: 'og:description', content: description },
      { property: 'og:url', content: url },
      ...shareImage,
      { property: 'og:image:alt', content: fullTitle },
      { name: 'twitter:card', content: 'summary_large_image' },
      ...(noindex || preview ? [{ name: 'robots', content: 'noindex' }] : []),
    ],
    links: [{ rel: 'canonical', href: url }, ...bannerPreload(banner)],
    scripts: jsonLd.map((data) => ({ type: 'application/ld+json', children: jsonLdText(data) })),
  };
}

/**
 * The head of a page whose content may set its own search and share fields (core/lib/seo-fields.ts
 * derives them): the content's values when it is loaded, the route's own words otherwise.
 */
export function contentSeo(
  derived: { title: string; description: string; image: string | null } | null,
  defaults: Omit<SeoInput, 'image'>,
) {
  return seo({
    ...defaults,
    title: derived?.title.trim() || defaults.title,
    description: derived?.description.trim() || defaults.description,
    image: derived?.image ?? null,
  });
}
