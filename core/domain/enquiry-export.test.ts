import { describe, expect, it } from 'vitest';
import type { Contact } from '../../src/api/generated/backend/model/index.ts';
import { ENQUIRY_CSV_HEADERS, enquiryCsv, enquiryCsvFileName } from './enquiry-export.ts';

const ENQUIRY: Contact = {
  id: '5c7e9a1b-3d5f-4a7b-9c1d-2e4f6a8b0c1d',
  isim: 'Ayşe',
  soyisim: 'Yılmaz',
  telefon: '+90 532 000 00 00',
  sektor: 'Konut',
  mesaj: 'Merhaba',
  createdAt: '2026-12-05T11:30:00.000Z',
  isRead: false,
  email: null,
  province: 'İzmir',
  topic: 'Poliüretan Enjeksiyon',
  source: { page: '/urunler/x', referrerHost: 'www.google.com', utmCampaign: 'kis' },
  status: 'quoted',
  assigneeId: null,
  assigneeName: 'satis',
  callbackAt: '2026-12-12',
  notes: [
    { id: 'a', text: 'Arandı', createdAt: '2026-12-05T12:00:00.000Z', username: 'satis' },
    { id: 'b', text: 'Teklif', createdAt: '2026-12-06T07:05:00.000Z', username: null },
  ],
};

async function text(pages: Contact[][]) {
  let all = '';
  for await (const piece of enquiryCsv(
    (async function* () {
      yield* pages;
    })(),
  ))
    all += piece;
  return all;
}

describe('the enquiries’ CSV', () => {
  it('starts with the BOM and the Turkish headers', async () => {
    const all = await text([]);
    expect(all).toBe(`\uFEFF${ENQUIRY_CSV_HEADERS.map((header) => `"${header}"`).join(';')}\r\n`);
    expect(ENQUIRY_CSV_HEADERS).toEqual([
      'Tarih',
      'Ad Soyad',
      'Telefon',
      'E-posta',
      'İl',
      'Sektör',
      'Konu',
      'Mesaj',
      'Durum',
      'Atanan',
      'Geri arama',
      'Kaynak sayfa',
      'Giriş sayfası',
      'Yönlendiren site',
      'utm_source',
      'utm_medium',
      'utm_campaign',
      'Notlar',
    ]);
  });

  it('writes an enquiry as the panel shows it, the phone kept as text', async () => {
    const [, row] = (await text([[ENQUIRY]])).split('\r\n');
    expect(row).toBe(
      [
        '05.12.2026 14:30',
        'Ayşe Yılmaz',
        "'+90 532 000 00 00",
        '',
        'İzmir',
        'Konut',
        'Poliüretan Enjeksiyon',
        'Merhaba',
        'Teklif verildi',
        'satis',
        '12.12.2026',
        '/urunler/x',
        '',
        'www.google.com',
        '',
        '',
        'kis',
        '05.12.2026 15:00 satis: Arandı\n06.12.2026 10:05 : Teklif',
      ]
        .map((cell) => `"${cell}"`)
        .join(';'),
    );
  });

  it('names the file by Turkey’s day', () => {
    expect(enquiryCsvFileName(new Date('2026-12-05T22:30:00Z'))).toBe('mesajlar-2026-12-06.csv');
  });
});
