import type { Document } from '../api/generated/backend/model';
import { imageUrl } from './image-url';

type DocumentSource = Pick<Document, 'file' | 'fileUrl' | 'path' | 'url'>;

/** The stored file's path of a document, when it has one. */
export const documentFilePath = (document: DocumentSource): string | null =>
  [document.file?.path, document.file?.url, document.fileUrl, document.path]
    .map((candidate) => candidate?.trim() ?? '')
    .find((candidate) => candidate !== '') ?? null;

/**
 * A document's external web address, used when it has no stored file. Only http(s): a stored
 * 'javascript:' or similar link never becomes a link.
 */
export function documentExternalUrl(document: DocumentSource): string | null {
  const external = document.url?.trim();
  return external && /^https?:\/\//i.test(external) ? external : null;
}

/** The address a document opens: its stored file (on the backend), else its web address. */
export const documentHref = (document: { file: string | null; url: string | null }) =>
  imageUrl(document.file) ?? document.url;
