import { describe, expect, it } from 'vitest';
import { toEmbedUrl } from './video';

describe('toEmbedUrl (docs/SPEC.md section 7)', () => {
  it('converts a short link', () => {
    expect(toEmbedUrl('https://youtu.be/Qm7T2xKp4Ws')).toBe(
      'https://www.youtube.com/embed/Qm7T2xKp4Ws',
    );
    expect(toEmbedUrl('https://youtu.be/Qm7T2xKp4Ws?t=42')).toBe(
      'https://www.youtube.com/embed/Qm7T2xKp4Ws',
    );
  });

  it('converts a watch-page link', () => {
    expect(toEmbedUrl('https://www.youtube.com/watch?v=Lr8vNc3Hd0E')).toBe(
      'https://www.youtube.com/embed/Lr8vNc3Hd0E',
    );
    expect(toEmbedUrl('https://m.youtube.com/watch?v=Lr8vNc3Hd0E&list=PL1')).toBe(
      'https://www.youtube.com/embed/Lr8vNc3Hd0E',
    );
  });

  it('keeps an embed link and converts shorts', () => {
    expect(toEmbedUrl('https://www.youtube.com/embed/Vb5kR9sTq2M')).toBe(
      'https://www.youtube.com/embed/Vb5kR9sTq2M',
    );
    expect(toEmbedUrl('https://youtube.com/shorts/Vb5kR9sTq2M')).toBe(
      'https://www.youtube.com/embed/Vb5kR9sTq2M',
    );
  });

  it('gives null for anything else', () => {
    expect(toEmbedUrl('')).toBeNull();
    expect(toEmbedUrl(null)).toBeNull();
    expect(toEmbedUrl('video burada')).toBeNull();
    expect(toEmbedUrl('https://vimeo.com/123456')).toBeNull();
    expect(toEmbedUrl('javascript:alert(1)')).toBeNull();
    expect(toEmbedUrl('https://www.youtube.com/watch?v=')).toBeNull();
    expect(toEmbedUrl('https://evil.example/youtu.be/abcdefgh')).toBeNull();
  });
});
