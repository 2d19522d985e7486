import { MESSAGES, tooLargeMessage } from '../core/domain/messages';
import { fail, invalid } from '../core/domain/replies';
import { acceptedType, uploadLimit } from '../core/domain/uploads';
import type { MockDb, StoredFile } from './db';
import { measureImage } from './image-size';
import { addFile } from './store/files';

/**
 * Stores one uploaded file after the checks the server makes (core/domain/uploads.ts): a file at
 * all, its size, an empty file, then its kind from the first bytes. Every mock upload route uses it.
 */
export async function storeUpload(
  db: MockDb,
  file: FormDataEntryValue | null,
  {
    imagesOnly = false,
    missingMessage = MESSAGES.chooseAFile,
    nameOf = (name: string) => name,
  }: { imagesOnly?: boolean; missingMessage?: string; nameOf?: (name: string) => string } = {},
): Promise<StoredFile> {
  if (!(file instanceof File)) return invalid({ file: [missingMessage] });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const limit = uploadLimit(file.name, file.type, bytes);
  if (file.size > limit) fail(413, tooLargeMessage(limit));
  if (bytes.length === 0) invalid({ file: [MESSAGES.emptyFile] });
  const contentType = acceptedType(bytes, file.name, file.type, { imagesOnly });
  if (!contentType) return fail(415, MESSAGES.unsupportedType);
  return addFile(db, {
    name: nameOf(file.name),
    contentType,
    bytes,
    ...(await measureImage(bytes, contentType)),
  });
}
