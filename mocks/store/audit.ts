import type { AuditEntry } from '../../src/api/generated/backend/model';
import { matchesAuditQuery, type AuditQuery, type NewAuditEntry } from '../../core/domain/audit';
import { pageOfList } from '../../core/domain/paging';
import type { DomainStore } from '../../core/domain/store';
import type { Paged } from '../../core/domain/types';
import type { MockAuditEntry, MockDb } from '../db';
import { clone } from './records';

type AuditStore = Pick<DomainStore, 'recordAudit' | 'forgetAuditNames' | 'listAudit'>;

/** An entry as the contract sends it: the target's three fields flat, null for a sign-in. */
const entryOf = ({ target, ...entry }: MockAuditEntry): AuditEntry => ({
  id: entry.id,
  at: entry.at,
  username: entry.username,
  action: entry.action,
  targetKind: target?.kind ?? null,
  targetId: target?.id ?? null,
  targetName: target?.name ?? null,
  address: entry.address,
});

/**
 * One page of the mocks' log (kept oldest first) as the server's SQL gives it
 * (server/store/audit.ts): filtered by core/domain/audit.ts, newest first, and of one
 * millisecond the one written last first.
 */
function auditPage(log: readonly MockAuditEntry[], query: AuditQuery): Paged<AuditEntry> {
  const kept = log.map(entryOf).filter((entry) => matchesAuditQuery(entry, query));
  kept.reverse();
  return pageOfList(
    kept.sort((a, b) => Date.parse(b.at) - Date.parse(a.at)),
    query,
  );
}

export function recordAudit(db: MockDb, entry: NewAuditEntry): void {
  db.state.audit.push({
    ...clone(entry),
    target: entry.target ?? null,
    id: crypto.randomUUID(),
    at: new Date().toISOString(),
  });
  db.changed();
}

/** The audit log of `db` as the domain's rules write to it (`auditUploads`, ...). */
export const mockAudit = (db: MockDb) => ({
  recordAudit: (entry: NewAuditEntry) => recordAudit(db, entry),
});

/** The audit log in {@link MockDb}'s state, oldest first (server/store/audit.ts's twin). */
export function createAuditStore(db: MockDb): AuditStore {
  return {
    recordAudit: async (entry) => recordAudit(db, entry),
    /** The entries about these records keep no name (core/domain/store.ts forgetAuditNames). */
    forgetAuditNames: async (kind, ids) => {
      const gone = new Set(ids);
      for (const entry of db.state.audit) {
        if (entry.target?.kind === kind && gone.has(entry.target.id)) entry.target.name = null;
      }
      db.changed();
    },
    listAudit: async (query) => auditPage(db.state.audit, query),
  };
}
