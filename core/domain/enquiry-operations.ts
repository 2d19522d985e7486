import type {
  Contact,
  ContactCreate,
  ContactFollowUp,
  ContactNoteCreate,
  ContactUpdate,
} from '../../src/api/generated/backend/model/index.ts';
import { isSpamEnquiry } from '../lib/enquiry.ts';
import { formatDay } from '../lib/turkey-time.ts';
import { auditWrite, type AuditStore, type AuditTarget } from './audit.ts';
import type { EnquiryFollowUpChange, EnquiryStore, InboxQuery } from './enquiries.ts';
import { enquiryCsv } from './enquiry-export.ts';
import { ENQUIRY_STATUS_LABELS } from './enquiry-status.ts';
import { storedId } from './ids.ts';
import { MESSAGES } from './messages.ts';
import { done, found, invalid, ok } from './replies.ts';
import { ROLE_RIGHTS } from './roles.ts';
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

const turkish = new Intl.Collator('tr');

/** The day as the panel writes it (`12.12.2026`). */

/**
 * What a follow-up change did, in the audit log's words: the enquiry's name and each field set,
 * `Ayşe Yılmaz (Durum: Teklif verildi; Atanan: ahmet)`, so that the log reads without opening it.
 */
function followUpAuditName(enquiry: Contact, change: EnquiryFollowUpChange): string {
  const parts: string[] = [];
  if (change.status) parts.push(`Durum: ${ENQUIRY_STATUS_LABELS[change.status]}`);
  if (change.assigneeId !== undefined) parts.push(`Atanan: ${enquiry.assigneeName ?? 'yok'}`);
  if (change.callbackAt !== undefined) {
    parts.push(`Geri arama: ${change.callbackAt === null ? 'yok' : formatDay(change.callbackAt)}`);
  }
  return `${enquiry.isim} ${enquiry.soyisim} (${parts.join('; ')})`;
}

/** The enquiries' operations (openapi/backend.yaml, the backend's Contact). */
export function enquiryOperations(store: EnquiryOperationsStore) {
  /** The accounts an enquiry can be given to: those whose role reads the enquiries, by name. */
  const assignees = async () =>
    (await store.listAssigneeCandidates())
      .filter((account) => ROLE_RIGHTS[account.role].has('enquiries'))
      .map(({ id, username }) => ({ id, username }))
      .sort((a, b) => turkish.compare(a.username, b.username));

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
    /** Issue 48: each field left out is kept, null clears it; audited with what changed. */
    updateContactFollowUp: async (id: string, body: ContactFollowUp, actor: Actor) => {
      // The server's schema check refuses it first (minProperties); the mocks' zod does not.
      if (Object.keys(body).length === 0) invalid({ body: [MESSAGES.enquiryFollowUpEmpty] });
      const enquiry = found(await store.getEnquiry(storedId(id)));
      const change: EnquiryFollowUpChange = {
        ...(body.status !== undefined && { status: body.status }),
        ...(body.assigneeId !== undefined && {
          assigneeId: body.assigneeId === null ? null : storedId(body.assigneeId),
        }),
        ...(body.callbackAt !== undefined && { callbackAt: body.callbackAt }),
      };
      if (change.assigneeId) {
        const allowed = (await assignees()).some((account) => account.id === change.assigneeId);
        if (!allowed) invalid({ assigneeId: [MESSAGES.enquiryAssigneeRefused] });
      }
      const changed = found(await store.updateEnquiryFollowUp(enquiry.id, change));
      await auditWrite(store, actor, 'follow-up', {
        ...enquiryTarget(changed),
        name: followUpAuditName(changed, change),
      });
      return ok(changed, MESSAGES.enquiryFollowUpSaved);
    },
    /** Issue 48: kept with its writer's name as it is now, audited. */
    addContactNote: async (id: string, body: ContactNoteCreate, actor: Actor) => {
      const enquiry = found(await store.getEnquiry(storedId(id)));
      const text = body.text.trim();
      if (text === '') invalid({ text: [MESSAGES.enquiryNoteEmpty] });
      const changed = found(
        await store.addEnquiryNote(enquiry.id, { text, username: actor.username }),
      );
      await auditWrite(store, actor, 'note-add', enquiryTarget(changed));
      return ok(changed, MESSAGES.enquiryNoteAdded);
    },
    listContactAssignees: async () => ok(await assignees()),
    /** The CSV file's pieces, read from the store page by page (core/domain/enquiry-export.ts). */
    exportContacts: async (query: InboxQuery) => enquiryCsv(store.exportEnquiries(query)),
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
  'updateContactFollowUp',
  'addContactNote',
] as const satisfies readonly (keyof ReturnType<typeof enquiryOperations>)[];
