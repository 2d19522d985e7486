import type { HttpHandler } from 'msw';
import {
  getLoginMockHandler,
  getLogoutMockHandler,
  getRegisterMockHandler,
} from '../../src/api/generated/backend/endpoints/auth/auth.msw';
import * as schemas from '../../src/api/generated/backend-zod/backend.zod';
import type { LoginRequest, RegisterRequest } from '../../src/api/generated/backend/model';
import type { AccountOperations } from '../../core/domain/accounts';
import { failedSignIn } from '../../core/domain/audit';
import { MESSAGES } from '../../core/domain/messages';
import { done, fail, ok } from '../../core/domain/replies';
import { relyingPartyOf } from '../../core/domain/passkeys';
import type { SecondFactorOperations } from '../../core/domain/second-factor';
import { bearerToken, callerOf, issueToken, revokeToken } from '../auth';
import type { MockDb } from '../db';
import { recordAudit } from '../store/audit';
import { findUser, recordSignIn } from '../store/users';
import { bodyOf, guarded } from './common';

/** POST /api/Auth/login, register and logout: the mocks' own sign-in (demo passwords, tokens). */
export function authHandlers(
  db: MockDb,
  accounts: AccountOperations,
  secondFactors: SecondFactorOperations,
): HttpHandler[] {
  return [
    getLoginMockHandler(
      guarded('login', async ({ request }) => {
        const body = await bodyOf<LoginRequest>(schemas.LoginBody, request);
        const user = findUser(db, body.username, body.password);
        if (!user) {
          const named = db.state.users.find((account) => account.username === body.username);
          recordAudit(db, failedSignIn(named, null));
          return fail(401, MESSAGES.loginFailed);
        }
        // The password is right; an account with a second factor gets a ticket, no token yet.
        const secondFactor = await secondFactors.signInChallenge(user, relyingPartyOf(request.url));
        if (secondFactor) {
          return ok({ token: null, expiration: null, secondFactor }, MESSAGES.secondFactorNeeded);
        }
        recordSignIn(db, user.id);
        recordAudit(db, { action: 'sign-in', username: user.username, address: null });
        return ok(issueToken(user), MESSAGES.loggedIn);
      }),
    ),
    getRegisterMockHandler(
      guarded('register', async ({ request }) =>
        accounts.register(
          await bodyOf<RegisterRequest>(schemas.RegisterBody, request),
          callerOf(request),
        ),
      ),
    ),
    getLogoutMockHandler(
      guarded('logout', ({ request }) => {
        const token = bearerToken(request);
        if (token) revokeToken(token);
        return done(MESSAGES.loggedOut);
      }),
    ),
  ];
}
