import { randomUUID } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { SignJWT, jwtVerify } from 'jose';
import type { AdminUser, Store } from '../../core/domain/store.ts';

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
  jti: string;
  expiresAt: Date;
}

export interface Tokens {
  issue(user: Pick<AdminUser, 'id' | 'username'>): Promise<{ token: string; expiration: string }>;
  /** The session of a valid, unexpired, unrevoked token; null otherwise. */
  verify(token: string | null): Promise<Session | null>;
}

export function createTokens(secret: string, store: Pick<Store, 'isTokenRevoked'>): Tokens {
  const key = new TextEncoder().encode(secret);
  return {
    async issue(user) {
      const now = Math.floor(Date.now() / 1000);
      const exp = now + TOKEN_LIFETIME_SECONDS;
      const token = await new SignJWT({ name: user.username })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
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
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (!payload.sub || !payload.jti || typeof payload.exp !== 'number') return null;
        if (await store.isTokenRevoked(payload.jti)) return null;
        return {
          userId: payload.sub,
          username: typeof payload.name === 'string' ? payload.name : '',
          jti: payload.jti,
          expiresAt: new Date(payload.exp * 1000),
        };
      } catch {
        return null;
      }
    },
  };
}
