import type { FastifyReply } from 'fastify';
import type { StoredFile } from '../../core/domain/types.ts';
import { attachmentDisposition } from '../../core/domain/uploads.ts';
import type { Storage } from '../storage/storage.ts';

/**
 * A stored file's bytes as an attachment (downloadDocument): true once sent, false (nothing sent)
 * when none are stored. Never the reply itself: a reply is thenable, so an async function returning
 * it waits for the body to finish and resolves to undefined.
 */
export async function sendAttachment(
  reply: FastifyReply,
  storage: Storage,
  file: StoredFile,
): Promise<boolean> {
  if (!file.diskName) return false;
  const info = await storage.stat(file.diskName);
  const body = info && (await storage.read(file.diskName));
  if (!info || !body) return false;
  reply
    .code(200)
    .header('content-type', 'application/octet-stream')
    .header('content-length', String(info.size))
    .header('cache-control', 'no-store')
    .header('content-disposition', attachmentDisposition(file.name))
    .send(body);
  return true;
}
