// The audit screen's search rules: the generated action list and core's day rule. Used by the
// screen and the route's loader, which are split off with the panel's code; the route's own
// validateSearch (in the route tree, which ships with the first bundle of every page) only reads
// the URL's shape, so nothing of this module is in a public page's scripts (docs/decisions/0041).
import { AuditAction } from '../../api/generated/backend/model/auditAction';
import { isDay } from '../../../core/domain/audit';
import { parsePage } from '../../lib/paging';

/** The screen's place in the URL: /admin/audit?page=2&user=admin&action=delete&from=…&to=… */
export type AuditSearch = {
  page?: number;
  user?: string;
  action?: AuditAction;
  /** YYYY-MM-DD, a day in Turkey (included). */
  from?: string;
  to?: string;
};

/** The contract's longest user name filter (listAuditLog `User`). */
const MAX_USER_LENGTH = 100;

const ACTIONS: readonly string[] = Object.values(AuditAction);

const isAction = (value: unknown): value is AuditAction =>
  typeof value === 'string' && ACTIONS.includes(value);

/**
 * The route's search validation: a page from 2, a user name, a known action and real days; a
 * range that ends before it starts keeps its start only. Anything else is dropped, so a
 * hand-edited URL shows the log rather than an error.
 */
export function validateAuditSearch(search: Record<string, unknown>): AuditSearch {
  const page = parsePage(search.page);
  const user =
    typeof search.user === 'string' && search.user.trim() !== ''
      ? search.user.trim().slice(0, MAX_USER_LENGTH)
      : undefined;
  const from = isDay(search.from) ? search.from : undefined;
  const to = isDay(search.to) && !(from !== undefined && from > search.to) ? search.to : undefined;
  return {
    ...(page !== undefined && { page }),
    ...(user !== undefined && { user }),
    ...(isAction(search.action) && { action: search.action }),
    ...(from !== undefined && { from }),
    ...(to !== undefined && { to }),
  };
}

/**
 * The URL's search checked by the rules above, then the defaults filled in: the UI page (from 1)
 * and '' for each filter left out.
 */
export const auditView = (url: Record<string, unknown>) => {
  const search = validateAuditSearch(url);
  return {
    page: search.page ?? 1,
    user: search.user ?? '',
    action: search.action ?? ('' as const),
    from: search.from ?? '',
    to: search.to ?? '',
  };
};

export type AuditView = ReturnType<typeof auditView>;
