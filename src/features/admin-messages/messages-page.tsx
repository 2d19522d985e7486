import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { Contact } from '../../api/generated/backend/model';
import { AdminPage } from '../../components/admin/admin-page';
import { useLoadErrorNotice } from '../../components/admin/load-error-notice';
import { Pagination } from '../../components/admin/pagination';
import { usePagedSearch } from '../../components/admin/use-paged-search';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState, LoadError, LoadingState } from '../../components/query-states';
import { messagesView, type MessagesSearch, type MessagesView } from '../../lib/route-search';
import { EnquiryDetails } from './enquiry-details';
import { EnquiryList } from './enquiry-list';
import { deleteConfirmText, emptyInboxText, filteredEmptyText, unreadSummary } from './enquiries';
import { FollowUpFilters, useFilterTexts, type FollowUpFilterValues } from './follow-up-filters';
import { InboxFilters } from './inbox-controls';
import { inboxFilterParams, inboxPageQuery } from './queries';
import { MissingEnquiry, useOpenedEnquiry } from './opened-enquiry';
import { useEnquiryActions } from './use-enquiry-actions';
import { useExport } from './use-export';
import { Button } from '../../components/admin/button';

const TITLE = 'Mesajlar';
const DESCRIPTION = 'İletişim formundan gelen talepler.';

/** The follow-up filters and the order of a view, as the URL keeps them (issue 48). */
const followUpOf = ({ status, assignee, source, province, from, to, sort }: MessagesView) => ({
  ...(status && { status }),
  ...(assignee && { assignee }),
  ...(source && { source }),
  ...(province && { province }),
  ...(from && { from }),
  ...(to && { to }),
  ...(sort && { sort }),
});

type FocusTarget = { kind: 'details' } | { kind: 'row'; id: string } | { kind: 'list' } | null;

/**
 * The enquiries inbox (docs/DESIGN.md section 3, issue 14): 25 a page, newest first, searched and
 * filtered on the server; spam apart behind the 'Spam' folder. Opening an enquiry shows every field
 * and marks it read (not a spam one); it can be marked unread again, moved back with 'Spam değil',
 * or deleted after a confirmation. The page, the search, the folder and the open enquiry
 * (`?open=<id>`, a link to share) live in the URL. Wide screens show the list and the open enquiry
 * side by side; narrower ones show one at a time.
 */
export function MessagesPage() {
  const search = useSearch({ from: '/admin/messages' });
  const view = messagesView(search);
  const query = useQuery({ ...inboxPageQuery(view), placeholderData: keepPreviousData });
  useLoadErrorNotice(query.isError);
  const { setRead, notSpam, remove } = useEnquiryActions();
  const exporter = useExport();
  const filterTexts = useFilterTexts(view);
  const inbox = query.data?.data;
  const enquiries = inbox?.items ?? [];
  const paging = usePagedSearch({ from: '/admin/messages', page: view.page, query });
  const navigate = useNavigate({ from: '/admin/messages' });
  const opened = useOpenedEnquiry(search.open, enquiries);
  const selected = opened.state === 'shown' ? opened.enquiry : null;
  const [deleting, setDeleting] = useState<Contact | null>(null);

  // New filters leave out `open`: the list they show is what the screen is about.
  const show = (next: MessagesSearch) => paging.setFilters(next);

  // Where focus goes after the view changes: the list's rows disappear on a phone when an enquiry
  // opens, and the open enquiry disappears when it is closed, moved or deleted.
  const focusNext = useRef<FocusTarget>(null);
  const setFocusTarget = (target: FocusTarget) => {
    focusNext.current = target;
  };
  const detailsHeading = useRef<HTMLHeadingElement>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const rows = useRef(new Map<string, HTMLButtonElement>());
  // Every change that asks for focus also changes state, so this runs after the new view is drawn.
  useEffect(() => {
    const target = focusNext.current;
    // The URL changes after the navigation that asked for focus: wait for the view it draws.
    if (!target || (target.kind === 'details') !== (search.open !== undefined)) return;
    if (target.kind === 'details' && opened.state === 'loading') return;
    focusNext.current = null;
    if (target.kind === 'details') detailsHeading.current?.focus();
    else if (target.kind === 'row') rows.current.get(target.id)?.focus();
    else listHeading.current?.focus();
  });

  // Opening an enquiry, from a row or a link, marks it read once; spam is reviewed, not read: it
  // comes back to the inbox unread after 'Spam değil'.
  const markedRead = useRef<string | null>(null);
  useEffect(() => {
    if (!selected) {
      if (search.open === undefined) markedRead.current = null;
      return;
    }
    if (markedRead.current === selected.id) return;
    markedRead.current = selected.id;
    if (!selected.isRead && !selected.isSpam) void setRead.run({ enquiry: selected, isRead: true });
  }, [selected, search.open, setRead]);

  const open = (enquiry: Contact) => {
    setFocusTarget({ kind: 'details' });
    void navigate({ search: (previous) => ({ ...previous, open: enquiry.id }) });
  };

  // Closing takes `open` out of the URL; the browser's back button opens it again.
  const closeView = () => void navigate({ search: ({ open: _closed, ...previous }) => previous });

  const close = () => {
    setFocusTarget(
      selected && rows.current.has(selected.id)
        ? { kind: 'row', id: selected.id }
        : { kind: 'list' },
    );
    closeView();
  };

  const markUnread = () => {
    if (!selected) return;
    void setRead.run({ enquiry: selected, isRead: false });
    close();
  };

  const markNotSpam = () => {
    if (!selected) return;
    void notSpam.run(selected).then((reply) => {
      if (!reply) return;
      setFocusTarget({ kind: 'list' });
      closeView();
    });
  };

  const confirmDelete = () => {
    if (!deleting) return;
    const enquiry = deleting;
    void remove.run(enquiry).then((reply) => {
      setDeleting(null);
      if (!reply) return;
      setFocusTarget({ kind: 'list' });
      if (selected?.id === enquiry.id) closeView();
    });
  };

  const submitSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get('q');
    const q = typeof text === 'string' ? text.trim() : '';
    show({
      ...followUpOf(view),
      ...(q && { q }),
      ...(view.filter === 'spam' && { filter: 'spam' }),
    });
  };

  const applyFollowUp = (values: FollowUpFilterValues) =>
    show({
      ...values,
      ...(view.q && { q: view.q }),
      ...(view.filter === 'spam' && { filter: 'spam' }),
    });

  if (query.isError && !query.data) {
    return <LoadError title="Mesajlar yüklenemedi" onRetry={() => void query.refetch()} />;
  }

  const emptyText =
    filterTexts.length > 0 ? filteredEmptyText(filterTexts, view.q) : emptyInboxText(view);

  // The open enquiry's place: its details, or why they are not there.
  const openView = (): ReactNode => {
    switch (opened.state) {
      case 'shown':
        return (
          <EnquiryDetails
            enquiry={opened.enquiry}
            headingRef={detailsHeading}
            onBack={close}
            onMarkUnread={markUnread}
            onNotSpam={markNotSpam}
            onDelete={() => setDeleting(opened.enquiry)}
            busy={setRead.saving || notSpam.saving}
          />
        );
      case 'loading':
        return <LoadingState className="py-12" />;
      case 'missing':
        return <MissingEnquiry headingRef={detailsHeading} onBack={close} />;
      case 'failed':
        return <LoadError variant="box" message="Mesaj yüklenemedi." onRetry={opened.retry} />;
      case 'closed':
        return (
          <p className="hidden rounded-xl border border-dashed border-concrete-300 bg-white p-6 text-center text-concrete-700 xl:mt-11 xl:block">
            Okumak için listeden bir mesaj seçin.
          </p>
        );
    }
  };

  const unread = inbox?.unreadCount ?? 0;
  const folderTitle = view.filter === 'spam' ? 'Spam' : 'Gelen Kutusu';

  return (
    <AdminPage
      title={TITLE}
      description={DESCRIPTION}
      actions={
        <div className="flex flex-wrap items-center gap-2">
          {inbox ? (
            <p
              aria-live="polite"
              className={`rounded-full px-3 py-1 text-small font-semibold ${
                unread > 0 ? 'bg-accent-100 text-accent-800' : 'bg-white text-concrete-700'
              }`}
            >
              {unreadSummary(unread)}
            </p>
          ) : null}
          <Button
            onClick={() => void exporter.run(inboxFilterParams(view))}
            disabled={exporter.exporting || !inbox || inbox.totalCount === 0}
            aria-describedby="messages-export-hint"
            className="min-h-11 py-2 text-small"
          >
            {exporter.exporting ? 'Hazırlanıyor...' : 'CSV indir'}
          </Button>
          <span id="messages-export-hint" className="sr-only">
            Listenin filtrelenmiş hâli, Excel için CSV dosyası olarak indirilir.
          </span>
        </div>
      }
    >
      <InboxFilters
        filter={view.filter}
        q={view.q}
        spamCount={inbox?.spamCount}
        onSearch={submitSearch}
        onClear={() =>
          show({ ...followUpOf(view), ...(view.filter === 'spam' && { filter: 'spam' }) })
        }
        onFilter={(filter) =>
          show({
            ...followUpOf(view),
            ...(view.q && { q: view.q }),
            ...(filter === 'spam' && { filter }),
          })
        }
      />
      <FollowUpFilters view={view} onApply={applyFollowUp} />

      {!inbox ? (
        <LoadingState className="py-12" />
      ) : enquiries.length === 0 && opened.state === 'closed' ? (
        <EmptyState>{emptyText}</EmptyState>
      ) : (
        <div className="xl:grid xl:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] xl:items-start xl:gap-6">
          <section
            aria-labelledby="enquiry-list-title"
            aria-busy={query.isPlaceholderData || undefined}
            className={opened.state === 'closed' ? undefined : 'hidden xl:block'}
          >
            <h2
              id="enquiry-list-title"
              ref={listHeading}
              tabIndex={-1}
              className="mb-3 flex items-baseline gap-2 text-h4 text-brand-950"
            >
              {folderTitle}
              <span className="text-small font-normal text-concrete-700">
                ({inbox.totalCount} mesaj)
              </span>
            </h2>
            {enquiries.length === 0 ? (
              <EmptyState>{emptyText}</EmptyState>
            ) : (
              <EnquiryList
                enquiries={enquiries}
                selectedId={selected?.id ?? null}
                onOpen={open}
                rowRef={(id, button) => {
                  if (button) rows.current.set(id, button);
                  else rows.current.delete(id);
                }}
              />
            )}
            {paging.totalPages > 1 ? (
              <Pagination
                className="mt-4"
                page={paging.page}
                totalPages={paging.totalPages}
                onPage={(page) => paging.goTo(page)}
              />
            ) : null}
          </section>
          {openView()}
        </div>
      )}

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen && !remove.saving) setDeleting(null);
        }}
        title="Mesajı Sil"
        description={deleting ? deleteConfirmText(deleting) : ''}
        confirmLabel="Evet, Sil"
        cancelLabel="İptal"
        destructive
        busy={remove.saving}
        onConfirm={confirmDelete}
      />
    </AdminPage>
  );
}
