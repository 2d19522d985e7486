/** Office formats that are zip (OOXML) or OLE containers underneath. */
const ZIP_TYPES = new Set([
  'application/zip',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
]);
const OLE_TYPES = new Set([
  'application/msword',
  'application/vnd.ms-excel',
  'application/vnd.ms-powerpoint',
]);
const TEXT_TYPES = new Set(['text/plain', 'text/csv']);

/** How many leading bytes {@link sniffContentType} looks at. */
export const SNIFF_BYTES = 512;

const latin1 = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

/**
 * AVIF: an ISO-BMFF `ftyp` box whose major brand, or one of its compatible brands, is `avif`
 * (a still) or `avis` (a sequence). HEIC shares the container but not the brands.
 */
function isAvif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || latin1(bytes, 4, 8) !== 'ftyp') return false;
  const boxSize = new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0);
  const end = Math.min(boxSize, bytes.length, SNIFF_BYTES);
  const brands = [latin1(bytes, 8, 12)];
  for (let offset = 16; offset + 4 <= end; offset += 4) {
    brands.push(latin1(bytes, offset, offset + 4));
  }
  return brands.some((brand) => brand === 'avif' || brand === 'avis');
}

/**
 * An uploaded file's kind from its first bytes, not from its name; shared by the mocks and the
 * reference server. Where the declared type is trusted, it is trusted narrowly: a container may
 * only claim an office type and text only plain text or CSV, so nothing is ever stored (and
 * served back) as HTML.
 */
export function sniffContentType(bytes: Uint8Array, declaredType: string): string | null {
  const declared = declaredType.split(';')[0]?.trim().toLowerCase() ?? '';
  const head = new TextDecoder().decode(bytes.subarray(0, SNIFF_BYTES));
  const starts = (...values: number[]) => values.every((value, index) => bytes[index] === value);
  if (head.startsWith('%PDF-')) return 'application/pdf';
  if (starts(0x89, 0x50, 0x4e, 0x47)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (head.startsWith('GIF8')) return 'image/gif';
  if (head.startsWith('RIFF') && head.slice(8, 12) === 'WEBP') return 'image/webp';
  if (isAvif(bytes)) return 'image/avif';
  if (/^\s*(<\?xml[^>]*>\s*)?<svg[\s>]/i.test(head)) return 'image/svg+xml';
  if (starts(0x50, 0x4b, 0x03, 0x04)) return ZIP_TYPES.has(declared) ? declared : 'application/zip';
  if (starts(0xd0, 0xcf, 0x11, 0xe0)) {
    return OLE_TYPES.has(declared) ? declared : 'application/msword';
  }
  if (head.startsWith('Rar!')) return 'application/vnd.rar';
  if (TEXT_TYPES.has(declared) && !head.includes('\u0000')) {
    return declared;
  }
  return null;
}
