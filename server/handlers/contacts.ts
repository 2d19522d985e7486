import type { ContactCreate, ContactUpdate } from '../../src/api/generated/backend/model/index.ts';
import type { BackendOperations } from '../../core/domain/backend.ts';
import { inboxQuery } from '../../core/domain/enquiries.ts';
import { actorOf, bodyOf, created, pagingOf, param, type Handler } from './common.ts';

/** Enquiries from the public contact form (the backend's Contact): core/domain/backend.ts. */
export function contactHandlers(operations: BackendOperations) {
  const listContacts: Handler = async () => operations.listContacts();
  // The contract filled in PageSize 25 and Filter 'inbox' when they were left out.
  const listContactInbox: Handler = async (request) => {
    const { Search, Filter } = request.query as { Search?: string; Filter?: string };
    return operations.listContactInbox(
      inboxQuery({ ...pagingOf(request), search: Search, filter: Filter }),
    );
  };
  const createContact: Handler = async (request, reply) =>
    created(reply, await operations.createContact(bodyOf<ContactCreate>(request)));
  const updateContact: Handler = async (request) =>
    operations.updateContact(bodyOf<ContactUpdate>(request), actorOf(request));
  const getContactById: Handler = async (request) =>
    operations.getContactById(param(request, 'id'));
  const deleteContact: Handler = async (request) =>
    operations.deleteContact(param(request, 'id'), actorOf(request));

  return {
    listContacts,
    listContactInbox,
    createContact,
    updateContact,
    getContactById,
    deleteContact,
  };
}
