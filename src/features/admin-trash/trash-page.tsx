import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import type { TrashEntry } from '../../api/generated/backend/model';
import { AdminPage } from '../../components/admin/admin-page';
import { useLoadErrorNotice } from '../../components/admin/load-error-notice';
import { Pagination } from '../../components/admin/pagination';
import { usePagedSearch } from '../../components/admin/use-paged-search';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState, LoadError, LoadingState } from '../../components/query-states';
import { EMPTY_TRASH_TEXT, TRASH_DESCRIPTION, purgeConfirmText } from './labels';
import { trashPageQuery } from './queries';
import { TrashList } from './trash-list';
import { useTrashActions } from './use-trash-actions';
import { Button } from '../../components/admin/button';

const TITLE = 'Çöp Kutusu';

/**
 * The trash (issue 14 section 3): 20 items a page, the last deleted first, each with what it was,
 * when and by whom it was deleted and the days left. 'Geri yükle' puts it back where it was (a
 * clash on its slug is explained above the list); 'Kalıcı olarak sil' asks first, naming it. The
 * page lives in the URL.
 */
export function TrashPage() {
  const search = useSearch({ from: '/admin/trash' });
  const page = search.page ?? 1;
  const query = useQuery({ ...trashPageQuery(page), placeholderData: keepPreviousData });
  useLoadErrorNotice(query.isError);
  const [clash, setClash] = useState<string | null>(null);
  const [purging, setPurging] = useState<TrashEntry | null>(null);
  const { restore, purge } = useTrashActions({ onClash: setClash });
  // After a restore or a purge (the list already refetched) the item's buttons are gone: focus
  // goes to the list's heading, or to the empty state when nothing is left.
  const [refocus, setRefocus] = useState(0);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const emptyState = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refocus > 0) (listHeading.current ?? emptyState.current)?.focus();
  }, [refocus]);
  const moveFocus = () => setRefocus((count) => count + 1);
  const trash = query.data?.data;
  const paging = usePagedSearch({ from: '/admin/trash', page, query });

  const startRestore = (entry: TrashEntry) => {
    setClash(null);
    void restore.run(entry).then((reply) => reply && moveFocus());
  };

  const confirmPurge = () => {
    if (!purging) return;
    void purge.run(purging).then((reply) => {
      setPurging(null);
      if (reply) moveFocus();
    });
  };

  if (query.isError && !query.data) {
    return <LoadError title="Çöp kutusu yüklenemedi" onRetry={() => void query.refetch()} />;
  }

  const busyId = (restore.pending ?? purge.pending)?.id ?? null;

  return (
    <AdminPage title={TITLE} description={TRASH_DESCRIPTION}>
      {clash ? (
        <div
          role="alert"
          className="flex flex-col gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900 sm:flex-row sm:items-start sm:justify-between"
        >
          <div>
            <p className="font-semibold">Geri yüklenemedi</p>
            <p className="mt-1">{clash}</p>
          </div>
          <Button
            onClick={() => setClash(null)}
            variant="secondary"
            className="shrink-0 px-3 py-1.5 text-small"
          >
            Kapat
          </Button>
        </div>
      ) : null}

      {!trash ? (
        <LoadingState className="py-12" />
      ) : trash.items.length === 0 ? (
        <div ref={emptyState} tabIndex={-1}>
          <EmptyState>{EMPTY_TRASH_TEXT}</EmptyState>
        </div>
      ) : (
        <section
          aria-labelledby="trash-list-title"
          aria-busy={query.isPlaceholderData || undefined}
        >
          <h2
            id="trash-list-title"
            ref={listHeading}
            tabIndex={-1}
            className="mb-3 flex items-baseline gap-2 text-h4 text-brand-950"
          >
            Silinenler
            <span className="text-small font-normal text-concrete-700">
              ({trash.totalCount} kayıt)
            </span>
          </h2>
          <TrashList
            entries={trash.items}
            busyId={busyId}
            onRestore={startRestore}
            onPurge={setPurging}
          />
          {paging.totalPages > 1 ? (
            <Pagination
              page={paging.page}
              totalPages={paging.totalPages}
              onPage={(next) => paging.goTo(next)}
              className="mt-4"
            />
          ) : null}
        </section>
      )}

      <ConfirmDialog
        open={purging !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen && !purge.saving) setPurging(null);
        }}
        title="Kalıcı Olarak Sil"
        description={purging ? purgeConfirmText(purging) : ''}
        confirmLabel="Evet, Kalıcı Olarak Sil"
        cancelLabel="İptal"
        destructive
        busy={purge.saving}
        onConfirm={confirmPurge}
      />
    </AdminPage>
  );
}
