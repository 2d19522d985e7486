import { describe, expect, it } from 'vitest';
import { LETTER_FOLD, foldLetters, foldTurkish } from './turkish-text';

/** The fold written out once more, independently: Turkish lower case, ı as i, no diacritics. */
const expected = (letter: string) =>
  letter.toLocaleLowerCase('tr-TR').replaceAll('ı', 'i').normalize('NFKD').replace(/\p{M}/gu, '');

describe('LETTER_FOLD, the one fold of the search, the mocks and the SQL', () => {
  it('pairs one letter with one letter, then lists the marks it drops', () => {
    const from = [...LETTER_FOLD.from];
    const to = [...LETTER_FOLD.to];
    expect(from.length).toBeGreaterThan(to.length);
    expect(new Set(from).size).toBe(from.length);
    for (const mark of from.slice(to.length)) expect(mark).toMatch(/^\p{M}$/u);
  });

  it('folds every letter from U+0041 to U+04FF as Turkish lower case without diacritics', () => {
    for (let code = 0x41; code <= 0x4ff; code += 1) {
      const letter = String.fromCodePoint(code);
      const folded = expected(letter);
      // A letter that would become two ('ĳ' → 'ij') is kept: translate() maps one to one.
      expect(foldLetters(letter), `U+${code.toString(16)}`).toBe(
        [...folded].length > 1 ? letter : folded,
      );
    }
  });

  it('folds Turkish texts both ways, I to ı to i and İ to i', () => {
    expect(foldLetters('IĞDIR İZMİR ÇAĞLAYAN ŞİŞLİ ÖZÜ')).toBe('igdir izmir caglayan sisli ozu');
    expect(foldLetters('ISI ısı isi İSİ')).toBe('isi isi isi isi');
    expect(foldLetters('Poliu\u0308retan Kâğıt')).toBe('poliuretan kagit');
    expect(foldLetters('0532 418\u000127 65')).toBe('0532 418\u000127 65');
  });

  it('is what foldTurkish folds a word with, the apostrophe and its suffix dropped', () => {
    for (const word of ['Poliüretan', 'ENJEKSİYON', 'Işıklı', 'çelik', 'Ж', 'Éclair']) {
      expect(foldTurkish(word)).toBe(foldLetters(word));
    }
    expect(foldTurkish('İstanbul’da')).toBe('istanbul');
  });
});
