import { describe, expect, it } from 'vitest';
import { prefixImagePath } from './image-url';

describe('prefixImagePath (docs/SPEC.md section 7)', () => {
  it('prefixes a path with the backend base address', () => {
    expect(prefixImagePath('/uploads/a.svg', 'https://api.asilyapi.test')).toBe(
      'https://api.asilyapi.test/uploads/a.svg',
    );
    expect(prefixImagePath('uploads/a.svg', 'https://api.asilyapi.test/')).toBe(
      'https://api.asilyapi.test/uploads/a.svg',
    );
  });

  it('keeps a same-origin path when there is no base address', () => {
    expect(prefixImagePath('/uploads/a.svg', '')).toBe('/uploads/a.svg');
  });

  it('leaves addresses that begin with http alone', () => {
    expect(prefixImagePath('https://cdn.example.org/a.png', 'https://api.asilyapi.test')).toBe(
      'https://cdn.example.org/a.png',
    );
    expect(prefixImagePath('http://cdn.example.org/a.png', 'https://api.asilyapi.test')).toBe(
      'http://cdn.example.org/a.png',
    );
  });

  it('gives null for an empty path, so the caller falls back', () => {
    expect(prefixImagePath('', 'https://api.asilyapi.test')).toBeNull();
    expect(prefixImagePath('   ', '')).toBeNull();
    expect(prefixImagePath(null, '')).toBeNull();
  });
});
