// The panel's own checks before it offers to remove an account or reset a password: the same
// rules the server applies (core/domain/accounts.ts), in a module of their own so that the
// browser takes only these and not the accounts' operations (which bring the second factor's
// server-side libraries with them).
import { MESSAGES } from './messages.ts';

/** How many of `accounts` are admins ('Yönetici'), who may do everything (core/domain/roles.ts). */
export const adminCount = (accounts: readonly { role: string }[]) =>
  accounts.filter((account) => account.role === 'admin').length;

/**
 * Why this account cannot be removed by the caller; null when it can (the count is checked again
 * on removal): never yourself, never the last admin.
 */
export function removalRefusal(
  target: { id: string; role: string },
  callerId: string,
  admins: number,
): string | null {
  if (target.id === callerId) return MESSAGES.cannotRemoveYourself;
  if (target.role === 'admin' && admins <= 1) return MESSAGES.cannotRemoveLastAdmin;
  return null;
}

/** Why an admin cannot be given another role; null when it can (the last admin stays one). */
export const demotionRefusal = (target: { role: string }, admins: number): string | null =>
  target.role === 'admin' && admins <= 1 ? MESSAGES.cannotDemoteLastAdmin : null;

/** Why the caller cannot reset this account's password; null when they can. */
export const resetRefusal = (target: { id: string }, callerId: string): string | null =>
  target.id === callerId ? MESSAGES.resetOwnPassword : null;
