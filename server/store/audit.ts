import type { Db } from '../db/open.ts';
import { auditLog } from '../db/schema.ts';
import { withoutNul as sanitize } from '../../core/domain/records.ts';
import type { DomainStore } from '../../core/domain/store.ts';

type AuditStore = Pick<DomainStore, 'recordAudit'>;

/** The audit log (core/domain/audit.ts): appended to, never changed. */
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
  };
}
