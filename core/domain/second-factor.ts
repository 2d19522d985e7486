import type {
  AccountSecurity,
  IdentityProof,
  SecondFactorAnswer,
  SecondFactorChallenge,
  SecondFactorMethod,
} from '../../src/api/generated/backend/model/index.ts';
import type { Account, Caller } from './accounts.ts';
import { dutiesOf } from './account-duties.ts';
import { MESSAGES } from './messages.ts';
import {
  passkeyOf,
  passkeyOperations,
  passkeyProves,
  passkeyRequestOptions,
  type RelyingParty,
} from './passkeys.ts';
import { recoveryCodeOperations, recoveryCodeProves } from './recovery-codes.ts';
import { fail, ok } from './replies.ts';
import { secondFactorContext, type SecondFactorOptions } from './second-factor-context.ts';
import { hasSecondFactor, type SecondFactors } from './second-factor-store.ts';
import type { Ticket } from './second-factor-tickets.ts';
import { appCodeProves, isAppCode, totpOperations } from './totp.ts';
import type { Actor } from './types.ts';

/**
 * The second factor (issue 23 section 1, ADR 0038), once for the mocks and the server: an
 * authenticator app (TOTP, RFC 6238, otplib: totp.ts), passkeys (WebAuthn, @simplewebauthn/server:
 * passkeys.ts) and ten one-time recovery codes (recovery-codes.ts); the sign-in's second step; the
 * fresh proof that the sensitive actions need; and what must happen before anything else
 * (account-duties.ts: a generated password changed, a second factor set up when the owner requires
 * one). Only persistence differs, behind SecondFactorStore (second-factor-store.ts); the steps
 * between two requests travel in signed, short-lived Tickets (second-factor-tickets.ts), so that
 * any replica can finish what another began.
 */
export function secondFactorOperations(options: SecondFactorOptions) {
  const context = secondFactorContext(options);
  const { store, accounts, tickets, issueToken, attempts, required, freshProofMs } = context;
  const { accountOf, ticketAccount, failedAttempt } = context;

  /** The ways an account can prove itself, and a ticket with a passkey challenge when it has one. */
  async function challenge(
    account: Pick<Account, 'id' | 'sessionGeneration'>,
    purpose: 'sign-in' | 'proof',
    rp: RelyingParty,
    factors: SecondFactors,
  ): Promise<SecondFactorChallenge> {
    const methods: SecondFactorMethod[] = purpose === 'proof' ? ['password'] : [];
    if (factors.totpSecret) methods.push('totp');
    if (factors.passkeys.length > 0) methods.push('passkey');
    if (factors.recoveryCodesLeft > 0) methods.push('recovery-code');
    const passkeyOptions =
      factors.passkeys.length > 0 ? await passkeyRequestOptions(rp, factors.passkeys) : null;
    const { ticket, expiration } = await tickets.issue({
      purpose,
      userId: account.id,
      generation: account.sessionGeneration,
      ...(passkeyOptions ? { challenge: passkeyOptions.challenge } : {}),
    });
    return {
      ticket,
      methods,
      passkeyOptions: passkeyOptions as unknown as Record<string, unknown> | null,
      expiration,
    };
  }

  /** Whether the answer (an app code, a recovery code or a passkey) proves the ticket's account. */
  async function answerProves(
    ticket: Ticket,
    answer: { code?: string; passkey?: Record<string, unknown> },
    rp: RelyingParty,
  ): Promise<boolean> {
    const factors = await store.secondFactorsOf(ticket.userId);
    if (answer.passkey) return passkeyProves(store, ticket, factors, answer.passkey, rp);
    const code = answer.code?.trim() ?? '';
    if (code === '') return false;
    if (isAppCode(code)) return appCodeProves(store, ticket.userId, factors.totpSecret, code);
    return recoveryCodeProves(store, ticket.userId, code);
  }

  return {
    /** The sign-in's second step for an account whose password was right; null: it has none. */
    async signInChallenge(account: Pick<Account, 'id' | 'sessionGeneration'>, rp: RelyingParty) {
      const factors = await store.secondFactorsOf(account.id);
      return hasSecondFactor(factors) ? challenge(account, 'sign-in', rp, factors) : null;
    },

    /** POST /api/Auth/second-factor: the sign-in's token, or 401. */
    async verifySecondFactor(body: SecondFactorAnswer, actor: Actor, rp: RelyingParty) {
      const { ticket, account } = await ticketAccount(body.ticket, 'sign-in');
      const attempt = await attempts.begin(account, actor, 'sign-in');
      if (!(await answerProves(ticket, body, rp))) {
        // Not signed in yet: the entry names the account whose password was right.
        await failedAttempt(
          attempt,
          'sign-in-failed',
          { ...actor, username: account.username },
          account,
        );
        return fail(401, MESSAGES.secondFactorFailed);
      }
      await attempt.succeeded();
      await tickets.spend(ticket);
      await accounts.recordAudit({
        action: 'sign-in',
        username: account.username,
        address: actor.address,
      });
      return { account, reply: ok(await issueToken(account, Date.now()), MESSAGES.loggedIn) };
    },

    /** POST /api/Auth/proof/options. */
    async beginIdentityProof(caller: Caller, rp: RelyingParty) {
      const account = await accountOf(caller.userId);
      return ok(await challenge(account, 'proof', rp, await store.secondFactorsOf(account.id)));
    },

    /** POST /api/Auth/proof: a token carrying the proof, or 401 (400 when nothing was given). */
    async proveIdentity(body: IdentityProof, caller: Caller, rp: RelyingParty) {
      const account = await accountOf(caller.userId);
      if (!body.password && !(body.ticket && (body.code || body.passkey))) {
        fail(400, MESSAGES.proofMissing, { password: [MESSAGES.proofMissing] });
      }
      // A ticket that is no proof's of this account is refused before an attempt is counted: a
      // stale one is no guess.
      const ticket = body.password
        ? null
        : (await ticketAccount(body.ticket ?? '', 'proof', account.id)).ticket;
      const attempt = await attempts.begin(account, caller, ticket ? 'proof' : 'password');
      let proven: boolean;
      if (ticket) {
        proven = await answerProves(ticket, body, rp);
        if (proven) await tickets.spend(ticket);
      } else {
        proven = await accounts.passwordMatches(account.id, body.password ?? '');
      }
      if (!proven) {
        await failedAttempt(attempt, 'proof-failed', caller, account);
        return body.password
          ? fail(400, MESSAGES.wrongCurrentPassword, { password: [MESSAGES.wrongCurrentPassword] })
          : fail(400, MESSAGES.secondFactorFailed, { code: [MESSAGES.secondFactorFailed] });
      }
      await attempt.succeeded();
      return ok(await issueToken(account, Date.now()), MESSAGES.identityConfirmed);
    },

    /** GET /api/User/me/security. */
    async getAccountSecurity(caller: Caller) {
      const factors = await store.secondFactorsOf(caller.userId);
      const until = caller.proofAt === null ? null : caller.proofAt + freshProofMs;
      const security: AccountSecurity = {
        ...dutiesOf(factors, required),
        role: caller.role,
        secondFactorRequired: required,
        setupCodeRequired: factors.setupCodeHash !== null,
        totp: factors.totpSecret !== null,
        passkeys: factors.passkeys.map(passkeyOf),
        recoveryCodesLeft: factors.recoveryCodesLeft,
        proofValidUntil:
          until !== null && until > Date.now() ? new Date(until).toISOString() : null,
      };
      return ok(security);
    },

    ...totpOperations(context),
    ...passkeyOperations(context),
    ...recoveryCodeOperations(context),
  };
}

export type SecondFactorOperations = ReturnType<typeof secondFactorOperations>;
