import type { Account, AccountStore, Caller } from '../core/domain/accounts';
import type { Actor } from '../core/domain/store';
import type { MockDb, MockUser } from './db';

/**
 * Mock bearer tokens: self-describing (`mock.<payload>.<signature>`) so that a session survives a
 * page reload without the mock keeping a token table. Not security: only the mocks read them.
 * Like the server's, a token carries its account's session generation: it is refused once the
 * account is removed or has ended its sessions since (core/domain/accounts.ts).
 */
const TOKEN_LIFETIME_MS = 60 * 60 * 1000;
const SECRET = 'asil-yapi-mock-secret';
const revoked = new Set<string>();

/** The accounts tokens are checked against: the mock database the handlers serve. */
let accounts: Pick<MockDb, 'userById'> | null = null;

/** Called by the backend handlers for the database they serve (mocks/handlers/backend.ts). */
export function checkTokensAgainst(db: Pick<MockDb, 'userById'>): void {
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

export function issueToken(user: TokenUser, now = Date.now()) {
  const expiration = new Date(now + TOKEN_LIFETIME_MS).toISOString();
  // jti: two sign-ins in the same millisecond must not share a token (logout revokes one).
  const payload = encode(
    JSON.stringify({
      sub: user.id,
      name: user.username,
      gen: user.sessionGeneration ?? 0,
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
      const user = accounts.userById(claims.sub);
      if (!user || generation < user.sessionGeneration) return null;
    }
    return { sub: claims.sub, name: claims.name, gen: generation, exp: claims.exp };
  } catch {
    return null;
  }
}

export const verifyToken = (token: string | null | undefined, now = Date.now()): boolean =>
  claimsOf(token, now) !== null;

export function revokeToken(token: string): void {
  revoked.add(token);
}

export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** Who makes the request: the administrator a valid token names (the mocks know no address). */
export function actorOf(request: Request): Actor {
  const claims = claimsOf(bearerToken(request));
  return { username: claims?.name ?? null, address: null };
}

/** The signed-in administrator of a request the guard let through (a bearer operation). */
export function callerOf(request: Request): Caller {
  const claims = claimsOf(bearerToken(request));
  return { username: claims?.name ?? null, address: null, userId: claims?.sub ?? '' };
}

const accountOf = ({ password: _password, ...user }: MockUser): Account => user;
const accountOrNull = (user: MockUser | null | undefined) => (user ? accountOf(user) : null);

/** The account rules' persistence (core/domain/accounts.ts) on the mocks' users. */
export function mockAccounts(db: MockDb): AccountStore {
  return {
    listAccounts: async () => db.listUsers().map(accountOf),
    findAccount: async (id) => accountOrNull(db.userById(id)),
    createAccount: async (input) => accountOf(db.createUser(input)),
    passwordMatches: async (id, password) => db.userById(id)?.password === password,
    setPassword: async (id, password) => accountOrNull(db.endSessions(id, password)),
    endSessions: async (id) => accountOrNull(db.endSessions(id)),
    removeAccount: async (id) => db.removeUser(id),
    recordAudit: async (entry) => db.recordAudit(entry),
  };
}
