import type {
  AdminAccount,
  LoginResult,
  PasswordChange,
  RegisterRequest,
  UserRoleChange,
} from '../../src/api/generated/backend/model/index.ts';
import { accountAudit, type NewAuditEntry } from './audit.ts';
import { normalizeId } from './ids.ts';
import { newSetupCode } from './one-time-codes.ts';
import { MESSAGES } from './messages.ts';
import { DEFAULT_ROLE, roleChangedMessage, type Role } from './roles.ts';
import { generatePassword, requireAcceptablePassword } from './passwords.ts';
import { done, fail, found, ok } from './replies.ts';
import { FRESH_PROOF_MS, requireFreshProof } from './fresh-proof.ts';
import { unthrottled, type ProofAttempts } from './proof-attempts.ts';
import type { Actor } from './types.ts';
import { adminCount, removalRefusal, resetRefusal } from './account-refusals.ts';

/**
 * Administrator accounts (issue 14 section 1), once for the mocks and the server: the rules
 * (the password policy on every password set, never removing yourself or the last administrator,
 * a reset only of someone else's password), the replies and their messages, and the audit
 * entries. Only persistence differs, behind {@link AccountStore}: the server hashes with argon2
 * and keeps the accounts in SQL, the mocks keep them in memory. Sessions end by the account's
 * session generation: a token carries the generation it was issued in and is refused once the
 * account's is higher, or once the account is gone.
 */

export interface Account {
  id: string;
  username: string;
  email: string | null;
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601; null: never signed in. */
  lastSignInAt: string | null;
  sessionGeneration: number;
  role: Role;
}

export interface AccountStore {
  /** Oldest account first (then by name). */
  listAccounts(): Promise<Account[]>;
  findAccount(id: string): Promise<Account | null>;
  /** Stores the password its own way (a hash on the server); ConflictError when the name is taken. */
  createAccount(input: {
    username: string;
    email: string | null;
    password: string;
    role: Role;
    /** The hash of the account's one-time set-up code (core/domain/one-time-codes.ts), if any. */
    setupCodeHash: string | null;
  }): Promise<Account>;
  passwordMatches(id: string, password: string): Promise<boolean>;
  /**
   * Sets the password and raises the session generation; null when there is no such account.
   * `generated`: a password someone else was given, to be changed at the next sign-in.
   */
  setPassword(id: string, password: string, generated: boolean): Promise<Account | null>;
  /** Raises the session generation; null when there is no such account. */
  endSessions(id: string): Promise<Account | null>;
  /**
   * Removes the account unless it is the last admin, checked and done atomically (two admins
   * removing each other at once leave one).
   */
  removeAccount(id: string): Promise<'removed' | 'missing' | 'last'>;
  /** Gives the account `role` unless that leaves no admin, checked and done atomically. */
  setRole(id: string, role: Role): Promise<Account | 'missing' | 'last'>;
  recordAudit(entry: NewAuditEntry): Promise<void>;
}

/** The signed-in administrator making the request. */
export interface Caller extends Actor {
  userId: string;
  /** What the account may do now (core/domain/roles.ts). */
  role: Role;
  /** When this session last proved who it is (the password or a second factor), ms; null: never. */
  proofAt: number | null;
}

/** A session token for the account, in its current session generation, carrying a proof made then. */
type IssueToken = (account: Account, proofAt: number) => Promise<LoginResult> | LoginResult;

interface AccountOptions {
  /** How long a proof allows the sensitive actions (FRESH_PROOF_SECONDS). */
  freshProofMs?: number;
  /** The throttle of current-password checks (the server's; none in the mocks). */
  attempts?: ProofAttempts;
  /**
   * The owner's REQUIRE_SECOND_FACTOR: a new account then enrols its first factor with a set-up
   * code, shown once to whoever added it (issue 46), not with the password alone.
   */
  requireSecondFactor?: boolean;
}

const accountOf = (account: Account, callerId: string): AdminAccount => ({
  id: account.id,
  username: account.username,
  email: account.email,
  role: account.role,
  createdAt: account.createdAt,
  lastSignInAt: account.lastSignInAt,
  isCurrentUser: account.id === callerId,
});

export function accountOperations(
  store: AccountStore,
  issueToken: IssueToken,
  {
    freshProofMs = FRESH_PROOF_MS,
    attempts = unthrottled,
    requireSecondFactor = false,
  }: AccountOptions = {},
) {
  const requireProof = (caller: Caller) => requireFreshProof(caller, freshProofMs);
  const audit = accountAudit(store);

  /** The account a path id names, or 404 (an id that is no UUID was refused by the schema). */
  const accountAt = async (id: string) => found(await store.findAccount(normalizeId(id) ?? ''));

  return {
    /** POST /api/Auth/register: the caller sets 201. */
    async register(body: RegisterRequest, actor: Caller) {
      requireProof(actor);
      requireAcceptablePassword(body.password);
      const setup = requireSecondFactor ? await newSetupCode() : null;
      const account = await store.createAccount({
        username: body.username,
        email: body.email ?? null,
        password: body.password,
        role: body.role ?? DEFAULT_ROLE,
        setupCodeHash: setup?.hash ?? null,
      });
      await audit('user-create', actor, account);
      return ok(
        {
          id: account.id,
          username: account.username,
          email: account.email,
          setupCode: setup?.code ?? null,
        },
        MESSAGES.userCreated,
      );
    },

    async listUsers(caller: Caller) {
      const accounts = await store.listAccounts();
      return ok(accounts.map((account) => accountOf(account, caller.userId)));
    },

    async deleteUser(id: string, caller: Caller) {
      requireProof(caller);
      const account = await accountAt(id);
      const refusal = removalRefusal(
        account,
        caller.userId,
        adminCount(await store.listAccounts()),
      );
      if (refusal) fail(409, refusal);
      const outcome = await store.removeAccount(account.id);
      if (outcome === 'missing') fail(404, MESSAGES.notFound);
      if (outcome === 'last') fail(409, MESSAGES.cannotRemoveLastAdmin);
      await audit('user-remove', caller, account);
      return done(MESSAGES.userRemoved);
    },

    /** PUT /api/User/{id}/role: audited; the account's sessions carry the new role at once. */
    async setUserRole(id: string, body: UserRoleChange, caller: Caller) {
      requireProof(caller);
      const account = await accountAt(id);
      const changed = await store.setRole(account.id, body.role);
      if (changed === 'missing') fail(404, MESSAGES.notFound);
      if (changed === 'last') fail(409, MESSAGES.cannotDemoteLastAdmin);
      if (account.role !== changed.role) await audit('role-change', caller, changed);
      return ok(
        accountOf(changed, caller.userId),
        roleChangedMessage(changed.username, changed.role),
      );
    },

    /** A generated password, returned once; every session of the account ends. */
    async resetUserPassword(id: string, caller: Caller) {
      requireProof(caller);
      const account = await accountAt(id);
      const refusal = resetRefusal(account, caller.userId);
      if (refusal) fail(409, refusal);
      const password = generatePassword();
      found(await store.setPassword(account.id, password, true));
      await audit('password-reset', caller, account);
      return ok({ password }, MESSAGES.passwordReset);
    },

    /** The caller's other sessions end; the reply's token keeps this one going. */
    async changePassword(body: PasswordChange, caller: Caller) {
      const account = found(await store.findAccount(caller.userId));
      const attempt = await attempts.begin(account, caller, 'password');
      if (!(await store.passwordMatches(account.id, body.currentPassword))) {
        const locked = await attempt.failed();
        await audit('password-change-failed', caller, account);
        if (locked) await audit('locked-out', caller, account);
        fail(400, MESSAGES.wrongCurrentPassword, {
          currentPassword: [MESSAGES.wrongCurrentPassword],
        });
      }
      await attempt.succeeded();
      requireAcceptablePassword(body.newPassword, 'newPassword');
      const changed = found(await store.setPassword(account.id, body.newPassword, false));
      await audit('password-change', caller, changed);
      return ok(await issueToken(changed, Date.now()), MESSAGES.passwordChanged);
    },

    /** Every session of the caller's account ends, this one included. */
    async signOutEverywhere(caller: Caller) {
      const account = found(await store.endSessions(caller.userId));
      await audit('sign-out-everywhere', caller, account);
      return done(MESSAGES.signedOutEverywhere);
    },
  };
}

export type AccountOperations = ReturnType<typeof accountOperations>;
