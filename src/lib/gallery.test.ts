import { describe, expect, it } from 'vitest';
import { galleryLayout } from './gallery';

describe('galleryLayout (docs/SPEC.md section 9)', () => {
  it('uses the gallery block for up to 4 images', () => {
    expect([0, 1, 4].map(galleryLayout)).toEqual(['gallery', 'gallery', 'gallery']);
  });

  it('uses the grid section for more than 4 images', () => {
    expect([5, 6, 12].map(galleryLayout)).toEqual(['grid', 'grid', 'grid']);
  });
});
