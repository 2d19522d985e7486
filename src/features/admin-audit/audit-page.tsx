import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { AdminPage } from '../../components/admin/admin-page';
import { Pagination } from '../../components/admin/pagination';
import { useLoadErrorNotice } from '../../components/admin/load-error-notice';
import { usePagedSearch } from '../../components/admin/use-paged-search';
import { EmptyState, LoadError, LoadingState } from '../../components/query-states';
import { auditView, type AuditSearch, type AuditView } from './audit-search';
import { AuditFilters } from './audit-filters';
import { AuditTable } from './audit-table';
import { emptyAuditText } from './labels';
import { auditPageQuery } from './queries';

const TITLE = 'İşlem Kaydı';
const DESCRIPTION =
  'Panelde kimin ne zaman ne yaptığı: girişler, başarısız girişler, kayıtlar, silmeler, geri yüklemeler ve hesap değişiklikleri. Kayıtlar değiştirilemez ve silinemez.';

/** The filters as the URL keeps them: only those that are set. */
const searchOf = ({ user, action, from, to }: Omit<AuditView, 'page'>): AuditSearch => ({
  ...(user !== '' && { user }),
  ...(action !== '' && { action }),
  ...(from !== '' && { from }),
  ...(to !== '' && { to }),
});

/**
 * The audit log (issue 14 section 4): 25 entries a page, newest first, filtered on the server by
 * user, action and days; the page and the filters live in the URL. Read only: nothing here edits
 * or deletes an entry.
 */
export function AuditPage() {
  const search = useSearch({ from: '/admin/audit' });
  const view = auditView(search);
  const query = useQuery({ ...auditPageQuery(view), placeholderData: keepPreviousData });
  useLoadErrorNotice(query.isError);
  const log = query.data?.data;
  const paging = usePagedSearch({ from: '/admin/audit', page: view.page, query });

  if (query.isError && !query.data) {
    return <LoadError title="İşlem kaydı yüklenemedi" onRetry={() => void query.refetch()} />;
  }

  return (
    <AdminPage title={TITLE} description={DESCRIPTION}>
      <AuditFilters view={view} onApply={(filters) => paging.setFilters(searchOf(filters))} />
      {!log ? (
        <LoadingState className="py-12" />
      ) : log.items.length === 0 ? (
        <EmptyState>{emptyAuditText(view)}</EmptyState>
      ) : (
        <section
          aria-labelledby="audit-list-title"
          aria-busy={query.isPlaceholderData || undefined}
        >
          <h2
            id="audit-list-title"
            className="mb-3 flex items-baseline gap-2 text-h4 text-brand-950"
          >
            Kayıtlar
            <span aria-live="polite" className="text-small font-normal text-concrete-700">
              ({log.totalCount} kayıt)
            </span>
          </h2>
          <AuditTable entries={log.items} />
          {paging.totalPages > 1 ? (
            <Pagination
              page={paging.page}
              totalPages={paging.totalPages}
              onPage={(page) => paging.goTo(page)}
              className="mt-4"
            />
          ) : null}
        </section>
      )}
    </AdminPage>
  );
}
