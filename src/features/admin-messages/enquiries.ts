import type { Contact, ContactUpdate } from '../../api/generated/backend/model';
import { senderName } from '../../../core/lib/enquiry';

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
