import type { FastifyRequest } from 'fastify';
import type { PasswordChange } from '../../src/api/generated/backend/model/index.ts';
import type { AccountOperations, Caller } from '../../core/domain/accounts.ts';
import { MESSAGES } from '../../core/domain/messages.ts';
import { fail } from '../../core/domain/replies.ts';
import { actorOf, bodyOf, param, type Handler } from './common.ts';

/** The signed-in administrator (every User operation needs the bearer token). */
function callerOf(request: FastifyRequest): Caller {
  const session = request.session;
  if (!session) return fail(401, MESSAGES.unauthorized);
  return { ...actorOf(request), userId: session.userId };
}

/** The User operations of openapi/backend.yaml: administrator accounts (core/domain/accounts.ts). */
export function userHandlers(accounts: AccountOperations): Record<string, Handler> {
  return {
    listUsers: async (request) => accounts.listUsers(callerOf(request)),
    deleteUser: async (request) => accounts.deleteUser(param(request, 'id'), callerOf(request)),
    resetUserPassword: async (request) =>
      accounts.resetUserPassword(param(request, 'id'), callerOf(request)),
    changePassword: async (request) =>
      accounts.changePassword(bodyOf<PasswordChange>(request), callerOf(request)),
    signOutEverywhere: async (request) => accounts.signOutEverywhere(callerOf(request)),
  };
}
