import { describe, expect, it } from 'vitest';
import type { Contact } from '../../api/generated/backend/model';
import {
  activeFilterTexts,
  deleteConfirmText,
  emptyInboxText,
  enquiryUpdate,
  exportFileName,
  filteredEmptyText,
  firstLine,
  mailtoHref,
  phoneHref,
  senderName,
  sourceEntries,
  unreadSummary,
  whatsappHref,
  whatsappNumber,
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

describe('one-tap actions (issue 48)', () => {
  it('writes a Turkish mobile number in WhatsApp’s form, however it was typed', () => {
    expect(whatsappNumber('0532 418 27 65')).toBe('905324182765');
    expect(whatsappNumber('+90 532 418 27 65')).toBe('905324182765');
    expect(whatsappNumber('90 (532) 418-27-65')).toBe('905324182765');
    expect(whatsappNumber('0090 532 418 27 65')).toBe('905324182765');
    expect(whatsappNumber('532 418 27 65')).toBe('905324182765');
  });

  it('offers no WhatsApp for a landline, a foreign or a short number', () => {
    expect(whatsappNumber('0212 555 12 34')).toBeNull();
    expect(whatsappNumber('+49 151 2345 6789')).toBeNull();
    expect(whatsappNumber('532 418 27')).toBeNull();
    expect(whatsappNumber('')).toBeNull();
    expect(whatsappHref({ isim: 'Ayşe', telefon: '0212 555 12 34' })).toBeNull();
  });

  it('opens a chat with a short greeting that names the sender, not a guessed title', () => {
    const href = whatsappHref({ isim: ' Ayşe ', telefon: '0532 418 27 65' });
    expect(href?.startsWith('https://wa.me/905324182765?text=')).toBe(true);
    const text = new URL(href ?? '').searchParams.get('text');
    expect(text).toBe("Merhaba Ayşe, Asil Yapı Kimyasalları'ndan yazıyoruz.");
    expect(text).not.toMatch(/Bey|Hanım/);
  });

  it('offers e-mail only when an address was given', () => {
    expect(mailtoHref('ayse@ornek.com.tr')).toBe('mailto:ayse@ornek.com.tr');
    expect(mailtoHref(' ayse@ornek.com.tr ')).toBe('mailto:ayse@ornek.com.tr');
    expect(mailtoHref(null)).toBeNull();
    expect(mailtoHref(undefined)).toBeNull();
    expect(mailtoHref('')).toBeNull();
    expect(mailtoHref('not an address')).toBeNull();
  });
});

describe('the source of an enquiry', () => {
  it('lists only the facts recorded, in a fixed order, with their labels', () => {
    expect(
      sourceEntries({
        utmCampaign: 'kis-2026',
        page: '/products/poliuretan',
        referrerHost: 'www.google.com',
        utmSource: ' ',
      }),
    ).toEqual([
      { key: 'page', label: 'Gönderildiği sayfa', value: '/products/poliuretan' },
      { key: 'referrerHost', label: 'Yönlendiren site', value: 'www.google.com' },
      { key: 'utmCampaign', label: 'Kampanya adı (utm_campaign)', value: 'kis-2026' },
    ]);
    expect(sourceEntries(undefined)).toEqual([]);
    expect(sourceEntries({})).toEqual([]);
  });
});

describe('the inbox’s filters in words', () => {
  const names = (id: string) => (id === 'a1' ? 'satis' : undefined);

  it('names each filter set, the assignee by name and no one as ‘Atanmadı’', () => {
    expect(
      activeFilterTexts(
        {
          status: 'quoted',
          assignee: 'a1',
          source: 'google',
          province: 'İzmir',
          from: '2026-12-01',
          to: '2026-12-05',
        },
        names,
      ),
    ).toEqual([
      'Durum: Teklif verildi',
      'Atanan: satis',
      'Kaynak: “google”',
      'İl: İzmir',
      'Tarih: 01.12.2026 – 05.12.2026',
    ]);
    expect(activeFilterTexts({ assignee: 'none', from: '2026-12-01' }, names)).toEqual([
      'Atanan: Atanmadı',
      'Tarih: 01.12.2026 ve sonrası',
    ]);
    expect(activeFilterTexts({ to: '2026-12-05' }, names)).toEqual(['Tarih: 05.12.2026 ve öncesi']);
    expect(activeFilterTexts({}, names)).toEqual([]);
  });

  it('says which filters left the inbox empty', () => {
    expect(filteredEmptyText(['Durum: Kazanıldı', 'İl: Van'], '')).toBe(
      'Durum: Kazanıldı, İl: Van ile eşleşen mesaj yok.',
    );
    expect(filteredEmptyText(['Durum: Kazanıldı'], ' ankraj ')).toBe(
      '“ankraj” araması, Durum: Kazanıldı ile eşleşen mesaj yok.',
    );
  });
});

describe('the export’s file name', () => {
  it('is the server’s name, the encoded one first', () => {
    expect(exportFileName('attachment; filename="mesajlar-2026-12-05.csv"', '2026-12-06')).toBe(
      'mesajlar-2026-12-05.csv',
    );
    expect(exportFileName('attachment; filename=liste.csv', '2026-12-06')).toBe('liste.csv');
    expect(
      exportFileName(
        'attachment; filename="mesajlar.csv"; filename*=UTF-8\'\'mesajlar-%C3%B6zet.csv',
        '2026-12-06',
      ),
    ).toBe('mesajlar-özet.csv');
  });

  it('falls back to mesajlar-YYYY-MM-DD.csv without a usable name', () => {
    expect(exportFileName(undefined, '2026-12-06')).toBe('mesajlar-2026-12-06.csv');
    expect(exportFileName('attachment', '2026-12-06')).toBe('mesajlar-2026-12-06.csv');
    expect(exportFileName('attachment; filename="../etc/passwd"', '2026-12-06')).toBe(
      'mesajlar-2026-12-06.csv',
    );
  });
});
