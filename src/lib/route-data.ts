import { notFound } from '@tanstack/react-router';
import { isApiError } from '../api/api-error';
import { uploadPathsIn, withoutImages, type ImageFacts } from '../../core/lib/image-variants';

/** What a public route's not-found view knows: the server's words, for a preview link's failure. */
export interface NotFoundData {
  message: string;
}

/**
 * A public route's read (issue 24): the loader waits for it, on the server and in the browser
 * (a client-side navigation paints the frame with the router's loading view meanwhile), and
 * returns only what the page shows, which the router writes into the server's HTML for hydration.
 * A 404 is the route's not-found view when `notFoundOn404`, with the server's message.
 */
export async function readRouteData<T>(
  read: () => Promise<T>,
  { notFoundOn404 = false }: { notFoundOn404?: boolean } = {},
): Promise<T> {
  try {
    return await readWithRetry(read);
  } catch (error) {
    if (notFoundOn404 && isApiError(error) && error.status === 404) {
      throw notFound({ data: { message: error.message } satisfies NotFoundData });
    }
    throw error;
  }
}

/** A failure that may pass: no reply (a phone between masts) or a server error; not a 4xx. */
const mayPass = (error: unknown) =>
  isApiError(error) && error.kind !== 'canceled' && (error.status === 0 || error.status >= 500);

/**
 * In the browser a failure that may pass gets one more try a second later, as the panel's
 * queries do (src/lib/query-client.ts), before the page shows its error view. Not on the server
 * (it renders what it has, at once), nor in Vitest, whose screens tests provoke one failure and
 * expect its view (as they give the panel a query client without retries).
 */
async function readWithRetry<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (import.meta.env.SSR || import.meta.env.MODE === 'test' || !mayPass(error)) throw error;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    return read();
  }
}

/** A read the page needs only on the server (for its head): null in the browser or on failure. */
export async function readOnServer<T>(read: () => Promise<T>): Promise<T | null> {
  if (!import.meta.env.SSR) return null;
  return read().catch(() => null);
}

/**
 * A content record with only the facts of the images it shows: the `images` list describes every
 * stored image a record refers to, drafts' and replaced ones' too, but the page needs only those
 * whose path one of its own fields names.
 */
export function withShownImages<T extends { images?: readonly ImageFacts[] | undefined }>(
  record: T,
): T {
  if (!record.images) return record;
  // The `images` list names only stored files (`/uploads/...`), the paths uploadPathsIn finds.
  const named = uploadPathsIn(withoutImages(record));
  return { ...record, images: record.images.filter((image) => named.has(image.path)) };
}
