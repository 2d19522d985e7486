import { useSyncExternalStore } from 'react';
import { isApiError } from '../api/api-error';
import { UploadError } from '../api/upload';

/**
 * Signing in again without leaving the page: when a save meets a 401 or the session runs out while
 * an administrator edits, the admin layout shows a login dialog; the save waits for it and is
 * retried, so nothing typed is lost.
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
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useReauthOpen(): boolean {
  return useSyncExternalStore(reauth.subscribe, reauth.isOpen, () => false);
}

/** A call refused because the session is over: a 401 reply, or an upload refused as unauthorised. */
const needsSignIn = (error: unknown) =>
  (isApiError(error) && error.status === 401) ||
  (error instanceof UploadError && error.kind === 'unauthorized');

/**
 * Runs a save or an upload; on a 401 asks for a new sign-in and runs it once more. Other errors,
 * and a cancelled sign-in, reach the caller as they are.
 */
export async function withReauth<T>(action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if (!needsSignIn(error)) throw error;
    await reauth.request();
    return action();
  }
}
