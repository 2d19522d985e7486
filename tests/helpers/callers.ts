import type { Caller } from '../../core/domain/accounts';

/** The demo admin, as the domain operations see the signed-in caller in the mocks' own tests. */
export const ADMIN_CALLER: Caller = {
  username: 'admin',
  address: null,
  userId: '',
  role: 'admin',
  proofAt: null,
};
