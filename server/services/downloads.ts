import type { FastifyReply } from 'fastify';
import type { StoredFile } from '../../core/domain/store.ts';
import type { Storage } from '../storage/storage.ts';

/**
 * A stored file's bytes as an attachment (downloadDocument). null when none are stored.
 */
export async function sendAttachment(
  reply: FastifyReply,
  storage: Storage,
  file: StoredFile,
): Promise<FastifyReply | null> {
  if (!file.diskName) return null;
  const info = await storage.stat(file.diskName);
  const body = info && (await storage.read(file.diskName));
  if (!info || !body) return null;
  const encoded = encodeURIComponent(file.name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  const ascii = file.name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply
    .code(200)
    .header('content-type', 'application/octet-stream')
    .header('content-length', String(info.size))
    .header('cache-control', 'no-store')
    .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`)
    .send(body);
}
