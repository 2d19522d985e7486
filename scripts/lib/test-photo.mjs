// A phone-like test photo for the tests and benches of image processing (issue 11): a colour
// gradient with noise (so it compresses like a real photo, ~3 MB at 4032×3024), saved as a JPEG at
// quality 92 with EXIF data a phone writes: GPS position, camera make, model and serial number.
// Plain JavaScript, so that Playwright specs, scripts and Vitest tests can all import it.
import sharp from 'sharp';
import { rng } from '../../mocks/seed/text.ts';

/** What the photo's EXIF carries, for tests that look for it in served bytes. */
export const TEST_PHOTO_EXIF = {
  make: 'AsilTestCam',
  model: 'Phone 12 Pro',
  serial: 'SN-ASIL-0451-GPS',
  /** 41°00'49.2" N, 28°58'40.8" E (Istanbul), as EXIF rationals. */
  latitude: '41/1 0/1 492/10',
  longitude: '28/1 58/1 408/10',
};

/**
 * The JPEG bytes of a `width`×`height` photo (default 4032×3024, a 12 MP phone photo).
 * `orientation` (1-8) is written as the EXIF Orientation tag: with 6, a viewer turns the stored
 * pixels 90° clockwise, so the photo is shown `height` wide and `width` high.
 * @param {{ width?: number, height?: number, orientation?: number, quality?: number }} [options]
 * @returns {Promise<Buffer>}
 */
export async function makeTestPhoto({
  width = 4032,
  height = 3024,
  orientation,
  quality = 92,
} = {}) {
  const pixels = Buffer.alloc(width * height * 3);
  const next = rng(width * 31 + height);
  let offset = 0;
  for (let y = 0; y < height; y += 1) {
    const v = y / height;
    for (let x = 0; x < width; x += 1) {
      const u = x / width;
      const noise = (next() - 0.5) * 16;
      pixels[offset] = Math.max(0, Math.min(255, 30 + 180 * u + noise));
      pixels[offset + 1] = Math.max(0, Math.min(255, 60 + 120 * v + noise));
      pixels[offset + 2] = Math.max(0, Math.min(255, 200 - 150 * u * v + noise));
      offset += 3;
    }
  }
  const photo = sharp(pixels, { raw: { width, height, channels: 3 } }).withExif({
    IFD0: {
      Make: TEST_PHOTO_EXIF.make,
      Model: TEST_PHOTO_EXIF.model,
    },
    IFD2: { BodySerialNumber: TEST_PHOTO_EXIF.serial },
    IFD3: {
      GPSLatitudeRef: 'N',
      GPSLatitude: TEST_PHOTO_EXIF.latitude,
      GPSLongitudeRef: 'E',
      GPSLongitude: TEST_PHOTO_EXIF.longitude,
    },
  });
  // The Orientation tag is sharp's own to write (withExif's IFD0 entry is overwritten).
  if (orientation) photo.withMetadata({ orientation });
  return photo.jpeg({ quality }).toBuffer();
}

/**
 * Whether EXIF data (as `sharp(...).metadata()` returns it, starting with `Exif\0\0`) has a GPS
 * block: IFD0 holds a GPSInfo pointer (tag 0x8825).
 * @param {Uint8Array | undefined} exif
 * @returns {boolean}
 */
export function exifHasGps(exif) {
  if (!exif || exif.length < 14) return false;
  const view = new DataView(exif.buffer, exif.byteOffset, exif.byteLength);
  const tiff = String.fromCharCode(...exif.subarray(0, 4)) === 'Exif' ? 6 : 0;
  const little = exif[tiff] === 0x49;
  const ifd0 = tiff + view.getUint32(tiff + 4, little);
  if (ifd0 + 2 > exif.length) return false;
  const entries = view.getUint16(ifd0, little);
  for (let index = 0; index < entries; index += 1) {
    const entry = ifd0 + 2 + index * 12;
    if (entry + 2 > exif.length) return false;
    if (view.getUint16(entry, little) === 0x8825) return true;
  }
  return false;
}
