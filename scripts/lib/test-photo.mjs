// A phone-like test photo for the tests and benches of image processing (issue 11): a colour
// gradient with noise (so it compresses like a real photo, ~3 MB at 4032×3024), saved as a JPEG at
// quality 92 with EXIF data a phone writes: GPS position, camera make, model and serial number.
// Plain JavaScript, so that Playwright specs, scripts and Vitest tests can all import it.
import sharp from 'sharp';
import { rng } from '../../seed/text.ts';

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
 * `texture` adds detail at every scale (see addTexture), for the benches and the full-stack test
 * that measure image bytes as a real photo would give them.
 * @param {{ width?: number, height?: number, orientation?: number, quality?: number, texture?: boolean }} [options]
 * @returns {Promise<Buffer>}
 */
export async function makeTestPhoto({
  width = 4032,
  height = 3024,
  orientation,
  quality = 92,
  texture = false,
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
  if (texture) await addTexture(pixels, width, height, next);
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
 * Detail at every scale, as a real scene has (blobs the size of walls down to the grain of
 * concrete): random rasters 16, 64, 256 and 1024 px wide, scaled up smoothly and added with
 * falling strength. Without it the photo's noise is only pixel-fine, and its resized copies come
 * out unrealistically small.
 * @param {Buffer} pixels RGB, changed in place
 * @param {number} width
 * @param {number} height
 * @param {() => number} next
 */
async function addTexture(pixels, width, height, next) {
  for (const [across, strength] of [
    [16, 70],
    [64, 45],
    [256, 28],
    [1024, 16],
  ]) {
    const down = Math.max(1, Math.round((across * height) / width));
    const small = Buffer.alloc(across * down * 3);
    for (let index = 0; index < small.length; index += 1) small[index] = Math.floor(next() * 256);
    const layer = await sharp(small, { raw: { width: across, height: down, channels: 3 } })
      .resize(width, height, { kernel: 'cubic' })
      .raw()
      .toBuffer();
    for (let index = 0; index < pixels.length; index += 1) {
      const value = pixels[index] + ((layer[index] - 128) * strength) / 128;
      pixels[index] = value < 0 ? 0 : value > 255 ? 255 : value;
    }
  }
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
