import type { Contact } from '../../src/api/generated/backend/model/index.ts';
import { CSV_BOM, csvRow } from '../lib/csv.ts';
import { formatDateTime, formatDay, turkeyDay } from '../lib/turkey-time.ts';
import { ENQUIRY_STATUS_LABELS, FIRST_ENQUIRY_STATUS } from './enquiry-status.ts';

/**
 * The enquiries as CSV (exportContacts, issue 48), once for the mocks and the server: the columns
 * in Turkish, the dates as the panel shows them, the rows written as the pages come, so that the
 * server streams 100,000 enquiries without holding them (core/lib/csv.ts has the format).
 */

/** A day as the panel shows it (`12.12.2026`): a callback day is a day, not a moment. */

const notesText = (notes: Contact['notes']) =>
  (notes ?? [])
    .map((note) => `${formatDateTime(note.createdAt)} ${note.username ?? ''}: ${note.text}`)
    .join('\n');

/** Each column: its header and its cell of an enquiry. */
const COLUMNS: readonly (readonly [string, (enquiry: Contact) => string | null | undefined])[] = [
  ['Tarih', (enquiry) => formatDateTime(enquiry.createdAt)],
  ['Ad Soyad', (enquiry) => `${enquiry.isim} ${enquiry.soyisim}`.trim()],
  ['Telefon', (enquiry) => enquiry.telefon],
  ['E-posta', (enquiry) => enquiry.email],
  ['İl', (enquiry) => enquiry.province],
  ['Sektör', (enquiry) => enquiry.sektor],
  ['Konu', (enquiry) => enquiry.topic],
  ['Mesaj', (enquiry) => enquiry.mesaj],
  ['Durum', (enquiry) => ENQUIRY_STATUS_LABELS[enquiry.status ?? FIRST_ENQUIRY_STATUS]],
  ['Atanan', (enquiry) => enquiry.assigneeName],
  ['Geri arama', (enquiry) => (enquiry.callbackAt ? formatDay(enquiry.callbackAt) : '')],
  ['Kaynak sayfa', (enquiry) => enquiry.source?.page],
  ['Giriş sayfası', (enquiry) => enquiry.source?.landingPage],
  ['Yönlendiren site', (enquiry) => enquiry.source?.referrerHost],
  ['utm_source', (enquiry) => enquiry.source?.utmSource],
  ['utm_medium', (enquiry) => enquiry.source?.utmMedium],
  ['utm_campaign', (enquiry) => enquiry.source?.utmCampaign],
  ['Notlar', (enquiry) => notesText(enquiry.notes)],
];

export const ENQUIRY_CSV_HEADERS = COLUMNS.map(([header]) => header);

/** The file's pieces: the byte order mark and the header row, then one piece per page read. */
export async function* enquiryCsv(
  pages: AsyncIterable<readonly Contact[]>,
): AsyncGenerator<string> {
  yield CSV_BOM + csvRow(ENQUIRY_CSV_HEADERS);
  for await (const page of pages) {
    yield page.map((enquiry) => csvRow(COLUMNS.map(([, cell]) => cell(enquiry)))).join('');
  }
}

/** `mesajlar-2026-12-06.csv`: the day it was exported, in Turkey. */
export const enquiryCsvFileName = (now: Date) => `mesajlar-${turkeyDay(now)}.csv`;

export const ENQUIRY_CSV_TYPE = 'text/csv; charset=utf-8';

/** The reply's Content-Disposition. */
export const enquiryCsvDisposition = (now: Date) =>
  `attachment; filename="${enquiryCsvFileName(now)}"`;
