import type { Caller } from './accounts.ts';
import { requireFreshProof } from './fresh-proof.ts';
import { MESSAGES } from './messages.ts';
import { codeHash, newCode } from './one-time-codes.ts';
import { fail, ok } from './replies.ts';
import type { SecondFactorContext } from './second-factor-context.ts';
import { hasSecondFactor, type SecondFactorStore } from './second-factor-store.ts';

/**
 * Recovery codes (issue 23 section 1): ten one-time codes, given once when an account sets up its
 * first second factor or asks for new ones, kept as SHA-256 hashes, each good for one sign-in.
 */

const RECOVERY_CODE_COUNT = 10;

/** Ten recovery codes. */
const newRecoveryCodes = (): string[] => Array.from({ length: RECOVERY_CODE_COUNT }, newCode);

/** Ten new recovery codes for the account (returned once), replacing any it had. */
async function freshRecoveryCodes(
  store: Pick<SecondFactorStore, 'setRecoveryCodes'>,
  userId: string,
): Promise<string[]> {
  const codes = newRecoveryCodes();
  await store.setRecoveryCodes(userId, await Promise.all(codes.map(codeHash)));
  return codes;
}

/** Recovery codes for a first second factor; null when the account had one already. */
export const codesForFirstFactor = async (
  store: Pick<SecondFactorStore, 'setRecoveryCodes'>,
  userId: string,
  hadOne: boolean,
) => (hadOne ? null : freshRecoveryCodes(store, userId));

/** After removing a factor: an account left with none keeps no recovery codes either. */
export async function dropCodesWhenNoneLeft(
  store: Pick<SecondFactorStore, 'secondFactorsOf' | 'setRecoveryCodes'>,
  userId: string,
) {
  if (!hasSecondFactor(await store.secondFactorsOf(userId))) {
    await store.setRecoveryCodes(userId, []);
  }
}

/** Whether `code` is one of the account's unused recovery codes; it is used up if so. */
export const recoveryCodeProves = async (
  store: Pick<SecondFactorStore, 'useRecoveryCode'>,
  userId: string,
  code: string,
) => store.useRecoveryCode(userId, await codeHash(code));

export function recoveryCodeOperations({
  store,
  freshProofMs,
  accountOf,
  audit,
}: SecondFactorContext) {
  return {
    /** POST /api/User/me/recovery-codes. */
    async regenerateRecoveryCodes(caller: Caller) {
      requireFreshProof(caller, freshProofMs);
      const account = await accountOf(caller.userId);
      if (!hasSecondFactor(await store.secondFactorsOf(account.id))) {
        fail(409, MESSAGES.noSecondFactor);
      }
      const recoveryCodes = await freshRecoveryCodes(store, account.id);
      await audit('recovery-codes-create', caller, account);
      return ok({ recoveryCodes }, MESSAGES.recoveryCodesCreated);
    },
  };
}
