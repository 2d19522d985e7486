/** Where a document's link points: its stored file, else an external web address. */
interface DocumentSource {
  file?: { path?: string | null; url?: string | null } | null;
  fileUrl?: string | null;
  path?: string | null;
  url?: string | null;
}

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
