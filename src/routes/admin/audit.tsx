import { createFileRoute } from '@tanstack/react-router';
import { AuditPage } from '../../features/admin-audit/audit-page';
import { auditView } from '../../features/admin-audit/audit-search';
import { auditPageQuery } from '../../features/admin-audit/queries';
import { pageFromUrl } from '../../lib/paging';

/** The URL's shape: ?page=2&user=admin&action=delete&from=2026-11-01&to=2026-11-24. */
type AuditUrl = { page?: number; user?: string; action?: string; from?: string; to?: string };

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * validateSearch is not split off (it ships with every page's first bundle): it only keeps the
 * URL's shape (a whole page from 2, texts). The audit rules (a known action, real days, a range
 * in order, the user name's length) are the screen's and the loader's, through auditView, so an
 * invalid value still shows the whole log (docs/decisions/0041).
 */
function auditUrl(search: Record<string, unknown>): AuditUrl {
  const page = pageFromUrl(search.page);
  const [user, action, from, to] = [search.user, search.action, search.from, search.to].map(text);
  return {
    ...(page !== undefined && { page }),
    ...(user !== undefined && { user }),
    ...(action !== undefined && { action }),
    ...(from !== undefined && { from }),
    ...(to !== undefined && { to }),
  };
}

export const Route = createFileRoute('/admin/audit')({
  validateSearch: auditUrl,
  head: () => ({ meta: [{ title: 'İşlem Kaydı | Yönetim Paneli' }] }),
  // No loaderDeps: new filters or a new page keep this match (a new one would suspend the screen
  // and take the focus from the filters or the pager); the query shows the new page.
  loader: ({ context, location }) => {
    void context.queryClient.prefetchQuery(
      auditPageQuery(auditView(location.search as Record<string, unknown>)),
    );
  },
  component: AuditPage,
});
