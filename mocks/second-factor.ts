import type { HttpHandler } from 'msw';
import {
  getBeginIdentityProofMockHandler,
  getProveIdentityMockHandler,
  getVerifySecondFactorMockHandler,
} from '../src/api/generated/backend/endpoints/auth/auth.msw';
import {
  getAddPasskeyMockHandler,
  getBeginPasskeyRegistrationMockHandler,
  getBeginTotpSetupMockHandler,
  getEnableTotpMockHandler,
  getGetAccountSecurityMockHandler,
  getRegenerateRecoveryCodesMockHandler,
  getRemovePasskeyMockHandler,
  getRemoveTotpMockHandler,
} from '../src/api/generated/backend/endpoints/user/user.msw';
import * as schemas from '../src/api/generated/backend-zod/backend.zod';
import type {
  IdentityProof,
  PasskeyRegistration,
  SecondFactorAnswer,
  TotpConfirm,
} from '../src/api/generated/backend/model';
import { accountOperations, type Account } from '../core/domain/accounts';
import { unthrottled } from '../core/domain/proof-attempts';
import { relyingPartyOf } from '../core/domain/passkeys';
import { secondFactorOperations, type SecondFactorOperations } from '../core/domain/second-factor';
import {
  actorOf,
  callerOf,
  issueToken,
  mockAccounts,
  mockSecondFactors,
  mockTickets,
} from './auth';
import type { MockDb } from './db';
import { recordSignIn } from './store/users';
import { createGuard, readJson, validate } from './http';
import { backendOperations as operationIndex } from '../src/api/generated/backend-operations/operations';

const guarded = createGuard('envelope', operationIndex, schemas);

const bodyOf = async <T>(schema: unknown, request: Request) =>
  validate<T>(schema, await readJson(request));

/** The site as the request reached it (a passkey is bound to its host and origin). */
const siteOf = (request: Request) => relyingPartyOf(request.url);

/**
 * The account rules and the second factor on the mocks' users (core/domain/accounts.ts,
 * core/domain/second-factor.ts): no throttle and no REQUIRE_SECOND_FACTOR, which are the server's.
 */
export function mockAccountOperations(db: MockDb) {
  const records = mockAccounts(db);
  const tokenFor = (account: Account, proofAt: number) => issueToken(account, Date.now(), proofAt);
  const accounts = accountOperations(records, tokenFor);
  const secondFactors = secondFactorOperations({
    store: mockSecondFactors(db),
    accounts: records,
    tickets: mockTickets,
    issueToken: tokenFor,
    attempts: unthrottled,
    required: false,
  });
  return { accounts, secondFactors };
}

/** The second factor's operations (Auth and User) on the mocks. */
export function secondFactorHandlers(
  db: MockDb,
  secondFactors: SecondFactorOperations,
): HttpHandler[] {
  return [
    getVerifySecondFactorMockHandler(
      guarded('verifySecondFactor', async ({ request }) => {
        const { account, reply } = await secondFactors.verifySecondFactor(
          await bodyOf<SecondFactorAnswer>(schemas.VerifySecondFactorBody, request),
          actorOf(request),
          siteOf(request),
        );
        recordSignIn(db, account.id);
        return reply;
      }),
    ),
    getBeginIdentityProofMockHandler(
      guarded('beginIdentityProof', ({ request }) =>
        secondFactors.beginIdentityProof(callerOf(request), siteOf(request)),
      ),
    ),
    getProveIdentityMockHandler(
      guarded('proveIdentity', async ({ request }) =>
        secondFactors.proveIdentity(
          await bodyOf<IdentityProof>(schemas.ProveIdentityBody, request),
          callerOf(request),
          siteOf(request),
        ),
      ),
    ),
    getGetAccountSecurityMockHandler(
      guarded('getAccountSecurity', ({ request }) =>
        secondFactors.getAccountSecurity(callerOf(request)),
      ),
    ),
    getBeginTotpSetupMockHandler(
      guarded('beginTotpSetup', ({ request }) => secondFactors.beginTotpSetup(callerOf(request))),
    ),
    getEnableTotpMockHandler(
      guarded('enableTotp', async ({ request }) =>
        secondFactors.enableTotp(
          await bodyOf<TotpConfirm>(schemas.EnableTotpBody, request),
          callerOf(request),
        ),
      ),
    ),
    getRemoveTotpMockHandler(
      guarded('removeTotp', ({ request }) => secondFactors.removeTotp(callerOf(request))),
    ),
    getBeginPasskeyRegistrationMockHandler(
      guarded('beginPasskeyRegistration', ({ request }) =>
        secondFactors.beginPasskeyRegistration(callerOf(request), siteOf(request)),
      ),
    ),
    getAddPasskeyMockHandler(
      guarded('addPasskey', async ({ request }) =>
        secondFactors.addPasskey(
          await bodyOf<PasskeyRegistration>(schemas.AddPasskeyBody, request),
          callerOf(request),
          siteOf(request),
        ),
      ),
    ),
    getRemovePasskeyMockHandler(
      guarded('removePasskey', ({ params, request }) =>
        secondFactors.removePasskey(String(params.passkeyId ?? ''), callerOf(request)),
      ),
    ),
    getRegenerateRecoveryCodesMockHandler(
      guarded('regenerateRecoveryCodes', ({ request }) =>
        secondFactors.regenerateRecoveryCodes(callerOf(request)),
      ),
    ),
  ];
}
