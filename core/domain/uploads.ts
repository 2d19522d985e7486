import { sniffContentType } from '../lib/sniff-content-type.ts';
import { slugify } from '../lib/slug.ts';
import { MESSAGES } from './messages.ts';
import type { FieldErrors } from './replies.ts';
import { fieldMessage } from './validation.ts';

/**
 * The rules of an uploaded file, once for the browser's checks, the mocks and the server: limits
 * (docs/SPEC.md sections 7 and 9), names, paths and the accepted kinds. Reading the bytes is each
 * side's own: the server streams them to disk, the mocks hold them in memory.
 */
export const PDF_LIMIT_BYTES = 52_428_800;
export const FILE_LIMIT_BYTES = 104_857_600;

/** A file that says it is a PDF, by its declared type or its name. */
export const saysPdf = (name: string, declaredType: string | null | undefined) =>
  /^application\/pdf\b/i.test(declaredType ?? '') || /\.pdf$/i.test(name);

const startsAsPdf = (head: Uint8Array | undefined) =>
  head !== undefined && head.length >= 5 && String.fromCharCode(...head.subarray(0, 5)) === '%PDF-';

/** The byte limit of one file: 50 MB for a PDF (by its name, type or first bytes), else 100 MB. */
export const uploadLimit = (
  name: string,
  declaredType: string | null | undefined,
  head?: Uint8Array,
) => (saysPdf(name, declaredType) || startsAsPdf(head) ? PDF_LIMIT_BYTES : FILE_LIMIT_BYTES);

/**
 * The stored type of an upload from its first bytes, or null when it is refused (415): not of an
 * accepted kind, a file that says it is a PDF and is not one, or not an image where only images go.
 */
export function acceptedType(
  head: Uint8Array,
  name: string,
  declaredType: string | null | undefined,
  { imagesOnly = false }: { imagesOnly?: boolean } = {},
): string | null {
  const contentType = sniffContentType(head, declaredType ?? '');
  const accepted =
    contentType !== null &&
    (!saysPdf(name, declaredType) || contentType === 'application/pdf') &&
    (!imagesOnly || contentType.startsWith('image/'));
  return accepted ? contentType : null;
}

/** The name kept for an upload: its last path segment without control characters, at most 255. */
export function cleanFileName(filename: string): string {
  const base = [...(filename.split(/[\\/]/).pop() ?? '')]
    .filter((char) => char.charCodeAt(0) > 0x1f && char !== '\u007f')
    .join('')
    .trim();
  return (base || 'dosya').slice(0, 255);
}

/** The public path of a stored file: `/uploads/<id>-<safe name>`. */
export function publicPathFor(id: string, name: string): string {
  const safeName = name.replace(/[^\w.-]+/g, '-').replace(/-+/g, '-') || 'dosya';
  return `/uploads/${id}-${safeName}`;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The text fields of POST /api/Document/upload, checked as the contract's form schema says. */
export function documentUploadFields(fields: Record<string, string | undefined>) {
  const errors: FieldErrors = {};
  const name = (fields.name ?? '').trim();
  const tooLong = (field: string, limit: number) => [
    fieldMessage(field, { keyword: 'maxLength', params: { limit } }),
  ];
  if (!name) errors.name = [MESSAGES.documentNameRequired];
  else if (name.length > 255) errors.name = tooLong('name', 255);
  const slug = (fields.slug ?? '').trim() || slugify(name) || 'document-slug';
  if (slug.length > 200 || !SLUG.test(slug)) {
    errors.slug = [fieldMessage('slug', { keyword: 'pattern', params: {} })];
  }
  const description = fields.description || null;
  if (description && description.length > 2000) errors.description = tooLong('description', 2000);
  const category = fields.category || null;
  if (category && category.length > 100) errors.category = tooLong('category', 100);
  const rawOrder = (fields.order ?? '').trim();
  const order = rawOrder === '' ? null : Number(rawOrder);
  if (order !== null && (!Number.isSafeInteger(order) || order < 0)) {
    errors.order = ["'order' alanı 0 veya daha büyük bir tam sayı olmalıdır."];
  }
  const isActive = fields.isActive !== 'false';
  return { errors, values: { name, slug, description, category, order, isActive } };
}

/**
 * A download's `Content-Disposition` (downloadDocument, the server's and the mocks'): an attachment
 * named in ASCII (other characters and quotes as `_`) for old clients and in full (RFC 5987).
 */
export function attachmentDisposition(name: string): string {
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
