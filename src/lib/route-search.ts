// The search rules of the panel's routes, in one place on one parsePage (src/lib/paging.ts, which
// the public `/urunler` route uses too) and one parsePageSize.
// They are part of the route tree, which ships with the first bundle of every page (TanStack
// Router splits only components and, here, the panel's loaders), so this module is kept small:
// plain code, no zod (docs/decisions/0009), no screen code. The audit's own rules (known actions,
// real days) are the screen's and its loader's (src/features/admin-audit/audit-search.ts,
// docs/decisions/0041).
import { clampPageSize, numberOf, parsePage } from './paging';
import { ENQUIRY_STATUSES } from '../../core/domain/enquiry-status';
import type { EnquiryStatus } from '../api/generated/backend/model';

/**
 * The page size of a screen's URL (`?size=20`), for every list that has one: a number floored and
 * held to 1..100 ('0' is 1, 7.8 is 7, 500 is 100), and `fallback` when it is not a number
 * (docs/SPEC.md section 5: PageSize is an integer with a floor of 1, the default when not a number).
 */
function parsePageSize(value: unknown, fallback: number): number {
  const size = numberOf(value);
  return typeof size === 'number' && Number.isFinite(size) ? clampPageSize(size) : fallback;
}

/** The longest search text of the contract's lists (listContactInbox `Search`, files). */
const MAX_TEXT = 200;

/** Longer than any id (a UUID is 36 characters, with `urn:uuid:` 45). */
const MAX_ID = 100;

// --- /admin/trash -------------------------------------------------------------------------------

/** ?page=2, counted from 1; anything invalid is the first page. */
export function validateTrashSearch(search: Record<string, unknown>): { page?: number } {
  const page = parsePage(search.page);
  return page === undefined ? {} : { page };
}

// --- /admin/products ----------------------------------------------------------------------------

/** docs/SPEC.md section 9: the product grid shows 10 products a page by default. */
export const DEFAULT_PRODUCT_PAGE_SIZE = 10;

/** The grid's place in the URL: /admin/products?page=2&size=20 (both optional). */
interface ProductsSearch {
  page?: number;
  size?: number;
}

/** A page from 2 and a page size ({@link parsePageSize}); the defaults are left out of the URL. */
export function validateProductsSearch(search: Record<string, unknown>): ProductsSearch {
  const page = parsePage(search.page);
  const size = parsePageSize(search.size, DEFAULT_PRODUCT_PAGE_SIZE);
  return {
    ...(page !== undefined && { page }),
    ...(size !== DEFAULT_PRODUCT_PAGE_SIZE && { size }),
  };
}

/** The defaults filled in: the UI page (from 1) and the page size. */
export const productsPaging = (search: ProductsSearch) => ({
  page: search.page ?? 1,
  size: search.size ?? DEFAULT_PRODUCT_PAGE_SIZE,
});

// --- /admin/messages ----------------------------------------------------------------------------

/**
 * The inbox's place in the URL: /admin/messages?page=2&q=ankraj&filter=spam&status=quoted
 * &assignee=none&source=google&province=Ankara&from=2026-11-01&to=2026-11-30&sort=callback
 * &open=<enquiry id> (all optional; issue 48 added the follow-up filters, the order and the open
 * enquiry).
 */
export interface MessagesSearch {
  page?: number;
  q?: string;
  filter?: 'spam';
  status?: EnquiryStatus;
  /** 'none' (no one) or an account's id. */
  assignee?: string;
  source?: string;
  /** Only its shape here: the screen drops a name that is not one of the 81 provinces. */
  province?: string;
  from?: string;
  to?: string;
  sort?: 'oldest' | 'callback';
  /**
   * The enquiry shown, whatever the list's page and filters: a link to it from the dashboard, the
   * digest e-mail or a colleague. Kept as typed, so a wrong one says it is not found.
   */
  open?: string;
}

const ASSIGNEE = /^(none|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const trimmedText = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, MAX_TEXT) : undefined;

/**
 * A page from 2, a search text, the spam folder, the follow-up filters and the open enquiry;
 * anything else (a page of '0' or 'abc', an unknown folder, status or order, a day that is not
 * YYYY-MM-DD) is left out.
 */
export function validateMessagesSearch(search: Record<string, unknown>): MessagesSearch {
  const page = parsePage(search.page);
  const q =
    typeof search.q === 'string' && search.q.trim() !== ''
      ? search.q.slice(0, MAX_TEXT)
      : undefined;
  const status = ENQUIRY_STATUSES.find((known) => known === search.status);
  const assignee =
    typeof search.assignee === 'string' && ASSIGNEE.test(search.assignee)
      ? search.assignee
      : undefined;
  const source = trimmedText(search.source);
  const province = trimmedText(search.province);
  const [from, to] = [search.from, search.to].map((day) =>
    typeof day === 'string' && DAY.test(day) ? day : undefined,
  );
  const sort = search.sort === 'oldest' || search.sort === 'callback' ? search.sort : undefined;
  // `?open=42` reaches here as a number: a wrong id all the same.
  const open = trimmedText(
    typeof search.open === 'number' ? String(search.open) : search.open,
  )?.slice(0, MAX_ID);
  return {
    ...(page !== undefined && { page }),
    ...(q !== undefined && { q }),
    ...(search.filter === 'spam' && { filter: 'spam' as const }),
    ...(status !== undefined && { status }),
    ...(assignee !== undefined && { assignee }),
    ...(source !== undefined && { source }),
    ...(province !== undefined && { province }),
    ...(from !== undefined && { from }),
    ...(to !== undefined && { to }),
    ...(sort !== undefined && { sort }),
    ...(open !== undefined && { open }),
  };
}

/** The defaults filled in: the UI page (from 1), the search ('' for none) and the folder. */
export const messagesView = (search: MessagesSearch) => ({
  ...search,
  page: search.page ?? 1,
  q: search.q ?? '',
  filter: search.filter ?? ('inbox' as const),
});

export type MessagesView = ReturnType<typeof messagesView>;

// --- /admin/audit -------------------------------------------------------------------------------

/** The URL's shape: ?page=2&user=admin&action=delete&from=2026-11-01&to=2026-11-24. */
type AuditUrl = { page?: number; user?: string; action?: string; from?: string; to?: string };

const someText = (value: unknown) =>
  typeof value === 'string' && value !== '' ? value : undefined;

/**
 * Only the URL's shape (a whole page from 2, texts): an invalid action or day still shows the
 * whole log, as the screen's own rules drop it (docs/decisions/0041).
 */
export function validateAuditUrl(search: Record<string, unknown>): AuditUrl {
  const page = parsePage(search.page);
  const [user, action, from, to] = [search.user, search.action, search.from, search.to].map(
    someText,
  );
  return {
    ...(page !== undefined && { page }),
    ...(user !== undefined && { user }),
    ...(action !== undefined && { action }),
    ...(from !== undefined && { from }),
    ...(to !== undefined && { to }),
  };
}

// --- /admin/documents ---------------------------------------------------------------------------

/**
 * The file manager's search text, category and status filters, page and page size, so that a
 * filtered page can be linked to and survives a reload. Every key is filled in; the route strips
 * the defaults from the URL.
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

function text(value: unknown): string {
  if (typeof value === 'string') return value.slice(0, MAX_TEXT);
  // The router reads `?q=123` as a number.
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** Reads the params as they come from the URL; anything unusable falls back to its default. */
export function parseFileManagerSearch(raw: Record<string, unknown>): FileManagerSearch {
  return {
    q: text(raw.q),
    category: text(raw.category),
    status: raw.status === 'active' || raw.status === 'inactive' ? raw.status : 'all',
    alt: raw.alt === 'eksik' ? 'eksik' : '',
    page: parsePage(raw.page) ?? FILE_MANAGER_SEARCH_DEFAULTS.page,
    size: parsePageSize(raw.size, FILE_MANAGER_SEARCH_DEFAULTS.size),
  };
}

// --- /admin (the dashboard) ---------------------------------------------------------------------

/** The dashboard's ranges: 7 days, 30 days, 12 months, or two days of one's own. */
export const DASHBOARD_RANGES = ['7d', '30d', '12m', 'custom'] as const;
export type DashboardRange = (typeof DASHBOARD_RANGES)[number];

/** The dashboard's place in the URL: /admin?range=12m, /admin?range=custom&from=…&to=… */
export interface DashboardSearch {
  range?: DashboardRange;
  from?: string;
  to?: string;
}

/**
 * Only the URL's shape: a known range and YYYY-MM-DD days; the screen checks that the days are
 * real and in order (src/features/admin-dashboard/range.ts).
 */
export function validateDashboardSearch(search: Record<string, unknown>): DashboardSearch {
  const range = DASHBOARD_RANGES.find((known) => known === search.range);
  const [from, to] = [search.from, search.to].map((day) =>
    typeof day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : undefined,
  );
  return {
    ...(range !== undefined && { range }),
    ...(from !== undefined && { from }),
    ...(to !== undefined && { to }),
  };
}
