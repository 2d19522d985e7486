import type { ContactCreate, ContactUpdate } from '../../src/api/generated/backend/model/index.ts';
import type { BackendOperations } from '../../core/domain/backend.ts';
import { bodyOf, created, param, type Handler } from './common.ts';

/** Enquiries from the public contact form (the backend's Contact): core/domain/backend.ts. */
export function contactHandlers(operations: BackendOperations) {
  const listContacts: Handler = async () => operations.listContacts();
  const createContact: Handler = async (request, reply) =>
    created(reply, await operations.createContact(bodyOf<ContactCreate>(request)));
  const updateContact: Handler = async (request) =>
    operations.updateContact(bodyOf<ContactUpdate>(request));
  const getContactById: Handler = async (request) =>
    operations.getContactById(param(request, 'id'));
  const deleteContact: Handler = async (request) => operations.deleteContact(param(request, 'id'));

  return { listContacts, createContact, updateContact, getContactById, deleteContact };
}
