import type { LoginRequest, RegisterRequest } from '../../src/api/generated/backend/model/index.ts';
import { hashPassword, verifyPassword } from '../services/auth.ts';
import { LockedOut } from '../services/throttle.ts';
import { securityEvent } from '../services/security-log.ts';
import { MESSAGES } from '../../core/domain/messages.ts';
import { done, fail, ok } from '../../core/domain/replies.ts';
import { bodyOf, created, type Handler, type HandlerContext } from './common.ts';

/** POST /api/Auth/login, register and logout. */
export function authHandlers({ store, tokens, loginGuard }: HandlerContext) {
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
      return fail(401, MESSAGES.loginFailed);
    }
    await attempt.succeeded(user.username);
    return ok(await tokens.issue(user), MESSAGES.loggedIn);
  };

  const register: Handler = async (request, reply) => {
    const body = bodyOf<RegisterRequest>(request);
    const user = await store.createUser({
      username: body.username,
      email: body.email ?? null,
      passwordHash: await hashPassword(body.password),
    });
    securityEvent(request, 'register', {
      username: request.session?.username ?? null,
      registered: user.username,
    });
    return created(
      reply,
      ok({ id: user.id, username: user.username, email: user.email }, MESSAGES.userCreated),
    );
  };

  const logout: Handler = async (request) => {
    const session = request.session;
    if (session) await store.revokeToken(session.jti, session.expiresAt);
    securityEvent(request, 'logout');
    return done(MESSAGES.loggedOut);
  };

  return { login, register, logout };
}
