import type {
  AuthenticationResponseJSON,
  AuthenticatorTransport,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { generateSecret, generateURI, verify as verifyTotp } from 'otplib';
import type {
  AccountSecurity,
  IdentityProof,
  LoginResult,
  Passkey,
  PasskeyRegistration,
  SecondFactorAnswer,
  SecondFactorChallenge,
  SecondFactorMethod,
  TotpConfirm,
} from '../../src/api/generated/backend/model/index.ts';
import type { Account, AccountStore, Caller } from './accounts.ts';
import { accountAudit, type AuditAction } from './audit.ts';
import { MESSAGES } from './messages.ts';
import { codeHash, newCode, normalizeCode } from './one-time-codes.ts';
import { FRESH_PROOF_MS, refuse, requireFreshProof } from './fresh-proof.ts';
import type { ProofAttempt, ProofAttempts } from './proof-attempts.ts';
import { done, fail, ok } from './replies.ts';
import type { Actor } from './types.ts';

/**
 * @simplewebauthn/server, loaded at the first passkey step: with its ASN.1 and certificate
 * libraries it is about 250 modules, which a server, a CLI run or a start of the mocks that
 * meets no passkey does not load.
 */
async function webAuthn() {
  const [server, { isoBase64URL }] = await Promise.all([
    import('@simplewebauthn/server'),
    import('@simplewebauthn/server/helpers'),
  ]);
  return { ...server, isoBase64URL };
}

/**
 * What a browser needs to sign a challenge with one of `passkeys`. User verification is required
 * here, at registration and in both checks (issue 46): a passkey stands for a factor only when the
 * authenticator checked its owner (a PIN, a fingerprint), not when someone merely touched it.
 */
async function passkeyRequestOptions(rp: RelyingParty, passkeys: StoredPasskey[]) {
  const { generateAuthenticationOptions } = await webAuthn();
  return generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: passkeys.map(({ id, transports }) => ({
      id,
      transports: transports as AuthenticatorTransport[],
    })),
    userVerification: 'required',
  });
}

/**
 * The second factor (issue 23 section 1, ADR 0038), once for the mocks and the server: an
 * authenticator app (TOTP, RFC 6238, otplib), passkeys (WebAuthn, @simplewebauthn/server) and ten
 * one-time recovery codes; the sign-in's second step; the fresh proof that the sensitive actions
 * need; and what must happen before anything else (a generated password changed, a second factor
 * set up when the owner requires one). Only persistence differs, behind {@link SecondFactorStore};
 * the steps between two requests travel in signed, short-lived {@link Tickets}, so that any
 * replica can finish what another began.
 */

/** How long a ticket (a sign-in's second step, a set-up) may be answered. */
export const TICKET_LIFETIME_MS = 5 * 60_000;

const RECOVERY_CODE_COUNT = 10;
const ISSUER = 'Asil Yapı';

export interface StoredPasskey {
  /** The credential id, base64url. */
  id: string;
  /** The COSE public key, base64url. */
  publicKey: string;
  counter: number;
  transports: string[];
  name: string;
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601; null: never used to sign in. */
  lastUsedAt: string | null;
}

/** An account's sign-in methods beyond the password. */
export interface SecondFactors {
  mustChangePassword: boolean;
  /** The authenticator app's secret (base32); null: none. */
  totpSecret: string | null;
  passkeys: StoredPasskey[];
  /** How many recovery codes are unused. */
  recoveryCodesLeft: number;
  /**
   * The SHA-256 of the account's pending set-up code (core/domain/one-time-codes.ts); null: none.
   * While one is pending, enrolling a factor needs the code as well as a signed-in session.
   */
  setupCodeHash: string | null;
}

export interface SecondFactorStore {
  secondFactorsOf(userId: string): Promise<SecondFactors>;
  /** Sets (or with null removes) the authenticator app; `step` is the time step just used. */
  setTotp(userId: string, secret: string | null, step?: number): Promise<void>;
  /**
   * Records a used time step of the app, atomically: false when that step or a later one was used
   * already (a code works once).
   */
  useTotpStep(userId: string, step: number): Promise<boolean>;
  addPasskey(userId: string, passkey: StoredPasskey): Promise<void>;
  passkeyUsed(userId: string, id: string, counter: number): Promise<void>;
  /** False when the account has no such passkey. */
  removePasskey(userId: string, id: string): Promise<boolean>;
  /** Replaces every recovery code (SHA-256 hashes; none: removes them). */
  setRecoveryCodes(userId: string, hashes: string[]): Promise<void>;
  /** Marks one unused code used, atomically: false when none matches. */
  useRecoveryCode(userId: string, hash: string): Promise<boolean>;
  /** Removes the app, the passkeys and the recovery codes (the owner's command). */
  clearSecondFactors(userId: string): Promise<void>;
  /** Sets (or with null removes) the pending set-up code's hash; false: no such account. */
  setSetupCode(userId: string, hash: string | null): Promise<boolean>;
  /** Removes the pending set-up code when it is this one, atomically: false when it is not. */
  useSetupCode(userId: string, hash: string): Promise<boolean>;
}

type TicketPurpose = 'sign-in' | 'proof' | 'totp-setup' | 'passkey-setup';

interface TicketClaims {
  purpose: TicketPurpose;
  userId: string;
  /** The account's session generation: a password change or a sign-out everywhere voids it. */
  generation: number;
  /** A WebAuthn challenge (base64url). */
  challenge?: string;
  /** A TOTP secret being set up. */
  secret?: string;
}

export interface Ticket extends TicketClaims {
  id: string;
  expiresAt: Date;
}

/** Signed, short-lived tickets, each answered successfully at most once. */
export interface Tickets {
  issue(claims: TicketClaims): Promise<{ ticket: string; expiration: string }>;
  /** The ticket's claims when it is valid, unexpired, unused and for this purpose; null otherwise. */
  read(ticket: string, purpose: TicketPurpose): Promise<Ticket | null>;
  /** Marks a ticket used. */
  spend(ticket: Ticket): Promise<void>;
}

/** The site a passkey belongs to: its host name, and the origin the browser reports. */
interface RelyingParty {
  id: string;
  origin: string;
}

/** The relying party of a request to `url` (the site as the browser reached it). */
export function relyingPartyOf(url: string): RelyingParty {
  const { hostname, origin } = new URL(url);
  return { id: hostname, origin };
}

/** What an account must do first: change a generated password, or set up a required second factor. */
export interface AccountDuties {
  mustChangePassword: boolean;
  secondFactorSetupRequired: boolean;
}

/** Signed-in operations allowed while a generated password is unchanged. */
const ALLOWED_BEFORE_PASSWORD_CHANGE = new Set([
  'getAccountSecurity',
  'changePassword',
  'logout',
  'signOutEverywhere',
  'beginIdentityProof',
  'proveIdentity',
]);

/** Signed-in operations allowed before a required second factor is set up. */
const ALLOWED_BEFORE_SET_UP = new Set([
  ...ALLOWED_BEFORE_PASSWORD_CHANGE,
  'beginTotpSetup',
  'enableTotp',
  'beginPasskeyRegistration',
  'addPasskey',
]);

/** Throws 403 when the account must do something else before this operation. */
export function requireDutiesDone(operationId: string, duties: AccountDuties): void {
  if (duties.mustChangePassword && !ALLOWED_BEFORE_PASSWORD_CHANGE.has(operationId)) {
    throw refuse(MESSAGES.passwordChangeRequired, 'password-change');
  }
  if (duties.secondFactorSetupRequired && !ALLOWED_BEFORE_SET_UP.has(operationId)) {
    throw refuse(MESSAGES.secondFactorSetupRequired, 'second-factor-setup');
  }
}

const hasSecondFactor = (factors: Pick<SecondFactors, 'totpSecret' | 'passkeys'>) =>
  factors.totpSecret !== null || factors.passkeys.length > 0;

/** What an account with these factors must do first, when the owner does (or not) require one. */
export const dutiesOf = (factors: SecondFactors, required: boolean): AccountDuties => ({
  mustChangePassword: factors.mustChangePassword,
  secondFactorSetupRequired: required && !hasSecondFactor(factors),
});

const isAppCode = (code: string) => /^\d{6}$/.test(normalizeCode(code));

/** The time step of a valid app code of the secret (±30 s for clocks that drift); null otherwise. */
async function appCodeStep(secret: string, code: string): Promise<number | null> {
  if (!isAppCode(code)) return null;
  const result = await verifyTotp({ secret, token: normalizeCode(code), epochTolerance: 30 });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** Ten recovery codes. */
const newRecoveryCodes = (): string[] => Array.from({ length: RECOVERY_CODE_COUNT }, newCode);

const passkeyOf = ({ id, name, createdAt, lastUsedAt }: StoredPasskey): Passkey => ({
  id,
  name,
  createdAt,
  lastUsedAt,
});

interface SecondFactorOptions {
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

export function secondFactorOperations({
  store,
  accounts,
  tickets,
  issueToken,
  attempts,
  required,
  freshProofMs = FRESH_PROOF_MS,
}: SecondFactorOptions) {
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
    if (answer.passkey) {
      const response = answer.passkey as unknown as AuthenticationResponseJSON;
      const passkey = factors.passkeys.find((candidate) => candidate.id === response.id);
      if (!passkey || !ticket.challenge) return false;
      const { verifyAuthenticationResponse, isoBase64URL } = await webAuthn();
      try {
        const { verified, authenticationInfo } = await verifyAuthenticationResponse({
          response,
          expectedChallenge: ticket.challenge,
          expectedOrigin: rp.origin,
          expectedRPID: rp.id,
          credential: {
            id: passkey.id,
            publicKey: isoBase64URL.toBuffer(passkey.publicKey),
            counter: passkey.counter,
            transports: passkey.transports,
          },
          requireUserVerification: true,
        });
        if (!verified) return false;
        await store.passkeyUsed(ticket.userId, passkey.id, authenticationInfo.newCounter);
        return true;
      } catch {
        return false;
      }
    }
    const code = answer.code?.trim() ?? '';
    if (code === '') return false;
    if (isAppCode(code)) {
      const step = factors.totpSecret ? await appCodeStep(factors.totpSecret, code) : null;
      return step !== null && (await store.useTotpStep(ticket.userId, step));
    }
    return store.useRecoveryCode(ticket.userId, await codeHash(code));
  }

  /** Ten new recovery codes for the account (returned once), replacing any it had. */
  async function freshRecoveryCodes(userId: string): Promise<string[]> {
    const codes = newRecoveryCodes();
    await store.setRecoveryCodes(userId, await Promise.all(codes.map(codeHash)));
    return codes;
  }

  /**
   * While a set-up code is pending (issue 46: after `npm run admin -- reset-second-factor`, or on an
   * account added while the owner requires a second factor), an enrolment must bring it: the
   * password alone does not set up the factor that then stands for the account. A missing code is
   * refused here, before an attempt is counted.
   */
  function refuseMissingSetupCode(factors: SecondFactors, given: string | undefined) {
    if (factors.setupCodeHash !== null && !given?.trim()) {
      fail(400, MESSAGES.setupCodeMissing, { setupCode: [MESSAGES.setupCodeMissing] });
    }
  }

  /** A wrong set-up code is a failed proof in `attempt`'s count. Returns the hash to spend, or null. */
  async function checkSetupCode(
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
  async function spendSetupCode(userId: string, hash: string | null) {
    if (hash !== null && !(await store.useSetupCode(userId, hash))) {
      fail(400, MESSAGES.setupCodeWrong, { setupCode: [MESSAGES.setupCodeWrong] });
    }
  }

  /** Recovery codes for a first second factor; null when the account had one already. */
  const codesForFirstFactor = async (userId: string, hadOne: boolean) =>
    hadOne ? null : freshRecoveryCodes(userId);

  /** 409 when the owner requires a second factor and the one being removed is the last. */
  function refuseRemovingLast(factors: SecondFactors) {
    const count = (factors.totpSecret ? 1 : 0) + factors.passkeys.length;
    if (required && count <= 1) fail(409, MESSAGES.lastSecondFactor);
  }

  /** 409 while the account has an authenticator app: one is replaced by removing it first. */
  function refuseSecondApp(factors: SecondFactors) {
    if (factors.totpSecret !== null) fail(409, MESSAGES.totpExists);
  }

  /** After removing a factor: an account left with none keeps no recovery codes either. */
  async function dropCodesWhenNoneLeft(userId: string) {
    if (!hasSecondFactor(await store.secondFactorsOf(userId))) {
      await store.setRecoveryCodes(userId, []);
    }
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
      const setupCode = await checkSetupCode(before, body.setupCode, attempt, caller, account);
      const step = await appCodeStep(ticket.secret, body.code);
      if (step === null) {
        await failedAttempt(attempt, 'second-factor-add-failed', caller, account);
        return fail(400, MESSAGES.secondFactorFailed, { code: [MESSAGES.secondFactorFailed] });
      }
      await attempt.succeeded();
      const factors = await store.secondFactorsOf(account.id);
      refuseSecondApp(factors);
      await spendSetupCode(account.id, setupCode);
      await tickets.spend(ticket);
      const hadOne = hasSecondFactor(factors);
      await store.setTotp(account.id, ticket.secret, step);
      await audit('second-factor-add', caller, account);
      return ok(
        { recoveryCodes: await codesForFirstFactor(account.id, hadOne) },
        MESSAGES.totpEnabled,
      );
    },

    /** DELETE /api/User/me/totp. */
    async removeTotp(caller: Caller) {
      requireFreshProof(caller, freshProofMs);
      const account = await accountOf(caller.userId);
      const factors = await store.secondFactorsOf(account.id);
      if (!factors.totpSecret) fail(404, MESSAGES.notFound);
      refuseRemovingLast(factors);
      await store.setTotp(account.id, null);
      await dropCodesWhenNoneLeft(account.id);
      await audit('second-factor-remove', caller, account);
      return done(MESSAGES.totpRemoved);
    },

    /** POST /api/User/me/passkeys/options. */
    async beginPasskeyRegistration(caller: Caller, rp: RelyingParty) {
      requireFreshProof(caller, freshProofMs);
      const account = await accountOf(caller.userId);
      const factors = await store.secondFactorsOf(account.id);
      const { generateRegistrationOptions } = await webAuthn();
      const options = await generateRegistrationOptions({
        rpName: ISSUER,
        rpID: rp.id,
        userName: account.username,
        userID: new TextEncoder().encode(account.id),
        attestationType: 'none',
        excludeCredentials: factors.passkeys.map(({ id, transports }) => ({ id, transports })),
        authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
      });
      const { ticket } = await tickets.issue({
        purpose: 'passkey-setup',
        userId: account.id,
        generation: account.sessionGeneration,
        challenge: options.challenge,
      });
      return ok({ ticket, options: options as unknown as Record<string, unknown> });
    },

    /** POST /api/User/me/passkeys: the caller sets 201. */
    async addPasskey(body: PasskeyRegistration, caller: Caller, rp: RelyingParty) {
      requireFreshProof(caller, freshProofMs);
      const { ticket, account } = await ticketAccount(body.ticket, 'passkey-setup', caller.userId);
      if (!ticket.challenge) {
        return fail(400, MESSAGES.stepExpired, { ticket: [MESSAGES.stepExpired] });
      }
      const before = await store.secondFactorsOf(account.id);
      refuseMissingSetupCode(before, body.setupCode);
      let setupCode: string | null = null;
      if (before.setupCodeHash !== null) {
        const attempt = await attempts.begin(account, caller, 'proof');
        setupCode = await checkSetupCode(before, body.setupCode, attempt, caller, account);
        await attempt.succeeded();
      }
      const { verifyRegistrationResponse, isoBase64URL } = await webAuthn();
      let credential;
      try {
        const verification = await verifyRegistrationResponse({
          response: body.response as unknown as RegistrationResponseJSON,
          expectedChallenge: ticket.challenge,
          expectedOrigin: rp.origin,
          expectedRPID: rp.id,
          requireUserVerification: true,
        });
        credential = verification.verified ? verification.registrationInfo.credential : null;
      } catch {
        credential = null;
      }
      if (!credential) {
        await audit('second-factor-add-failed', caller, account);
        return fail(400, MESSAGES.passkeyRefused, { response: [MESSAGES.passkeyRefused] });
      }
      await tickets.spend(ticket);
      const factors = await store.secondFactorsOf(account.id);
      if (factors.passkeys.some((passkey) => passkey.id === credential.id)) {
        fail(409, MESSAGES.passkeyExists);
      }
      await spendSetupCode(account.id, setupCode);
      const passkey: StoredPasskey = {
        id: credential.id,
        publicKey: isoBase64URL.fromBuffer(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? [],
        name: body.name.trim() || 'Geçiş anahtarı',
        createdAt: new Date().toISOString(),
        lastUsedAt: null,
      };
      await store.addPasskey(account.id, passkey);
      await audit('second-factor-add', caller, account);
      return ok(
        {
          passkey: passkeyOf(passkey),
          recoveryCodes: await codesForFirstFactor(account.id, hasSecondFactor(factors)),
        },
        MESSAGES.passkeyAdded,
      );
    },

    /** DELETE /api/User/me/passkeys/{passkeyId}. */
    async removePasskey(id: string, caller: Caller) {
      requireFreshProof(caller, freshProofMs);
      const account = await accountOf(caller.userId);
      const factors = await store.secondFactorsOf(account.id);
      if (!factors.passkeys.some((passkey) => passkey.id === id)) fail(404, MESSAGES.notFound);
      refuseRemovingLast(factors);
      if (!(await store.removePasskey(account.id, id))) fail(404, MESSAGES.notFound);
      await dropCodesWhenNoneLeft(account.id);
      await audit('second-factor-remove', caller, account);
      return done(MESSAGES.passkeyRemoved);
    },

    /** POST /api/User/me/recovery-codes. */
    async regenerateRecoveryCodes(caller: Caller) {
      requireFreshProof(caller, freshProofMs);
      const account = await accountOf(caller.userId);
      if (!hasSecondFactor(await store.secondFactorsOf(account.id))) {
        fail(409, MESSAGES.noSecondFactor);
      }
      const recoveryCodes = await freshRecoveryCodes(account.id);
      await audit('recovery-codes-create', caller, account);
      return ok({ recoveryCodes }, MESSAGES.recoveryCodesCreated);
    },
  };
}

export type SecondFactorOperations = ReturnType<typeof secondFactorOperations>;
