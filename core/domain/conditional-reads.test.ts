import { describe, expect, it } from 'vitest';
import { hasPreviewToken, isPublicRead } from './conditional-reads.ts';

describe('a read with a preview link’s token is never a public read (issue 46)', () => {
  it('knows the token by the parsed name, in any case or encoding', () => {
    for (const url of [
      '/api/Product/slug/x?Preview=abc',
      '/api/Product/slug/x?%50review=abc',
      '/api/Product/slug/x?%70%72%65%76%69%65%77=abc',
      '/api/Product/slug/x?PREVIEW=abc&Drafts=false',
      '/api/Product/slug/x?u=1&preview',
      '/product/x?onizleme=abc',
      '/product/x?%6Fnizleme=abc',
      '/product/x?%E0%A4%A=abc',
    ]) {
      expect(hasPreviewToken(url), url).toBe(true);
      expect(isPublicRead('GET', undefined, url), url).toBe(false);
    }
  });

  it('leaves every other read public: another name, or the word only in a value', () => {
    for (const url of [
      '/api/Product/slug/x',
      '/api/Product/slug/x?u=preview=1',
      '/api/Product?PageIndex=0&PageSize=10',
      '/product/x?gonderim=basarili&ara=onizleme',
      '/api/Product/slug/x?previews=1',
    ]) {
      expect(hasPreviewToken(url), url).toBe(false);
      expect(isPublicRead('GET', undefined, url), url).toBe(true);
    }
    expect(isPublicRead('GET', 'Bearer x', '/api/Product')).toBe(false);
    expect(isPublicRead('POST', undefined, '/api/Product')).toBe(false);
  });
});
