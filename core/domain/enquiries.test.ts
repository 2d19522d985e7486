import { MESSAGES } from './messages';
import { describe, expect, it } from 'vitest';
import { MIN_FILL_TIME_MS, isSpamEnquiry } from '../lib/enquiry';
import type { Contact } from '../../src/api/generated/backend/model/index.ts';
import { inboxQuery, matchesSearch, newestEnquiryFirst } from './enquiries';

const enquiry = {
  isim: 'İsmail',
  soyisim: 'Irmak',
  telefon: '0532 418 27 65',
  sektor: 'İNŞAAT',
  mesaj: 'Işıklı tabelanın ANKRAJI için\nkeşif istiyoruz.',
};

describe('the inbox search', () => {
  const matches = (text: string) =>
    matchesSearch(enquiry, inboxQuery({ pageIndex: 0, pageSize: 25, search: text }).search);

  it('finds name, phone, sector and message by Turkish case rules, diacritics optional', () => {
    expect(matches('ismail')).toBe(true);
    expect(matches('İSMAİL IRMAK')).toBe(true);
    expect(matches('ırmak')).toBe(true);
    expect(matches('irmak')).toBe(true);
    expect(matches('insaat')).toBe(true);
    expect(matches('ISIKLI')).toBe(true);
    expect(matches('tabelanin ankraji')).toBe(true);
    expect(matches('kesif')).toBe(true);
    expect(matches('418 27')).toBe(true);
    expect(matches('inşaat')).toBe(true);
    expect(matches('IŞIKLI')).toBe(true);
    expect(matches('ankrajı')).toBe(true);
    expect(matches('  keşif ')).toBe(true);
  });

  it('looks for the folded text as it is: no typo forgiven, no suffix taken off (ADR 0068)', () => {
    expect(matches('isıklı')).toBe(true);
    expect(matches('ısklı')).toBe(false);
    expect(matches('ankrajlar')).toBe(false);
    expect(matches('0532 418')).toBe(true);
    expect(matches('0532 481')).toBe(false);
  });

  it('never spans two fields, and a blank search matches everything', () => {
    expect(matches('65 İnşaat')).toBe(false);
    expect(matches('')).toBe(true);
    expect(matches('   ')).toBe(true);
  });

  it('drops the separator of the stored texts from a search, so it cannot join two fields', () => {
    expect(inboxQuery({ pageIndex: 0, pageSize: 25, search: 'Iş\u0001ık' }).search).toBe('isik');
    expect(inboxQuery({ pageIndex: 0, pageSize: 25, source: 'Kİ\u0001S' }).source).toBe('kis');
  });

  it('defaults the filter to the inbox', () => {
    expect(inboxQuery({ pageIndex: 1, pageSize: 25 })).toEqual({
      pageIndex: 1,
      pageSize: 25,
      search: '',
      filter: 'inbox',
      status: null,
      assignee: null,
      source: '',
      province: null,
      since: null,
      until: null,
      sort: 'newest',
    });
    expect(inboxQuery({ pageIndex: 0, pageSize: 25, filter: 'spam' }).filter).toBe('spam');
  });

  it('takes issue 48’s filters: days in Turkey, an assignee in its stored spelling, text folded', () => {
    const query = inboxQuery({
      pageIndex: 0,
      pageSize: 25,
      from: '2026-12-01',
      to: '2026-12-01',
      assigneeId: 'AAAAAAAA-BBBB-4CCC-8DDD-EEEEEEEEEEEE',
      source: ' GOOGLE ',
      sort: 'callback',
    });
    expect(query.since?.toISOString()).toBe('2026-11-30T21:00:00.000Z');
    expect(query.until?.toISOString()).toBe('2026-12-01T21:00:00.000Z');
    expect(query.assignee).toBe('aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee');
    expect(query.source).toBe('google');
    expect(query.sort).toBe('callback');
    expect(inboxQuery({ pageIndex: 0, pageSize: 1, assigneeId: 'none' }).assignee).toBe('none');
  });

  it('refuses a day that is none, and a range the wrong way round', () => {
    expect(() => inboxQuery({ pageIndex: 0, pageSize: 1, from: '2026-02-30' })).toThrow(
      expect.objectContaining({ errors: { From: [MESSAGES.enquiryDay] } }),
    );
    expect(() =>
      inboxQuery({ pageIndex: 0, pageSize: 1, from: '2026-02-02', to: '2026-02-01' }),
    ).toThrow(expect.objectContaining({ errors: { To: [MESSAGES.auditDaysReversed] } }));
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
