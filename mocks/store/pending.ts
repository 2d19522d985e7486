import type { MockDb } from '../db';
import { clone } from './records';

/** Publishes the records whose schedule is due at `now` (server/store/pending.ts's twin). */
export function publishScheduled<R extends { status?: string; publishAt?: string | null }>(
  db: MockDb,
  records: R[],
  now: Date,
): { record: R; publishAt: string }[] {
  const due = records.filter(
    (record) =>
      record.status === 'scheduled' &&
      record.publishAt &&
      Date.parse(record.publishAt) <= now.getTime(),
  );
  const published = due.map((record) => {
    const publishAt = record.publishAt ?? '';
    Object.assign(record, { status: 'published', publishAt: null, updatedAt: db.now() });
    return { record, publishAt };
  });
  if (published.length > 0) db.changed();
  return published;
}

/**
 * The bookkeeping of pending changes, once for products, pages and documents
 * (server/store/pending.ts is the server's): kept on the record, dropped, or taken off their
 * schedule when due.
 */
export function pendingIn<I>(
  db: MockDb,
  records: { id: string; pending?: I | null; pendingPublishAt?: string | null }[],
) {
  const find = (id: string) => records.find((record) => record.id === id);
  return {
    save: (id: string, input: I, publishAt: string | null) => {
      const record = find(id);
      if (!record) return false;
      record.pending = clone(input);
      record.pendingPublishAt = publishAt;
      db.changed();
      return true;
    },
    discard: (id: string) => {
      const record = find(id);
      if (!record?.pending) return false;
      record.pending = null;
      record.pendingPublishAt = null;
      db.changed();
      return true;
    },
    claimDue: (now: Date) => {
      const claimed = records.flatMap((record) => {
        const publishAt = record.pendingPublishAt;
        if (!record.pending || !publishAt || Date.parse(publishAt) > now.getTime()) return [];
        record.pendingPublishAt = null;
        return [{ id: record.id, input: clone(record.pending), publishAt }];
      });
      if (claimed.length > 0) db.changed();
      return claimed;
    },
  };
}
