import type { LoginResult } from '../../src/api/generated/backend/model/index.ts';
import type { Account, AccountStore } from './accounts.ts';
import { accountAudit, type AuditAction } from './audit.ts';
import { FRESH_PROOF_MS } from './fresh-proof.ts';
import { MESSAGES } from './messages.ts';
import type { ProofAttempt, ProofAttempts } from './proof-attempts.ts';
import { fail } from './replies.ts';
import type { SecondFactors, SecondFactorStore } from './second-factor-store.ts';
import type { TicketPurpose, Tickets } from './second-factor-tickets.ts';
import type { Actor } from './types.ts';

/**
 * What the second factor's operations share (core/domain/second-factor.ts, totp.ts, passkeys.ts,
 * recovery-codes.ts, setup-code.ts): the ports, the owner's settings, and the steps every one of
 * them takes (the account of a session or a ticket, a wrong answer's audit).
 */

/** The name an authenticator app or a passkey manager shows for the site. */
export const ISSUER = 'Asil Yapı';

export interface SecondFactorOptions {
  store: SecondFactorStore;
  accounts: Pick<AccountStore, 'findAccount' | 'passwordMatches' | 'recordAudit'>;
  tickets: Tickets;
  /** A session token for the account, with the proof made now. */
  issueToken: (account: Account, proofAt: number) => Promise<LoginResult> | LoginResult;
  attempts: ProofAttempts;
  /** The owner's REQUIRE_SECOND_FACTOR. */
  required: boolean;
  freshProofMs?: number;
}

export function secondFactorContext({
  freshProofMs = FRESH_PROOF_MS,
  ...options
}: SecondFactorOptions) {
  const { accounts, tickets, required } = options;
  const audit = accountAudit(accounts);

  /** A wrong answer: audited as `action`, and as `locked-out` when it made the count wait. */
  async function failedAttempt(
    attempt: ProofAttempt,
    action: AuditAction,
    actor: Actor,
    account: Account,
  ) {
    const locked = await attempt.failed();
    await audit(action, actor, account);
    if (locked) await audit('locked-out', actor, account);
  }

  const accountOf = async (userId: string) =>
    (await accounts.findAccount(userId)) ?? fail(401, MESSAGES.unauthorized);

  /**
   * The account a ticket is for, while its sessions are the ticket's. Otherwise a sign-in's step
   * is 401; a signed-in step 400 (a 401 would read as the session's end).
   */
  async function ticketAccount(value: string, purpose: TicketPurpose, callerId?: string) {
    const ticket = await tickets.read(value, purpose);
    const account = ticket ? await accounts.findAccount(ticket.userId) : null;
    const valid =
      ticket !== null &&
      account !== null &&
      account.sessionGeneration === ticket.generation &&
      (callerId === undefined || ticket.userId === callerId);
    if (!valid) {
      if (purpose === 'sign-in') return fail(401, MESSAGES.ticketExpired);
      return fail(400, MESSAGES.stepExpired, { ticket: [MESSAGES.stepExpired] });
    }
    return { ticket, account };
  }

  /** 409 when the owner requires a second factor and the one being removed is the last. */
  function refuseRemovingLast(factors: SecondFactors) {
    const count = (factors.totpSecret ? 1 : 0) + factors.passkeys.length;
    if (required && count <= 1) fail(409, MESSAGES.lastSecondFactor);
  }

  return {
    ...options,
    freshProofMs,
    audit,
    failedAttempt,
    accountOf,
    ticketAccount,
    refuseRemovingLast,
  };
}

export type SecondFactorContext = ReturnType<typeof secondFactorContext>;
