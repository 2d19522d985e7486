import pLimit from 'p-limit';

/** Runs image work with at most `concurrency` tasks at once; the others wait in order. */
export type ImageLimiter = <T>(task: () => Promise<T>) => Promise<T>;

/**
 * The server's one queue for image processing (IMAGE_CONCURRENCY, server/config.ts): a batch
 * upload takes its turn instead of taking every core, so public reads keep answering.
 */
export function createImageLimiter(concurrency: number): ImageLimiter {
  const limit = pLimit(concurrency);
  return (task) => limit(task);
}
