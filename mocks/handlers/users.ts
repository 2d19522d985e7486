import type { HttpHandler } from 'msw';
import {
  getChangePasswordMockHandler,
  getDeleteUserMockHandler,
  getListUsersMockHandler,
  getResetUserPasswordMockHandler,
  getSetUserRoleMockHandler,
  getSignOutEverywhereMockHandler,
} from '../../src/api/generated/backend/endpoints/user/user.msw';
import * as schemas from '../../src/api/generated/backend-zod/backend.zod';
import type { PasswordChange, UserRoleChange } from '../../src/api/generated/backend/model';
import type { AccountOperations } from '../../core/domain/accounts';
import { callerOf } from '../auth';
import { bodyOf, guarded, idParam } from './common';

/** The User operations of openapi/backend.yaml: administrator accounts (core/domain/accounts.ts). */
export function userHandlers(accounts: AccountOperations): HttpHandler[] {
  return [
    getListUsersMockHandler(
      guarded('listUsers', ({ request }) => accounts.listUsers(callerOf(request))),
    ),
    getDeleteUserMockHandler(
      guarded('deleteUser', ({ params, request }) =>
        accounts.deleteUser(idParam(params), callerOf(request)),
      ),
    ),
    getResetUserPasswordMockHandler(
      guarded('resetUserPassword', ({ params, request }) =>
        accounts.resetUserPassword(idParam(params), callerOf(request)),
      ),
    ),
    getSetUserRoleMockHandler(
      guarded('setUserRole', async ({ params, request }) =>
        accounts.setUserRole(
          idParam(params),
          await bodyOf<UserRoleChange>(schemas.SetUserRoleBody, request),
          callerOf(request),
        ),
      ),
    ),
    getChangePasswordMockHandler(
      guarded('changePassword', async ({ request }) =>
        accounts.changePassword(
          await bodyOf<PasswordChange>(schemas.ChangePasswordBody, request),
          callerOf(request),
        ),
      ),
    ),
    getSignOutEverywhereMockHandler(
      guarded('signOutEverywhere', ({ request }) => accounts.signOutEverywhere(callerOf(request))),
    ),
  ];
}
