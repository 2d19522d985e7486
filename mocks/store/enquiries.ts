import type { Contact, ContactCreate } from '../../src/api/generated/backend/model';
import { matchesSearch, newestEnquiryFirst } from '../../core/domain/enquiries';
import { pageOfList } from '../../core/domain/paging';
import { enquiryUpdateValues, enquiryValues, type EnquiryRecord } from '../../core/domain/records';
import type { DomainStore } from '../../core/domain/store';
import type { MockDb } from '../db';
import { clone, removeRecord } from './records';

/** An enquiry as the contract shows it: a copy, with `isSpam` always there. */
const contactOf = (enquiry: EnquiryRecord): Contact => ({
  ...clone(enquiry),
  isSpam: enquiry.isSpam ?? false,
});

/** Newest first (spam included, flagged). */
export function enquiries(db: MockDb): Contact[] {
  return db.state.enquiries.map(contactOf).reverse().sort(newestEnquiryFirst);
}

export function enquiry(db: MockDb, id: string): Contact | null {
  const found = db.state.enquiries.find((candidate) => candidate.id === id);
  return found ? contactOf(found) : null;
}

function createEnquiry(db: MockDb, input: ContactCreate, isSpam: boolean): Contact {
  const created: EnquiryRecord = {
    id: crypto.randomUUID(),
    ...enquiryValues(input),
    createdAt: db.now(),
    isRead: false,
    isSpam,
  };
  db.state.enquiries.push(created);
  db.changed();
  return contactOf(created);
}

/** The enquiries in {@link MockDb}'s state; the server's twin is server/store/enquiries.ts. */
export function createEnquiryStore(db: MockDb) {
  return {
    listEnquiries: async () => enquiries(db),
    /** One page of the inbox, as the server's SQL does it (core/domain/enquiries.ts). */
    listEnquiryInbox: async (query) => {
      const all = enquiries(db);
      const shown = all.filter(
        (item) => item.isSpam === (query.filter === 'spam') && matchesSearch(item, query.search),
      );
      return {
        ...pageOfList(shown, query),
        unreadCount: all.filter((item) => !item.isSpam && !item.isRead).length,
        spamCount: all.filter((item) => item.isSpam).length,
      };
    },
    getEnquiry: async (id) => enquiry(db, id),
    createEnquiry: async (input, isSpam) => createEnquiry(db, input, isSpam),
    updateEnquiry: async (input) => {
      const found = db.state.enquiries.find((candidate) => candidate.id === input.id);
      if (!found) return null;
      Object.assign(found, enquiryUpdateValues(input));
      db.changed();
      return contactOf(found);
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
