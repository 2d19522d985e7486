import { HttpResponse, http, type HttpHandler } from 'msw';
import { MESSAGES } from '../../core/domain/messages';
import type { MockDb } from '../db';
import { fileByPath } from '../store/files';

/** Where the browser keeps uploaded bytes between reloads (IndexedDB); none in Node. */
export type ByteLoader = (fileId: string) => Promise<Uint8Array | undefined>;

/** The folder the backend serves stored files from (a file's `path` starts with it). */
const STORED_FILES = '/uploads/';

/** A request for a stored file, which {@link uploadHandlers} answers. */
export const isStoredFile = (url: URL) => url.pathname.includes(STORED_FILES);

/** Serves stored files at their `path`, as the backend's static file route does. */
export function uploadHandlers(db: MockDb, loadBytes?: ByteLoader): HttpHandler[] {
  return [
    http.get(`*${STORED_FILES}:name`, async ({ request }) => {
      const { pathname } = new URL(request.url);
      const path = decodeURIComponent(pathname.slice(pathname.lastIndexOf(STORED_FILES)));
      const file = fileByPath(db, path);
      if (!file) return new HttpResponse(MESSAGES.fileNotFound, { status: 404 });
      const bytes = db.bytes.get(file.id) ?? (await loadBytes?.(file.id));
      if (!bytes) return new HttpResponse('Dosya içeriği bulunamadı.', { status: 404 });
      return new HttpResponse(bytes.slice().buffer, {
        headers: {
          'Content-Type': file.contentType,
          'Content-Length': String(bytes.length),
          'Cache-Control': 'no-cache',
        },
      });
    }),
  ];
}
