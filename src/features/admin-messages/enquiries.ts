import type {
  Contact,
  ContactUpdate,
  EnquirySource,
  EnquiryStatus,
} from '../../api/generated/backend/model';
import { formatDay } from '../../../core/lib/turkey-time';
import { senderName } from '../../../core/lib/enquiry';
import { ENQUIRY_STATUS_LABELS } from '../../../core/domain/enquiry-status';

/** '2 okunmamış mesaj', or that every message has been read. */
export const unreadSummary = (count: number) =>
  count > 0 ? `${count} okunmamış mesaj` : 'Okunmamış mesaj yok';

export { senderName };

/** The first non-blank line of a message, for the list (CSS cuts it to the row's width). */
export function firstLine(message: string): string {
  return (
    message
      .split(/\r?\n/)
      .map((line) => line.trim())
      .find(Boolean) ?? ''
  );
}

/**
 * The PUT /api/Contact body that changes the read state or, for 'Spam değil', the spam flag:
 * exactly the fields of ContactUpdate (the contract allows no others, so `createdAt` stays out).
 */
export const enquiryUpdate = (
  enquiry: Contact,
  change: { isRead?: boolean; isSpam?: boolean },
): ContactUpdate => ({
  id: enquiry.id,
  isim: enquiry.isim,
  soyisim: enquiry.soyisim,
  telefon: enquiry.telefon,
  sektor: enquiry.sektor,
  mesaj: enquiry.mesaj,
  isRead: change.isRead ?? enquiry.isRead,
  ...(change.isSpam !== undefined && { isSpam: change.isSpam }),
});

/** A `tel:` link for a phone number as a visitor typed it: digits, with a leading '+' kept. */
export function phoneHref(phone: string): string | null {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (!digits) return null;
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

export const DELETE_SUCCESS_MESSAGE = 'Mesaj silindi.';
export const DELETE_FAILURE_MESSAGE = 'Mesaj silinirken bir hata oluştu.';
export const UPDATE_FAILURE_MESSAGE = 'Mesaj güncellenirken bir hata oluştu.';
export const NOT_SPAM_SUCCESS_MESSAGE = 'Mesaj gelen kutusuna taşındı.';

/** What the inbox says when a page has no enquiries, by why. */
export function emptyInboxText({ q, filter }: { q: string; filter: 'inbox' | 'spam' }): string {
  if (q.trim() !== '') return `“${q.trim()}” ile eşleşen mesaj yok.`;
  return filter === 'spam' ? 'Spam olarak ayrılmış mesaj yok.' : 'Henüz mesaj yok.';
}

/** The delete confirmation's text, naming the sender. */
export const deleteConfirmText = (enquiry: Pick<Contact, 'isim' | 'soyisim'>) =>
  `${senderName(enquiry)} tarafından gönderilen mesaj çöp kutusuna taşınacak. 30 gün içinde Çöp Kutusu’ndan geri yükleyebilirsiniz.`;

// --- issue 48: follow-up, one-tap actions, filters, export, the menu badge -------------------

/**
 * A Turkish mobile number in WhatsApp's form (country code, no '+'): '0532 418 27 65',
 * '+90 532 418 27 65', '0090 532…' and '532 418 27 65' are all '905324182765'. Anything else (a
 * landline, a foreign or short number) is null: WhatsApp would not find it.
 */
export function whatsappNumber(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  const national = /^(?:0090|90|0)?(5\d{9})$/.exec(digits)?.[1];
  return national ? `90${national}` : null;
}

/** A wa.me link that opens a chat with the sender, the greeting already written. */
export function whatsappHref(enquiry: Pick<Contact, 'isim' | 'telefon'>): string | null {
  const number = whatsappNumber(enquiry.telefon);
  if (!number) return null;
  const greeting = `Merhaba ${enquiry.isim.trim()}, Asil Yapı Kimyasalları'ndan yazıyoruz.`;
  return `https://wa.me/${number}?text=${encodeURIComponent(greeting)}`;
}

/** A mailto: link when the sender gave an e-mail address. */
export function mailtoHref(email: string | null | undefined): string | null {
  const address = email?.trim() ?? '';
  return /^[^\s@]+@[^\s@]+$/.test(address) ? `mailto:${address}` : null;
}

/** The labels of an enquiry's source, in the order the enquiry's view shows them. */
const SOURCE_LABELS = {
  page: 'Gönderildiği sayfa',
  landingPage: 'Giriş sayfası',
  referrerHost: 'Yönlendiren site',
  utmSource: 'Kampanya kaynağı (utm_source)',
  utmMedium: 'Kampanya ortamı (utm_medium)',
  utmCampaign: 'Kampanya adı (utm_campaign)',
} as const satisfies Record<keyof EnquirySource, string>;

/** Where an enquiry came from: only the facts the server recorded, each with its label. */
export function sourceEntries(
  source: EnquirySource | undefined,
): { key: keyof EnquirySource; label: string; value: string }[] {
  if (!source) return [];
  return (Object.keys(SOURCE_LABELS) as (keyof EnquirySource)[]).flatMap((key) => {
    const value = source[key]?.trim();
    return value ? [{ key, label: SOURCE_LABELS[key], value }] : [];
  });
}

/** The sort options of the inbox, as the URL writes them ('' is the default, newest first). */
export const SORT_OPTIONS = [
  { value: '', label: 'En yeni' },
  { value: 'oldest', label: 'En eski' },
  { value: 'callback', label: 'Geri arama tarihine göre' },
] as const;

/** The inbox's filters as the URL holds them (the folder, search and page apart). */
export interface InboxFilterValues {
  status?: EnquiryStatus | undefined;
  assignee?: string | undefined;
  source?: string | undefined;
  province?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

export const UNASSIGNED = 'none';
export const UNASSIGNED_LABEL = 'Atanmadı';

/** A day of the contract (2026-12-05) as the panel writes it (05.12.2026). */
export { formatDay };

/**
 * The filters that are set, in words ('Durum: Teklif verildi', 'Atanan: Atanmadı', 'İl: Ankara',
 * 'Tarih: 01.12.2026 – 05.12.2026'), for the empty state and the collapsed filter panel.
 */
export function activeFilterTexts(
  filters: InboxFilterValues,
  assigneeName: (id: string) => string | undefined,
): string[] {
  const texts: string[] = [];
  if (filters.status) texts.push(`Durum: ${ENQUIRY_STATUS_LABELS[filters.status]}`);
  if (filters.assignee)
    texts.push(
      `Atanan: ${
        filters.assignee === UNASSIGNED
          ? UNASSIGNED_LABEL
          : (assigneeName(filters.assignee) ?? 'bilinmeyen hesap')
      }`,
    );
  if (filters.source) texts.push(`Kaynak: “${filters.source}”`);
  if (filters.province) texts.push(`İl: ${filters.province}`);
  if (filters.from && filters.to)
    texts.push(`Tarih: ${formatDay(filters.from)} – ${formatDay(filters.to)}`);
  else if (filters.from) texts.push(`Tarih: ${formatDay(filters.from)} ve sonrası`);
  else if (filters.to) texts.push(`Tarih: ${formatDay(filters.to)} ve öncesi`);
  return texts;
}

/**
 * What the inbox says when the filters leave nothing: the filters named, so that it is clear the
 * inbox is not empty but filtered.
 */
export const filteredEmptyText = (texts: readonly string[], q: string) =>
  `${[q.trim() !== '' ? `“${q.trim()}” araması` : null, ...texts]
    .filter(Boolean)
    .join(', ')} ile eşleşen mesaj yok.`;

/**
 * The name to save an export under: the server's (Content-Disposition, `filename*` first), else
 * mesajlar-YYYY-MM-DD.csv of `today` (the day in Turkey).
 */
export function exportFileName(contentDisposition: string | undefined, today: string): string {
  const header = contentDisposition ?? '';
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  if (encoded) {
    try {
      const name = decodeURIComponent(encoded.trim().replace(/^"|"$/g, ''));
      if (isSafeFileName(name)) return name;
    } catch {
      // A broken encoding: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/.exec(header);
  const name = (plain?.[1] ?? plain?.[2] ?? '').trim();
  return isSafeFileName(name) ? name : `mesajlar-${today}.csv`;
}

const isSafeFileName = (name: string) =>
  name !== '' && !/[/\\]/.test(name) && [...name].every((char) => char.charCodeAt(0) >= 32);

export const FOLLOW_UP_SUCCESS_MESSAGE = 'Takip bilgisi kaydedildi.';
export const FOLLOW_UP_FAILURE_MESSAGE = 'Takip bilgisi kaydedilirken bir hata oluştu.';
export const NOTE_SUCCESS_MESSAGE = 'Not eklendi.';
export const NOTE_FAILURE_MESSAGE = 'Not eklenirken bir hata oluştu.';
export const EXPORT_FAILURE_MESSAGE = 'Mesajlar dışa aktarılırken bir hata oluştu.';
