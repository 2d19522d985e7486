import type { HttpHandler } from 'msw';
import {
  getCreateContactMockHandler,
  getDeleteContactMockHandler,
  getGetContactByIdMockHandler,
  getListContactInboxMockHandler,
  getListContactsMockHandler,
  getUpdateContactMockHandler,
} from '../../src/api/generated/backend/endpoints/contact/contact.msw';
import * as schemas from '../../src/api/generated/backend-zod/backend.zod';
import type { ContactCreate, ContactUpdate } from '../../src/api/generated/backend/model';
import type { BackendOperations } from '../../core/domain/backend';
import { INBOX_PAGE_SIZE, inboxQuery } from '../../core/domain/enquiries';
import { actorOf } from '../auth';
import { queryValues, readPaging, validate } from '../http';
import { bodyOf, guarded, idParam } from './common';

/** The Contact operations of openapi/backend.yaml: the enquiries (core/domain/enquiries.ts). */
export function contactHandlers(operations: BackendOperations): HttpHandler[] {
  return [
    getListContactsMockHandler(guarded('listContacts', () => operations.listContacts())),
    // Before getContactById, whose `/api/Contact/:id` would take 'inbox' for an id.
    getListContactInboxMockHandler(
      guarded('listContactInbox', ({ request }) => {
        const paging = readPaging(request.url, { pageSize: INBOX_PAGE_SIZE });
        const { Search, Filter } = validate<{ Search?: string; Filter: string }>(
          schemas.ListContactInboxQueryParams.pick({ Search: true, Filter: true }),
          queryValues(request, ['Search', 'Filter']),
        );
        return operations.listContactInbox(
          inboxQuery({ ...paging, search: Search, filter: Filter }),
        );
      }),
    ),
    getCreateContactMockHandler(
      guarded('createContact', async ({ request }) =>
        operations.createContact(await bodyOf<ContactCreate>(schemas.CreateContactBody, request)),
      ),
    ),
    getUpdateContactMockHandler(
      guarded('updateContact', async ({ request }) =>
        operations.updateContact(
          await bodyOf<ContactUpdate>(schemas.UpdateContactBody, request),
          actorOf(request),
        ),
      ),
    ),
    getGetContactByIdMockHandler(
      guarded('getContactById', ({ params }) => operations.getContactById(idParam(params))),
    ),
    getDeleteContactMockHandler(
      guarded('deleteContact', ({ params, request }) =>
        operations.deleteContact(idParam(params), actorOf(request)),
      ),
    ),
  ];
}
