import type { FastifyRequest } from 'fastify';
import type {
  IdentityProof,
  PasskeyRegistration,
  SecondFactorAnswer,
  TotpConfirm,
} from '../../src/api/generated/backend/model/index.ts';
import {
  relyingPartyOf,
  type ProofAttempts,
  type SecondFactorOperations,
} from '../../core/domain/second-factor.ts';
import type { LoginGuard } from '../services/throttle.ts';
import { securityEvent } from '../services/security-log.ts';
import { actorOf, bodyOf, callerOf, created, param, type Handler } from './common.ts';

/** The site as this request reached it: a passkey is bound to its host and origin. */
export const relyingPartyOfRequest = (request: FastifyRequest) =>
  relyingPartyOf(`${request.protocol}://${request.host}`);

/** The sign-in lockout's limits, for checks of a proof (core/domain/second-factor.ts). */
export const proofAttempts = (guard: LoginGuard): ProofAttempts => ({
  begin: (userId, actor) => guard.beginProof(userId, actor.address ?? ''),
});

/** The second factor's operations of openapi/backend.yaml (Auth and User). */
export function secondFactorHandlers(
  secondFactors: SecondFactorOperations,
  recordSignIn: (userId: string) => Promise<void>,
): Record<string, Handler> {
  return {
    verifySecondFactor: async (request) => {
      const { account, reply } = await secondFactors.verifySecondFactor(
        bodyOf<SecondFactorAnswer>(request),
        actorOf(request),
        relyingPartyOfRequest(request),
      );
      await recordSignIn(account.id);
      securityEvent(request, 'login-second-factor', { username: account.username });
      return reply;
    },
    beginIdentityProof: async (request) =>
      secondFactors.beginIdentityProof(callerOf(request), relyingPartyOfRequest(request)),
    proveIdentity: async (request) =>
      secondFactors.proveIdentity(
        bodyOf<IdentityProof>(request),
        callerOf(request),
        relyingPartyOfRequest(request),
      ),
    getAccountSecurity: async (request) => secondFactors.getAccountSecurity(callerOf(request)),
    beginTotpSetup: async (request) => secondFactors.beginTotpSetup(callerOf(request)),
    enableTotp: async (request) =>
      secondFactors.enableTotp(bodyOf<TotpConfirm>(request), callerOf(request)),
    removeTotp: async (request) => secondFactors.removeTotp(callerOf(request)),
    beginPasskeyRegistration: async (request) =>
      secondFactors.beginPasskeyRegistration(callerOf(request), relyingPartyOfRequest(request)),
    addPasskey: async (request, reply) =>
      created(
        reply,
        await secondFactors.addPasskey(
          bodyOf<PasskeyRegistration>(request),
          callerOf(request),
          relyingPartyOfRequest(request),
        ),
      ),
    removePasskey: async (request) =>
      secondFactors.removePasskey(param(request, 'passkeyId'), callerOf(request)),
    regenerateRecoveryCodes: async (request) =>
      secondFactors.regenerateRecoveryCodes(callerOf(request)),
  };
}
