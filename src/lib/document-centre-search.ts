/**
 * The document centre's address (issue 49): '/belgeler', filtered by `?kategori=` (a category as
 * the owner wrote it) and `?urun=` (a product's slug). Light: the route's search rule stays in
 * the entry chunk.
 */
export const DOCUMENT_CENTRE_PATH = '/belgeler';

export interface DocumentCentreSearch {
  kategori?: string;
  urun?: string;
}

/** The route's `validateSearch`: each filter, trimmed, when it is a non-empty text. */
export function documentCentreSearch(search: Record<string, unknown>): DocumentCentreSearch {
  // A number-like value ('?urun=2024') reaches here parsed as a number.
  const text = (value: unknown) =>
    typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  const kategori = text(search.kategori);
  const urun = text(search.urun);
  return { ...(kategori && { kategori }), ...(urun && { urun }) };
}
