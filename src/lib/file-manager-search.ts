import { clampPageSize } from './paging';

/**
 * The search params of the file manager (/admin/documents): the search text, the category and
 * status filters, the page and the page size, so that a filtered page can be linked to and survives
 * a reload. Plain code rather than zod: route options other than the component ship with the first
 * load of every page (TanStack Router splits only components), and zod must stay out of it
 * (docs/decisions/0009).
 */
export type FileStatusFilter = 'all' | 'active' | 'inactive';

export interface FileManagerSearch {
  q: string;
  /** '' is every category ('Tümü'). */
  category: string;
  status: FileStatusFilter;
  /** 'eksik': only the images on the public site that have no alt text. */
  alt: '' | 'eksik';
  /** One-based; clamped to the pages there are when the list is shown. */
  page: number;
  size: number;
}

export const FILE_MANAGER_SEARCH_DEFAULTS: FileManagerSearch = {
  q: '',
  category: '',
  status: 'all',
  alt: '',
  page: 1,
  size: 10,
};

/** docs/SPEC.md section 9: the page-size options of the file manager (default 10). */
export const FILE_PAGE_SIZES = [5, 10, 20, 50] as const;

const MAX_TEXT = 200;

function text(value: unknown): string {
  if (typeof value === 'string') return value.slice(0, MAX_TEXT);
  // The router reads `?q=123` as a number.
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

function whole(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? Math.floor(number) : null;
}

/** Reads the params as they come from the URL; anything unusable falls back to its default. */
export function parseFileManagerSearch(raw: Record<string, unknown>): FileManagerSearch {
  const page = whole(raw.page);
  const size = whole(raw.size);
  return {
    q: text(raw.q),
    category: text(raw.category),
    status: raw.status === 'active' || raw.status === 'inactive' ? raw.status : 'all',
    alt: raw.alt === 'eksik' ? 'eksik' : '',
    page: page !== null && page >= 1 ? page : FILE_MANAGER_SEARCH_DEFAULTS.page,
    size: size === null ? FILE_MANAGER_SEARCH_DEFAULTS.size : clampPageSize(size),
  };
}
