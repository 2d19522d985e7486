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
