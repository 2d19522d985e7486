import { describe, expect, it } from 'vitest';
import { toParagraphs } from './paragraphs';

describe('toParagraphs', () => {
  it('splits on blank lines and trims each paragraph', () => {
    expect(toParagraphs('  Birinci paragraf.\n\nİkinci paragraf.  ')).toEqual([
      'Birinci paragraf.',
      'İkinci paragraf.',
    ]);
  });

  it('treats a line of spaces and Windows line breaks as a blank line', () => {
    expect(toParagraphs('Bir.\r\n   \r\nİki.\n\t\nÜç.')).toEqual(['Bir.', 'İki.', 'Üç.']);
  });

  it('keeps a single line break inside its paragraph', () => {
    expect(toParagraphs('Ambalaj: 20 kg\nDepolama: 12 ay')).toEqual([
      'Ambalaj: 20 kg\nDepolama: 12 ay',
    ]);
  });

  it('drops empty paragraphs and gives nothing for empty or missing text', () => {
    expect(toParagraphs('Bir.\n\n\n\n\nİki.')).toEqual(['Bir.', 'İki.']);
    expect(toParagraphs('   ')).toEqual([]);
    expect(toParagraphs('')).toEqual([]);
    expect(toParagraphs(null)).toEqual([]);
    expect(toParagraphs(undefined)).toEqual([]);
  });
});
