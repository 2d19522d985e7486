import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, type RefObject } from 'react';
import { AdminPage } from '../../components/admin/admin-page';
import { useLoadErrorNotice } from '../../components/admin/load-error-notice';
import { EmptyState, LoadError, LoadingState } from '../../components/query-states';
import type { DialogState } from '../../components/use-dialog-state';
import { REDIRECT_TEXTS } from './labels';
import { redirectsQuery } from './queries';
import { MissedList, RedirectList } from './redirect-lists';
import { RedirectsDialogs, useRedirectsDialogs, type RedirectsDialog } from './redirects-dialogs';
import { useRedirectActions } from './use-redirect-actions';
import { Button } from '../../components/admin/button';

const TITLE = 'Yönlendirmeler';

/**
 * Where the focus goes when a dialog closes and the row whose button opened it is gone (a redirect
 * removed, a missed address redirected; the list already refetched): to the redirects' heading,
 * where the change shows. Otherwise the Modal gives it back to that button.
 */
function useFocusReturn(
  { dialog, open }: DialogState<RedirectsDialog>,
  listHeading: RefObject<HTMLHeadingElement | null>,
) {
  const gone = useRef(false);
  useEffect(() => {
    if (dialog !== null || !gone.current) return;
    gone.current = false;
    listHeading.current?.focus();
  }, [dialog, listHeading]);
  return {
    open,
    rowGone: () => {
      gone.current = true;
    },
  };
}

/**
 * The redirects (issue 21 section 5): every old address with where it goes, when it was added and
 * how often it was followed, each removable after a question; below, the addresses visitors asked
 * for that found nothing, the most requested first, each redirected to a page or a product in one
 * dialog. 'Yönlendirme ekle' redirects an address typed by hand.
 */
export function RedirectsPage() {
  const query = useQuery(redirectsQuery());
  useLoadErrorNotice(query.isError);
  const actions = useRedirectActions();
  const dialogs = useRedirectsDialogs();
  const listHeading = useRef<HTMLHeadingElement>(null);
  const { open, rowGone } = useFocusReturn(dialogs, listHeading);
  const overview = query.data?.data;

  if (query.isError && !query.data) {
    return <LoadError title={REDIRECT_TEXTS.loadFailed} onRetry={() => void query.refetch()} />;
  }

  const busyId = actions.remove.pending?.id ?? null;

  return (
    <AdminPage
      title={TITLE}
      description={REDIRECT_TEXTS.description}
      actions={
        <Button
          variant="primary"
          className="whitespace-nowrap"
          onClick={() => open({ kind: 'add' })}
        >
          Yönlendirme ekle
        </Button>
      }
    >
      {!overview ? (
        <LoadingState className="py-12" />
      ) : (
        <>
          <section aria-labelledby="redirects-title">
            <h2
              id="redirects-title"
              ref={listHeading}
              tabIndex={-1}
              className="mb-3 flex items-baseline gap-2 text-h4 text-brand-950"
            >
              Yönlendirmeler
              <span className="text-small font-normal text-concrete-700">
                ({overview.redirects.length} kayıt)
              </span>
            </h2>
            {overview.redirects.length === 0 ? (
              <EmptyState>{REDIRECT_TEXTS.noRedirects}</EmptyState>
            ) : (
              <RedirectList
                redirects={overview.redirects}
                busyId={busyId}
                onRemove={(redirect) => open({ kind: 'remove', redirect })}
              />
            )}
          </section>

          <section aria-labelledby="missed-title">
            <h2 id="missed-title" className="text-h4 text-brand-950">
              Bulunamayan adresler
            </h2>
            <p className="mt-1 mb-3 text-small text-concrete-700">
              {REDIRECT_TEXTS.missedExplanation}
            </p>
            {overview.missed.length === 0 ? (
              <EmptyState>{REDIRECT_TEXTS.noMissed}</EmptyState>
            ) : (
              <MissedList
                missed={overview.missed}
                onRedirect={(path) => open({ kind: 'redirect', path })}
              />
            )}
          </section>
        </>
      )}

      <RedirectsDialogs state={dialogs} actions={actions} onRowGone={rowGone} />
    </AdminPage>
  );
}
