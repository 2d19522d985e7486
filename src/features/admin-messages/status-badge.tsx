import type { EnquiryStatus } from '../../api/generated/backend/model';
import { ENQUIRY_STATUS_LABELS, FIRST_ENQUIRY_STATUS } from '../../../core/domain/enquiry-status';

const COLOURS: Record<EnquiryStatus, string> = {
  new: 'bg-accent-100 text-accent-900',
  contacted: 'bg-brand-100 text-brand-900',
  quoted: 'bg-sky-100 text-sky-900',
  won: 'bg-green-100 text-green-900',
  lost: 'bg-concrete-200 text-concrete-900',
};

/** An enquiry's follow-up status as a badge with its label ('Teklif verildi'). */
export function StatusBadge({
  status = FIRST_ENQUIRY_STATUS,
}: {
  status?: EnquiryStatus | undefined;
}) {
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-caption font-semibold ${COLOURS[status]}`}
    >
      <span className="sr-only">Durum: </span>
      {ENQUIRY_STATUS_LABELS[status]}
    </span>
  );
}
