/**
 * The administrator session (docs/SPEC.md section 4): `token` and `tokenExpiration` in localStorage,
 * valid for one hour after sign-in, checked at load and every 60 seconds.
 */
export const TOKEN_KEY = 'token';
export const TOKEN_EXPIRATION_KEY = 'tokenExpiration';
export const SESSION_DURATION_MS = 60 * 60 * 1000;
export const SESSION_CHECK_INTERVAL_MS = 60 * 1000;

export interface Session {
  token: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

type SessionStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function startSession(storage: SessionStorage, token: string, now = Date.now()): Session {
  const session = { token, expiresAt: now + SESSION_DURATION_MS };
  storage.setItem(TOKEN_KEY, token);
  storage.setItem(TOKEN_EXPIRATION_KEY, new Date(session.expiresAt).toISOString());
  return session;
}

export function endSession(storage: SessionStorage): void {
  storage.removeItem(TOKEN_KEY);
  storage.removeItem(TOKEN_EXPIRATION_KEY);
}

/**
 * The stored session if it is still valid. An expired, half-written or unreadable session is
 * removed, so that the user becomes unauthenticated.
 */
export function readSession(storage: SessionStorage, now = Date.now()): Session | null {
  const token = storage.getItem(TOKEN_KEY);
  const expiration = storage.getItem(TOKEN_EXPIRATION_KEY);
  if (!token && !expiration) return null;
  const expiresAt = expiration ? Date.parse(expiration) : Number.NaN;
  if (!token || Number.isNaN(expiresAt) || expiresAt <= now) {
    endSession(storage);
    return null;
  }
  return { token, expiresAt };
}

/** localStorage, or nothing where there is none (a private window with storage disabled). */
export function browserStorage(): SessionStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The current token, or null when there is no valid session. */
export function currentToken(now = Date.now()): string | null {
  const storage = browserStorage();
  return storage ? (readSession(storage, now)?.token ?? null) : null;
}

/**
 * The administrator's user name a token carries (its `name` claim), or null. Both the server's JWT
 * and the mocks' token keep their claims as base64url JSON in the second of three parts. Only for
 * the panel's own bookkeeping (whose unsaved work is kept on the device): the server checks the
 * token, the browser does not.
 */
export function userNameOf(token: string | null | undefined): string | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    const name = (claims as { name?: unknown } | null)?.name;
    return typeof name === 'string' && name !== '' ? name : null;
  } catch {
    return null;
  }
}
