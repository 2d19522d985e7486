import { issueToken } from '../../mocks/auth';
import { db } from '../../mocks/node';
import { recordsOf } from './mock-records';

/**
 * The request options of a second administrator ('ayse') saving through the mocks, as another
 * browser would: their own token, not the panel's session (issue 22 section 1).
 */
export function asSecondAdmin() {
  const ayse =
    db.state.users.find((user) => user.username === 'ayse') ??
    recordsOf(db).createUser({ username: 'ayse', password: 'ayse12345' });
  return {
    withToken: false,
    headers: { Authorization: `Bearer ${issueToken(ayse).token}` },
  };
}
