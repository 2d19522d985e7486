import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Contact } from '../../api/generated/backend/model';
import { AdminPage } from '../../components/admin/admin-page';
import { useLoadErrorNotice } from '../../components/admin/load-error-notice';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState, LoadError, LoadingState } from '../../components/query-states';
import { EnquiryDetails } from './enquiry-details';
import { EnquiryList } from './enquiry-list';
import { deleteConfirmText, newestFirst, unreadCount, unreadSummary } from './enquiries';
import { enquiriesQuery } from './queries';
import { useEnquiryActions } from './use-enquiry-actions';

const TITLE = 'Mesajlar';
const DESCRIPTION = 'İletişim formundan gelen talepler.';

type FocusTarget = { kind: 'details' } | { kind: 'row'; id: string } | { kind: 'list' } | null;

/**
 * The enquiries inbox (docs/DESIGN.md section 3): newest first, unread ones marked; opening one shows
 * every field and marks it read; it can be marked unread again or deleted after a confirmation.
 * Wide screens show the list and the open enquiry side by side; narrower ones show one at a time.
 */
export function MessagesPage() {
  const query = useQuery(enquiriesQuery());
  useLoadErrorNotice(query.isError);
  const { setRead, remove } = useEnquiryActions();

  const enquiries = useMemo(() => newestFirst(query.data?.data ?? []), [query.data]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Contact | null>(null);
  const selected = enquiries.find((enquiry) => enquiry.id === selectedId) ?? null;

  // Where focus goes after the view changes: the list's rows disappear on a phone when an enquiry
  // opens, and the open enquiry disappears when it is closed or deleted.
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
    if (!target) return;
    focusNext.current = null;
    if (target.kind === 'details') detailsHeading.current?.focus();
    else if (target.kind === 'row') rows.current.get(target.id)?.focus();
    else listHeading.current?.focus();
  });

  const open = (enquiry: Contact) => {
    setSelectedId(enquiry.id);
    setFocusTarget({ kind: 'details' });
    if (!enquiry.isRead) setRead.mutate({ enquiry, isRead: true });
  };

  const close = () => {
    if (selected) setFocusTarget({ kind: 'row', id: selected.id });
    setSelectedId(null);
  };

  const markUnread = () => {
    if (!selected) return;
    setRead.mutate({ enquiry: selected, isRead: false });
    close();
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting, {
      onSuccess: (_reply, enquiry) => {
        if (selectedId === enquiry.id) setSelectedId(null);
        setFocusTarget({ kind: 'list' });
      },
      onSettled: () => setDeleting(null),
    });
  };

  if (query.isPending) {
    return (
      <AdminPage title={TITLE} description={DESCRIPTION}>
        <LoadingState className="py-12" />
      </AdminPage>
    );
  }

  if (query.isError && !query.data) {
    return <LoadError title="Mesajlar yüklenemedi" onRetry={() => void query.refetch()} />;
  }

  const unread = unreadCount(enquiries);

  return (
    <AdminPage
      title={TITLE}
      description={DESCRIPTION}
      actions={
        enquiries.length > 0 ? (
          <p
            aria-live="polite"
            className={`rounded-full px-3 py-1 text-small font-semibold ${
              unread > 0 ? 'bg-accent-100 text-accent-800' : 'bg-white text-concrete-700'
            }`}
          >
            {unreadSummary(unread)}
          </p>
        ) : null
      }
    >
      {enquiries.length === 0 ? (
        <EmptyState>Henüz mesaj yok.</EmptyState>
      ) : (
        <div className="xl:grid xl:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] xl:items-start xl:gap-6">
          <section
            aria-labelledby="enquiry-list-title"
            className={selected ? 'hidden xl:block' : undefined}
          >
            <h2
              id="enquiry-list-title"
              ref={listHeading}
              tabIndex={-1}
              className="mb-3 flex items-baseline gap-2 text-h4 text-brand-950"
            >
              Gelen Kutusu
              <span className="text-small font-normal text-concrete-700">
                ({enquiries.length} mesaj)
              </span>
            </h2>
            <EnquiryList
              enquiries={enquiries}
              selectedId={selected?.id ?? null}
              onOpen={open}
              rowRef={(id, button) => {
                if (button) rows.current.set(id, button);
                else rows.current.delete(id);
              }}
            />
          </section>
          {selected ? (
            <EnquiryDetails
              enquiry={selected}
              headingRef={detailsHeading}
              onBack={close}
              onMarkUnread={markUnread}
              onDelete={() => setDeleting(selected)}
              markingUnread={setRead.isPending}
            />
          ) : (
            <p className="hidden rounded-xl border border-dashed border-concrete-300 bg-white p-6 text-center text-concrete-700 xl:mt-11 xl:block">
              Okumak için listeden bir mesaj seçin.
            </p>
          )}
        </div>
      )}

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen && !remove.isPending) setDeleting(null);
        }}
        title="Mesajı Sil"
        description={deleting ? deleteConfirmText(deleting) : ''}
        confirmLabel="Evet, Sil"
        cancelLabel="İptal"
        destructive
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </AdminPage>
  );
}
