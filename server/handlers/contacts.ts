import type { ContactCreate, ContactUpdate } from '../../src/api/generated/backend/model/index.ts';
import { notFound } from '../http/errors.ts';
import {
  bodyOf,
  created,
  done,
  found,
  idParam,
  ok,
  type Handler,
  type HandlerContext,
} from './common.ts';

/** Enquiries from the public contact form (the backend's Contact). */
export function contactHandlers({ store }: HandlerContext) {
  const listContacts: Handler = async () => ok(await store.listEnquiries());

  const createContact: Handler = async (request, reply) =>
    created(
      reply,
      ok(await store.createEnquiry(bodyOf<ContactCreate>(request)), 'Mesajınız alındı.'),
    );

  const updateContact: Handler = async (request) =>
    ok(found(await store.updateEnquiry(bodyOf<ContactUpdate>(request))));

  const getContactById: Handler = async (request) =>
    ok(found(await store.getEnquiry(idParam(request))));

  const deleteContact: Handler = async (request) => {
    if (!(await store.deleteEnquiry(idParam(request)))) notFound();
    return done('Mesaj silindi.');
  };

  return { listContacts, createContact, updateContact, getContactById, deleteContact };
}
