import type {
  PasswordChange,
  UserRoleChange,
} from '../../src/api/generated/backend/model/index.ts';
import type { AccountOperations } from '../../core/domain/accounts.ts';
import { bodyOf, callerOf, param, type Handler } from './common.ts';

/** The User operations of openapi/backend.yaml: administrator accounts (core/domain/accounts.ts). */
export function userHandlers(accounts: AccountOperations): Record<string, Handler> {
  return {
    listUsers: async (request) => accounts.listUsers(callerOf(request)),
    deleteUser: async (request) => accounts.deleteUser(param(request, 'id'), callerOf(request)),
    resetUserPassword: async (request) =>
      accounts.resetUserPassword(param(request, 'id'), callerOf(request)),
    setUserRole: async (request) =>
      accounts.setUserRole(
        param(request, 'id'),
        bodyOf<UserRoleChange>(request),
        callerOf(request),
      ),
    changePassword: async (request) =>
      accounts.changePassword(bodyOf<PasswordChange>(request), callerOf(request)),
    signOutEverywhere: async (request) => accounts.signOutEverywhere(callerOf(request)),
  };
}
