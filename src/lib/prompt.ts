import { useSyncExternalStore } from 'react';
import type { PromptCancelledError } from '../api/client-session';

/**
 * A dialog the service client can wait for (signing in again, proving who you are): `request`
 * opens it once, however many calls ask, and resolves when it succeeds; giving up rejects every
 * waiting call with the prompt's own {@link PromptCancelledError}.
 */
export function createPrompt(cancelled: () => PromptCancelledError) {
  type Listener = () => void;
  const listeners = new Set<Listener>();
  let waiting: {
    promise: Promise<void>;
    resolve: () => void;
    reject: (error: Error) => void;
  } | null = null;
  const emit = () => listeners.forEach((listener) => listener());
  const settle = (how: (current: NonNullable<typeof waiting>) => void) => {
    const current = waiting;
    waiting = null;
    emit();
    if (current) how(current);
  };

  return {
    /** Opens the dialog (once, however many callers ask) and resolves after it succeeded. */
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
    /** The dialog succeeded: every waiting call goes on. */
    complete: () => settle((current) => current.resolve()),
    /** The administrator closed the dialog. */
    cancel: () => settle((current) => current.reject(cancelled())),
    isOpen: () => waiting !== null,
    /** Someone can ask (the panel's dialog is there); elsewhere the refusal stays a failure. */
    canAsk: () => listeners.size > 0,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

type Prompt = ReturnType<typeof createPrompt>;

export function usePromptOpen(prompt: Prompt): boolean {
  return useSyncExternalStore(prompt.subscribe, prompt.isOpen, () => false);
}
