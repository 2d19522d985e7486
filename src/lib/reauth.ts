import { useSyncExternalStore } from 'react';

/**
 * Signing in again without leaving the page: when a call meets a 401 or the session runs out while
 * an administrator edits, the admin layout shows a login dialog; the service client
 * (src/api/create-client.ts) waits for it and sends the call once more, so nothing typed is lost.
 */
type Listener = () => void;
const listeners = new Set<Listener>();
let waiting: {
  promise: Promise<void>;
  resolve: () => void;
  reject: (error: Error) => void;
} | null = null;

const emit = () => listeners.forEach((listener) => listener());

export class ReauthCancelledError extends Error {
  override readonly name = 'ReauthCancelledError';
  constructor() {
    super('Oturum yenilenmedi.');
  }
}

export const reauth = {
  /** Opens the dialog (once, however many callers ask) and resolves after a successful sign-in. */
  request(): Promise<void> {
    if (!waiting) {
      let resolve: () => void = () => undefined;
      let reject: (error: Error) => void = () => undefined;
      const promise = new Promise<void>((done, fail) => {
        resolve = done;
        reject = fail;
      });
      waiting = { promise, resolve, reject };
      emit();
    }
    return waiting.promise;
  },
  /** The dialog signed in. */
  complete(): void {
    const current = waiting;
    waiting = null;
    emit();
    current?.resolve();
  },
  /** The administrator closed the dialog without signing in. */
  cancel(): void {
    const current = waiting;
    waiting = null;
    emit();
    current?.reject(new ReauthCancelledError());
  },
  isOpen: () => waiting !== null,
  /** Someone can ask (the panel's sign-in dialog is there); elsewhere a 401 stays a failure. */
  canAsk: () => listeners.size > 0,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useReauthOpen(): boolean {
  return useSyncExternalStore(reauth.subscribe, reauth.isOpen, () => false);
}
