import type { Actor } from './types.ts';

/**
 * The throttle's rule for checks of a proof (issue 46, finding 3), for the account operations, the
 * second factor and the server's attempt store: which count a check goes against, and how long a
 * run of wrong answers makes it wait.
 */

/**
 * Which count a check of a proof goes against (issue 46, finding 3): a second factor's answer at
 * sign-in, one while signed in (proving who you are, confirming a new app), or the current
 * password while signed in. The sign-in's count is apart from the others, so that a session (even
 * a stolen, stale one) cannot keep its owner from signing in.
 */
export type ProofKind = 'sign-in' | 'proof' | 'password';

/** One check that was let through. */
export interface ProofAttempt {
  /** It was right: a second factor's wrong answers in a row start again from none. */
  succeeded(): Promise<void>;
  /** It was wrong: true when this failure made the count wait (a lockout, audited). */
  failed(): Promise<boolean>;
}

/** A throttled check of a proof (a code, a passkey, the current password) for one account. */
export interface ProofAttempts {
  /** Takes an attempt, or throws 429 when the count says to wait. */
  begin(
    account: { id: string; username: string },
    actor: Actor,
    kind: ProofKind,
  ): Promise<ProofAttempt>;
}

/** No throttle (the mocks): every attempt goes ahead. */
export const unthrottled: ProofAttempts = {
  begin: async () => ({ succeeded: async () => {}, failed: async () => false }),
};

/** Wrong second-factor answers in a row that cost no wait. */
const FREE_FACTOR_FAILURES = 5;

/**
 * Wrong answers in a row at which a count shuts until the owner's command (NIST SP 800-63B
 * 5.2.2: no more than 100 consecutive failed attempts on one account).
 */
export const FACTOR_FAILURE_LIMIT = 100;

/**
 * How long a count waits after `failures` wrong answers in a row: none for the first five, then a
 * minute, doubling each time up to an hour. With the limit, a guesser gets about 35 tries in the
 * first day and never more than 100 in all (a 6-digit code: at most 0.03% over the account's life).
 */
export function factorWaitMs(failures: number): number {
  if (failures < FREE_FACTOR_FAILURES) return 0;
  return Math.min(60 * 60_000, 60_000 * 2 ** (failures - FREE_FACTOR_FAILURES));
}

/** Whether the failure that made the count `failures` is a lockout worth the audit log. */
export const isFactorLockout = (failures: number) =>
  failures === FREE_FACTOR_FAILURES || failures === FACTOR_FAILURE_LIMIT;
