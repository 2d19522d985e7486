import { describe, expect, it } from 'vitest';
import { fileCategory, readableMimeType } from './file-types';
import { formatFileSize, formatMegabytes } from './format';
import { compareTurkish, matchesSearch } from './text-search';

describe('fileCategory', () => {
  it.each([
    ['banner.svg', 'image/svg+xml', 'image'],
    ['foto.JPG', '', 'image'],
    ['teknik-foy.pdf', 'application/pdf', 'pdf'],
    ['teklif.docx', '', 'office'],
    ['fiyat.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'office'],
    ['sunum.pptx', '', 'office'],
    ['arsiv.zip', 'application/zip', 'other'],
    ['notlar.txt', 'text/plain', 'other'],
  ])('%s (%s) is %s', (name, type, category) => {
    expect(fileCategory(name, type)).toBe(category);
  });
});

describe('readableMimeType', () => {
  it('names common types in Turkish', () => {
    expect(readableMimeType('application/pdf')).toBe('PDF belgesi');
    expect(
      readableMimeType('application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
    ).toBe('Word belgesi');
    expect(readableMimeType('image/avif')).toBe('AVIF görseli');
    expect(readableMimeType('image/bmp')).toBe('Görsel');
    expect(readableMimeType('')).toBe('Bilinmiyor');
    expect(readableMimeType('application/x-custom')).toBe('application/x-custom');
  });
});

describe('formatFileSize (docs/SPEC.md section 9)', () => {
  it('uses Bytes, KB, MB and GB with 2 decimals', () => {
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(512)).toBe('512,00 Bytes');
    expect(formatFileSize(1536)).toBe('1,50 KB');
    expect(formatFileSize(52_428_800)).toBe('50,00 MB');
    expect(formatFileSize(3 * 1024 ** 3)).toBe('3,00 GB');
  });

  it("reads 'Bilinmiyor' for an unknown size", () => {
    expect(formatFileSize(null)).toBe('Bilinmiyor');
    expect(formatFileSize(undefined)).toBe('Bilinmiyor');
    expect(formatFileSize(Number.NaN)).toBe('Bilinmiyor');
  });

  it('shows MB with 2 decimals for the product form', () => {
    expect(formatMegabytes(1_572_864)).toBe('1,50 MB');
  });
});

describe('Turkish search and sort (docs/DESIGN.md section 3)', () => {
  it('matches by the Turkish rules of core (issue 49): case, diacritics, prefixes, typos, suffixes', () => {
    expect(matchesSearch('İZOLASYON', 'izolasyon malzemesi')).toBe(true);
    expect(matchesSearch('ışık', 'IŞIK TESTİ')).toBe(true);
    expect(matchesSearch('teknik', null, 'Poliüretan Teknik Föyü')).toBe(true);
    expect(matchesSearch('poliuretan', 'Poliüretan Enjeksiyon')).toBe(true);
    expect(matchesSearch('ISI', 'ısı yalıtımı')).toBe(true);
    expect(matchesSearch('celik', 'Çelik Ankraj')).toBe(true);
    expect(matchesSearch('enjek', 'Poliüretan Enjeksiyon')).toBe(true);
    expect(matchesSearch('enjeksyon', 'Poliüretan Enjeksiyon')).toBe(true);
    expect(matchesSearch('ankrajlar', 'Çelik Ankraj')).toBe(true);
    // Each word in one of the fields, every word somewhere.
    expect(matchesSearch('teknik föy', 'Teknik', 'Föy')).toBe(true);
    expect(matchesSearch('teknik ankraj', 'Poliüretan Teknik Föyü')).toBe(false);
    expect(matchesSearch('ankraj', 'Poliüretan')).toBe(false);
    expect(matchesSearch('  ', 'her şey')).toBe(true);
  });

  it('sorts with Turkish collation', () => {
    expect(
      ['Zemin', 'Çatlak', 'Cam', 'İzolasyon', 'Isı', 'Şap', 'Su'].sort(compareTurkish),
    ).toEqual(['Cam', 'Çatlak', 'Isı', 'İzolasyon', 'Su', 'Şap', 'Zemin']);
  });
});
