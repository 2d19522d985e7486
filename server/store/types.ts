import type { Role } from '../../core/domain/roles.ts';
import type { Document, FileInfo, Redirect } from '../../src/api/generated/backend/model/index.ts';
import type { SecondFactorStore } from '../../core/domain/second-factor-store.ts';
import type { DomainStore } from '../../core/domain/store.ts';
import type { ImageFacts, StoredFile } from '../../core/domain/types.ts';

/**
 * What only the reference server keeps, beside the domain's store (core/domain/store.ts, which the
 * mocks implement too): the administrators, revoked tokens, the attempts every replica counts, the
 * shared secret, the redirects' counts, the stored files' disk names and image facts.
 */

export interface AdminUser {
  id: string;
  username: string;
  email: string | null;
  /** argon2id hash (PHC string). */
  passwordHash: string;
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601; null: never signed in. */
  lastSignInAt: string | null;
  /** Raised to end every session of the account (core/domain/accounts.ts). */
  sessionGeneration: number;
  /** What it may do (core/domain/roles.ts). */
  role: Role;
}

/** What creating an administrator takes (`role` left out: admin). */
type NewAdminUser = Pick<AdminUser, 'username' | 'email' | 'passwordHash'> & {
  role?: Role;
  /** A generated password, to be changed at the first sign-in. */
  mustChangePassword?: boolean;
  /** The hash of a one-time set-up code the first second factor needs (issue 46). */
  setupCodeHash?: string | null;
};

/** A count that an attempt is checked against: at most `max` attempts within `windowMs`. */
export interface AttemptKey {
  key: string;
  max: number;
  windowMs: number;
}

/**
 * A second factor's answer taken against its count: `failures` now counts it (until a right answer
 * clears the count); refused while the count waits, `locked` when it is shut for good.
 */
type FactorTaken =
  { taken: true; failures: number } | { taken: false; retryAfterMs: number; locked: boolean };

/** `remaining`: how many more the fullest key allows after this one; `full`: a key with no room. */
type AttemptTaken =
  | { taken: true; attempt: string; remaining: number }
  | { taken: false; retryAfterMs: number; full: string };

/**
 * The counts and the signing key shared by every replica (server/services/throttle.ts,
 * server/plugins/auth.ts); on drizzle in server/store/attempts.ts.
 */
export interface AttemptStore {
  /**
   * One attempt counted against every key, atomically across processes: taken only when each key
   * has fewer than its `max` attempts within its window; otherwise nothing is taken and the
   * reply says how long until the fullest key has room again.
   */
  takeAttempt(keys: AttemptKey[]): Promise<AttemptTaken>;
  /** Gives an attempt's rows back (a sign-in that succeeded does not count). */
  giveBackAttempt(attempt: string): Promise<void>;
  /**
   * A second factor's answer counted against `key` before it is checked, atomically across
   * processes (parallel answers all count): taken unless the wait after the count's wrong answers
   * in a row has not passed or the limit is reached (core/domain/second-factor.ts).
   */
  takeFactorAttempt(key: string): Promise<FactorTaken>;
  /** A right answer: the count starts again from none. */
  clearFactorFailures(key: string): Promise<void>;
  /**
   * The owner's command (`npm run admin -- unlock`): every count of the account opened, its
   * second factor's and its passwords'. Returns how many counts held something.
   */
  clearLockouts(account: { id: string; username: string }): Promise<number>;
  /** Notes that `username` signed in from `address` now. */
  rememberAddress(username: string, address: string): Promise<void>;
  /** Whether `username` signed in from `address` within the last `withinMs`. */
  isKnownAddress(username: string, address: string, withinMs: number): Promise<boolean>;
  /** The value kept under `name` (the shared signing key); `create()`'s on the first call anywhere. */
  sharedSecret(name: string, create: () => string): Promise<string>;
}

/** A page address that found nothing, as a replica counted it since its last write. */
export interface MissedCount {
  path: string;
  hits: number;
  lastSeenAt: Date;
}

/** See Store.knownAddresses. */
interface KnownAddresses {
  redirectSources: ReadonlySet<string>;
  productSlugs: ReadonlySet<string>;
}

/** The reference server's store: the domain's, plus its own; on drizzle in server/store/store.ts. */
export interface Store extends DomainStore, SecondFactorStore, AttemptStore {
  // Redirects, as the page handler follows them (core/domain/redirects.ts) ---------------------
  /** The redirect from `from`, counted as followed; null when there is none. */
  followRedirect(from: string): Promise<Redirect | null>;
  /**
   * Adds a replica's counts of page addresses that found nothing (server/services/missed-addresses.ts),
   * in one transaction: hits add up, an address redirected meanwhile is left out, and new ones may
   * push the least requested out: at most MISSED_KEPT are kept, so unique addresses sent on purpose
   * cannot fill the database.
   */
  addMissedAddresses(counts: readonly MissedCount[]): Promise<void>;
  /**
   * The addresses the page handler knows without asking again until the next write: every
   * redirect's `from`, and every product's slug (drafts too).
   */
  knownAddresses(): Promise<KnownAddresses>;

  /**
   * The publishing state of the documents that use a file, by its id or its path: the uploads
   * route keeps a file only such documents use from visitors (core/domain/publishing.ts).
   */
  documentsUsingFile(
    file: Pick<StoredFile, 'id' | 'path'>,
  ): Promise<Pick<Document, 'status' | 'isActive'>[]>;

  /** Every record with where its bytes are (the image backfill). */
  listStoredFiles(): Promise<StoredFile[]>;
  /** What image processing found, and the size of the bytes now stored (the backfill). */
  setImageFacts(id: string, facts: ImageFacts & { size?: number }): Promise<FileInfo | null>;

  // Administrators and sessions -----------------------------------------------------------------
  findUser(username: string): Promise<AdminUser | null>;
  findUserById(id: string): Promise<AdminUser | null>;
  /** Oldest account first, then by name. */
  listUsers(): Promise<AdminUser[]>;
  countUsers(): Promise<number>;
  /** ConflictError('Bu kullanıcı adı zaten kullanılıyor.') when the name is taken. */
  createUser(input: NewAdminUser): Promise<AdminUser>;
  /**
   * A new password hash, and the session generation raised; null when there is no such user.
   * `generated`: to be changed at the next sign-in (a reset's, the first start's).
   */
  setPasswordHash(id: string, passwordHash: string, generated: boolean): Promise<AdminUser | null>;
  /** Raises the session generation (every token issued before stops working). */
  endSessions(id: string): Promise<AdminUser | null>;
  /** Removes the user unless it is the last admin, atomically across replicas. */
  removeUser(id: string): Promise<'removed' | 'missing' | 'last'>;
  /** Stamps a successful sign-in. */
  recordSignIn(id: string): Promise<void>;
  /**
   * Gives the account `role`, checked and done atomically: never the last admin another role (two
   * admins demoting each other at once leave one). The account as it is now, or why not.
   */
  setUserRole(id: string, role: Role): Promise<AdminUser | 'missing' | 'last'>;
  /** Logout: the token's id is refused until it would have expired anyway. */
  revokeToken(jti: string, expiresAt: Date): Promise<void>;
  isTokenRevoked(jti: string): Promise<boolean>;

  /** Answers when the database can be reached (`select 1`): the readiness probe, /readyz. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
