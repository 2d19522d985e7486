import { describe, expect, it } from 'vitest';
import { presentTexts, truncateFileName } from './text';

describe('truncateFileName (docs/SPEC.md section 9)', () => {
  it('keeps names of up to 25 characters', () => {
    expect(truncateFileName('Teknik Föy.pdf')).toBe('Teknik Föy.pdf');
    expect(truncateFileName('a'.repeat(25))).toBe('a'.repeat(25));
  });

  it('cuts longer names to 22 characters plus ...', () => {
    expect(truncateFileName('a'.repeat(26))).toBe(`${'a'.repeat(22)}...`);
    expect(truncateFileName('Poliüretan Enjeksiyon Teknik Föyü.pdf')).toBe(
      'Poliüretan Enjeksiyon ...',
    );
  });

  it('counts Turkish letters as one character each', () => {
    expect(truncateFileName('ğüşıöçĞÜŞİÖÇğüşıöçĞÜŞİÖÇ')).toBe('ğüşıöçĞÜŞİÖÇğüşıöçĞÜŞİÖÇ');
    expect(truncateFileName('ğüşıöçĞÜŞİÖÇğüşıöçĞÜŞİÖÇxy')).toBe('ğüşıöçĞÜŞİÖÇğüşıöçĞÜŞİ...');
  });
});

describe('presentTexts', () => {
  it('trims and drops blank entries', () => {
    expect(presentTexts([' Bodrum ', '', '  ', null, 'Tünel'])).toEqual(['Bodrum', 'Tünel']);
    expect(presentTexts(undefined)).toEqual([]);
  });
});
