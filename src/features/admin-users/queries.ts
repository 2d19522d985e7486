import {
  getListUsersQueryKey,
  getListUsersQueryOptions,
} from '../../api/generated/backend/endpoints/user/user';

/** The administrators, oldest first, with their last sign-in (GET /api/User). */
export const usersQuery = () => getListUsersQueryOptions();

export const usersQueryKey = getListUsersQueryKey;
