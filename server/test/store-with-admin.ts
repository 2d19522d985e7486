import { hashPassword } from '../services/auth.ts';
import { ADMIN } from './test-app.ts';
import { openTestStore, type TestStore } from './test-store.ts';

/** A fresh test store with the tests' administrator (ADMIN), for tests that build their own app. */
export async function openStoreWithAdmin(): Promise<TestStore> {
  const ts = await openTestStore();
  await ts.store.createUser({
    username: ADMIN.username,
    email: null,
    passwordHash: await hashPassword(ADMIN.password),
  });
  return ts;
}
