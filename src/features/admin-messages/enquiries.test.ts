import { describe, expect, it } from 'vitest';
import type { Contact } from '../../api/generated/backend/model';
import {
  deleteConfirmText,
  emptyInboxText,
  enquiryUpdate,
  firstLine,
  phoneHref,
  senderName,
  unreadSummary,
} from './enquiries';

const enquiry = (overrides: Partial<Contact>): Contact => ({
  id: '5c7e9a1b-3d5f-4a7b-9c1d-2e4f6a8b0c1d',
  isim: 'Mehmet',
  soyisim: 'Yıldırım',
  telefon: '0532 418 27 65',
  sektor: 'İnşaat',
  mesaj: 'Bodrum katında sızıntı var.',
  createdAt: '2026-10-02T08:15:00.000Z',
  isRead: false,
  ...overrides,
});

describe('enquiry helpers', () => {
  it('words the unread count', () => {
    expect(unreadSummary(2)).toBe('2 okunmamış mesaj');
    expect(unreadSummary(0)).toBe('Okunmamış mesaj yok');
  });

  it('says why a page of the inbox is empty', () => {
    expect(emptyInboxText({ q: '', filter: 'inbox' })).toBe('Henüz mesaj yok.');
    expect(emptyInboxText({ q: '', filter: 'spam' })).toBe('Spam olarak ayrılmış mesaj yok.');
    expect(emptyInboxText({ q: ' ankraj ', filter: 'inbox' })).toBe(
      '“ankraj” ile eşleşen mesaj yok.',
    );
  });

  it('takes the first non-blank line of a message', () => {
    expect(firstLine('\n  İlk satır  \nikinci satır')).toBe('İlk satır');
    expect(firstLine('Tek satır')).toBe('Tek satır');
    expect(firstLine('   ')).toBe('');
  });

  it('builds the ContactUpdate body with only its own fields', () => {
    const { createdAt: _createdAt, isSpam: _isSpam, ...fields } = enquiry({});
    expect(enquiryUpdate(enquiry({}), { isSpam: false })).toEqual({ ...fields, isSpam: false });
    // Reading a spam enquiry leaves its flag alone: `isSpam` is sent only to change it.
    expect(enquiryUpdate(enquiry({ isSpam: true }), { isRead: true })).toEqual({
      ...fields,
      isRead: true,
    });
  });

  it('makes a tel: link of the digits, keeping a leading +', () => {
    expect(phoneHref('0532 418 27 65')).toBe('tel:05324182765');
    expect(phoneHref('+90 (532) 765-43-21')).toBe('tel:+905327654321');
    expect(phoneHref('yok')).toBeNull();
  });

  it('names the sender in the delete confirmation', () => {
    expect(senderName({ isim: ' Mehmet ', soyisim: 'Yıldırım' })).toBe('Mehmet Yıldırım');
    expect(deleteConfirmText(enquiry({}))).toBe(
      'Mehmet Yıldırım tarafından gönderilen mesaj çöp kutusuna taşınacak. 30 gün içinde Çöp Kutusu’ndan geri yükleyebilirsiniz.',
    );
  });
});
