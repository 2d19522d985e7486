import type { Role } from '../core/domain/roles';
import type { StoredPasskey } from '../core/domain/second-factor-store';
import type { FileInfo, MissedSearch, Redirect } from '../src/api/generated/backend/model';
import type {
  BrandedResinContent,
  ContactContent,
  MenusContent,
  PrivacyNoticeContent,
  ServicePageContent,
} from '../src/api/generated/content/model';
import type { NewAuditEntry } from '../core/domain/audit';
import type { VisitBatch } from '../core/domain/visits';
import type { StoredPreviewLink } from '../core/domain/previews';
import type { Revision } from '../core/domain/revisions';
import type { ProductPlace, TrashEntry } from '../core/domain/trash';
import type {
  DocumentRecord,
  EnquiryRecord,
  PageRecord,
  ProductRecord,
} from '../core/domain/records';
import type { ContentKey, PendingContent, ServicePageKey } from '../core/domain/types';
import { createSeed } from '../seed';
import type { SeedData } from '../seed/types';

/** An address that found nothing, and how often (mocks/store/redirects.ts). */
interface MockMissedAddress {
  path: string;
  hits: number;
  /** ISO 8601. */
  lastSeenAt: string;
}

/** The visits' aggregates as the mocks keep them (the server's tables, server/db/schema.ts). */
export interface MockVisits {
  /** The day's salt, today's only. */
  salts: Record<string, string>;
  /** `day path hash` of today's visitors (path '' site-wide). */
  visitors: string[];
  days: { day: string; views: number; visitors: number }[];
  pages: { day: string; path: string; views: number; visitors: number }[];
  referrers: VisitBatch['referrers'];
  campaigns: VisitBatch['campaigns'];
  devices: VisitBatch['devices'];
  events: VisitBatch['events'];
}

/** A trashed record as the mocks keep it: the record as it was, and where it stood. */
export interface MockTrashEntry extends Omit<TrashEntry, 'expiresAt'> {
  record: Record<string, unknown>;
  /** Its index in its collection, so that a restore puts it back in the same list order. */
  index: number;
  /** A product's places in the pages' orderings. */
  places: ProductPlace[] | null;
}

/** A stored file record; its bytes live in {@link MockDb.bytes}. */
export type StoredFile = Omit<FileInfo, 'fileName' | 'url' | 'mimeType' | 'fileSize'>;

export interface MockUser {
  id: string;
  username: string;
  password: string;
  email: string | null;
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601; null: never signed in. */
  lastSignInAt: string | null;
  /** Raised to end every session of the account (mocks/auth.ts compares it with the token's). */
  sessionGeneration: number;
  /** What the account may do (core/domain/roles.ts); absent in states saved before roles: admin. */
  role?: Role;
  /** The second factor (core/domain/second-factor.ts); absent in states saved before it. */
  mustChangePassword?: boolean;
  totpSecret?: string | null;
  totpLastStep?: number | null;
  passkeys?: StoredPasskey[];
  /** SHA-256 hashes of the unused recovery codes. */
  recoveryCodeHashes?: string[];
  /** The pending set-up code's hash (core/domain/one-time-codes.ts); the mocks never set one. */
  setupCodeHash?: string | null;
}

/** Everything the mock backend and content service hold, as plain JSON (persisted in the browser). */
export interface MockState {
  files: StoredFile[];
  documents: DocumentRecord[];
  products: ProductRecord[];
  pages: PageRecord[];
  enquiries: EnquiryRecord[];
  users: MockUser[];
  contactContent: ContactContent;
  servicePages: Record<ServicePageKey, ServicePageContent>;
  asilnunx: BrandedResinContent;
  /** The KVKK notice and the enquiries' retention (core/domain/privacy.ts). */
  privacyNotice?: PrivacyNoticeContent;
  /** The header's and the footer's links (issue 49); the default ones until saved. */
  menus?: MenusContent;
  /** Enquiries delivered to the e-mail service, newest last (for tests and the mock panel). */
  sentEmails: Record<string, string>[];
  /** The audit log (core/domain/audit.ts), oldest first. */
  audit: MockAuditEntry[];
  /** Deleted records (mocks/store/trash.ts), oldest first; a trashed file's bytes stay in `bytes`. */
  trash: MockTrashEntry[];
  /** Revisions of saved records (core/domain/revisions.ts, mocks/store/revisions.ts), oldest first. */
  revisions: Revision[];
  /** Redirects of old addresses (core/domain/redirects.ts, mocks/store/redirects.ts), oldest first. */
  redirects: Redirect[];
  /** Page addresses that found nothing (the server counts them; the mocks only keep them). */
  missedAddresses: MockMissedAddress[];
  /** The site's searches that found nothing (mocks/store/missed-searches.ts); absent before them. */
  missedSearches?: MissedSearch[];
  /** Preview links (core/domain/previews.ts, mocks/store/previews.ts), oldest first. */
  previewLinks: StoredPreviewLink[];
  /** The content pages' pending changes (issue 21), by page; absent when none. */
  pendingContent: Partial<Record<ContentKey, PendingContent>>;
  /** Visits counted without cookies (mocks/store/visits.ts); absent in states saved before them. */
  visits?: MockVisits;
}

/** An audit entry as the mocks keep it: the domain's, stamped and numbered. */
export interface MockAuditEntry extends NewAuditEntry {
  id: string;
  /** ISO 8601. */
  at: string;
}

/** Demo administrator of mock mode (docs/DESIGN.md section 4). */
export const DEMO_ADMIN = { username: 'admin', password: 'admin123' } as const;

/** When the seed's administrator was created. */
const SEED_USERS_CREATED = '2026-01-05T09:00:00.000Z';

function stateFromSeed(seed: SeedData): MockState {
  return {
    files: seed.files.map(({ bytes: _bytes, ...file }) => ({
      width: null,
      height: null,
      placeholder: null,
      altText: '',
      variants: null,
      ...file,
    })),
    documents: seed.documents,
    products: seed.products,
    pages: seed.pages,
    enquiries: seed.enquiries,
    users: [
      {
        id: '0f0e0d0c-0b0a-4909-8807-060504030201',
        ...DEMO_ADMIN,
        email: 'admin@asilyapi.com.tr',
        createdAt: SEED_USERS_CREATED,
        lastSignInAt: null,
        sessionGeneration: 0,
      },
    ],
    contactContent: seed.contactContent,
    servicePages: seed.servicePages,
    asilnunx: seed.asilnunx,
    sentEmails: [],
    audit: [],
    trash: [],
    revisions: [],
    redirects: [],
    missedAddresses: [],
    previewLinks: [],
    pendingContent: {},
  };
}

/** A state saved by an earlier version of the mocks, with what it did not keep yet. */
function completed(state: MockState): MockState {
  // A state saved before the trash existed.
  state.trash ??= [];
  // Users saved before accounts kept their creation, last sign-in and session generation.
  for (const user of state.users) {
    user.createdAt ??= SEED_USERS_CREATED;
    user.lastSignInAt ??= null;
    user.sessionGeneration ??= 0;
  }
  return state;
}

/**
 * The in-memory database behind the mocks: the state, the seed and the persistence (`onChange`,
 * which the browser uses to keep the state in localStorage). Records are stored flat, as a backend
 * would; mocks/store/ reads and writes them, resolving the embedded objects the contract returns.
 */
export class MockDb {
  state: MockState;
  /** File bytes by file id: the seed's files, and every upload. */
  readonly bytes = new Map<string, Uint8Array>();
  private readonly seedBytes = new Map<string, Uint8Array>();
  private listeners = new Set<() => void>();

  constructor(state?: MockState) {
    const seed = createSeed();
    for (const file of seed.files) this.seedBytes.set(file.id, file.bytes);
    this.state = state ? completed(state) : stateFromSeed(seed);
    for (const [id, bytes] of this.seedBytes) this.bytes.set(id, bytes);
  }

  /**
   * Takes the state another browser tab saved (mocks/tab-sync.ts), or the seed when it was reset.
   * No `onChange`: the tab that wrote it has kept it. The bytes stay; the caller drops the unused.
   */
  adopt(state: MockState | null): void {
    this.state = state ? completed(state) : stateFromSeed(createSeed());
  }

  /** Restores the seed (the mock panel's reset, and `resetMocks()` between tests). */
  reset(): void {
    this.state = stateFromSeed(createSeed());
    this.bytes.clear();
    for (const [id, bytes] of this.seedBytes) this.bytes.set(id, bytes);
    this.changed();
  }

  isSeedFile(id: string): boolean {
    return this.seedBytes.has(id);
  }

  /** Called after every write, so that the browser can persist the state. */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  changed(): void {
    for (const listener of this.listeners) listener();
  }

  now(): string {
    return new Date().toISOString();
  }
}
