import type { AuditEntry } from '../src/api/generated/backend/model';
import { matchesAuditQuery, type AuditQuery } from '../core/domain/audit';
import { pageOfList } from '../core/domain/paging';
import type { Paged } from '../core/domain/store';
import type { MockAuditEntry } from './db';

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
export function auditPage(log: readonly MockAuditEntry[], query: AuditQuery): Paged<AuditEntry> {
  const kept = log.map(entryOf).filter((entry) => matchesAuditQuery(entry, query));
  kept.reverse();
  return pageOfList(
    kept.sort((a, b) => Date.parse(b.at) - Date.parse(a.at)),
    query,
  );
}
