import type { EnquiryStatus } from '../../src/api/generated/backend/model/index.ts';

/** An enquiry's follow-up, in the order it usually moves (issue 48); the contract's EnquiryStatus. */
export const ENQUIRY_STATUSES: readonly EnquiryStatus[] = [
  'new',
  'contacted',
  'quoted',
  'won',
  'lost',
];

/** Each status in the panel's and the CSV export's words. */
export const ENQUIRY_STATUS_LABELS: Readonly<Record<EnquiryStatus, string>> = {
  new: 'Yeni',
  contacted: 'İletişime geçildi',
  quoted: 'Teklif verildi',
  won: 'Kazanıldı',
  lost: 'Kaybedildi',
};

/** Every enquiry starts here, and the menu badge counts it. */
export const FIRST_ENQUIRY_STATUS: EnquiryStatus = 'new';

/** Closed: nobody needs to call any more. */
export const CLOSED_ENQUIRY_STATUSES: readonly EnquiryStatus[] = ['won', 'lost'];

/**
 * Waiting to be called (the dashboard's list and the assignees' digest, issue 48): never
 * contacted (`new`), or its callback day has come (`today`, a YYYY-MM-DD day in Europe/Istanbul)
 * and it is neither won nor lost. The server's SQL states the same rule over its columns.
 */
export const isWaitingForCall = (
  enquiry: { status?: EnquiryStatus; callbackAt?: string | null },
  today: string,
): boolean => {
  const status = enquiry.status ?? FIRST_ENQUIRY_STATUS;
  if (status === FIRST_ENQUIRY_STATUS) return true;
  return (
    enquiry.callbackAt != null &&
    enquiry.callbackAt <= today &&
    !CLOSED_ENQUIRY_STATUSES.includes(status)
  );
};
