import { MESSAGES } from './messages.ts';
import { HttpError } from './replies.ts';

/**
 * The fresh-proof rule (issue 23 section 1, issue 46), in one place for the account operations,
 * the second factor, the server's settings and the tests: the sensitive actions need the password
 * or a second factor given within a window, and the refusals the panel acts on (403 with a reason).
 */

/** A proof (the password, or a second factor) allows the sensitive actions this long by default. */
export const FRESH_PROOF_MS = 5 * 60_000;

/** 403 with the reason the panel acts on (the contract's ErrorResponse.reason). */
export function refuse(
  message: string,
  reason: 'fresh-proof' | 'password-change' | 'second-factor-setup',
) {
  const error = new HttpError(403, message);
  error.extra = { reason };
  return error;
}

/** Throws 403 `fresh-proof` unless the caller proved who they are within the window. */
export function requireFreshProof(
  caller: { proofAt: number | null },
  windowMs = FRESH_PROOF_MS,
  now = Date.now(),
): void {
  if (caller.proofAt === null || now - caller.proofAt > windowMs) {
    throw refuse(MESSAGES.freshProofRequired, 'fresh-proof');
  }
}
