/** docs/SPEC.md section 9: the about gallery shows at most 4 images. */
export const ABOUT_GALLERY_MAX = 4;

const UPLOAD_PREFIX = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}[-_]?/i;
// Words that say "this is a logo" rather than whose logo it is.
const FILLER_WORDS = new Set([
  'referans',
  'referanslar',
  'logo',
  'logosu',
  'partner',
  'is',
  'ortagi',
]);

function fileStem(path: string): string {
  const name = path.split(/[?#]/)[0]?.split('/').pop() ?? '';
  let decoded = name;
  try {
    decoded = decodeURIComponent(name);
  } catch {
    // A stray % in a file name: keep it as written.
  }
  return decoded.replace(/\.[a-z0-9]{2,5}$/i, '').replace(UPLOAD_PREFIX, '');
}

/**
 * The accessible name of a partner logo. Pages only hold the logo's path, so the company is
 * read from the file name ('/uploads/referans-tasoren-yapi-logo.svg' gives 'Tasoren Yapi
 * logosu'); a name with nothing readable in it gives 'İş ortağı logosu {n}'.
 */
export function partnerLogoAlt(path: string, index: number): string {
  const words = fileStem(path)
    .split(/[\s_.-]+/)
    .filter((word) => /\p{L}/u.test(word) && !FILLER_WORDS.has(word.toLocaleLowerCase('tr-TR')));
  if (words.length === 0) return `İş ortağı logosu ${index + 1}`;
  const company = words
    .map((word) => word.charAt(0).toLocaleUpperCase('tr-TR') + word.slice(1))
    .join(' ');
  return `${company} logosu`;
}

interface GalleryFile {
  path?: string | null;
  url?: string | null;
  contentType?: string | null;
  mimeType?: string | null;
}

/**
 * The about gallery: the page's image files in page order, the first
 * {@link ABOUT_GALLERY_MAX} only. Files with no path or a non-image type are skipped; older
 * backends send `url` and `mimeType` instead of `path` and `contentType`.
 */
export function aboutGalleryPaths(files: readonly GalleryFile[]): string[] {
  return files
    .filter((file) => {
      const type = file.contentType ?? file.mimeType;
      return !type || type.startsWith('image/');
    })
    .map((file) => (file.path ?? file.url ?? '').trim())
    .filter((path) => path !== '')
    .slice(0, ABOUT_GALLERY_MAX);
}
