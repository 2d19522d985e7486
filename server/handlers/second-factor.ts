import type { FastifyRequest } from 'fastify';
import type {
  IdentityProof,
  PasskeyRegistration,
  SecondFactorAnswer,
  TotpConfirm,
} from '../../src/api/generated/backend/model/index.ts';
import type { ProofAttempts } from '../../core/domain/proof-attempts.ts';
import { relyingPartyOf } from '../../core/domain/passkeys.ts';
import type { SecondFactorOperations } from '../../core/domain/second-factor.ts';
import type { LoginGuard } from '../services/throttle.ts';
import { securityEvent } from '../services/security-log.ts';
import {
  actorOf,
  bodyOf,
  callerOf,
  created,
  param,
  type Handler,
  type HandlerContext,
} from './common.ts';

/**
 * The site a passkey is bound to (its host and origin): SITE_URL when it is set (issue 46: never
 * the Host header, which a client writes, nor the protocol a proxy in front may hide), otherwise
 * the site as this request reached it (development and tests).
 */
export const relyingPartyOfRequest = (request: FastifyRequest, site: string | null) =>
  relyingPartyOf(site ?? `${request.protocol}://${request.host}`);

/** The counts of the checks of a proof (core/domain/second-factor.ts, server/services/throttle.ts). */
export const proofAttempts = (guard: LoginGuard): ProofAttempts => ({
  begin: (account, actor, kind) => guard.beginProof(account, actor.address ?? '', kind),
});

/** The second factor's operations of openapi/backend.yaml (Auth and User). */
export function secondFactorHandlers(
  secondFactors: SecondFactorOperations,
  { store, loginGuard, config }: Pick<HandlerContext, 'store' | 'loginGuard' | 'config'>,
): Record<string, Handler> {
  return {
    verifySecondFactor: async (request) => {
      const { account, reply } = await secondFactors.verifySecondFactor(
        bodyOf<SecondFactorAnswer>(request),
        actorOf(request),
        relyingPartyOfRequest(request, config.passkeySite),
      );
      await store.recordSignIn(account.id);
      await loginGuard.signedIn(account.username, request.ip);
      securityEvent(request, 'login-second-factor', { username: account.username });
      return reply;
    },
    beginIdentityProof: async (request) =>
      secondFactors.beginIdentityProof(
        callerOf(request),
        relyingPartyOfRequest(request, config.passkeySite),
      ),
    proveIdentity: async (request) =>
      secondFactors.proveIdentity(
        bodyOf<IdentityProof>(request),
        callerOf(request),
        relyingPartyOfRequest(request, config.passkeySite),
      ),
    getAccountSecurity: async (request) => secondFactors.getAccountSecurity(callerOf(request)),
    beginTotpSetup: async (request) => secondFactors.beginTotpSetup(callerOf(request)),
    enableTotp: async (request) =>
      secondFactors.enableTotp(bodyOf<TotpConfirm>(request), callerOf(request)),
    removeTotp: async (request) => secondFactors.removeTotp(callerOf(request)),
    beginPasskeyRegistration: async (request) =>
      secondFactors.beginPasskeyRegistration(
        callerOf(request),
        relyingPartyOfRequest(request, config.passkeySite),
      ),
    addPasskey: async (request, reply) =>
      created(
        reply,
        await secondFactors.addPasskey(
          bodyOf<PasskeyRegistration>(request),
          callerOf(request),
          relyingPartyOfRequest(request, config.passkeySite),
        ),
      ),
    removePasskey: async (request) =>
      secondFactors.removePasskey(param(request, 'passkeyId'), callerOf(request)),
    regenerateRecoveryCodes: async (request) =>
      secondFactors.regenerateRecoveryCodes(callerOf(request)),
  };
}
