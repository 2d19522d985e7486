import { and, count, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { auditLog } from '../db/schema.ts';
import type { AuditEntry } from '../../src/api/generated/backend/model/index.ts';
import type { AuditQuery } from '../../core/domain/audit.ts';
import { normalizePaging, offsetOf, paged } from '../../core/domain/paging.ts';
import { withoutNul as sanitize } from '../../core/domain/records.ts';
import type { DomainStore } from '../../core/domain/store.ts';

type AuditStore = Pick<DomainStore, 'recordAudit' | 'listAudit' | 'forgetAuditNames'>;
type AuditRow = typeof auditLog.$inferSelect;

/** A row as the contract sends it (the action and kind were written from core's lists). */
const entryFrom = (row: AuditRow): AuditEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  username: row.username,
  action: row.action as AuditEntry['action'],
  targetKind: row.targetKind as AuditEntry['targetKind'],
  targetId: row.targetId,
  targetName: row.targetName,
  address: row.address,
});

/**
 * The filters of core/domain/audit.ts in SQL. Each one leads an index of migration 0005: the
 * user or the action with `at` (equality, then the range and the order), else `at, seq`.
 */
const whereOf = (query: AuditQuery) =>
  and(
    query.username === null ? undefined : eq(auditLog.username, query.username),
    query.action === null ? undefined : eq(auditLog.action, query.action),
    query.since === null ? undefined : gte(auditLog.at, query.since),
    query.until === null ? undefined : lt(auditLog.at, query.until),
  );

/**
 * The audit log (core/domain/audit.ts): appended to, never changed but for the names of records
 * the KVKK retention deleted (core/domain/privacy.ts).
 */
export function createAuditStore(db: Db): AuditStore {
  return {
    async recordAudit(entry) {
      const input = sanitize(entry);
      await db.insert(auditLog).values({
        id: crypto.randomUUID(),
        at: new Date(),
        username: input.username,
        action: input.action,
        targetKind: input.target?.kind ?? null,
        targetId: input.target?.id ?? null,
        targetName: input.target?.name ?? null,
        address: input.address,
      });
    },

    async forgetAuditNames(kind, ids) {
      if (ids.length === 0) return;
      await db
        .update(auditLog)
        .set({ targetName: null })
        .where(and(eq(auditLog.targetKind, kind), inArray(auditLog.targetId, [...ids])));
    },

    async listAudit(query) {
      const paging = normalizePaging(query);
      const where = whereOf(query);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(where)
          // Of one instant, the entry written last first (as the mocks keep them).
          .orderBy(desc(auditLog.at), desc(auditLog.seq))
          .limit(paging.pageSize)
          .offset(offsetOf(paging)),
        db.select({ count: count() }).from(auditLog).where(where),
      ]);
      return paged(rows.map(entryFrom), paging, Number(total?.count ?? 0));
    },
  };
}
