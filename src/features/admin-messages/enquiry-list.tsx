import type { Contact } from '../../api/generated/backend/model';
import { formatDateTime } from '../../../core/lib/turkey-time';
import { UNASSIGNED_LABEL, firstLine, formatDay, senderName } from './enquiries';
import { StatusBadge } from './status-badge';

/**
 * The inbox: one row per enquiry in the asked order, with its status badge and assignee; unread
 * rows in bold with a dot.
 */
export function EnquiryList({
  enquiries,
  selectedId,
  onOpen,
  rowRef,
}: {
  enquiries: readonly Contact[];
  selectedId: string | null;
  onOpen: (enquiry: Contact) => void;
  /** Lets the screen give focus back to a row (after closing its details on a phone). */
  rowRef: (id: string, button: HTMLButtonElement | null) => void;
}) {
  return (
    <ul className="divide-y divide-concrete-200 overflow-hidden rounded-xl bg-white shadow-card">
      {enquiries.map((enquiry) => {
        const unread = !enquiry.isRead;
        const selected = enquiry.id === selectedId;
        return (
          <li
            key={enquiry.id}
            className={`relative px-4 py-3 transition-colors motion-reduce:transition-none ${
              selected
                ? 'bg-brand-50 shadow-[inset_3px_0_0_var(--color-brand-700)]'
                : 'hover:bg-concrete-50'
            }`}
          >
            <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-0.5">
              {unread ? (
                <span className="size-2 shrink-0 rounded-full bg-accent-600" aria-hidden="true" />
              ) : null}
              <button
                type="button"
                ref={(button) => rowRef(enquiry.id, button)}
                aria-current={selected ? 'true' : undefined}
                onClick={() => onOpen(enquiry)}
                className={`min-w-0 truncate text-left text-body before:absolute before:inset-0 before:content-[''] focus-visible:outline-none focus-visible:before:outline-2 focus-visible:before:-outline-offset-2 focus-visible:before:outline-brand-700 ${
                  unread ? 'font-bold text-brand-950' : 'font-medium text-concrete-900'
                }`}
              >
                {senderName(enquiry)}
                {unread ? <span className="sr-only">, okunmamış</span> : null}
              </button>
              <StatusBadge status={enquiry.status} />
              <time
                dateTime={enquiry.createdAt}
                className="shrink-0 basis-full text-caption text-concrete-700 sm:ml-auto sm:basis-auto sm:pl-2"
              >
                {formatDateTime(enquiry.createdAt)}
              </time>
            </div>
            <p className="mt-1 truncate text-small text-concrete-700">
              {enquiry.sektor}
              <span aria-hidden="true"> · </span>
              <span className="sr-only">, </span>
              {enquiry.telefon}
              {enquiry.province ? (
                <>
                  <span aria-hidden="true"> · </span>
                  <span className="sr-only">, </span>
                  {enquiry.province}
                </>
              ) : null}
            </p>
            <p className="mt-0.5 truncate text-caption text-concrete-700">
              {enquiry.assigneeName ? `Atanan: ${enquiry.assigneeName}` : UNASSIGNED_LABEL}
              {enquiry.callbackAt ? (
                <>
                  <span aria-hidden="true"> · </span>
                  <span className="sr-only">, </span>
                  Geri arama: {formatDay(enquiry.callbackAt)}
                </>
              ) : null}
            </p>
            <p
              className={`mt-0.5 truncate text-small ${
                unread ? 'font-semibold text-concrete-900' : 'text-concrete-700'
              }`}
            >
              {firstLine(enquiry.mesaj)}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
