import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvField, csvRow } from './csv';

describe('CSV for Excel set to Turkish', () => {
  it('quotes every field and doubles the quotes in it', () => {
    expect(csvField('Asil "Yapı"')).toBe('"Asil ""Yapı"""');
    expect(csvField(null)).toBe('""');
  });

  it.each(['=1+1', '+90 532', '-5', '@SUM(A1)', '\tx', '\rx'])(
    'writes %j as text, with a leading apostrophe',
    (value) => {
      expect(csvField(value)).toBe(`"'${value}"`);
    },
  );

  it('leaves other fields as they are, line breaks inside included', () => {
    expect(csvField('0532 1\n2')).toBe('"0532 1\n2"');
  });

  it('separates fields with ; and ends each row with CRLF', () => {
    expect(csvRow(['a', 'b;c'])).toBe('"a";"b;c"\r\n');
    expect(CSV_BOM).toBe('\uFEFF');
  });
});
