import { getListAuditLogQueryOptions } from '../../api/generated/backend/endpoints/audit/audit';
import { toPageIndex } from '../../lib/paging';
import type { AuditView } from './audit-search';

/** issue 14: 25 entries a page (the contract's default, sent anyway so the key says it). */
const AUDIT_PAGE_SIZE = 25;

/** One page of the audit log (GET /api/Audit): newest first, filtered on the server. */
export const auditPageQuery = ({ page, user, action, from, to }: AuditView) =>
  getListAuditLogQueryOptions({
    PageIndex: toPageIndex(page),
    PageSize: AUDIT_PAGE_SIZE,
    ...(user !== '' && { User: user }),
    ...(action !== '' && { Action: action }),
    ...(from !== '' && { From: from }),
    ...(to !== '' && { To: to }),
  });
