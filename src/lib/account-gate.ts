import { useSyncExternalStore } from 'react';
import type { AccountSecurity } from '../api/generated/backend/model';
import { PromptCancelledError } from '../api/client-session';

/**
 * What must happen before anything else in the panel (issue 23 section 1): a generated password
 * changed, or a second factor added when the owner requires one. The server refuses every other
 * call with 403 and this `reason`; the admin layout then opens 'Hesap Güvenliği', and the refused
 * calls wait here until the requirement is met, then go on (src/api/create-client.ts).
 */
export type GateReason = 'password-change' | 'second-factor-setup';

export const isGateReason = (value: unknown): value is GateReason =>
  value === 'password-change' || value === 'second-factor-setup';

/** The requirement an account's security reply states, the password first. */
export function gateReasonOf(security: AccountSecurity): GateReason | null {
  if (security.mustChangePassword) return 'password-change';
  if (security.secondFactorSetupRequired) return 'second-factor-setup';
  return null;
}

class AccountGateLeftError extends PromptCancelledError {
  override readonly name = 'AccountGateLeftError';
  constructor() {
    super('Hesap güvenliği adımı tamamlanmadı.');
  }
}

type Listener = () => void;
const listeners = new Set<Listener>();
let reason: GateReason | null = null;
let waiters: { resolve: () => void; reject: (error: Error) => void }[] = [];
const emit = () => listeners.forEach((listener) => listener());

export const accountGate = {
  current: (): GateReason | null => reason,
  /** What the account needs now (from its security reply); none lets the waiting calls go on. */
  set(next: GateReason | null): void {
    if (next === reason) return;
    reason = next;
    if (next === null) {
      const done = waiters;
      waiters = [];
      done.forEach((waiter) => waiter.resolve());
    }
    emit();
  },
  /** A call was refused for `next`: it waits until the requirement is met. */
  wait(next: GateReason): Promise<void> {
    const promise = new Promise<void>((resolve, reject) => waiters.push({ resolve, reject }));
    accountGate.set(next);
    return promise;
  },
  /** Signed out: the waiting calls end without a message. */
  leave(): void {
    const left = waiters;
    waiters = [];
    reason = null;
    left.forEach((waiter) => waiter.reject(new AccountGateLeftError()));
    emit();
  },
  /** The panel is there to show the requirement; elsewhere the refusal stays a failure. */
  canAsk: () => listeners.size > 0,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useAccountGate(): GateReason | null {
  return useSyncExternalStore(accountGate.subscribe, accountGate.current, () => null);
}
