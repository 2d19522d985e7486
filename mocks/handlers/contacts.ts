import { HttpResponse, type HttpHandler } from 'msw';
import {
  getAddContactNoteMockHandler,
  getCreateContactMockHandler,
  getDeleteContactMockHandler,
  getExportContactsMockHandler,
  getGetContactByIdMockHandler,
  getListContactAssigneesMockHandler,
  getListContactInboxMockHandler,
  getListContactsMockHandler,
  getUpdateContactFollowUpMockHandler,
  getUpdateContactMockHandler,
} from '../../src/api/generated/backend/endpoints/contact/contact.msw';
import * as schemas from '../../src/api/generated/backend-zod/backend.zod';
import type {
  ContactCreate,
  ContactFollowUp,
  ContactNoteCreate,
  ContactUpdate,
} from '../../src/api/generated/backend/model';
import type { BackendOperations } from '../../core/domain/backend';
import {
  INBOX_PAGE_SIZE,
  exportQuery,
  inboxQuery,
  type InboxFilterValues,
} from '../../core/domain/enquiries';
import { ENQUIRY_CSV_TYPE, enquiryCsvDisposition } from '../../core/domain/enquiry-export';
import { actorOf } from '../auth';
import { queryValues, readPaging, validate } from '../http';
import { bodyOf, guarded, idParam } from './common';

const FILTER_NAMES = [
  'Search',
  'Filter',
  'Status',
  'AssigneeId',
  'Source',
  'Province',
  'From',
  'To',
  'Sort',
] as const;

/** The inbox's and the export's filters, checked against the operation's query schema. */
function filtersOf(schema: { pick(mask: Record<string, true>): unknown }, request: Request) {
  const mask = Object.fromEntries(FILTER_NAMES.map((name) => [name, true as const]));
  const values = validate<Partial<Record<(typeof FILTER_NAMES)[number], string>>>(
    schema.pick(mask),
    queryValues(request, FILTER_NAMES),
  );
  return {
    search: values.Search,
    filter: values.Filter,
    status: values.Status,
    assigneeId: values.AssigneeId,
    source: values.Source,
    province: values.Province,
    from: values.From,
    to: values.To,
    sort: values.Sort,
  } satisfies InboxFilterValues;
}

/** The Contact operations of openapi/backend.yaml: the enquiries (core/domain/enquiries.ts). */
export function contactHandlers(operations: BackendOperations): HttpHandler[] {
  return [
    getListContactsMockHandler(guarded('listContacts', () => operations.listContacts())),
    // Before getContactById, whose `/api/Contact/:id` would take 'inbox' for an id.
    getListContactInboxMockHandler(
      guarded('listContactInbox', ({ request }) => {
        const paging = readPaging(request.url, { pageSize: INBOX_PAGE_SIZE });
        return operations.listContactInbox(
          inboxQuery({ ...paging, ...filtersOf(schemas.ListContactInboxQueryParams, request) }),
        );
      }),
    ),
    getListContactAssigneesMockHandler(
      guarded('listContactAssignees', () => operations.listContactAssignees()),
    ),
    getExportContactsMockHandler(
      guarded('exportContacts', async ({ request }) => {
        const pieces = await operations.exportContacts(
          exportQuery(filtersOf(schemas.ExportContactsQueryParams, request)),
        );
        let text = '';
        for await (const piece of pieces) text += piece;
        // The generated handler answers JSON; a thrown Response is sent as it is (as downloads).
        throw new HttpResponse(text, {
          status: 200,
          headers: {
            'Content-Type': ENQUIRY_CSV_TYPE,
            'Content-Disposition': enquiryCsvDisposition(new Date()),
          },
        });
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
    getUpdateContactFollowUpMockHandler(
      guarded('updateContactFollowUp', async ({ params, request }) =>
        operations.updateContactFollowUp(
          idParam(params),
          await bodyOf<ContactFollowUp>(schemas.UpdateContactFollowUpBody, request),
          actorOf(request),
        ),
      ),
    ),
    getAddContactNoteMockHandler(
      guarded('addContactNote', async ({ params, request }) =>
        operations.addContactNote(
          idParam(params),
          await bodyOf<ContactNoteCreate>(schemas.AddContactNoteBody, request),
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
