import { isApiError } from '../api/api-error';

/** A preview link's search (issue 21 section 3): the token as the `?onizleme=` of its address. */
export interface PreviewSearch {
  onizleme?: string;
}

/** A public route's `validateSearch` for a preview link: the token, or nothing. */
export function previewSearch(search: Record<string, unknown>): PreviewSearch {
  const { onizleme } = search;
  return typeof onizleme === 'string' && onizleme !== '' ? { onizleme } : {};
}

/** A public route's `loaderDeps`: a preview is its own load, never the live page's. */
export const previewDeps = ({ search }: { search: PreviewSearch }) => ({
  preview: search.onizleme,
});

/** The tab title of a preview page. */
export const previewTitle = (title: string) => `Önizleme: ${title}`;

/**
 * The server's words when a read through a preview link found nothing (404: the link expired,
 * was revoked, or names another page); null for any other failure, or a read without a link.
 */
export function previewFailure(error: unknown, preview: string | undefined): string | null {
  if (!preview || !isApiError(error) || error.status !== 404) return null;
  return error.message;
}
