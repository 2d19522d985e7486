import { useSyncExternalStore } from 'react';
import { accountGate } from './account-gate';
import {
  SESSION_CHECK_INTERVAL_MS,
  TOKEN_EXPIRATION_KEY,
  TOKEN_KEY,
  browserStorage,
  endSession,
  readSession,
  startSession,
  userNameOf,
  type Session,
} from './session';

/**
 * The signed-in state, shared by the router guard, the login screen and the admin layout.
 * localStorage is the source of truth; this store only tells React when it changed.
 */
type Listener = () => void;
const listeners = new Set<Listener>();
let snapshot: Session | null = null;

function refresh(): void {
  const storage = browserStorage();
  const next = storage ? readSession(storage) : null;
  if (next?.token === snapshot?.token && next?.expiresAt === snapshot?.expiresAt) return;
  snapshot = next;
  for (const listener of listeners) listener();
}

export const auth = {
  /** Reads (and clears, when expired) the stored session. */
  check(): Session | null {
    refresh();
    return snapshot;
  },
  isAuthenticated(): boolean {
    return auth.check() !== null;
  },
  signIn(token: string): Session {
    const storage = browserStorage();
    if (!storage) throw new Error('Tarayıcı depolaması kullanılamıyor; oturum açılamadı.');
    startSession(storage, token);
    refresh();
    return snapshot as Session;
  },
  /**
   * Ends the session and removes every unsaved copy the administrator kept on this device (issue
   * 22 section 2). Loaded on demand: the public pages never open that database. Settles once they
   * are gone, so that a caller leaving the page can wait for it.
   */
  async signOut(): Promise<void> {
    const storage = browserStorage();
    const user = userNameOf(storage?.getItem(TOKEN_KEY));
    if (storage) endSession(storage);
    accountGate.leave();
    refresh();
    // A copy that cannot be removed (storage off) must not keep anyone signed in.
    if (user)
      await import('./kept-work')
        .then(({ forgetUserWork }) => forgetUserWork(user))
        .catch(() => undefined);
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): Session | null => snapshot,
};

export type Auth = typeof auth;

/**
 * Checks the session at load and every 60 seconds (docs/SPEC.md section 4), and follows sign-ins and
 * sign-outs made in other tabs. Returns the stop function.
 */
export function watchSession(intervalMs = SESSION_CHECK_INTERVAL_MS): () => void {
  refresh();
  const timer = window.setInterval(refresh, intervalMs);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TOKEN_KEY || event.key === TOKEN_EXPIRATION_KEY)
      refresh();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    window.clearInterval(timer);
    window.removeEventListener('storage', onStorage);
  };
}

/** The current session, or null; re-renders when it starts, ends or expires. */
export function useSession(): Session | null {
  return useSyncExternalStore(auth.subscribe, auth.getSnapshot, () => null);
}
