/**
 * The search and share fields of pages, products and the content pages (meta title, meta
 * description, share image): what a search result and a share card show, each derived from the
 * content when its field is empty. Pure and import-free: the public routes, the server renderer,
 * the admin previews, the mocks and the server all use it.
 */

/** About as many characters of a title as a search result shows in full. */
export const SEO_TITLE_HINT = 60;
/** About as many characters of a description as a search result shows in full. */
export const SEO_DESCRIPTION_HINT = 160;

/** The three optional fields, as the contracts carry them. */
export interface SeoFields {
  metaTitle?: string | null | undefined;
  metaDescription?: string | null | undefined;
  shareImage?: string | null | undefined;
}

/** What to derive from when a field is empty: the content's title, texts and images, in order. */
export interface SeoFallback {
  title: string;
  texts: readonly (string | null | undefined)[];
  images: readonly (string | null | undefined)[];
}

export interface DerivedSeo {
  title: string;
  description: string;
  image: string | null;
}

/**
 * Made on first use, not when the module loads: creating a segmenter loads the break rules, which
 * took about 12 ms of a phone's start-up (4x CPU) on every public page, most of which never counts
 * a length (they read this module for the fallbacks).
 */
let segmenter: Intl.Segmenter | null | undefined;

/** The user-perceived characters of a text: 'İ', 'ş' or a letter with combining marks is one. */
function graphemes(text: string): string[] {
  segmenter ??=
    typeof Intl.Segmenter === 'function'
      ? new Intl.Segmenter('tr', { granularity: 'grapheme' })
      : null;
  if (!segmenter) return Array.from(text);
  return Array.from(segmenter.segment(text), (part) => part.segment);
}

/** The length of a text as a reader counts it (grapheme clusters, Turkish rules). */
export function seoLength(text: string | null | undefined): number {
  return text ? graphemes(text).length : 0;
}

const oneLine = (text: string) => text.replace(/\s+/gu, ' ').trim();

const firstPresent = (values: readonly (string | null | undefined)[]) =>
  values.map((value) => value?.trim() ?? '').find((value) => value !== '') ?? null;

/** Punctuation and spaces that should not stand right before the ellipsis. */
const TRAILING = /[\s.,;:!?…–—-]+$/u;

/**
 * The text cut to at most `max` characters (the ellipsis included) at the last word boundary, with
 * '…'. A single word longer than half the room is cut inside the word rather than dropped.
 */
function cutAtWord(text: string, max: number): string {
  // A text of at most `max` code units has at most `max` characters: no need to segment it.
  if (text.length <= max) return text;
  const characters = graphemes(text);
  if (characters.length <= max) return text;
  const head = characters.slice(0, max - 1);
  let end = head.length;
  // When the character after the cut is a space, the cut already falls between words.
  if (characters[max - 1] !== ' ') {
    const lastSpace = head.lastIndexOf(' ');
    if (lastSpace >= max / 2) end = lastSpace;
  }
  return `${head.slice(0, end).join('').replace(TRAILING, '')}…`;
}

/**
 * What a search result and a share card show: each field when it is not blank (trimmed), else
 * the fallback title, the first non-blank text on one line cut at a word to at most 160
 * characters with '…', and the first non-blank image (or null).
 */
export function deriveSeo(
  { metaTitle, metaDescription, shareImage }: SeoFields,
  fallback: SeoFallback,
): DerivedSeo {
  const text = firstPresent(fallback.texts);
  return {
    title: metaTitle?.trim() || oneLine(fallback.title),
    description:
      metaDescription?.trim() || (text ? cutAtWord(oneLine(text), SEO_DESCRIPTION_HINT) : ''),
    image: shareImage?.trim() || firstPresent(fallback.images),
  };
}

/**
 * Whether share crawlers (WhatsApp, LinkedIn, Facebook) show an image: raster formats only, never
 * SVG. A page whose image is not shareable gets the site's default share image.
 */
export const isShareableImage = (path: string | null | undefined): path is string =>
  typeof path === 'string' && /\.(jpe?g|png|webp|gif|avif)(\?.*)?$/i.test(path.trim());

type Text = string | null | undefined;
type Texts = readonly Text[] | null | undefined;
type Files = readonly { path?: Text }[] | null | undefined;

const first = (values: Texts) => firstPresent(values ?? []);
const paths = (files: Files) => (files ?? []).map((file) => file.path);

// The fallbacks of each kind of record, shared by the public pages' <head> and the admin previews
// so that both derive the same values. They take the contract's field names and only what they
// read, so that an editor can pass its form values as well as a record read from the API.

/** A product: its first title, else its name; its descriptions; its main, banner and detail images. */
/** A product page's description when neither its meta description nor its texts give one. */
export const PRODUCT_DEFAULT_DESCRIPTION =
  'Asil Yapı Kimyasalları ürün ve hizmetleri: uygulama alanları, teknik dokümanlar ve görseller.';

export function productSeoFallback(product: {
  name?: Text;
  titles?: Texts;
  descriptions?: Texts;
  productMainImage?: { path?: Text } | null;
  mainImageUrl?: Text;
  image?: Text;
  bannerImageUrl?: Text;
  productImages?: Files;
}): SeoFallback {
  return {
    title: first(product.titles) ?? product.name ?? '',
    texts: [...(product.descriptions ?? []), PRODUCT_DEFAULT_DESCRIPTION],
    images: [
      product.productMainImage?.path,
      product.mainImageUrl,
      product.image,
      product.bannerImageUrl,
      ...paths(product.productImages),
    ],
  };
}

/** A page (home, about): its first title, else its name; its paragraphs, then subtitles; its images. */
export function pageSeoFallback(page: {
  name?: Text;
  titles?: Texts;
  subtitles?: Texts;
  descriptions?: Texts;
  bannerImageUrl?: Text;
  backgroundImageUrl?: Text;
  mainImageUrl?: Text;
  mainImage?: { path?: Text } | null;
  files?: Files;
}): SeoFallback {
  return {
    title: first(page.titles) ?? page.name ?? '',
    texts: [...(page.descriptions ?? []), ...(page.subtitles ?? [])],
    images: [
      page.bannerImageUrl,
      page.backgroundImageUrl,
      page.mainImageUrl,
      page.mainImage?.path,
      ...paths(page.files),
    ],
  };
}

/** A service page: its banner title; its description, card subtitle and details; its images. */
export function servicePageSeoFallback(content: {
  mainTitle?: Text;
  homepageTitle?: Text;
  descriptionText?: Text;
  homepageSubtitle?: Text;
  detailsText?: Text;
  bottomInfoText?: Text;
  mainBannerImage?: Text;
  homepageImage?: Text;
  galleryImages?: Texts;
}): SeoFallback {
  return {
    title: first([content.mainTitle, content.homepageTitle]) ?? '',
    texts: [
      content.descriptionText,
      content.homepageSubtitle,
      content.detailsText,
      content.bottomInfoText,
    ],
    images: [content.mainBannerImage, content.homepageImage, ...(content.galleryImages ?? [])],
  };
}

/** The AsilNunX page: its title; its description, details, closing text and info; its image. */
export function asilnunxSeoFallback(content: {
  title?: Text;
  description?: Text;
  details?: Text;
  text?: Text;
  info?: Text;
  image?: Text;
}): SeoFallback {
  return {
    title: content.title ?? '',
    texts: [content.description, content.details, content.text, content.info],
    images: [content.image],
  };
}

/** The fields as stored: each one set, or null. */
export interface StoredSeoFields {
  metaTitle: string | null;
  metaDescription: string | null;
  shareImage: string | null;
}

/**
 * The fields to store after a whole-object write: a field the writer left out keeps its stored
 * value (clients written before the fields existed send none), null clears it.
 */
export function keptSeoFields(
  next: SeoFields,
  stored: SeoFields | null | undefined,
): StoredSeoFields {
  const kept = (key: keyof SeoFields) => {
    const value = next[key];
    return value === undefined ? (stored?.[key] ?? null) : value;
  };
  return {
    metaTitle: kept('metaTitle'),
    metaDescription: kept('metaDescription'),
    shareImage: kept('shareImage'),
  };
}
