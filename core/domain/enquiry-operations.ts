import type { ContactCreate, ContactUpdate } from '../../src/api/generated/backend/model/index.ts';
import { isSpamEnquiry } from '../lib/enquiry.ts';
import { auditWrite, type AuditStore, type AuditTarget } from './audit.ts';
import type { EnquiryStore, InboxQuery } from './enquiries.ts';
import { storedId } from './ids.ts';
import { MESSAGES } from './messages.ts';
import { done, found, ok } from './replies.ts';
import { trashRecord, type TrashStore } from './trash.ts';
import type { Actor } from './types.ts';

/** The ports the enquiries' operations use. */
type EnquiryOperationsStore = EnquiryStore &
  Pick<AuditStore, 'recordAudit'> &
  Pick<TrashStore, 'moveToTrash'>;

const enquiryTarget = (enquiry: { id: string; isim: string; soyisim: string }): AuditTarget => ({
  kind: 'enquiry',
  id: enquiry.id,
  name: `${enquiry.isim} ${enquiry.soyisim}`,
});

/** The enquiries' operations (openapi/backend.yaml, the backend's Contact). */
export function enquiryOperations(store: EnquiryOperationsStore) {
  return {
    listContacts: async () => ok(await store.listEnquiries()),
    listContactInbox: async (query: InboxQuery) => ok(await store.listEnquiryInbox(query)),
    // Spam is stored and answered like any enquiry: the sender learns nothing from the reply, which
    // leaves out the decision (`isSpam`, the panel's only; issue 23 section 2).
    createContact: async (body: ContactCreate) => {
      const { isSpam: _decision, ...stored } = await store.createEnquiry(body, isSpamEnquiry(body));
      return ok(stored, MESSAGES.enquiryReceived);
    },
    updateContact: async (body: ContactUpdate, actor: Actor) => {
      const enquiry = found(await store.updateEnquiry({ ...body, id: storedId(body.id) }));
      // Reading an enquiry marks it read: only the spam verdict is worth a line in the log.
      if (body.isSpam !== undefined) {
        await auditWrite(store, actor, 'update', enquiryTarget(enquiry));
      }
      return ok(enquiry);
    },
    getContactById: async (id: string) => ok(found(await store.getEnquiry(storedId(id)))),
    deleteContact: async (id: string, actor: Actor) => {
      const enquiry = found(await store.getEnquiry(storedId(id)));
      await trashRecord(store, 'enquiry', enquiry.id, actor);
      await auditWrite(store, actor, 'delete', enquiryTarget(enquiry));
      return done(MESSAGES.enquiryDeleted);
    },
  };
}

/** Which of the enquiries' operations write: core/domain/backend.ts runs each in a transaction. */
export const ENQUIRY_WRITES = [
  'updateContact',
  'deleteContact',
] as const satisfies readonly (keyof ReturnType<typeof enquiryOperations>)[];
