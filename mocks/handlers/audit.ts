import type { HttpHandler } from 'msw';
import { getListAuditLogMockHandler } from '../../src/api/generated/backend/endpoints/audit/audit.msw';
import * as schemas from '../../src/api/generated/backend-zod/backend.zod';
import { AUDIT_PAGE_SIZE, auditQuery, listAuditLog } from '../../core/domain/audit';
import type { DomainStore } from '../../core/domain/store';
import { queryValues, readPaging, validate } from '../http';
import { guarded, type MockHandlerContext } from './common';

/** The audit log (core/domain/audit.ts): read only, a page at a time. */
export function auditHandlers(
  store: DomainStore,
  { publishDue }: Pick<MockHandlerContext, 'publishDue'>,
): HttpHandler[] {
  return [
    getListAuditLogMockHandler(
      guarded('listAuditLog', async ({ request }) => {
        await publishDue();
        const paging = readPaging(request.url, { pageSize: AUDIT_PAGE_SIZE });
        const filters = validate<Partial<Record<'User' | 'Action' | 'From' | 'To', string>>>(
          schemas.ListAuditLogQueryParams.pick({ User: true, Action: true, From: true, To: true }),
          queryValues(request, ['User', 'Action', 'From', 'To']),
        );
        return listAuditLog(
          store,
          auditQuery({
            ...paging,
            user: filters.User,
            action: filters.Action,
            from: filters.From,
            to: filters.To,
          }),
        );
      }),
    ),
  ];
}
