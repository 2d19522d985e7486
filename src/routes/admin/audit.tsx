import { createFileRoute } from '@tanstack/react-router';
import { AuditPage } from '../../features/admin-audit/audit-page';
import { auditView, validateAuditSearch } from '../../features/admin-audit/audit-search';
import { auditPageQuery } from '../../features/admin-audit/queries';

export const Route = createFileRoute('/admin/audit')({
  // ?page=2&user=admin&action=delete&from=2026-11-01&to=2026-11-24; anything invalid is dropped.
  validateSearch: validateAuditSearch,
  head: () => ({ meta: [{ title: 'İşlem Kaydı | Yönetim Paneli' }] }),
  // No loaderDeps: new filters or a new page keep this match (a new one would suspend the screen
  // and take the focus from the filters or the pager); the query shows the new page.
  loader: ({ context, location }) => {
    const view = auditView(validateAuditSearch(location.search as Record<string, unknown>));
    void context.queryClient.prefetchQuery(auditPageQuery(view));
  },
  component: AuditPage,
});
