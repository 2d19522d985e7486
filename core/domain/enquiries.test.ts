import { describe, expect, it } from 'vitest';
import { MIN_FILL_TIME_MS, isSpamEnquiry } from '../lib/enquiry';
import type { Contact } from '../../src/api/generated/backend/model/index.ts';
import {
  TURKISH_FOLD,
  foldTurkish,
  inboxQuery,
  matchesSearch,
  newestEnquiryFirst,
} from './enquiries';

const enquiry = {
  isim: 'İsmail',
  soyisim: 'Irmak',
  telefon: '0532 418 27 65',
  sektor: 'İNŞAAT',
  mesaj: 'Işıklı tabelanın ANKRAJI için\nkeşif istiyoruz.',
};

describe('Turkish case folding (one table for the mocks and the SQL)', () => {
  it("folds as toLocaleLowerCase('tr-TR'): I to ı, İ to i", () => {
    expect(foldTurkish('IĞDIR İZMİR ÇAĞLAYAN ŞİŞLİ ÖZÜ')).toBe('ığdır izmir çağlayan şişli özü');
    expect(foldTurkish('ııii')).toBe('ııii');
    expect(foldTurkish('Éclair ÄÖ Ж')).toBe('Éclair ÄÖ Ж'.toLocaleLowerCase('tr-TR'));
  });

  it('agrees with toLocaleLowerCase for every letter in its table, one letter each', () => {
    expect([...TURKISH_FOLD.from]).toHaveLength([...TURKISH_FOLD.to].length);
    for (const letter of TURKISH_FOLD.from) {
      expect(foldTurkish(letter)).toBe(letter.toLocaleLowerCase('tr-TR'));
    }
  });
});

describe('the inbox search', () => {
  const matches = (text: string) =>
    matchesSearch(enquiry, inboxQuery({ pageIndex: 0, pageSize: 25, search: text }).search);

  it('finds name, phone, sector and message by Turkish case rules', () => {
    expect(matches('ismail')).toBe(true);
    expect(matches('İSMAİL IRMAK')).toBe(true);
    expect(matches('ırmak')).toBe(true);
    expect(matches('irmak')).toBe(false);
    expect(matches('418 27')).toBe(true);
    expect(matches('inşaat')).toBe(true);
    expect(matches('IŞIKLI')).toBe(true);
    expect(matches('ankrajı')).toBe(true);
    expect(matches('  keşif ')).toBe(true);
  });

  it('never spans two fields, and a blank search matches everything', () => {
    expect(matches('65 İnşaat')).toBe(false);
    expect(matches('')).toBe(true);
    expect(matches('   ')).toBe(true);
  });

  it('defaults the filter to the inbox', () => {
    expect(inboxQuery({ pageIndex: 1, pageSize: 25 })).toEqual({
      pageIndex: 1,
      pageSize: 25,
      search: '',
      filter: 'inbox',
    });
    expect(inboxQuery({ pageIndex: 0, pageSize: 25, filter: 'spam' }).filter).toBe('spam');
  });
});

describe('the inbox order', () => {
  it('is newest first, and of one millisecond the one stored last first (as the server)', () => {
    const at = (isim: string, createdAt: string) => ({ isim, createdAt }) as Contact;
    const stored = [
      at('ilk', '2026-11-24T08:00:00.000Z'),
      at('ikinci', '2026-11-24T09:00:00.000Z'),
      at('üçüncü', '2026-11-24T09:00:00.000Z'),
      at('dördüncü', '2026-11-24T09:00:00.000Z'),
    ];
    expect(
      [...stored]
        .reverse()
        .sort(newestEnquiryFirst)
        .map((item) => item.isim),
    ).toEqual(['dördüncü', 'üçüncü', 'ikinci', 'ilk']);
  });
});

describe('spam', () => {
  it('is a filled honeypot or a form sent in under 2 s', () => {
    expect(MIN_FILL_TIME_MS).toBe(2000);
    expect(isSpamEnquiry({ website: 'http://x' })).toBe(true);
    expect(isSpamEnquiry({ website: '  ' })).toBe(false);
    expect(isSpamEnquiry({ fillTimeMs: 1999 })).toBe(true);
    expect(isSpamEnquiry({ fillTimeMs: 2000 })).toBe(false);
    expect(isSpamEnquiry({ website: '', fillTimeMs: 15_000 })).toBe(false);
  });

  it('does not judge a fill time left out', () => {
    expect(isSpamEnquiry({})).toBe(false);
  });
});
