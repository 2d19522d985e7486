import { describe, expect, it } from 'vitest';
import type { Contact, ContactInbox } from '../../src/api/generated/backend/model/index.ts';
import { inboxQuery, matchesSearch } from '../../core/domain/enquiries.ts';
import { setupTestApp } from '../test/test-app.ts';

/**
 * The inbox search in SQL (the generated `search_text` column, folded by core's LETTER_FOLD with
 * `translate()`) finds what core's `matchesSearch`, the mocks' search, finds over the same rows
 * (ADR 0068). On PGlite here, and on PostgreSQL with `npm run test:server:postgres`.
 */
const t = setupTestApp();

async function inbox(search: string): Promise<Contact[]> {
  const reply = await t.app.inject({
    url: `/api/Contact/inbox?PageSize=100&Search=${encodeURIComponent(search)}`,
    headers: t.authHeaders,
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return (reply.json() as { data: ContactInbox }).data.items;
}

const ids = (list: readonly Contact[]) => list.map((enquiry) => enquiry.id).sort();

const ENQUIRIES = [
  { isim: 'İsmail', soyisim: 'Irmak', mesaj: 'Işıklı tabelanın ANKRAJI için keşif.' },
  { isim: 'Ayşe', soyisim: 'Çağlayan', mesaj: 'Şişli’deki KÂĞIT fabrikası, İSTANBUL\u00a0ŞUBESİ' },
  { isim: 'Émile', soyisim: 'Durand', mesaj: 'Poliu\u0308retan enjeksiyon, ЖУК çatısı' },
  { isim: 'Mehmet', soyisim: 'Yılmaz', mesaj: 'ısı yalıtımı' },
];

describe('the inbox search on the server', () => {
  it('finds what core finds (the mocks), Turkish folding in SQL', async () => {
    const sent: Contact[] = [];
    for (const [index, enquiry] of ENQUIRIES.entries()) {
      sent.push(
        await t.ts.store.createEnquiry(
          { ...enquiry, telefon: `0532 418 27 6${String(index)}`, sektor: 'İNŞAAT' },
          false,
        ),
      );
    }
    const cases: [string, number][] = [
      ['isikli', 1],
      ['IŞIKLI TABELA', 1],
      ['irmak', 1],
      ['IRMAK', 1],
      ['kagit', 1],
      ['KÂĞIT', 1],
      ['sisli', 1],
      ['istanbul subesi', 1],
      ['poliuretan', 1],
      ['POLİÜRETAN', 1],
      ['emile', 1],
      ['жук', 1],
      // 'isi' also stands in 'Işıklı' and 'çatısı': a run of letters, wherever it is.
      ['ISI', 3],
      ['insaat', 4],
      ['418 27 6', 4],
      // A run of letters: no typo, no suffix taken off, never across two fields.
      ['ısklı', 0],
      ['ankrajlar', 0],
      ['yılmaz 0532', 0],
    ];
    // Every enquiry not spam: the seed's and these.
    const every = await inbox('');
    expect(every.length).toBeLessThan(100);
    for (const [search, count] of cases) {
      const found = ids(await inbox(search));
      const folded = inboxQuery({ pageIndex: 0, pageSize: 100, search }).search;
      expect(found, search).toEqual(ids(every.filter((enquiry) => matchesSearch(enquiry, folded))));
      expect(
        ids(sent).filter((id) => found.includes(id)),
        search,
      ).toHaveLength(count);
    }
  });
});
