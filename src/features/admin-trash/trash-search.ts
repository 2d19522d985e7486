// The trash's place in the URL (/admin/trash?page=2): part of the route tree, which ships with the
// first bundle of every page, so it stays small (no zod, no screen code).

interface TrashSearch {
  page?: number;
}

/** A page from 1; anything else ('0', 'abc') is the first page, so a hand-edited URL never breaks. */
export function validateTrashSearch(search: Record<string, unknown>): TrashSearch {
  const raw = typeof search.page === 'string' ? Number(search.page) : search.page;
  return typeof raw === 'number' && Number.isInteger(raw) && raw > 1 ? { page: raw } : {};
}
