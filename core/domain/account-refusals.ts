// The panel's own checks before it offers to remove an account or reset a password: the same
// rules the server applies (core/domain/accounts.ts), in a module of their own so that the
// browser takes only these and not the accounts' operations (which bring the second factor's
// server-side libraries with them).
import { MESSAGES } from './messages.ts';

/** Why this account cannot be removed by the caller; null when it can (the count is checked again on removal). */
export function removalRefusal(
  target: { id: string },
  callerId: string,
  accountCount: number,
): string | null {
  if (target.id === callerId) return MESSAGES.cannotRemoveYourself;
  if (accountCount <= 1) return MESSAGES.cannotRemoveLastAdmin;
  return null;
}

/** Why the caller cannot reset this account's password; null when they can. */
export const resetRefusal = (target: { id: string }, callerId: string): string | null =>
  target.id === callerId ? MESSAGES.resetOwnPassword : null;
