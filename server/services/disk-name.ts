/** File name extensions by content type, for the names of stored files on disk. */
const EXTENSIONS: Record<string, string> = {
  'application/pdf': '.pdf',
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/gif': '.gif',
  'image/webp': '.webp',
  'image/avif': '.avif',
  'image/svg+xml': '.svg',
  'application/msword': '.doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': '.docx',
  'application/vnd.ms-excel': '.xls',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': '.xlsx',
  'application/vnd.ms-powerpoint': '.ppt',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': '.pptx',
  'application/zip': '.zip',
  'application/vnd.rar': '.rar',
  'text/plain': '.txt',
};

/** A file id (a UUID): nothing else may ever become part of a path on disk. */
function checkedId(id: string): string {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw new Error(`Not a file id: ${id}`);
  return id;
}

/**
 * The name (storage key) a stored file has inside the uploads folder: its id (a UUID) and an extension from its
 * sniffed content type. Never derived from the uploader's file name, so no path can be smuggled in.
 */
export function diskNameFor(id: string, contentType: string): string {
  return `${checkedId(id)}${EXTENSIONS[contentType.split(';')[0]?.trim().toLowerCase() ?? ''] ?? '.bin'}`;
}

/** The folder of the uploads folder that holds every image's variants, one subfolder per file. */
const VARIANTS_FOLDER = '_v';

/**
 * Where a stored image's variants live: keys `_v/<id>/<width>.<extension>` (in the uploads folder,
 * or the bucket: server/storage/), served at `/uploads/_v/<id>/<width>.<extension>`
 * (core/lib/image-variants.ts `variantPath`). This prefix, with its trailing slash, holds them all.
 */
export function variantsPrefixFor(id: string): string {
  return `${VARIANTS_FOLDER}/${checkedId(id).toLowerCase()}/`;
}
