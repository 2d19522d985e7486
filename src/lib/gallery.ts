/** docs/SPEC.md section 9: more than 4 detail images use the grid section, up to 4 the gallery block. */
const GALLERY_BLOCK_MAX = 4;

export const galleryLayout = (count: number): 'grid' | 'gallery' =>
  count > GALLERY_BLOCK_MAX ? 'grid' : 'gallery';
