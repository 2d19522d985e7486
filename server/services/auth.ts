import { hkdfSync, randomUUID } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { SignJWT, jwtVerify } from 'jose';
import type { Role } from '../../core/domain/roles.ts';
import type { Account, AccountStore } from '../../core/domain/accounts.ts';
import { TICKET_LIFETIME_MS, type Tickets } from '../../core/domain/second-factor-tickets.ts';
import type { AdminUser, Store } from '../store/types.ts';

/** Session tokens live one hour (docs/DESIGN.md section 2). */
const TOKEN_LIFETIME_SECONDS = 60 * 60;

/** argon2id with OWASP's minimum (19 MiB, 2 passes, 1 lane). */
const ARGON2 = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, ARGON2);

/** A hash of nothing anyone knows: unknown user names cost as much time as wrong passwords. */
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(user: AdminUser | null, password: string): Promise<boolean> {
  if (!user) {
    decoyHash ??= hashPassword(randomUUID());
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(user.passwordHash, password).catch(() => false);
}

export interface Session {
  userId: string;
  username: string;
  /** The account's role now (read with the account on every request: a change applies at once). */
  role: Role;
  jti: string;
  expiresAt: Date;
  /** When this session last proved who it is (ms); null: a token from before proofs were kept. */
  proofAt: number | null;
}

export interface Tokens {
  /** A token for the account, carrying a proof made at `proofAt` (ms). */
  issue(
    user: Pick<AdminUser, 'id' | 'username' | 'sessionGeneration'>,
    proofAt: number,
  ): Promise<{ token: string; expiration: string }>;
  /**
   * The session of a valid, unexpired, unrevoked token whose account still exists and has not
   * ended its sessions since (its session generation is not higher than the token's); null
   * otherwise. Both are read from the database, so every replica refuses it at once.
   */
  verify(token: string | null): Promise<Session | null>;
}

/** The token's claim with the account's session generation when it was issued. */
const GENERATION_CLAIM = 'gen';
/** The token's claim with when its session last proved who it is (seconds). */
const PROOF_CLAIM = 'proof';
/** A session token's `typ`; a ticket's differs and is signed with a key of its own. */
const SESSION_TYPE = 'JWT';
const TICKET_TYPE = 'second-factor+jwt';

/** A key of its own for each use, derived from JWT_SECRET (HKDF, node:crypto). */
const keyFor = (secret: string, use: string) =>
  new Uint8Array(hkdfSync('sha256', secret, 'asil-yapi', use, 32));

export function createTokens(
  secret: string,
  store: Pick<Store, 'isTokenRevoked' | 'findUserById'>,
): Tokens {
  const key = new TextEncoder().encode(secret);
  return {
    async issue(user, proofAt) {
      const now = Math.floor(Date.now() / 1000);
      const exp = now + TOKEN_LIFETIME_SECONDS;
      const token = await new SignJWT({
        name: user.username,
        [GENERATION_CLAIM]: user.sessionGeneration,
        [PROOF_CLAIM]: Math.floor(proofAt / 1000),
      })
        .setProtectedHeader({ alg: 'HS256', typ: SESSION_TYPE })
        .setSubject(user.id)
        .setJti(randomUUID())
        .setIssuedAt(now)
        .setExpirationTime(exp)
        .sign(key);
      return { token, expiration: new Date(exp * 1000).toISOString() };
    },
    async verify(token) {
      if (!token) return null;
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          typ: SESSION_TYPE,
        });
        const generation = payload[GENERATION_CLAIM];
        if (!payload.sub || !payload.jti || typeof payload.exp !== 'number') return null;
        if (typeof generation !== 'number') return null;
        const [user, revoked] = await Promise.all([
          store.findUserById(payload.sub),
          store.isTokenRevoked(payload.jti),
        ]);
        // Exactly the account's: a higher one (a forged token) must not outlive the next raise.
        if (!user || revoked || generation !== user.sessionGeneration) return null;
        return {
          userId: user.id,
          username: user.username,
          role: user.role,
          jti: payload.jti,
          expiresAt: new Date(payload.exp * 1000),
          proofAt: typeof payload[PROOF_CLAIM] === 'number' ? payload[PROOF_CLAIM] * 1000 : null,
        };
      } catch {
        return null;
      }
    },
  };
}

const accountOf = ({ passwordHash: _hash, ...account }: AdminUser): Account => account;
const accountOrNull = (user: AdminUser | null) => (user ? accountOf(user) : null);

/** The account rules' persistence (core/domain/accounts.ts) on the server's store, with argon2. */
export function accountStore(store: Store): AccountStore {
  return {
    listAccounts: async () => (await store.listUsers()).map(accountOf),
    findAccount: async (id) => accountOrNull(await store.findUserById(id)),
    createAccount: async ({ password, ...user }) =>
      accountOf(await store.createUser({ ...user, passwordHash: await hashPassword(password) })),
    passwordMatches: async (id, password) => {
      const user = await store.findUserById(id);
      return user !== null && (await verifyPassword(user, password));
    },
    setPassword: async (id, password, generated) =>
      accountOrNull(await store.setPasswordHash(id, await hashPassword(password), generated)),
    endSessions: async (id) => accountOrNull(await store.endSessions(id)),
    removeAccount: (id) => store.removeUser(id),
    setRole: async (id, role) => {
      const changed = await store.setUserRole(id, role);
      return typeof changed === 'string' ? changed : accountOf(changed);
    },
    recordAudit: (entry) => store.recordAudit(entry),
  };
}

/**
 * The second factor's tickets (core/domain/second-factor.ts): JWTs of a type and a key of their
 * own, so that no ticket is ever a session token; a used one is refused like a logged-out token.
 */
export function createTickets(
  secret: string,
  store: Pick<Store, 'isTokenRevoked' | 'revokeToken'>,
): Tickets {
  const key = keyFor(secret, 'second-factor tickets');
  return {
    async issue({ purpose, userId, generation, challenge, secret: totpSecret }) {
      const expiresAt = Date.now() + TICKET_LIFETIME_MS;
      const ticket = await new SignJWT({
        pur: purpose,
        gen: generation,
        ...(challenge ? { chl: challenge } : {}),
        ...(totpSecret ? { sec: totpSecret } : {}),
      })
        .setProtectedHeader({ alg: 'HS256', typ: TICKET_TYPE })
        .setSubject(userId)
        .setJti(randomUUID())
        .setExpirationTime(Math.floor(expiresAt / 1000))
        .sign(key);
      return { ticket, expiration: new Date(expiresAt).toISOString() };
    },
    async read(ticket, purpose) {
      try {
        const { payload } = await jwtVerify(ticket, key, {
          algorithms: ['HS256'],
          typ: TICKET_TYPE,
        });
        const { sub, jti, exp, pur, gen, chl, sec } = payload as Record<string, unknown>;
        if (pur !== purpose || typeof sub !== 'string' || typeof jti !== 'string') return null;
        if (typeof exp !== 'number' || typeof gen !== 'number') return null;
        if (await store.isTokenRevoked(jti)) return null;
        return {
          id: jti,
          expiresAt: new Date(exp * 1000),
          purpose,
          userId: sub,
          generation: gen,
          ...(typeof chl === 'string' ? { challenge: chl } : {}),
          ...(typeof sec === 'string' ? { secret: sec } : {}),
        };
      } catch {
        return null;
      }
    },
    spend: (ticket) => store.revokeToken(ticket.id, ticket.expiresAt),
  };
}
