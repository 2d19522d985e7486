/** Types of test-photo.mjs, for the TypeScript tests that import it. */
export declare const TEST_PHOTO_EXIF: {
  make: string;
  model: string;
  serial: string;
  latitude: string;
  longitude: string;
};

export declare function makeTestPhoto(options?: {
  width?: number;
  height?: number;
  orientation?: number;
  quality?: number;
  texture?: boolean;
}): Promise<Buffer>;

export declare function exifHasGps(exif: Uint8Array | undefined): boolean;
