import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  ContactNote,
  ImageVariants,
  PageCreate,
  DocumentCreate,
  ProductCreate,
} from '../../src/api/generated/backend/model/index.ts';
import { SEARCH_SEPARATOR, TURKISH_FOLD } from '../../core/domain/enquiries.ts';

/** A string as an SQL literal, for the generated columns' expressions (which take no parameters). */
const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * SQL texts joined by core's SEARCH_SEPARATOR and lower-cased by its TURKISH_FOLD (foldTurkish):
 * a generated column's expression (`chr` and `translate` are immutable, as such columns need).
 */
const foldedSql = (texts: string[]) =>
  sql.raw(
    `translate(${texts.join(` || chr(${SEARCH_SEPARATOR.codePointAt(0)}) || `)}, ${quoted(TURKISH_FOLD.from)}, ${quoted(TURKISH_FOLD.to)})`,
  );

/**
 * The reference server's tables (PostgreSQL 15 compatible; PGlite runs the same migrations).
 * Records are stored flat, as mocks/db.ts keeps them: embedded objects (files, documents,
 * products) are resolved on read from the id columns. `seq` keeps insertion order for listings.
 * No foreign keys: like the mocks, a deleted file or document simply stops resolving.
 * Numbers a client sends without an upper bound (sizes, document order) are double precision, so
 * that no valid JSON integer overflows a column; long texts are never in a b-tree index.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull();
const seq = () => integer('seq').generatedAlwaysAsIdentity();
const textList = (name: string) => text(name).array().notNull().default([]);
const idList = (name: string) => uuid(name).array().notNull().default([]);
/** The optional search and share fields of pages and products (null: derived from the content). */
const seoColumns = () => ({
  metaTitle: text('meta_title'),
  metaDescription: text('meta_description'),
  shareImage: text('share_image'),
});

export const files = pgTable(
  'files',
  {
    seq: seq(),
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    path: text('path').notNull(),
    contentType: text('content_type').notNull(),
    size: doublePrecision('size').notNull(),
    createdAt: createdAt(),
    diskName: text('disk_name'),
    // Image facts (server/images/): null for documents and for images not processed yet.
    width: integer('width'),
    height: integer('height'),
    placeholder: text('placeholder'),
    altText: text('alt_text').notNull().default(''),
    variants: jsonb('variants').$type<ImageVariants>(),
  },
  (table) => [
    index('files_seq_idx').on(table.seq),
    index('files_path_idx').using('hash', table.path),
  ],
);

export const documents = pgTable(
  'documents',
  {
    seq: seq(),
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique('documents_slug_key'),
    description: text('description'),
    category: text('category'),
    order: doublePrecision('sort_order'),
    url: text('url'),
    fileId: uuid('file_id'),
    mimeType: text('mime_type'),
    fileSize: doublePrecision('file_size'),
    previewImageFileId: uuid('preview_image_file_id'),
    previewImageUrl: text('preview_image_url'),
    fileUrl: text('file_url'),
    path: text('path'),
    isActive: boolean('is_active').notNull().default(true),
    /** As a product's (issue 21): `draft` and `scheduled` are invisible to visitors. */
    status: text('status').notNull().default('published'),
    /** When a `scheduled` document is published; null otherwise. */
    publishAt: timestamp('publish_at', { withTimezone: true, mode: 'date' }),
    /** A published document's changes saved as a draft (a DocumentCreate); null: none. */
    pending: jsonb('pending').$type<DocumentCreate>(),
    /** When the server publishes the pending changes by itself; null: they wait for 'Yayınla'. */
    pendingPublishAt: timestamp('pending_publish_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('documents_seq_idx').on(table.seq)],
);

export const products = pgTable(
  'products',
  {
    seq: seq(),
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique('products_slug_key'),
    titles: textList('titles'),
    subtitles: textList('subtitles'),
    descriptions: textList('descriptions'),
    homePageSubtitle: text('home_page_subtitle'),
    listTitles: textList('list_titles'),
    listItems: textList('list_items'),
    urls: textList('urls'),
    videoUrls: textList('video_urls'),
    videoTitles: textList('video_titles'),
    videoDescriptions: textList('video_descriptions'),
    bannerImageUrl: text('banner_image_url'),
    productMainImageId: uuid('product_main_image_id'),
    productImageId: uuid('product_image_id'),
    mainImageUrl: text('main_image_url'),
    image: text('image'),
    documentImageIds: idList('document_image_ids'),
    productDetailImageIds: idList('product_detail_image_ids'),
    documentIds: idList('document_ids'),
    fileIds: idList('file_ids'),
    documentFileIds: idList('document_file_ids'),
    productDetailFileIds: idList('product_detail_file_ids'),
    showContact: boolean('show_contact').notNull().default(true),
    /** `draft`: only the panel sees it (issue 21 section 2); `published`: visitors do. */
    status: text('status').notNull().default('published'),
    /** When a `scheduled` product is published (core/domain/schedule.ts); null otherwise. */
    publishAt: timestamp('publish_at', { withTimezone: true, mode: 'date' }),
    /** A published product's changes saved as a draft (a ProductCreate); null: none. */
    pending: jsonb('pending').$type<ProductCreate>(),
    /** When the server publishes the pending changes by itself; null: they wait for 'Yayınla'. */
    pendingPublishAt: timestamp('pending_publish_at', { withTimezone: true, mode: 'date' }),
    ...seoColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('products_seq_idx').on(table.seq), index('products_name_idx').on(table.name)],
);

export const pages = pgTable(
  'pages',
  {
    seq: seq(),
    id: uuid('id').primaryKey(),
    pageType: integer('page_type').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique('pages_slug_key'),
    titles: textList('titles'),
    subtitles: textList('subtitles'),
    descriptions: textList('descriptions'),
    listTitles: textList('list_titles'),
    listItems: textList('list_items'),
    urls: textList('urls'),
    videoUrls: textList('video_urls'),
    videoTitles: textList('video_titles'),
    videoDescriptions: textList('video_descriptions'),
    backgroundImageUrl: text('background_image_url'),
    bannerImageUrl: text('banner_image_url'),
    mainImageUrl: text('main_image_url'),
    mainImageId: uuid('main_image_id'),
    fileIds: idList('file_ids'),
    productIds: idList('product_ids'),
    documentIds: idList('document_ids'),
    additionalFields: textList('additional_fields'),
    ...seoColumns(),
    /** Pending changes (issue 21): the PageCreate a draft or a schedule will publish. */
    pending: jsonb('pending').$type<PageCreate>(),
    /** When the server publishes `pending` by itself; null when it waits for 'Yayınla'. */
    pendingPublishAt: timestamp('pending_publish_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('pages_seq_idx').on(table.seq),
    index('pages_type_seq_idx').on(table.pageType, table.seq),
    index('pages_name_idx').on(table.name),
  ],
);

/** The backend's Contact: enquiries sent from the public contact form. */
export const enquiries = pgTable(
  'enquiries',
  {
    seq: seq(),
    id: uuid('id').primaryKey(),
    isim: text('isim').notNull(),
    soyisim: text('soyisim').notNull(),
    telefon: text('telefon').notNull(),
    sektor: text('sektor').notNull(),
    mesaj: text('mesaj').notNull(),
    createdAt: createdAt(),
    isRead: boolean('is_read').notNull().default(false),
    /** Sent with the honeypot filled or too fast (core/domain/enquiries.ts): kept, not shown. */
    isSpam: boolean('is_spam').notNull().default(false),
    // Issue 48: what the form sent beside the seed's fields, and where it came from (a host only).
    email: text('email'),
    province: text('province'),
    topic: text('topic'),
    sourcePage: text('source_page'),
    landingPage: text('landing_page'),
    referrerHost: text('referrer_host'),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    /** The follow-up (core/domain/enquiry-status.ts); enquiries stored before it are 'new'. */
    status: text('status').notNull().default('new'),
    /** An account (users.id); cleared when the account is removed. */
    assigneeId: uuid('assignee_id'),
    callbackAt: date('callback_at', { mode: 'string' }),
    /**
     * The notes, oldest first, on the row itself: the trash, its restore and the KVKK retention,
     * which move the row, take them along. Appended atomically (`notes || jsonb`).
     */
    notes: jsonb('notes').$type<ContactNote[]>().notNull().default([]),
    /**
     * What the inbox search reads (server/store/enquiries.ts `searchWhere`): the name, phone, sector
     * and message, folded by core's TURKISH_FOLD once when the row is written (not per row and
     * search), kept apart by SEARCH_SEPARATOR so that a search never spans two of them.
     */
    searchText: text('search_text').generatedAlwaysAs(
      foldedSql([`isim || ' ' || soyisim`, 'telefon', 'sektor', 'mesaj']),
    ),
    /** What the inbox's source filter reads: the source's six facts, folded and kept apart. */
    sourceText: text('source_text').generatedAlwaysAs(
      foldedSql(
        [
          'source_page',
          'landing_page',
          'referrer_host',
          'utm_source',
          'utm_medium',
          'utm_campaign',
        ].map((column) => `coalesce(${column}, '')`),
      ),
    ),
  },
  (table) => [
    index('enquiries_created_idx').on(table.createdAt, table.seq),
    index('enquiries_spam_created_idx').on(table.isSpam, table.createdAt, table.seq),
    // The inbox's filters and the callback order, each a page without sorting 100,000 rows.
    index('enquiries_status_idx').on(table.isSpam, table.status, table.createdAt, table.seq),
    index('enquiries_assignee_idx').on(table.isSpam, table.assigneeId, table.createdAt, table.seq),
    index('enquiries_province_idx').on(table.isSpam, table.province, table.createdAt, table.seq),
    index('enquiries_callback_idx').on(
      table.isSpam,
      table.callbackAt.asc().nullsLast(),
      table.createdAt.desc().nullsFirst(),
      table.seq.desc().nullsFirst(),
    ),
    // The dashboard's and the digest's waiting list (server/store/enquiry-stats.ts `waitingOn`):
    // the open enquiries only, oldest first, the rule's columns in the index.
    index('enquiries_waiting_idx')
      .on(table.createdAt, table.seq, table.status, table.callbackAt, table.assigneeId)
      .where(sql`not ${table.isSpam} and ${table.status} not in ('won', 'lost')`),
  ],
);

/**
 * The columns of an e-mail waiting to be sent (server/services/mail-worker.ts): claimed by one
 * replica at a time (FOR UPDATE SKIP LOCKED and a lease), deleted once sent, retried with backoff
 * until `maxAttempts`, then kept with `failedAt`.
 */
const queuedMail = () => ({
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull(),
  /** Claimed by a worker until then; a worker that died lets the lease run out. */
  lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
  /** Why the last attempt failed: an error code, never the message (it may quote addresses). */
  lastError: text('last_error'),
  failedAt: timestamp('failed_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
});

/**
 * The company's e-mail about a new enquiry, written in the enquiry's own transaction. It holds
 * the enquiry's id only; the texts are read when the mail is written.
 */
export const enquiryMail = pgTable(
  'enquiry_mail',
  { id: uuid('id').primaryKey(), enquiryId: uuid('enquiry_id').notNull(), ...queuedMail() },
  (table) => [index('enquiry_mail_next_idx').on(table.failedAt, table.nextAttemptAt)],
);

/**
 * An e-mail to an account about a change to its sign-in (issue 46), written in the same
 * transaction as the change's audit line (server/store/audit.ts). It holds the account's id and
 * the audited action; the account's address is read when the mail is written.
 */
export const accountMail = pgTable(
  'account_mail',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    /** The audit action (core/domain/audit.ts `isAccountMailAction`). */
    action: text('action').notNull(),
    /** The address the change came from (null from the CLI). */
    address: text('address'),
    ...queuedMail(),
  },
  (table) => [index('account_mail_next_idx').on(table.failedAt, table.nextAttemptAt)],
);

/**
 * The assignees' daily digest (issue 48, server/services/enquiry-digest.ts): one row a Turkish day,
 * inserted by the one replica that claims the day's digest (ON CONFLICT DO NOTHING), in the same
 * transaction as the day's `digest_mail` rows.
 */
export const digestRuns = pgTable('digest_runs', {
  day: date('day', { mode: 'string' }).primaryKey(),
  createdAt: createdAt(),
});

/**
 * An assignee's digest e-mail waiting to be sent (server/services/mail-worker.ts): the account and
 * the day only; the enquiries waiting to be called are read when the mail is written.
 */
export const digestMail = pgTable(
  'digest_mail',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    ...queuedMail(),
  },
  (table) => [index('digest_mail_next_idx').on(table.failedAt, table.nextAttemptAt)],
);

export const users = pgTable('users', {
  id: uuid('id').primaryKey(),
  username: text('username').notNull().unique('users_username_key'),
  email: text('email'),
  passwordHash: text('password_hash').notNull(),
  createdAt: createdAt(),
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true, mode: 'date' }),
  /**
   * Raised by "sign out everywhere" and by every password change or reset: a token carries the
   * generation it was issued in and is refused once the account's is higher.
   */
  sessionGeneration: integer('session_generation').notNull().default(0),
  /** The password was generated (first start, a reset): it must be changed before anything else. */
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  /** What the account may do (core/domain/roles.ts, issue 46); accounts made before roles: admin. */
  role: text('role').notNull().default('admin'),
  /** The authenticator app's secret (base32, TOTP); null: none (issue 23, ADR 0038). */
  totpSecret: text('totp_secret'),
  /** The app's last time step used: a code works once. */
  totpLastStep: integer('totp_last_step'),
  /**
   * The SHA-256 of the pending one-time set-up code (issue 46): after a reset of the second
   * factors, or on an account added while the owner requires one; null: none pending.
   */
  setupCodeHash: text('setup_code_hash'),
});

/** Administrators' passkeys (WebAuthn credentials). */
export const passkeys = pgTable(
  'passkeys',
  {
    /** The credential id, base64url. */
    id: text('id').primaryKey(),
    /** No foreign key, as everywhere here: removing the account removes these rows with it. */
    userId: uuid('user_id').notNull(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('passkeys_user_id_idx').on(table.userId)],
);

/** Administrators' one-time recovery codes, as SHA-256 hashes; a used one is deleted. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    /** No foreign key, as everywhere here: removing the account removes these rows with it. */
    userId: uuid('user_id').notNull(),
    codeHash: text('code_hash').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.codeHash] })],
);

/** Logged-out tokens, refused until they would have expired anyway. */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: text('jti').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('revoked_tokens_expires_idx').on(table.expiresAt)],
);

/** The content service's singletons (contact page, service pages, AsilNunX), one JSON each. */
export const content = pgTable('content', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  /** Pending changes (issue 21): the content a draft or a schedule will publish; null when none. */
  pending: jsonb('pending'),
  /** When the server publishes `pending` by itself; null when it waits for 'Yayınla'. */
  pendingPublishAt: timestamp('pending_publish_at', { withTimezone: true, mode: 'date' }),
});

/** Bookkeeping, e.g. whether the seed has been loaded ("seeded"). */
export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/**
 * Password checks and enquiries taken within their window, one row per key an attempt counts
 * against (server/services/throttle.ts): the lockout and the limits every replica shares.
 * `attempt` groups the rows of one attempt, so that a sign-in that succeeds gives them back.
 */
export const attempts = pgTable(
  'attempts',
  {
    id: uuid('id').primaryKey(),
    attempt: uuid('attempt').notNull(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    index('attempts_key_at_idx').on(table.key, table.at),
    index('attempts_at_idx').on(table.at),
    index('attempts_attempt_idx').on(table.attempt),
  ],
);

/**
 * Consecutive wrong answers of a second factor, per count (server/services/throttle.ts, issue 46):
 * each wait is longer than the last, and at the limit only the owner's command opens it again. A
 * right answer deletes the row.
 */
export const factorFailures = pgTable('factor_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** Where each administrator last signed in from: such an address has a lockout of its own. */
export const knownAddresses = pgTable(
  'known_addresses',
  {
    username: text('username').notNull(),
    address: text('address').notNull(),
    lastSignIn: timestamp('last_sign_in', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.username, table.address] })],
);

/**
 * Every save of a page, a product, a document or a content-service page keeps the whole record
 * (issue 14 section 2): `kind` with `itemId` (a uuid, or the content key such as `contact`) names
 * the item; the last revisions of each item are kept (core/domain/revisions.ts says how many).
 */
export const revisions = pgTable(
  'revisions',
  {
    seq: seq(),
    id: uuid('id').primaryKey(),
    kind: text('kind').notNull(),
    itemId: text('item_id').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Who saved it; null for the seed and the server's own writes. */
    username: text('username'),
    data: jsonb('data').notNull(),
  },
  (table) => [index('revisions_item_idx').on(table.kind, table.itemId, table.seq)],
);

/**
 * Deleted products, pages, documents, files and enquiries (issue 14 section 3): the record's row
 * as it was, taken out of its table and kept here for 30 days. `extra` holds what the restore
 * puts back besides the row (a product's places in the pages' orderings); `diskName`, a file's
 * bytes, which stay in storage until the entry is purged.
 */
export const trash = pgTable(
  'trash',
  {
    seq: seq(),
    id: uuid('id').primaryKey(),
    kind: text('kind').notNull(),
    itemId: uuid('item_id').notNull(),
    name: text('name').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }).notNull(),
    deletedBy: text('deleted_by'),
    data: jsonb('data').notNull(),
    extra: jsonb('extra'),
    diskName: text('disk_name'),
  },
  (table) => [
    index('trash_deleted_idx').on(table.deletedAt, table.seq),
    index('trash_item_idx').on(table.kind, table.itemId),
  ],
);

/**
 * Who did what and when (issue 14 section 4): sign-ins, failed sign-ins, saves, deletes,
 * restores and account changes. Only ever inserted: nothing in the panel edits or deletes it.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    seq: seq(),
    id: uuid('id').primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The administrator; for a failed sign-in, the name that was tried. */
    username: text('username'),
    action: text('action').notNull(),
    /** What it was done to: its kind, id and name at the time (null for sign-ins). */
    targetKind: text('target_kind'),
    targetId: text('target_id'),
    targetName: text('target_name'),
    address: text('address'),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at, table.seq),
    index('audit_log_user_at_idx').on(table.username, table.at),
    index('audit_log_action_at_idx').on(table.action, table.at),
  ],
);

/**
 * Addresses that keep working (issue 21 section 5, core/domain/redirects.ts): `from_path` answers
 * 301 to `to_path`, or 410 Gone when it is null (a purged product). Each is one hop.
 */
export const redirects = pgTable('redirects', {
  seq: seq(),
  id: uuid('id').primaryKey(),
  fromPath: text('from_path').notNull().unique(),
  toPath: text('to_path'),
  createdAt: createdAt(),
  hits: integer('hits').notNull().default(0),
  lastHitAt: timestamp('last_hit_at', { withTimezone: true, mode: 'date' }),
});

/** Page addresses that found nothing, and how often: the 'Yönlendirmeler' screen's second list. */
export const missedAddresses = pgTable(
  'missed_addresses',
  {
    path: text('path').primaryKey(),
    hits: integer('hits').notNull().default(1),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('missed_addresses_hits_idx').on(table.hits, table.lastSeenAt)],
);

/**
 * The site's searches that found nothing (issue 49): the query folded, how often, when last; no
 * visitor data. At most MISSED_SEARCHES_KEPT rows (core/domain/site-search.ts).
 */
export const missedSearches = pgTable(
  'missed_searches',
  {
    query: text('query').primaryKey(),
    count: integer('count').notNull().default(1),
    lastSearchedAt: timestamp('last_searched_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('missed_searches_count_idx').on(table.count, table.lastSearchedAt)],
);

/** Preview links (core/domain/previews.ts): the token names a row; revoking deletes it. */
export const previewLinks = pgTable(
  'preview_links',
  {
    seq: seq(),
    id: uuid('id').primaryKey(),
    /** What it shows: a product, a content page by its key, a page or a document (others null). */
    productId: uuid('product_id'),
    page: text('page'),
    pageId: uuid('page_id'),
    documentId: uuid('document_id'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdBy: text('created_by'),
  },
  (table) => [
    index('preview_links_product_idx').on(table.productId),
    index('preview_links_page_idx').on(table.page),
    index('preview_links_page_id_idx').on(table.pageId),
    index('preview_links_document_id_idx').on(table.documentId),
  ],
);

// Visits counted without cookies (issue 48, core/domain/visits.ts, docs/decisions/0060): daily
// aggregates, each write adding to them; the day's salt and visitor hashes, deleted with the day.
const day = () => date('day', { mode: 'string' }).notNull();
const count = (name: string) => integer(name).notNull().default(0);

/** Views and unique visitors of the whole site, per day. */
export const visitDays = pgTable('visit_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  views: count('views'),
  visitors: count('visitors'),
});

/** Views and unique visitors per day and page. */
export const visitPages = pgTable(
  'visit_pages',
  { day: day(), path: text('path').notNull(), views: count('views'), visitors: count('visitors') },
  (table) => [primaryKey({ columns: [table.day, table.path] })],
);

/**
 * {@link visitPages} summed by calendar month (`month`: its first day), kept with every batch: a
 * range of a year reads a dozen rows a page, not one a day (server/store/visits.ts `pageTotals`).
 */
export const visitPageMonths = pgTable(
  'visit_page_months',
  {
    month: date('month', { mode: 'string' }).notNull(),
    path: text('path').notNull(),
    views: count('views'),
    visitors: count('visitors'),
  },
  (table) => [primaryKey({ columns: [table.month, table.path] })],
);

/** Views of landings per day and referring host. */
export const visitReferrers = pgTable(
  'visit_referrers',
  { day: day(), host: text('host').notNull(), views: count('views') },
  (table) => [primaryKey({ columns: [table.day, table.host] })],
);

/** Views of landings per day and UTM triple ('' for a tag left out). */
export const visitCampaigns = pgTable(
  'visit_campaigns',
  {
    day: day(),
    utmSource: text('utm_source').notNull(),
    utmMedium: text('utm_medium').notNull(),
    utmCampaign: text('utm_campaign').notNull(),
    views: count('views'),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.utmSource, table.utmMedium, table.utmCampaign] }),
  ],
);

/** Views per day and device class. */
export const visitDevices = pgTable(
  'visit_devices',
  { day: day(), device: text('device').notNull(), views: count('views') },
  (table) => [primaryKey({ columns: [table.day, table.device] })],
);

/** Clicks and downloads per day, page and kind. */
export const visitEvents = pgTable(
  'visit_events',
  { day: day(), path: text('path').notNull(), kind: text('kind').notNull(), count: count('count') },
  (table) => [primaryKey({ columns: [table.day, table.path, table.kind] })],
);

/** The day's visitor hashes, site-wide (path '') and per page: today's only. */
export const visitVisitors = pgTable(
  'visit_visitors',
  { day: day(), path: text('path').notNull(), hash: text('hash').notNull() },
  (table) => [primaryKey({ columns: [table.day, table.path, table.hash] })],
);

/** The day's random salt, shared by the replicas: today's only. */
export const visitSalts = pgTable('visit_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
});
