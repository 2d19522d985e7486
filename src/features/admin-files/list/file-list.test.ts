import { describe, expect, it } from 'vitest';
import { db } from '../../../../mocks/node';
import { addScaleData } from '../../../../mocks/scale';
import { ApiError } from '../../../api/api-error';
import { matchesSearch } from '../../../lib/text-search';
import {
  categoryOptions,
  filterRows,
  hasActiveFilters,
  isOffsetError,
  nextPage,
  pageOf,
} from './file-list';
import { buildFileRows, searchTermsOf } from './file-rows';
import { recordsOf } from '../../../../tests/helpers/mock-records';

const row = (
  name: string,
  description: string | null,
  category: string | null,
  isActive = true,
) => ({
  name,
  description,
  category,
  isActive,
  searchTerms: searchTermsOf(name, description),
});

const rows = [
  row('İzolasyon Kılavuzu', 'Islak hacim uygulaması', 'Uygulama Kılavuzu'),
  row('Işık Bandı', null, 'Sistem Dosyası'),
  row('Çatı Membranı Teknik Föyü', 'IĞDIR şantiyesi için', 'Teknik Föy', false),
  row('ISO 9001 Sertifikası', 'Kalite yönetimi', 'Sertifika'),
  row('Zemin Fotoğrafı', 'iç mekân', null),
];
const all = { q: '', category: '', status: 'all' as const };
const names = (list: readonly { name: string }[]) => list.map((item) => item.name);

describe('search', () => {
  it('matches name or description by Turkish rules: case both ways, diacritics optional', () => {
    expect(names(filterRows(rows, { ...all, q: 'izolasyon' }))).toEqual(['İzolasyon Kılavuzu']);
    expect(names(filterRows(rows, { ...all, q: 'ışık' }))).toEqual(['Işık Bandı']);
    expect(names(filterRows(rows, { ...all, q: 'isik' }))).toEqual(['Işık Bandı']);
    expect(names(filterRows(rows, { ...all, q: 'ISLAK' }))).toEqual(['İzolasyon Kılavuzu']);
    expect(names(filterRows(rows, { ...all, q: 'igdir' }))).toEqual(['Çatı Membranı Teknik Föyü']);
    expect(names(filterRows(rows, { ...all, q: '  kalite ' }))).toEqual(['ISO 9001 Sertifikası']);
    expect(names(filterRows(rows, { ...all, q: 'iso' }))).toEqual(['ISO 9001 Sertifikası']);
    expect(filterRows(rows, all)).toHaveLength(rows.length);
  });

  it('finds words by their beginning, with one typo from five letters, and inflected', () => {
    const documents = [
      row('Poliüretan Enjeksiyon Teknik Föyü', 'Çatlak onarımı için', 'Teknik Föy'),
      row('Isı Yalıtımı Uygulama Kılavuzu', null, 'Uygulama Kılavuzu'),
      row('Çelik Ankraj Sertifikası', 'Kimyasal ankrajlar', 'Sertifika'),
    ];
    const found = (q: string) => names(filterRows(documents, { ...all, q }));
    expect(found('poliuretan')).toEqual(['Poliüretan Enjeksiyon Teknik Föyü']);
    expect(found('ISI')).toEqual(['Isı Yalıtımı Uygulama Kılavuzu']);
    expect(found('celik')).toEqual(['Çelik Ankraj Sertifikası']);
    expect(found('enjek')).toEqual(['Poliüretan Enjeksiyon Teknik Föyü']);
    expect(found('enjeksyon')).toEqual(['Poliüretan Enjeksiyon Teknik Föyü']);
    expect(found('enjeksiyonu')).toEqual(['Poliüretan Enjeksiyon Teknik Föyü']);
    expect(found('ankrajlar')).toEqual(['Çelik Ankraj Sertifikası']);
    expect(found('yalitim kilavuzu')).toEqual(['Isı Yalıtımı Uygulama Kılavuzu']);
    // Every word must be found, in the name or the description.
    expect(found('teknik catlak')).toEqual(['Poliüretan Enjeksiyon Teknik Föyü']);
    expect(found('teknik ankraj')).toEqual([]);
  });

  it('agrees with matchesSearch (src/lib/text-search.ts) on every row', () => {
    for (const query of ['i', 'I', 'ı', 'İ', 'ş', 'föy', 'FOY', 'için', 'a b', 'yok-böyle']) {
      expect(names(filterRows(rows, { ...all, q: query }))).toEqual(
        names(rows.filter((item) => matchesSearch(query, item.name, item.description))),
      );
    }
  });

  it('does not join a word of the name to one of the description', () => {
    expect(filterRows([row('Bant', 'Işık', null)], { ...all, q: 'bantışık' })).toEqual([]);
  });
});

describe('filters', () => {
  it('offers the distinct categories present, sorted with Turkish collation', () => {
    expect(
      categoryOptions([
        ...rows,
        row('Ek', null, 'Teknik Föy'),
        row('C', null, 'Cam'),
        row('Ç', null, 'Çizim'),
      ]),
    ).toEqual(['Cam', 'Çizim', 'Sertifika', 'Sistem Dosyası', 'Teknik Föy', 'Uygulama Kılavuzu']);
  });

  it('filters by category and by status, together with the search', () => {
    expect(names(filterRows(rows, { ...all, category: 'Teknik Föy' }))).toEqual([
      'Çatı Membranı Teknik Föyü',
    ]);
    expect(names(filterRows(rows, { ...all, status: 'inactive' }))).toEqual([
      'Çatı Membranı Teknik Föyü',
    ]);
    expect(filterRows(rows, { ...all, status: 'active' })).toHaveLength(4);
    expect(filterRows(rows, { q: 'föy', category: 'Teknik Föy', status: 'active' })).toEqual([]);
  });

  it('knows when a filter is on', () => {
    expect(hasActiveFilters(all)).toBe(false);
    expect(hasActiveFilters({ ...all, q: '  ' })).toBe(false);
    expect(hasActiveFilters({ ...all, q: 'a' })).toBe(true);
    expect(hasActiveFilters({ ...all, category: 'Sertifika' })).toBe(true);
    expect(hasActiveFilters({ ...all, status: 'inactive' })).toBe(true);
  });
});

describe('paging (docs/SPEC.md section 4)', () => {
  const items = Array.from({ length: 23 }, (_, index) => index + 1);

  it('cuts the list into pages of the chosen size', () => {
    expect(pageOf(items, 1, 10)).toEqual({
      items: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      page: 1,
      pageSize: 10,
      totalPages: 3,
      total: 23,
    });
    expect(pageOf(items, 3, 10).items).toEqual([21, 22, 23]);
    expect(pageOf(items, 2, 5).items).toEqual([6, 7, 8, 9, 10]);
  });

  it('clamps the page between 1 and the number of pages', () => {
    expect(pageOf(items, 99, 10).page).toBe(3);
    expect(pageOf(items, 0, 10).page).toBe(1);
    expect(pageOf(items, -5, 10).page).toBe(1);
    expect(pageOf([], 4, 10)).toMatchObject({ items: [], page: 1, totalPages: 1, total: 0 });
  });

  it('clamps the page size to 1..100', () => {
    expect(pageOf(items, 1, 500).pageSize).toBe(100);
    expect(pageOf(items, 1, 0).pageSize).toBe(1);
    expect(pageOf(items, 1, 0).totalPages).toBe(23);
  });

  it('goes back to page 1 for a new page size or a new filter, not for the same values', () => {
    const current = { page: 4, size: 10, ...all };
    expect(nextPage(current, { size: 20 })).toBe(1);
    expect(nextPage(current, { size: 10 })).toBe(4);
    expect(nextPage(current, { q: 'föy' })).toBe(1);
    expect(nextPage(current, { category: 'Sertifika' })).toBe(1);
    expect(nextPage(current, { status: 'active' })).toBe(1);
    expect(nextPage(current, { status: 'all' })).toBe(4);
    expect(nextPage(current, { page: 7 })).toBe(7);
    expect(nextPage(current, { page: 0 })).toBe(1);
  });

  it('treats an error that mentions the offset as a silent reset', () => {
    expect(
      isOffsetError(new ApiError({ status: 400, message: 'OFFSET must not be negative' })),
    ).toBe(true);
    expect(
      isOffsetError(
        new ApiError({ status: 400, message: 'Geçersiz istek', errors: { Offset: ['hatalı'] } }),
      ),
    ).toBe(true);
    expect(isOffsetError(new Error('Requested offset is out of range'))).toBe(true);
    expect(isOffsetError(new ApiError({ status: 500, message: 'Sunucu hatası' }))).toBe(false);
    expect(isOffsetError(null)).toBe(false);
  });
});

describe('at scale (5,000 documents and 5,000 system files)', () => {
  it('searches, filters and pages 10,000 rows in a few milliseconds', async () => {
    addScaleData(db, 5000, 5000);
    const documents = recordsOf(db).documents();
    const files = db.state.files.map((file) => ({ ...file }));
    const built = buildFileRows(documents, files);
    expect(built.length).toBe(documents.length + files.length);
    expect(built.length).toBeGreaterThan(10_000);

    const timings: number[] = [];
    for (const q of ['p', 'po', 'pol', 'ayk-0001', 'İstanbul', 'ığdır', 'föy', '']) {
      const start = performance.now();
      const page = pageOf(
        filterRows(built, { q, category: 'Teknik Föy', status: 'active' }),
        2,
        10,
      );
      const alsoAll = pageOf(filterRows(built, { q, category: '', status: 'all' }), 1, 50);
      timings.push(performance.now() - start);
      expect(page.items.length).toBeLessThanOrEqual(10);
      expect(alsoAll.items.length).toBeLessThanOrEqual(50);
    }
    timings.sort((a, b) => a - b);
    // Generous for a slow CI machine; in a browser it is about a millisecond.
    expect(timings[Math.floor(timings.length / 2)]).toBeLessThan(50);
    expect(names(filterRows(built, { ...all, q: 'AYK-00042' }))).toEqual([
      expect.stringContaining('(AYK-00042)'),
    ]);
  });
});
