import { Readable } from 'node:stream';
import type {
  ContactCreate,
  ContactFollowUp,
  ContactNoteCreate,
  ContactUpdate,
} from '../../src/api/generated/backend/model/index.ts';
import type { FastifyRequest } from 'fastify';
import type { BackendOperations } from '../../core/domain/backend.ts';
import { exportQuery, inboxQuery, type InboxFilterValues } from '../../core/domain/enquiries.ts';
import { ENQUIRY_CSV_TYPE, enquiryCsvDisposition } from '../../core/domain/enquiry-export.ts';
import { actorOf, bodyOf, created, pagingOf, param, type Handler } from './common.ts';

/** The inbox's and the export's filters, as the contract named and checked them. */
function filtersOf(request: FastifyRequest): InboxFilterValues {
  const query = request.query as Partial<Record<string, string>>;
  return {
    search: query.Search,
    filter: query.Filter,
    status: query.Status,
    assigneeId: query.AssigneeId,
    source: query.Source,
    province: query.Province,
    from: query.From,
    to: query.To,
    sort: query.Sort,
  };
}

/** Enquiries from the public contact form (the backend's Contact): core/domain/backend.ts. */
export function contactHandlers(operations: BackendOperations) {
  const listContacts: Handler = async () => operations.listContacts();
  // The contract filled in PageSize 25 and Filter 'inbox' when they were left out.
  const listContactInbox: Handler = async (request) =>
    operations.listContactInbox(inboxQuery({ ...pagingOf(request), ...filtersOf(request) }));
  const createContact: Handler = async (request, reply) =>
    created(reply, await operations.createContact(bodyOf<ContactCreate>(request)));
  const updateContact: Handler = async (request) =>
    operations.updateContact(bodyOf<ContactUpdate>(request), actorOf(request));
  const getContactById: Handler = async (request) =>
    operations.getContactById(param(request, 'id'));
  const deleteContact: Handler = async (request) =>
    operations.deleteContact(param(request, 'id'), actorOf(request));
  const updateContactFollowUp: Handler = async (request) =>
    operations.updateContactFollowUp(
      param(request, 'id'),
      bodyOf<ContactFollowUp>(request),
      actorOf(request),
    );
  const addContactNote: Handler = async (request, reply) =>
    created(
      reply,
      await operations.addContactNote(
        param(request, 'id'),
        bodyOf<ContactNoteCreate>(request),
        actorOf(request),
      ),
    );
  const listContactAssignees: Handler = async () => operations.listContactAssignees();
  // Streamed: written as the store's pages are read, however many enquiries there are.
  const exportContacts: Handler = async (request, reply) => {
    const pieces = await operations.exportContacts(exportQuery(filtersOf(request)));
    return reply
      .code(200)
      .header('content-type', ENQUIRY_CSV_TYPE)
      .header('content-disposition', enquiryCsvDisposition(new Date()))
      .header('cache-control', 'no-store')
      .send(Readable.from(pieces));
  };

  return {
    listContacts,
    listContactInbox,
    createContact,
    updateContact,
    getContactById,
    deleteContact,
    updateContactFollowUp,
    addContactNote,
    listContactAssignees,
    exportContacts,
  };
}
