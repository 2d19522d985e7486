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

const segmenter =
  typeof Intl.Segmenter === 'function'
    ? new Intl.Segmenter('tr', { granularity: 'grapheme' })
    : null;

/** The user-perceived characters of a text: 'İ', 'ş' or a letter with combining marks is one. */
function graphemes(text: string): string[] {
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
