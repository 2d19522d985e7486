import { describe, expect, it } from 'vitest';
import { isHttpUrl, tooLongMessage } from './form-rules';

describe('form rules', () => {
  it('accepts only absolute http(s) addresses', () => {
    expect(isHttpUrl('https://belgeler.example.com/föy.pdf')).toBe(true);
    expect(isHttpUrl(' http://example.com ')).toBe(true);
    for (const value of [
      'ftp://example.com',
      'javascript:alert(1)',
      '/uploads/a.pdf',
      'örnek',
      '',
    ]) {
      expect(isHttpUrl(value)).toBe(false);
    }
  });

  it('says how long a field may be', () => {
    expect(tooLongMessage(300)).toBe('Bu alan en fazla 300 karakter olabilir.');
  });
});
