import type { Contact, ContactCreate } from '../../src/api/generated/backend/model';
import {
  EXPORT_PAGE_SIZE,
  contactOf,
  inInboxOrder,
  matchesInboxQuery,
  type InboxQuery,
} from '../../core/domain/enquiries';
import { FIRST_ENQUIRY_STATUS } from '../../core/domain/enquiry-status';
import { pageOfList } from '../../core/domain/paging';
import {
  enquiryCreateValues,
  enquiryUpdateValues,
  type EnquiryRecord,
} from '../../core/domain/records';
import { roleOf } from './users';
import type { DomainStore } from '../../core/domain/store';
import type { MockDb } from '../db';
import { removeRecord } from './records';

/** An enquiry as the contract shows it (core/domain/enquiries.ts), its assignee while it exists. */
function contactIn(db: MockDb, record: EnquiryRecord, withNotes: boolean): Contact {
  const account = db.state.users.find((user) => user.id === record.assigneeId);
  return contactOf(
    record,
    account ? { id: account.id, username: account.username } : null,
    withNotes,
  );
}

/** Newest first (spam included, flagged). */
export function enquiries(db: MockDb): Contact[] {
  return inInboxOrder(
    db.state.enquiries.map((record) => contactIn(db, record, false)),
    'newest',
  );
}

const recordOf = (db: MockDb, id: string) =>
  db.state.enquiries.find((candidate) => candidate.id === id);

export function enquiry(db: MockDb, id: string): Contact | null {
  const found = recordOf(db, id);
  return found ? contactIn(db, found, true) : null;
}

function createEnquiry(db: MockDb, input: ContactCreate, isSpam: boolean): Contact {
  const created: EnquiryRecord = {
    id: crypto.randomUUID(),
    ...enquiryCreateValues(input),
    createdAt: db.now(),
    isRead: false,
    isSpam,
    status: FIRST_ENQUIRY_STATUS,
    assigneeId: null,
    callbackAt: null,
    notes: [],
  };
  db.state.enquiries.push(created);
  db.changed();
  return contactIn(db, created, true);
}

/** The query's enquiries in its order (the server's WHERE and ORDER BY), without notes. */
function selected(db: MockDb, query: InboxQuery): Contact[] {
  const all = db.state.enquiries.map((record) => contactIn(db, record, false));
  return inInboxOrder(
    all.filter((item) => matchesInboxQuery(item, query)),
    query.sort,
  );
}

/** The enquiries in {@link MockDb}'s state; the server's twin is server/store/enquiries.ts. */
export function createEnquiryStore(db: MockDb) {
  return {
    listEnquiries: async () => enquiries(db),
    /** One page of the inbox, as the server's SQL does it (core/domain/enquiries.ts). */
    listEnquiryInbox: async (query) => {
      const all = enquiries(db);
      const inbox = all.filter((item) => !item.isSpam);
      return {
        ...pageOfList(selected(db, query), query),
        unreadCount: inbox.filter((item) => !item.isRead).length,
        spamCount: all.length - inbox.length,
        newCount: inbox.filter((item) => item.status === FIRST_ENQUIRY_STATUS).length,
      };
    },
    getEnquiry: async (id) => enquiry(db, id),
    createEnquiry: async (input, isSpam) => createEnquiry(db, input, isSpam),
    updateEnquiry: async (input) => {
      const found = recordOf(db, input.id);
      if (!found) return null;
      Object.assign(found, enquiryUpdateValues(input));
      db.changed();
      return contactIn(db, found, true);
    },
    updateEnquiryFollowUp: async (id, change) => {
      const found = recordOf(db, id);
      if (!found) return null;
      Object.assign(found, change);
      db.changed();
      return contactIn(db, found, true);
    },
    addEnquiryNote: async (id, note) => {
      const found = recordOf(db, id);
      if (!found) return null;
      found.notes = [
        ...(found.notes ?? []),
        { id: crypto.randomUUID(), createdAt: db.now(), ...note },
      ];
      db.changed();
      return contactIn(db, found, true);
    },
    listAssigneeCandidates: async () =>
      db.state.users.map((user) => ({ id: user.id, username: user.username, role: roleOf(user) })),
    /** In pages, as the server reads them; each page with its notes. */
    exportEnquiries: async function* (query) {
      const ids = selected(db, query).map((item) => item.id);
      for (let start = 0; start < ids.length; start += EXPORT_PAGE_SIZE) {
        yield ids
          .slice(start, start + EXPORT_PAGE_SIZE)
          .map((id) => enquiry(db, id))
          .filter((item): item is Contact => item !== null);
      }
    },
    deleteEnquiry: async (id) => removeRecord(db, 'enquiries', id),
    /** KVKK retention: the inbox's and the trash's. */
    deleteEnquiriesBefore: async (before) => {
      const expired = (createdAt: unknown) =>
        typeof createdAt === 'string' && Date.parse(createdAt) < before.getTime();
      const live = db.state.enquiries.filter((item) => expired(item.createdAt));
      const trashed = db.state.trash.filter(
        (entry) => entry.kind === 'enquiry' && expired(entry.record['createdAt']),
      );
      if (live.length === 0 && trashed.length === 0) return [];
      db.state.enquiries = db.state.enquiries.filter((item) => !live.includes(item));
      db.state.trash = db.state.trash.filter((entry) => !trashed.includes(entry));
      db.changed();
      return [...live.map((item) => item.id), ...trashed.map((entry) => entry.itemId)];
    },
  } satisfies Partial<DomainStore>;
}
