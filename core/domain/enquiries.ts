import type {
  Contact,
  ContactCreate,
  ContactFollowUp,
  ContactUpdate,
  EnquiryStatus,
  Province,
} from '../../src/api/generated/backend/model/index.ts';
import { turkeyDayEnd, turkeyDayStart } from '../lib/turkey-time.ts';
import { foldLetters } from '../lib/turkish-text.ts';
import { isDay } from './audit.ts';
import { ENQUIRY_STATUSES, FIRST_ENQUIRY_STATUS } from './enquiry-status.ts';
import { storedId } from './ids.ts';
import { MESSAGES } from './messages.ts';
import type { EnquiryRecord } from './records.ts';
import { invalid } from './replies.ts';
import type { Role } from './roles.ts';
import type { Paged, Paging } from './types.ts';

/** The inbox's page size (issue 14): the contract's default for listContactInbox. */
export const INBOX_PAGE_SIZE = 25;

/**
 * What keeps the searched texts apart where they are stored together (the server's folded
 * `search_text` column): a control character, never in a search (see {@link inboxQuery}).
 */
export const SEARCH_SEPARATOR = '\u0001';

type InboxFilter = 'inbox' | 'spam';

/** The inbox's orders (the contract's Sort): by the time sent, or by callback day. */
export type InboxSort = 'newest' | 'oldest' | 'callback';

/**
 * What the inbox (and the export) is asked for: a page, the folded search text ('' for all), spam
 * or not, and issue 48's filters, each null (or '') for none, and the order.
 */
export interface InboxQuery extends Paging {
  search: string;
  filter: InboxFilter;
  status: EnquiryStatus | null;
  /** 'none': assigned to no one; otherwise an account's id in its stored spelling. */
  assignee: string | null;
  /** Folded text looked for in the source's facts; '' for none. */
  source: string;
  province: Province | null;
  /** The first instant kept (the start of `From` in Turkey). */
  since: Date | null;
  /** The first instant no longer kept (the start of the day after `To` in Turkey). */
  until: Date | null;
  sort: InboxSort;
}

/** One page of the inbox and its counts (the contract's ContactInbox). */
type InboxPage = Paged<Contact> & { unreadCount: number; spamCount: number; newCount: number };

/** The inbox's filters as the request names them (the contract has checked their types). */
export interface InboxFilterValues {
  search?: string | null;
  filter?: string | null;
  status?: string | null;
  assigneeId?: string | null;
  source?: string | null;
  province?: string | null;
  from?: string | null;
  to?: string | null;
  sort?: string | null;
}

/**
 * The query from the request's values: the texts trimmed and folded, the filter and the order
 * defaulted, each day a real one and `From` not after `To` (400 naming them, as the audit's).
 */
export function inboxQuery(values: InboxFilterValues & Paging): InboxQuery {
  const from = values.from || null;
  const to = values.to || null;
  const errors: Record<string, string[]> = {};
  if (from !== null && !isDay(from)) errors.From = [MESSAGES.enquiryDay];
  if (to !== null && !isDay(to)) errors.To = [MESSAGES.enquiryDay];
  if (Object.keys(errors).length > 0) invalid(errors);
  if (from !== null && to !== null && from > to) invalid({ To: [MESSAGES.auditDaysReversed] });
  const assignee = values.assigneeId || null;
  const sort = values.sort;
  return {
    pageIndex: values.pageIndex,
    pageSize: values.pageSize,
    search: foldLetters((values.search ?? '').trim()).replaceAll(SEARCH_SEPARATOR, ''),
    filter: values.filter === 'spam' ? 'spam' : 'inbox',
    status: ENQUIRY_STATUSES.find((status) => status === values.status) ?? null,
    assignee: assignee === null || assignee === 'none' ? assignee : storedId(assignee),
    source: foldLetters((values.source ?? '').trim()).replaceAll(SEARCH_SEPARATOR, ''),
    province: (values.province || null) as Province | null,
    since: from === null ? null : turkeyDayStart(from),
    until: to === null ? null : turkeyDayEnd(to),
    sort: sort === 'oldest' || sort === 'callback' ? sort : 'newest',
  };
}

/** The export's query: the inbox's, every enquiry on one page. */
export const exportQuery = (values: InboxFilterValues) =>
  inboxQuery({ ...values, pageIndex: 0, pageSize: Number.MAX_SAFE_INTEGER });

/**
 * The texts a search looks in: the name (first and last, as the inbox shows it), phone, sector
 * and message, each on its own, so that a search never spans two of them.
 */
const searchedTexts = (
  enquiry: Pick<Contact, 'isim' | 'soyisim' | 'telefon' | 'sektor' | 'mesaj'>,
) => [`${enquiry.isim} ${enquiry.soyisim}`, enquiry.telefon, enquiry.sektor, enquiry.mesaj];

/**
 * Whether an enquiry holds the (already folded) search text, as a run of letters: the texts and the
 * search folded by core's one fold (core/lib/turkish-text.ts `foldLetters`: Turkish case both ways,
 * diacritics optional), no word rules (ADR 0068); '' matches every enquiry.
 */
export const matchesSearch = (
  enquiry: Pick<Contact, 'isim' | 'soyisim' | 'telefon' | 'sektor' | 'mesaj'>,
  folded: string,
) => folded === '' || searchedTexts(enquiry).some((text) => foldLetters(text).includes(folded));

/**
 * Newest first; of enquiries stored in the same millisecond, the one stored last first (as the
 * server's `seq`): sort a list kept in storing order reversed, the sort being stable.
 */
export const newestEnquiryFirst = (a: Contact, b: Contact) =>
  b.createdAt.localeCompare(a.createdAt);

/** The source's facts a `Source` filter looks in, each on its own. */
const sourceTexts = (enquiry: Pick<Contact, 'source'>) =>
  Object.values(enquiry.source ?? {}).filter((text): text is string => typeof text === 'string');

/** Whether an enquiry is kept by the query's filters (the mocks' twin of the server's WHERE). */
export function matchesInboxQuery(enquiry: Contact, query: InboxQuery): boolean {
  const at = Date.parse(enquiry.createdAt);
  const assigneeId = enquiry.assigneeId ?? null;
  return (
    (enquiry.isSpam ?? false) === (query.filter === 'spam') &&
    matchesSearch(enquiry, query.search) &&
    (query.status === null || (enquiry.status ?? FIRST_ENQUIRY_STATUS) === query.status) &&
    (query.assignee === null ||
      (query.assignee === 'none' ? assigneeId === null : assigneeId === query.assignee)) &&
    (query.source === '' ||
      sourceTexts(enquiry).some((text) => foldLetters(text).includes(query.source))) &&
    (query.province === null || enquiry.province === query.province) &&
    (query.since === null || at >= query.since.getTime()) &&
    (query.until === null || at < query.until.getTime())
  );
}

/**
 * The enquiries in the query's order, from a list in storing order (the oldest stored first): of
 * two sent in the same millisecond, the one stored first is the older (the server's `seq`).
 */
export function inInboxOrder(stored: readonly Contact[], sort: InboxSort): Contact[] {
  if (sort === 'oldest') return [...stored].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const newest = [...stored].reverse().sort(newestEnquiryFirst);
  if (sort === 'newest') return newest;
  // The earliest callback first, none last; the sort is stable, so ties stay newest first.
  return newest.sort((a, b) => {
    if (a.callbackAt && b.callbackAt) return a.callbackAt.localeCompare(b.callbackAt);
    return Number(!a.callbackAt) - Number(!b.callbackAt);
  });
}

/** The account an enquiry is assigned to, when it is still there. */
interface EnquiryAssignee {
  id: string;
  username: string;
}

/**
 * An enquiry as the contract answers it, once for both sides: issue 48's fields always there
 * (null, `{}` or 'new' when none), the assignee only while its account exists, the notes only
 * when `withNotes` (a single enquiry's reads and writes; lists leave them out).
 */
export function contactOf(
  record: EnquiryRecord,
  assignee: EnquiryAssignee | null,
  withNotes: boolean,
): Contact {
  const contact: Contact = {
    id: record.id,
    isim: record.isim,
    soyisim: record.soyisim,
    telefon: record.telefon,
    sektor: record.sektor,
    mesaj: record.mesaj,
    createdAt: record.createdAt,
    isRead: record.isRead,
    isSpam: record.isSpam ?? false,
    email: record.email ?? null,
    province: record.province ?? null,
    topic: record.topic ?? null,
    source: { ...record.source },
    status: record.status ?? FIRST_ENQUIRY_STATUS,
    assigneeId: assignee?.id ?? null,
    assigneeName: assignee?.username ?? null,
    callbackAt: record.callbackAt ?? null,
  };
  if (withNotes) contact.notes = (record.notes ?? []).map((note) => ({ ...note }));
  return contact;
}

/** A follow-up change as the store applies it: a field left out is kept, null clears it. */
export type EnquiryFollowUpChange = Pick<ContactFollowUp, 'status'> & {
  assigneeId?: string | null;
  callbackAt?: string | null;
};

/** An account that might be given enquiries, as the store lists it (core checks its role). */
interface AssigneeCandidate extends EnquiryAssignee {
  role: Role;
}

/** The export reads the store in pages of this many, however many enquiries it holds. */
export const EXPORT_PAGE_SIZE = 500;

/** What the store keeps of the enquiries, the backend's Contact (part of core/domain/store.ts's DomainStore). */
export interface EnquiryStore {
  /** Newest first. */
  listEnquiries(): Promise<Contact[]>;
  /** One page of the inbox in the query's order, and its counts (core/domain/enquiries.ts). */
  listEnquiryInbox(query: InboxQuery): Promise<InboxPage>;
  /** With its notes. */
  getEnquiry(id: string): Promise<Contact | null>;
  /** `isSpam`: the public form's rule (isSpamEnquiry) tripped; stored all the same. */
  createEnquiry(input: ContactCreate, isSpam: boolean): Promise<Contact>;
  /** `isSpam` left out keeps it. */
  updateEnquiry(input: ContactUpdate): Promise<Contact | null>;
  /** Issue 48's follow-up; the enquiry with its notes, null when there is none. */
  updateEnquiryFollowUp(id: string, change: EnquiryFollowUpChange): Promise<Contact | null>;
  /**
   * Appends a note atomically (two at once both stay), stamped with a new id and the store's
   * clock; the enquiry with its notes, null when there is none.
   */
  addEnquiryNote(
    id: string,
    note: { text: string; username: string | null },
  ): Promise<Contact | null>;
  /** Every account, by name; core keeps those whose role reads the enquiries. */
  listAssigneeCandidates(): Promise<AssigneeCandidate[]>;
  /**
   * Every enquiry the query selects (paging ignored), in its order, with notes, read in pages of
   * {@link EXPORT_PAGE_SIZE}: never all of them in memory at once.
   */
  exportEnquiries(query: InboxQuery): AsyncIterable<Contact[]>;
  deleteEnquiry(id: string): Promise<boolean>;
  /**
   * KVKK retention (core/domain/privacy.ts): deletes for good every enquiry created before
   * `before`, in the inbox or the trash, with its pending notification; each id is returned to
   * exactly one caller.
   */
  deleteEnquiriesBefore(before: Date): Promise<string[]>;
}
