import { and, count, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { accountMail, auditLog, users } from '../db/schema.ts';
import type { AuditEntry } from '../../src/api/generated/backend/model/index.ts';
import { isAccountMailAction, type AuditQuery } from '../../core/domain/audit.ts';
import { normalizePaging, offsetOf, paged } from '../../core/domain/paging.ts';
import { withoutNul as sanitize } from '../../core/domain/records.ts';
import type { DomainStore } from '../../core/domain/store.ts';

type AuditStore = Pick<DomainStore, 'recordAudit' | 'listAudit' | 'forgetAuditNames'>;
type AuditRow = typeof auditLog.$inferSelect;

export interface AuditStoreOptions {
  /** Queue the account's e-mail (account_mail) with each change to its sign-in (issue 46). */
  accountMail?: boolean;
}

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
export function createAuditStore(db: Db, options: AuditStoreOptions = {}): AuditStore {
  return {
    async recordAudit(entry) {
      const input = sanitize(entry);
      const row = {
        id: crypto.randomUUID(),
        at: new Date(),
        username: input.username,
        action: input.action,
        targetKind: input.target?.kind ?? null,
        targetId: input.target?.id ?? null,
        targetName: input.target?.name ?? null,
        address: input.address,
      };
      const userId = input.target?.kind === 'user' ? input.target.id : null;
      if (!options.accountMail || !userId || !isAccountMailAction(input.action)) {
        await db.insert(auditLog).values(row);
        return;
      }
      // The line and the owner's e-mail commit together: no change goes untold, none told twice.
      await db.transaction(async (tx) => {
        await tx.insert(auditLog).values(row);
        const [user] = await tx
          .select({ email: users.email })
          .from(users)
          .where(eq(users.id, userId));
        if (!user?.email) return;
        await tx.insert(accountMail).values({
          id: crypto.randomUUID(),
          userId,
          action: input.action,
          address: input.address,
          nextAttemptAt: row.at,
          createdAt: row.at,
        });
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
