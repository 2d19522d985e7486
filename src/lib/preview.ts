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
