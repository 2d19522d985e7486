import type { Actor } from '../core/domain/store';
import type { MockUser } from './db';

/**
 * Mock bearer tokens: self-describing (`mock.<payload>.<signature>`) so that a session survives a
 * page reload without the mock keeping a token table. Not security: only the mocks read them.
 */
const TOKEN_LIFETIME_MS = 60 * 60 * 1000;
const SECRET = 'asil-yapi-mock-secret';
const revoked = new Set<string>();

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

export function issueToken(user: MockUser, now = Date.now()) {
  const expiration = new Date(now + TOKEN_LIFETIME_MS).toISOString();
  // jti: two sign-ins in the same millisecond must not share a token (logout revokes one).
  const payload = encode(
    JSON.stringify({
      sub: user.id,
      name: user.username,
      exp: expiration,
      jti: crypto.randomUUID(),
    }),
  );
  return { token: `mock.${payload}.${signature(payload)}`, expiration };
}

export function verifyToken(token: string | null | undefined, now = Date.now()): boolean {
  if (!token || revoked.has(token)) return false;
  const [prefix, payload, sig] = token.split('.');
  if (prefix !== 'mock' || !payload || sig !== signature(payload)) return false;
  try {
    const { exp } = JSON.parse(decode(payload)) as { exp: string };
    return Date.parse(exp) > now;
  } catch {
    return false;
  }
}

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
  const token = bearerToken(request);
  if (!verifyToken(token)) return { username: null, address: null };
  const { name } = JSON.parse(decode(token?.split('.')[1] ?? '')) as { name?: unknown };
  return { username: typeof name === 'string' ? name : null, address: null };
}
