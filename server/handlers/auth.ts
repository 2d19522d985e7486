import type { LoginRequest, RegisterRequest } from '../../src/api/generated/backend/model/index.ts';
import type { AccountOperations } from '../../core/domain/accounts.ts';
import type { SecondFactorOperations } from '../../core/domain/second-factor.ts';
import { verifyPassword } from '../services/auth.ts';
import { LockedOut } from '../services/throttle.ts';
import { securityEvent } from '../services/security-log.ts';
import { failedSignIn } from '../../core/domain/audit.ts';
import { MESSAGES } from '../../core/domain/messages.ts';
import { done, fail, ok } from '../../core/domain/replies.ts';
import { bodyOf, callerOf, created, type Handler, type HandlerContext } from './common.ts';
import { relyingPartyOfRequest } from './second-factor.ts';

/**
 * POST /api/Auth/login, register and logout. Sign-ins and failed sign-ins go to the audit log
 * with the address; a refused one (locked out) is only logged (server/services/security-log.ts).
 */
export function authHandlers(
  { store, tokens, loginGuard, config }: HandlerContext,
  accounts: AccountOperations,
  secondFactors: SecondFactorOperations,
) {
  const login: Handler = async (request) => {
    const { username, password } = bodyOf<LoginRequest>(request);
    let attempt;
    try {
      attempt = await loginGuard.begin(username, request.ip);
    } catch (error) {
      if (error instanceof LockedOut) {
        securityEvent(request, 'login-locked', { username, lockedBy: error.scope });
      }
      throw error;
    }
    const user = await store.findUser(username);
    if (!(await verifyPassword(user, password)) || !user) {
      securityEvent(request, 'login-failed', { username, knownUser: user !== null });
      const locked = await attempt.failed();
      await store.recordAudit(failedSignIn(user, request.ip));
      if (locked && user) {
        await store.recordAudit({
          action: 'locked-out',
          username: user.username,
          address: request.ip,
          target: { kind: 'user', id: user.id, name: user.username },
        });
      }
      return fail(401, MESSAGES.loginFailed);
    }
    await attempt.passwordRight();
    // The password is right; an account with a second factor gets a ticket for it, no token yet
    // (and its address becomes known only once the second step is done too).
    const secondFactor = await secondFactors.signInChallenge(
      user,
      relyingPartyOfRequest(request, config.passkeySite),
    );
    if (secondFactor) {
      return ok({ token: null, expiration: null, secondFactor }, MESSAGES.secondFactorNeeded);
    }
    await loginGuard.signedIn(user.username, request.ip);
    await store.recordSignIn(user.id);
    await store.recordAudit({ action: 'sign-in', username: user.username, address: request.ip });
    return ok(await tokens.issue(user, Date.now()), MESSAGES.loggedIn);
  };

  const register: Handler = async (request, reply) => {
    const body = bodyOf<RegisterRequest>(request);
    const registered = await accounts.register(body, callerOf(request));
    securityEvent(request, 'register', {
      username: request.session?.username ?? null,
      registered: registered.data.username,
    });
    return created(reply, registered);
  };

  const logout: Handler = async (request) => {
    const session = request.session;
    if (session) await store.revokeToken(session.jti, session.expiresAt);
    securityEvent(request, 'logout');
    return done(MESSAGES.loggedOut);
  };

  return { login, register, logout };
}
