import type { Account, Caller } from './accounts.ts';
import { MESSAGES } from './messages.ts';
import { codeHash } from './one-time-codes.ts';
import type { ProofAttempt } from './proof-attempts.ts';
import { fail } from './replies.ts';
import type { SecondFactorContext } from './second-factor-context.ts';
import type { SecondFactors, SecondFactorStore } from './second-factor-store.ts';

/**
 * While a set-up code is pending (issue 46: after `npm run admin -- reset-second-factor`, or on an
 * account added while the owner requires a second factor), an enrolment must bring it: the
 * password alone does not set up the factor that then stands for the account. A missing code is
 * refused here, before an attempt is counted.
 */
export function refuseMissingSetupCode(factors: SecondFactors, given: string | undefined) {
  if (factors.setupCodeHash !== null && !given?.trim()) {
    fail(400, MESSAGES.setupCodeMissing, { setupCode: [MESSAGES.setupCodeMissing] });
  }
}

/** A wrong set-up code is a failed proof in `attempt`'s count. Returns the hash to spend, or null. */
export async function checkSetupCode(
  { failedAttempt }: Pick<SecondFactorContext, 'failedAttempt'>,
  factors: SecondFactors,
  given: string | undefined,
  attempt: ProofAttempt,
  caller: Caller,
  account: Account,
): Promise<string | null> {
  const pending = factors.setupCodeHash;
  if (pending === null) return null;
  if ((await codeHash(given ?? '')) !== pending) {
    await failedAttempt(attempt, 'second-factor-add-failed', caller, account);
    fail(400, MESSAGES.setupCodeWrong, { setupCode: [MESSAGES.setupCodeWrong] });
  }
  return pending;
}

/** Spends the set-up code with the enrolment it allowed; two enrolments racing: one wins. */
export async function spendSetupCode(
  store: Pick<SecondFactorStore, 'useSetupCode'>,
  userId: string,
  hash: string | null,
) {
  if (hash !== null && !(await store.useSetupCode(userId, hash))) {
    fail(400, MESSAGES.setupCodeWrong, { setupCode: [MESSAGES.setupCodeWrong] });
  }
}
