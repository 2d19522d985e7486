import type {
  Contact,
  ContactCreate,
  ContactUpdate,
} from '../../src/api/generated/backend/model/index.ts';
import type { Paged, Paging } from './types.ts';

/** The inbox's page size (issue 14): the contract's default for listContactInbox. */
export const INBOX_PAGE_SIZE = 25;

/**
 * Turkish case folding as one table: every letter of Basic Latin to Cyrillic whose
 * `toLocaleLowerCase('tr-TR')` is one other character (so `I` → `ı`, `İ` → `i`, `Ç` → `ç`).
 * The mocks fold with {@link foldTurkish}; the server's SQL hands the same two strings to
 * PostgreSQL's `translate()`, which does not depend on the database's locale. One rule, both sides.
 */
function foldTable(): { from: string; to: string } {
  let from = '';
  let to = '';
  for (let code = 0x41; code <= 0x4ff; code += 1) {
    const letter = String.fromCodePoint(code);
    const lower = letter.toLocaleLowerCase('tr-TR');
    if (lower !== letter && [...lower].length === 1) {
      from += letter;
      to += lower;
    }
  }
  return { from, to };
}

export const TURKISH_FOLD = foldTable();

const foldMap = new Map(
  [...TURKISH_FOLD.from].map((letter, index) => [letter, TURKISH_FOLD.to[index]]),
);

/** Lower case by Turkish rules, through {@link TURKISH_FOLD}. */
export const foldTurkish = (text: string): string =>
  [...text].map((letter) => foldMap.get(letter) ?? letter).join('');

type InboxFilter = 'inbox' | 'spam';

/** What the inbox is asked for: a page, the folded search text ('' for all), spam or not. */
export interface InboxQuery extends Paging {
  search: string;
  filter: InboxFilter;
}

/** One page of the inbox and its counts (the contract's ContactInbox). */
type InboxPage = Paged<Contact> & { unreadCount: number; spamCount: number };

/** The query from the request's values: the search trimmed and folded, the filter defaulted. */
export function inboxQuery(values: {
  pageIndex: number;
  pageSize: number;
  search?: string | null;
  filter?: string | null;
}): InboxQuery {
  return {
    pageIndex: values.pageIndex,
    pageSize: values.pageSize,
    search: foldTurkish((values.search ?? '').trim()),
    filter: values.filter === 'spam' ? 'spam' : 'inbox',
  };
}

/**
 * The texts a search looks in: the name (first and last, as the inbox shows it), phone, sector
 * and message, each on its own, so that a search never spans two of them.
 */
const searchedTexts = (
  enquiry: Pick<Contact, 'isim' | 'soyisim' | 'telefon' | 'sektor' | 'mesaj'>,
) => [`${enquiry.isim} ${enquiry.soyisim}`, enquiry.telefon, enquiry.sektor, enquiry.mesaj];

/** Whether an enquiry holds the (already folded) search text; '' matches every enquiry. */
export const matchesSearch = (
  enquiry: Pick<Contact, 'isim' | 'soyisim' | 'telefon' | 'sektor' | 'mesaj'>,
  folded: string,
) => folded === '' || searchedTexts(enquiry).some((text) => foldTurkish(text).includes(folded));

/**
 * Newest first; of enquiries stored in the same millisecond, the one stored last first (as the
 * server's `seq`): sort a list kept in storing order reversed, the sort being stable.
 */
export const newestEnquiryFirst = (a: Contact, b: Contact) =>
  b.createdAt.localeCompare(a.createdAt);

/** What the store keeps of the enquiries, the backend's Contact (part of core/domain/store.ts's DomainStore). */
export interface EnquiryStore {
  /** Newest first. */
  listEnquiries(): Promise<Contact[]>;
  /** One page of the inbox, newest first, and its counts (core/domain/enquiries.ts). */
  listEnquiryInbox(query: InboxQuery): Promise<InboxPage>;
  getEnquiry(id: string): Promise<Contact | null>;
  /** `isSpam`: the public form's rule (isSpamEnquiry) tripped; stored all the same. */
  createEnquiry(input: ContactCreate, isSpam: boolean): Promise<Contact>;
  /** `isSpam` left out keeps it. */
  updateEnquiry(input: ContactUpdate): Promise<Contact | null>;
  deleteEnquiry(id: string): Promise<boolean>;
  /**
   * KVKK retention (core/domain/privacy.ts): deletes for good every enquiry created before
   * `before`, in the inbox or the trash, with its pending notification; each id is returned to
   * exactly one caller.
   */
  deleteEnquiriesBefore(before: Date): Promise<string[]>;
}
