import { auditQuery, listAuditLog } from '../../core/domain/audit.ts';
import type { Store } from '../store/types.ts';
import { pagingOf, type Handler } from './common.ts';

/** The audit log (core/domain/audit.ts): read only, a page at a time. */
export function auditHandlers(store: Store) {
  // The contract filled in PageSize 25 when it was left out, and checked the days' format.
  const listAuditLogHandler: Handler = async (request) => {
    const { User, Action, From, To } = request.query as Record<string, string | undefined>;
    return listAuditLog(
      store,
      auditQuery({ ...pagingOf(request), user: User, action: Action, from: From, to: To }),
    );
  };
  return { listAuditLog: listAuditLogHandler };
}
