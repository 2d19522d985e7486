import { describe, expect, it } from 'vitest';
import type { Contact } from '../../api/generated/backend/model';
import {
  deleteConfirmText,
  firstLine,
  newestFirst,
  phoneHref,
  readStateUpdate,
  senderName,
  unreadCount,
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
  it('sorts newest first by createdAt, whatever order they come in', () => {
    const list = [
      enquiry({ id: 'a', createdAt: '2025-01-01T10:00:00Z' }),
      enquiry({ id: 'b', createdAt: '2026-03-01T10:00:00Z' }),
      enquiry({ id: 'c', createdAt: '2025-06-01T10:00:00.000+03:00' }),
    ];
    expect(newestFirst(list).map((item) => item.id)).toEqual(['b', 'c', 'a']);
    expect(list.map((item) => item.id)).toEqual(['a', 'b', 'c']);
  });

  it('counts and words the unread ones', () => {
    expect(unreadCount([enquiry({}), enquiry({ isRead: true }), enquiry({})])).toBe(2);
    expect(unreadSummary(2)).toBe('2 okunmamış mesaj');
    expect(unreadSummary(0)).toBe('Okunmamış mesaj yok');
  });

  it('takes the first non-blank line of a message', () => {
    expect(firstLine('\n  İlk satır  \nikinci satır')).toBe('İlk satır');
    expect(firstLine('Tek satır')).toBe('Tek satır');
    expect(firstLine('   ')).toBe('');
  });

  it('builds the ContactUpdate body with only its own fields', () => {
    expect(readStateUpdate(enquiry({}), true)).toEqual({
      id: '5c7e9a1b-3d5f-4a7b-9c1d-2e4f6a8b0c1d',
      isim: 'Mehmet',
      soyisim: 'Yıldırım',
      telefon: '0532 418 27 65',
      sektor: 'İnşaat',
      mesaj: 'Bodrum katında sızıntı var.',
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
      'Mehmet Yıldırım tarafından gönderilen mesaj kalıcı olarak silinecek. Bu işlem geri alınamaz.',
    );
  });
});
