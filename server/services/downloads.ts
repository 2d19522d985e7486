import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import type { StoredFile } from '../../core/domain/store.ts';

/**
 * A stored file's bytes as an attachment (downloadDocument). null when there are none on disk.
 */
export async function sendAttachment(
  reply: FastifyReply,
  uploadsDir: string,
  file: StoredFile,
): Promise<FastifyReply | null> {
  if (!file.diskName) return null;
  const diskPath = path.join(uploadsDir, file.diskName);
  const info = await stat(diskPath).catch(() => null);
  if (!info?.isFile()) return null;
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
    .send(createReadStream(diskPath));
}
