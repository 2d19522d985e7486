import { useQuery } from '@tanstack/react-query';
import type { Ref } from 'react';
import type { Contact } from '../../api/generated/backend/model';
import { isApiError } from '../../api/api-error';
import { normalizeId } from '../../../core/domain/ids';
import { enquiryQuery } from './queries';

/** What the URL's `open` shows (docs/SPEC.md, admin screen 12). */
type OpenedEnquiry =
  | { state: 'closed' }
  | { state: 'shown'; enquiry: Contact }
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'failed'; retry: () => void };

/**
 * The enquiry the URL opens (`?open=<id>`), whatever the list's page and filters: the list's copy
 * when the page shows it, else its own read (GET /api/Contact/{id}). An id that is no UUID, or
 * that the server does not know (deleted, in the trash, mistyped: 404), is 'missing'.
 */
export function useOpenedEnquiry(open: string | undefined, listed: readonly Contact[]) {
  const id = open === undefined ? null : normalizeId(open);
  const read = useQuery({ ...enquiryQuery(id ?? ''), enabled: id !== null });
  const fromList = listed.find((enquiry) => enquiry.id === id);
  let opened: OpenedEnquiry;
  if (open === undefined) opened = { state: 'closed' };
  else if (id === null || (isApiError(read.error) && read.error.status === 404)) {
    opened = { state: 'missing' };
  } else if (fromList) opened = { state: 'shown', enquiry: fromList };
  else if (read.data) opened = { state: 'shown', enquiry: read.data.data };
  else if (read.isError) opened = { state: 'failed', retry: () => void read.refetch() };
  else opened = { state: 'loading' };
  return opened;
}

const MISSING_ENQUIRY_TITLE = 'Mesaj bulunamadı';
const MISSING_ENQUIRY_TEXT = 'Silinmiş ya da çöp kutusuna taşınmış olabilir.';

/** Where the open enquiry would be, when the URL names one that is not there. */
export function MissingEnquiry({
  headingRef,
  onBack,
}: {
  headingRef: Ref<HTMLHeadingElement>;
  onBack: () => void;
}) {
  return (
    <section
      aria-labelledby="missing-enquiry-title"
      className="rounded-xl border border-accent-300 bg-accent-50 p-6 text-concrete-900 xl:sticky xl:top-8"
    >
      <h2
        id="missing-enquiry-title"
        ref={headingRef}
        tabIndex={-1}
        className="text-h4 text-brand-950"
      >
        {MISSING_ENQUIRY_TITLE}
      </h2>
      <p className="mt-2">{MISSING_ENQUIRY_TEXT}</p>
      <button
        type="button"
        onClick={onBack}
        className="mt-4 inline-flex items-center gap-1 rounded-md py-1 text-small font-semibold text-brand-700 hover:text-brand-900 hover:underline"
      >
        <span aria-hidden="true">←</span> Tüm mesajlar
      </button>
    </section>
  );
}
