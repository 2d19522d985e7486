import { generateSecret, generateURI, verify as verifyTotp } from 'otplib';
import type { TotpConfirm } from '../../src/api/generated/backend/model/index.ts';
import type { Caller } from './accounts.ts';
import { requireFreshProof } from './fresh-proof.ts';
import { MESSAGES } from './messages.ts';
import { normalizeCode } from './one-time-codes.ts';
import { codesForFirstFactor, dropCodesWhenNoneLeft } from './recovery-codes.ts';
import { done, fail, ok } from './replies.ts';
import { ISSUER, type SecondFactorContext } from './second-factor-context.ts';
import {
  hasSecondFactor,
  type SecondFactors,
  type SecondFactorStore,
} from './second-factor-store.ts';
import { checkSetupCode, refuseMissingSetupCode, spendSetupCode } from './setup-code.ts';

/** The authenticator app (TOTP, RFC 6238, otplib): its codes, its set-up and its removal. */

export const isAppCode = (code: string) => /^\d{6}$/.test(normalizeCode(code));

/** The time step of a valid app code of the secret (±30 s for clocks that drift); null otherwise. */
async function appCodeStep(secret: string, code: string): Promise<number | null> {
  if (!isAppCode(code)) return null;
  const result = await verifyTotp({ secret, token: normalizeCode(code), epochTolerance: 30 });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** Whether `code` is the app's, of a time step not used yet (which it uses up). */
export async function appCodeProves(
  store: Pick<SecondFactorStore, 'useTotpStep'>,
  userId: string,
  secret: string | null,
  code: string,
): Promise<boolean> {
  const step = secret ? await appCodeStep(secret, code) : null;
  return step !== null && (await store.useTotpStep(userId, step));
}

/** 409 while the account has an authenticator app: one is replaced by removing it first. */
function refuseSecondApp(factors: SecondFactors) {
  if (factors.totpSecret !== null) fail(409, MESSAGES.totpExists);
}

export function totpOperations(context: SecondFactorContext) {
  const { store, tickets, attempts, freshProofMs, audit, accountOf, ticketAccount } = context;
  return {
    /**
     * POST /api/User/me/totp/setup: nothing is stored until a code is confirmed. Enrolling a factor
     * needs a fresh proof (the sign-in that just happened is one), as removing one does: a stolen,
     * older session must not add its own factor and then prove itself with it.
     */
    async beginTotpSetup(caller: Caller) {
      requireFreshProof(caller, freshProofMs);
      const account = await accountOf(caller.userId);
      refuseSecondApp(await store.secondFactorsOf(account.id));
      const secret = generateSecret();
      const uri = generateURI({ issuer: ISSUER, label: account.username, secret });
      const { ticket } = await tickets.issue({
        purpose: 'totp-setup',
        userId: account.id,
        generation: account.sessionGeneration,
        secret,
      });
      return ok({ secret, uri, ticket });
    },

    /** POST /api/User/me/totp. */
    async enableTotp(body: TotpConfirm, caller: Caller) {
      requireFreshProof(caller, freshProofMs);
      const { ticket, account } = await ticketAccount(body.ticket, 'totp-setup', caller.userId);
      if (!ticket.secret)
        return fail(400, MESSAGES.stepExpired, { ticket: [MESSAGES.stepExpired] });
      const before = await store.secondFactorsOf(account.id);
      refuseMissingSetupCode(before, body.setupCode);
      const attempt = await attempts.begin(account, caller, 'proof');
      const setupCode = await checkSetupCode(
        context,
        before,
        body.setupCode,
        attempt,
        caller,
        account,
      );
      const step = await appCodeStep(ticket.secret, body.code);
      if (step === null) {
        await context.failedAttempt(attempt, 'second-factor-add-failed', caller, account);
        return fail(400, MESSAGES.secondFactorFailed, { code: [MESSAGES.secondFactorFailed] });
      }
      await attempt.succeeded();
      const factors = await store.secondFactorsOf(account.id);
      refuseSecondApp(factors);
      await spendSetupCode(store, account.id, setupCode);
      await tickets.spend(ticket);
      const hadOne = hasSecondFactor(factors);
      await store.setTotp(account.id, ticket.secret, step);
      await audit('second-factor-add', caller, account);
      return ok(
        { recoveryCodes: await codesForFirstFactor(store, account.id, hadOne) },
        MESSAGES.totpEnabled,
      );
    },

    /** DELETE /api/User/me/totp. */
    async removeTotp(caller: Caller) {
      requireFreshProof(caller, freshProofMs);
      const account = await accountOf(caller.userId);
      const factors = await store.secondFactorsOf(account.id);
      if (!factors.totpSecret) fail(404, MESSAGES.notFound);
      context.refuseRemovingLast(factors);
      await store.setTotp(account.id, null);
      await dropCodesWhenNoneLeft(store, account.id);
      await audit('second-factor-remove', caller, account);
      return done(MESSAGES.totpRemoved);
    },
  };
}
