import type {
  AuthenticationResponseJSON,
  AuthenticatorTransport,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Passkey, PasskeyRegistration } from '../../src/api/generated/backend/model/index.ts';
import type { Caller } from './accounts.ts';
import { requireFreshProof } from './fresh-proof.ts';
import { MESSAGES } from './messages.ts';
import { codesForFirstFactor, dropCodesWhenNoneLeft } from './recovery-codes.ts';
import { done, fail, ok } from './replies.ts';
import { ISSUER, type SecondFactorContext } from './second-factor-context.ts';
import {
  hasSecondFactor,
  type SecondFactors,
  type SecondFactorStore,
  type StoredPasskey,
} from './second-factor-store.ts';
import type { Ticket } from './second-factor-tickets.ts';
import { checkSetupCode, refuseMissingSetupCode, spendSetupCode } from './setup-code.ts';

/** Passkeys (WebAuthn, @simplewebauthn/server): their checks, their registration and removal. */

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

/** The site a passkey belongs to: its host name, and the origin the browser reports. */
export interface RelyingParty {
  id: string;
  origin: string;
}

/** The relying party of a request to `url` (the site as the browser reached it). */
export function relyingPartyOf(url: string): RelyingParty {
  const { hostname, origin } = new URL(url);
  return { id: hostname, origin };
}

/**
 * What a browser needs to sign a challenge with one of `passkeys`. User verification is required
 * here, at registration and in both checks (issue 46): a passkey stands for a factor only when the
 * authenticator checked its owner (a PIN, a fingerprint), not when someone merely touched it.
 */
export async function passkeyRequestOptions(rp: RelyingParty, passkeys: StoredPasskey[]) {
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

/** Whether a passkey's answer to the ticket's challenge is one of the account's (its count kept). */
export async function passkeyProves(
  store: Pick<SecondFactorStore, 'passkeyUsed'>,
  ticket: Ticket,
  factors: SecondFactors,
  answer: Record<string, unknown>,
  rp: RelyingParty,
): Promise<boolean> {
  const response = answer as unknown as AuthenticationResponseJSON;
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

export const passkeyOf = ({ id, name, createdAt, lastUsedAt }: StoredPasskey): Passkey => ({
  id,
  name,
  createdAt,
  lastUsedAt,
});

export function passkeyOperations(context: SecondFactorContext) {
  const { store, tickets, attempts, freshProofMs, audit, accountOf, ticketAccount } = context;
  return {
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
        setupCode = await checkSetupCode(context, before, body.setupCode, attempt, caller, account);
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
      await spendSetupCode(store, account.id, setupCode);
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
          recoveryCodes: await codesForFirstFactor(store, account.id, hasSecondFactor(factors)),
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
      context.refuseRemovingLast(factors);
      if (!(await store.removePasskey(account.id, id))) fail(404, MESSAGES.notFound);
      await dropCodesWhenNoneLeft(store, account.id);
      await audit('second-factor-remove', caller, account);
      return done(MESSAGES.passkeyRemoved);
    },
  };
}
