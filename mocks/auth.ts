import type { Role } from '../core/domain/roles';
import type { Account, AccountStore, Caller } from '../core/domain/accounts';
import { dutiesOf, type AccountDuties } from '../core/domain/account-duties';
import type { SecondFactors, SecondFactorStore } from '../core/domain/second-factor-store';
import {
  TICKET_LIFETIME_MS,
  type Ticket,
  type Tickets,
} from '../core/domain/second-factor-tickets';
import type { Actor } from '../core/domain/types';
import type { MockDb, MockUser } from './db';
import { recordAudit } from './store/audit';
import * as users from './store/users';

/**
 * Mock bearer tokens: self-describing (`mock.<payload>.<signature>`) so that a session survives a
 * page reload without the mock keeping a token table. Not security: only the mocks read them.
 * Like the server's, a token carries its account's session generation: it is refused once the
 * account is removed or has ended its sessions since (core/domain/accounts.ts).
 */
const TOKEN_LIFETIME_MS = 60 * 60 * 1000;
const SECRET = 'asil-yapi-mock-secret';
/**
 * Tokens ended by a logout. Kept in the browser's storage: the panel and the site are two
 * documents (ADR 0073), so the page after a logout starts a new copy of the mocks, which must
 * still refuse the token, as the server does. The newest 50 are enough: a token lives an hour.
 */
const REVOKED_KEY = 'mock-api:revoked-tokens';
const browserStorage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
};
const revokedTokens = (): string[] => {
  try {
    const kept: unknown = JSON.parse(browserStorage()?.getItem(REVOKED_KEY) ?? '[]');
    return Array.isArray(kept) ? kept.filter((token) => typeof token === 'string') : [];
  } catch {
    return [];
  }
};
const revoked = new Set<string>(revokedTokens());

/** The accounts tokens are checked against: the mock database the handlers serve. */
let accounts: MockDb | null = null;

/** Called by the backend handlers for the database they serve (mocks/handlers/backend.ts). */
export function checkTokensAgainst(db: MockDb): void {
  accounts = db;
}

const encode = (value: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(value)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

const decode = (value: string) =>
  new TextDecoder().decode(
    Uint8Array.from(atob(value.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)),
  );

function signature(payload: string): string {
  let hash = 2166136261;
  for (const char of payload + SECRET) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 16777619) >>> 0;
  }
  return hash.toString(36);
}

type TokenUser = Pick<MockUser, 'id' | 'username'> & { sessionGeneration?: number };

/** A token for the account issued at `now`, carrying a proof made at `proofAt` (ms). */
export function issueToken(user: TokenUser, now = Date.now(), proofAt = now) {
  const expiration = new Date(now + TOKEN_LIFETIME_MS).toISOString();
  // jti: two sign-ins in the same millisecond must not share a token (logout revokes one).
  const payload = encode(
    JSON.stringify({
      sub: user.id,
      name: user.username,
      gen: user.sessionGeneration ?? 0,
      proof: proofAt,
      exp: expiration,
      jti: crypto.randomUUID(),
    }),
  );
  return { token: `mock.${payload}.${signature(payload)}`, expiration };
}

interface TokenClaims {
  sub: string;
  name: string;
  gen: number;
  exp: string;
  /** When the session last proved who it is (ms). */
  proof?: number;
}

/** The claims of a valid, unexpired, unrevoked token of an account that has not ended its sessions. */
function claimsOf(token: string | null | undefined, now = Date.now()): TokenClaims | null {
  if (!token || revoked.has(token)) return null;
  const [prefix, payload, sig] = token.split('.');
  if (prefix !== 'mock' || !payload || sig !== signature(payload)) return null;
  try {
    const claims = JSON.parse(decode(payload)) as Partial<TokenClaims>;
    if (typeof claims.exp !== 'string' || !(Date.parse(claims.exp) > now)) return null;
    if (typeof claims.sub !== 'string' || typeof claims.name !== 'string') return null;
    const generation = typeof claims.gen === 'number' ? claims.gen : 0;
    if (accounts) {
      const user = users.userById(accounts, claims.sub);
      if (!user || generation < user.sessionGeneration) return null;
    }
    return {
      sub: claims.sub,
      name: claims.name,
      gen: generation,
      exp: claims.exp,
      ...(typeof claims.proof === 'number' ? { proof: claims.proof } : {}),
    };
  } catch {
    return null;
  }
}

export const verifyToken = (token: string | null | undefined, now = Date.now()): boolean =>
  claimsOf(token, now) !== null;

export function revokeToken(token: string): void {
  revoked.add(token);
  const kept = [...new Set([...revokedTokens(), token])].slice(-50);
  browserStorage()?.setItem(REVOKED_KEY, JSON.stringify(kept));
}

export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * What the signed-in account of a request must do first (core/domain/second-factor.ts); the
 * mocks never require a second factor (REQUIRE_SECOND_FACTOR is the server's).
 */
export function dutiesOfRequest(request: Request): AccountDuties {
  const claims = claimsOf(bearerToken(request));
  return dutiesOf(
    factorsOf(claims && accounts ? users.userById(accounts, claims.sub) : undefined),
    false,
  );
}

/** An account's second factors as the rules read them (none for no account). */
function factorsOf(user: MockUser | undefined): SecondFactors {
  return {
    mustChangePassword: user?.mustChangePassword ?? false,
    totpSecret: user?.totpSecret ?? null,
    passkeys: structuredClone(user?.passkeys ?? []),
    recoveryCodesLeft: user?.recoveryCodeHashes?.length ?? 0,
    setupCodeHash: user?.setupCodeHash ?? null,
  };
}

/** Who makes the request: the administrator a valid token names (the mocks know no address). */
export function actorOf(request: Request): Actor {
  const claims = claimsOf(bearerToken(request));
  return { username: claims?.name ?? null, address: null };
}

/** The signed-in administrator of a request the guard let through (a bearer operation). */
export function callerOf(request: Request): Caller {
  const claims = claimsOf(bearerToken(request));
  return {
    username: claims?.name ?? null,
    address: null,
    userId: claims?.sub ?? '',
    role: roleOfRequest(request),
    proofAt: claims?.proof ?? null,
  };
}

/**
 * The role of a request's account now (read from the account, not the token: a change applies
 * at once, as on the server); an admin's for a token of no account (the guard refuses those).
 */
export function roleOfRequest(request: Request): Role {
  const claims = claimsOf(bearerToken(request));
  const user = claims && accounts ? users.userById(accounts, claims.sub) : undefined;
  return user ? users.roleOf(user) : 'admin';
}

const accountOf = (user: MockUser): Account => ({
  id: user.id,
  username: user.username,
  email: user.email,
  createdAt: user.createdAt,
  lastSignInAt: user.lastSignInAt,
  sessionGeneration: user.sessionGeneration,
  role: users.roleOf(user),
});
const accountOrNull = (user: MockUser | null | undefined) => (user ? accountOf(user) : null);

/** The account rules' persistence (core/domain/accounts.ts) on the mocks' users. */
export function mockAccounts(db: MockDb): AccountStore {
  return {
    listAccounts: async () => users.listUsers(db).map(accountOf),
    findAccount: async (id) => accountOrNull(users.userById(db, id)),
    createAccount: async (input) => accountOf(users.createUser(db, input)),
    passwordMatches: async (id, password) => users.userById(db, id)?.password === password,
    setPassword: async (id, password, generated) =>
      accountOrNull(users.endSessions(db, id, password, generated)),
    endSessions: async (id) => accountOrNull(users.endSessions(db, id)),
    removeAccount: async (id) => users.removeUser(db, id),
    setRole: async (id, role) => {
      const changed = users.setUserRole(db, id, role);
      return typeof changed === 'string' ? changed : accountOf(changed);
    },
    recordAudit: async (entry) => recordAudit(db, entry),
  };
}

/** The second factors' persistence (core/domain/second-factor.ts) on the mocks' users. */
export function mockSecondFactors(db: MockDb): SecondFactorStore {
  const change = <T>(id: string, work: (user: MockUser) => T) => users.changeUser(db, id, work);
  return {
    secondFactorsOf: async (userId) => factorsOf(users.userById(db, userId)),
    async setTotp(userId, secret, step) {
      change(userId, (user) => {
        user.totpSecret = secret;
        user.totpLastStep = secret === null ? null : (step ?? null);
      });
    },
    useTotpStep: async (userId, step) =>
      change(userId, (user) => {
        if (user.totpLastStep != null && user.totpLastStep >= step) return false;
        user.totpLastStep = step;
        return true;
      }) ?? false,
    async addPasskey(userId, passkey) {
      change(userId, (user) => (user.passkeys ??= []).push(structuredClone(passkey)));
    },
    async passkeyUsed(userId, id, counter) {
      change(userId, (user) => {
        const passkey = user.passkeys?.find((candidate) => candidate.id === id);
        if (passkey) Object.assign(passkey, { counter, lastUsedAt: new Date().toISOString() });
      });
    },
    removePasskey: async (userId, id) =>
      change(userId, (user) => {
        const before = user.passkeys?.length ?? 0;
        user.passkeys = (user.passkeys ?? []).filter((passkey) => passkey.id !== id);
        return user.passkeys.length < before;
      }) ?? false,
    async setRecoveryCodes(userId, hashes) {
      change(userId, (user) => {
        user.recoveryCodeHashes = [...hashes];
      });
    },
    useRecoveryCode: async (userId, hash) =>
      change(userId, (user) => {
        const codes = user.recoveryCodeHashes ?? [];
        if (!codes.includes(hash)) return false;
        user.recoveryCodeHashes = codes.filter((code) => code !== hash);
        return true;
      }) ?? false,
    setSetupCode: async (userId, hash) =>
      change(userId, (user) => {
        user.setupCodeHash = hash;
        return true;
      }) ?? false,
    useSetupCode: async (userId, hash) =>
      change(userId, (user) => {
        if (user.setupCodeHash !== hash) return false;
        user.setupCodeHash = null;
        return true;
      }) ?? false,
    async clearSecondFactors(userId) {
      change(userId, (user) => {
        Object.assign(user, { totpSecret: null, totpLastStep: null, passkeys: [] });
        user.recoveryCodeHashes = [];
      });
    },
  };
}

/** The mocks' tickets: signed like their tokens (not security), each answered at most once. */
export const mockTickets: Tickets = {
  async issue(claims) {
    const expiresAt = new Date(Date.now() + TICKET_LIFETIME_MS);
    const payload = encode(JSON.stringify({ ...claims, id: crypto.randomUUID(), exp: expiresAt }));
    return {
      ticket: `ticket.${payload}.${signature(payload)}`,
      expiration: expiresAt.toISOString(),
    };
  },
  async read(ticket, purpose) {
    const [prefix, payload, sig] = ticket.split('.');
    if (prefix !== 'ticket' || !payload || sig !== signature(payload)) return null;
    try {
      const claims = JSON.parse(decode(payload)) as Ticket & { exp: string };
      if (claims.purpose !== purpose || revoked.has(claims.id)) return null;
      if (!(Date.parse(claims.exp) > Date.now())) return null;
      return { ...claims, expiresAt: new Date(claims.exp) };
    } catch {
      return null;
    }
  },
  async spend(ticket) {
    revoked.add(ticket.id);
  },
};
