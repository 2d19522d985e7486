import { describe, expect, it } from 'vitest';
import { SITE_SEARCH_FIELDS } from '../domain/site-search.ts';
import { createSeed } from '../../seed/index.ts';
import { SEARCH_CASES, seedSearchRecords } from '../../tests/search/search-cases.ts';
import {
  createSearchIndex,
  matchesText,
  MIN_TEXT_PREFIX_LENGTH,
  type SearchHit,
} from './turkish-search.ts';
import { foldTurkish, stemsOf, wordsOf } from './turkish-text.ts';

interface Note {
  id: string;
  title: string;
  subtitle?: string;
  text?: string | string[];
  draft?: boolean;
}

const notesIndex = (notes: Note[]) => {
  const index = createSearchIndex<Note>({
    id: (note) => note.id,
    title: (note) => note.title,
    subtitle: (note) => note.subtitle,
    text: (note) => note.text,
  });
  index.addAll(notes);
  return index;
};

const marked = (hit: SearchHit<unknown> | undefined, field: 'title' | 'subtitle' | 'text') =>
  hit?.highlights[field].map(({ start, end }) => hit.fields[field].slice(start, end));

describe('foldTurkish', () => {
  it.each([
    ['İSTANBUL', 'istanbul'],
    ['ISI', 'isi'],
    ['ısı', 'isi'],
    ['Poliüretan', 'poliuretan'],
    ['ÇĞİÖŞÜ', 'cgiosu'],
    ['çğıöşü', 'cgiosu'],
    ['Kâğıt', 'kagit'],
    ['Poliu\u0308retan', 'poliuretan'],
    ['İstanbul’da', 'istanbul'],
    ["CE'ye", 'ce'],
  ])('%s → %s', (word, folded) => {
    expect(foldTurkish(word)).toBe(folded);
  });
});

describe('stemsOf', () => {
  it.each([
    ['enjeksiyonu', 'enjeksiyon'],
    ['enjeksiyonunu', 'enjeksiyon'],
    ['ankrajlar', 'ankraj'],
    ['ankrajlarinda', 'ankraj'],
    ['betonun', 'beton'],
    ['betonda', 'beton'],
    ['kesimi', 'kesim'],
    ['harci', 'harc'],
    ['yalitimi', 'yalitim'],
  ])('%s has the stem %s', (word, stem) => {
    expect(stemsOf(word)).toContain(stem);
  });

  it('gives a word with a buffer letter a stem each way', () => {
    expect(stemsOf('yapinin')).toContain('yap');
    expect(stemsOf('yapi')).toEqual(['yap']);
  });

  it('leaves short words, numbers and words without a suffix alone', () => {
    expect(stemsOf('su')).toEqual([]);
    expect(stemsOf('foy')).toEqual([]);
    expect(stemsOf('m20')).toEqual([]);
    expect(stemsOf('1504')).toEqual([]);
    expect(stemsOf('beton')).toEqual([]);
  });
});

describe('wordsOf', () => {
  it('gives each word where it stands in the original text', () => {
    const text = 'İzmir’de ÇELİK, ısı-yalıtımı (2024)';
    expect(wordsOf(text).map(({ start, end }) => text.slice(start, end))).toEqual([
      'İzmir’de',
      'ÇELİK',
      'ısı',
      'yalıtımı',
      '2024',
    ]);
  });
});

describe('createSearchIndex', () => {
  it('marks the matched words at their places in the original strings', () => {
    const index = notesIndex([
      {
        id: '1',
        title: 'İİİ ÇELİK İzmir’de',
        subtitle: 'Poliu\u0308retan (decomposed ü) ve ISI',
        text: ['Birinci satır', 'İkinci satırda çeliği ve ısıyı anlatır.'],
      },
    ]);
    const [hit] = index.search('celik').hits;
    expect(marked(hit, 'title')).toEqual(['ÇELİK']);
    expect(marked(hit, 'text')).toEqual(['çeliği']);
    const [other] = index.search('izmir poliuretan ısı').hits;
    expect(marked(other, 'title')).toEqual(['İzmir’de']);
    expect(marked(other, 'subtitle')).toEqual(['Poliu\u0308retan', 'ISI']);
    expect(marked(other, 'text')).toEqual(['ısıyı']);
  });

  it('adds, replaces and removes records, as a change feed does', () => {
    const index = notesIndex([
      { id: '1', title: 'Kimyasal Ankraj' },
      { id: '2', title: 'Karot ile Beton Delme' },
    ]);
    expect(index.size).toBe(2);
    index.add({ id: '1', title: 'Halatlı Tel ile Beton Kesme' });
    expect(index.size).toBe(2);
    expect(index.search('ankraj').total).toBe(0);
    expect(
      index
        .search('beton')
        .hits.map((hit) => hit.id)
        .sort(),
    ).toEqual(['1', '2']);
    index.remove('2');
    index.remove('unknown');
    expect(index.search('beton').hits.map((hit) => hit.id)).toEqual(['1']);
    expect(index.size).toBe(1);
  });

  it('leaves out what the filter refuses, and pages with limit and offset', () => {
    const notes = Array.from({ length: 30 }, (_, i) => ({
      id: String(i).padStart(2, '0'),
      title: `Teknik Föy ${i}`,
      draft: i % 3 === 0,
    }));
    const index = notesIndex(notes);
    const visitor = (note: Note) => !note.draft;
    expect(index.search('teknik föy', { filter: visitor }).total).toBe(20);
    const page = index.search('teknik föy', { filter: visitor, limit: 5, offset: 5 });
    expect(page.total).toBe(20);
    expect(page.hits).toHaveLength(5);
    expect(page.hits.every((hit) => !hit.record.draft)).toBe(true);
    expect(index.search('teknik föy').hits).toHaveLength(20);
  });

  it('cuts a very long query before the word the cut goes through', () => {
    const index = notesIndex([{ id: '1', title: 'Poliüretan Enjeksiyon' }]);
    // 'ankraj' would be cut to 'an' at 200 characters: left out, not searched as a prefix.
    const query = `${'poliüretan '.repeat(18)}ankraj`;
    expect(query.indexOf('ankraj')).toBe(198);
    expect(index.search(query).total).toBe(1);
    expect(index.search(`${query} ankraj`).total).toBe(1);
  });

  it('ranks a title above a subtitle above a text, and a typo after them', () => {
    const index = notesIndex([
      { id: 'text', title: 'Başka', text: 'enjeksiyon enjeksiyon enjeksiyon' },
      { id: 'subtitle', title: 'Başka', subtitle: 'Enjeksiyon' },
      { id: 'typo', title: 'Enjeksiyan' },
      { id: 'title', title: 'Uzun Bir Başlıkta Geçen Enjeksiyon Sözcüğü' },
    ]);
    expect(index.search('enjeksiyon').hits.map((hit) => hit.id)).toEqual([
      'title',
      'subtitle',
      'text',
      'typo',
    ]);
  });

  it('gives the same hits in the same order whatever order the records came in', () => {
    const records = seedSearchRecords(createSeed());
    const forward = createSearchIndex(SITE_SEARCH_FIELDS);
    forward.addAll(records);
    const backward = createSearchIndex(SITE_SEARCH_FIELDS);
    backward.addAll([...records].reverse());
    for (const { query } of SEARCH_CASES) {
      const ids = (index: typeof forward) =>
        index.search(query, { limit: 1000 }).hits.map((hit) => [hit.id, hit.score.toFixed(9)]);
      expect(ids(backward), query).toEqual(ids(forward));
    }
  });

  it('syncs to a list of records: new ones in, changed ones again, missing ones out', () => {
    const index = notesIndex([
      { id: 'a', title: 'Karot Delme' },
      { id: 'b', title: 'Beton Kesme' },
    ]);
    expect(index.search('karot').total).toBe(1);
    expect(
      index.sync([
        { id: 'a', title: 'Karot Delme' },
        { id: 'c', title: 'Karot Ucu' },
      ]),
    ).toBe(true);
    expect(index.size).toBe(2);
    expect(index.search('karot').hits.map((hit) => hit.id)).toEqual(['a', 'c']);
    expect(index.search('beton').total).toBe(0);
    // The same text under a new record: the hit carries the new record.
    const renamed = { id: 'a', title: 'Karot Delme', draft: true };
    index.sync([renamed, { id: 'c', title: 'Karot Ucu' }]);
    expect(index.search('karot').hits[0]?.record).toBe(renamed);
    expect(index.sync([renamed, { id: 'c', title: 'Karot Ucu' }])).toBe(true);
  });

  it('answers a repeated query from its cache, and never after a change', () => {
    const index = notesIndex([{ id: 'a', title: 'Epoksi Harç' }]);
    expect(index.search('epoksi').total).toBe(1);
    index.add({ id: 'b', title: 'Epoksi Astar' });
    expect(index.search('EPOKSİ').total).toBe(2);
    index.remove('a');
    expect(index.search('epoksi').hits.map((hit) => hit.id)).toEqual(['b']);
    // Pages of one cached ranking.
    index.addAll([3, 4, 5].map((n) => ({ id: `n${n}`, title: `Epoksi ${n}` })));
    const all = index.search('epoksi', { limit: 10 }).hits.map((hit) => hit.id);
    expect(
      [
        ...index.search('epoksi', { limit: 2 }).hits,
        ...index.search('epoksi', { limit: 2, offset: 2 }).hits,
      ].map((hit) => hit.id),
    ).toEqual(all.slice(0, 4));
  });

  it('stops at a word no record has, whatever the other words find', () => {
    const index = notesIndex([
      { id: 'a', title: 'Beton', text: 'beton beton' },
      { id: 'b', title: 'Beton Kesme' },
    ]);
    expect(index.search('beton zzzz').total).toBe(0);
    expect(index.search('kesme beton').hits.map((hit) => hit.id)).toEqual(['b']);
  });
});

describe('matchesText', () => {
  it('agrees with the index on every record of the seed, for every query of the table', () => {
    const records = seedSearchRecords(createSeed());
    const index = createSearchIndex(SITE_SEARCH_FIELDS);
    index.addAll(records);
    const textOf = (record: (typeof records)[number]) =>
      [SITE_SEARCH_FIELDS.title, SITE_SEARCH_FIELDS.subtitle, SITE_SEARCH_FIELDS.text]
        .flatMap((field) => field?.(record) ?? [])
        .join('\n');
    for (const { query } of SEARCH_CASES) {
      if (index.search(query).total === 0 && matchesText(query, '')) continue; // no words
      // A word of two or three letters begins words in titles only in the index; in the one text
      // matchesText is given, anywhere: it may keep more.
      const short = wordsOf(query).some(
        ({ word }) => foldTurkish(word).length < MIN_TEXT_PREFIX_LENGTH,
      );
      const found = new Set(index.search(query, { limit: 1000 }).hits.map((hit) => hit.id));
      for (const record of records) {
        const id = SITE_SEARCH_FIELDS.id(record);
        const matches = matchesText(query, textOf(record));
        if (found.has(id)) expect(matches, `${query} in ${id}`).toBe(true);
        else if (!short) expect(matches, `${query} in ${id}`).toBe(false);
      }
    }
  });
});
