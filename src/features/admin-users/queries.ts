import {
  getGetAccountSecurityQueryKey,
  getGetAccountSecurityQueryOptions,
  getListUsersQueryKey,
  getListUsersQueryOptions,
} from '../../api/generated/backend/endpoints/user/user';

/** The administrators, oldest first, with their last sign-in (GET /api/User). */
export const usersQuery = () => getListUsersQueryOptions();

export const usersQueryKey = getListUsersQueryKey;

/** The signed-in administrator's sign-in methods and what must happen first (GET /api/User/me/security). */
export const securityQuery = () => getGetAccountSecurityQueryOptions();

export const securityQueryKey = getGetAccountSecurityQueryKey;
