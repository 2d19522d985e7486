import compress from '@fastify/compress';
import fp from 'fastify-plugin';

interface CompressionOptions {
  /** The zlib to compress with: node:zlib, or one that counts its calls (the cache's tests). */
  zlib?: unknown;
}

/**
 * Brotli or gzip for replies of 1 KiB and more. After the read cache: its onSend hook has stored
 * the JSON text by the time this one runs, and its onRoute hook has taken the cached reads (which
 * it compresses itself, once per entry) out of this plugin's hands.
 */
export default fp<CompressionOptions>(
  async (app, options) => {
    await app.register(compress, {
      encodings: ['br', 'gzip'],
      threshold: 1024,
      ...(options.zlib ? { zlib: options.zlib } : {}),
    });
  },
  { name: 'compression', dependencies: ['reply-cache'] },
);
