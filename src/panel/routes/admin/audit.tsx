import { createFileRoute } from '@tanstack/react-router';
import { AuditPage } from '../../../features/admin-audit/audit-page';
import { auditView } from '../../../features/admin-audit/audit-search';
import { auditPageQuery } from '../../../features/admin-audit/queries';
import { validateAuditUrl } from '../../../lib/route-search';

// validateSearch ships with every page's first bundle: it only keeps the URL's shape. The audit
// rules (a known action, real days, a range in order) are the screen's and the loader's, through
// auditView, so an invalid value still shows the whole log (docs/decisions/0041).
export const Route = createFileRoute('/admin/audit')({
  validateSearch: validateAuditUrl,
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
