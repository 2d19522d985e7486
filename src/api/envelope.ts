/**
 * The backend's wire envelope (docs/DESIGN.md section 2). Replies come either enveloped,
 * `{ success, message, data }`, or bare (the payload itself, so that `data.items` sits at the top).
 * This is the ONE place that tells them apart: screens only ever see the canonical envelope.
 */
interface Envelope<T> {
  success: boolean;
  message: string | null;
  data: T;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function isEnvelope(body: unknown): body is Envelope<unknown> {
  return isRecord(body) && typeof body.success === 'boolean' && 'data' in body;
}

/** Returns the canonical envelope for either reply shape. */
export function normalizeEnvelope<T = unknown>(body: unknown): Envelope<T> {
  if (isEnvelope(body)) {
    const envelope: Envelope<T> = {
      success: body.success,
      message: typeof body.message === 'string' ? body.message : null,
      data: (body.data ?? null) as T,
    };
    // Keep the validation errors of a failed reply.
    return 'errors' in body ? ({ ...envelope, errors: body.errors } as Envelope<T>) : envelope;
  }
  return { success: true, message: null, data: (body ?? null) as T };
}

/** docs/SPEC.md section 7: a document list reply whose message says so is an empty list. */
export const isNoDocumentsFound = (message: string | null | undefined) =>
  typeof message === 'string' && message.includes('No documents found');

interface PagedList<T> {
  items: T[];
  pageIndex: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
}

export function emptyPagedList<T>(pageIndex = 0, pageSize = 10): PagedList<T> {
  return { items: [], pageIndex, pageSize, totalCount: 0, totalPages: 0 };
}
