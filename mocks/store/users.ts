import { MESSAGES } from '../../core/domain/messages';
import { ConflictError } from '../../core/domain/replies';
import type { MockDb, MockUser } from '../db';

/** The administrators in {@link MockDb}'s state (mocks/auth.ts puts the account rules on them). */
export function findUser(db: MockDb, username: string, password: string): MockUser | undefined {
  return db.state.users.find((user) => user.username === username && user.password === password);
}

export function userById(db: MockDb, id: string): MockUser | undefined {
  return db.state.users.find((user) => user.id === id);
}

/** Oldest account first, then by name (as the server lists them). */
export function listUsers(db: MockDb): MockUser[] {
  return [...db.state.users].sort(
    (a, b) =>
      a.createdAt.localeCompare(b.createdAt) ||
      (a.username < b.username ? -1 : a.username > b.username ? 1 : 0),
  );
}

export function createUser(
  db: MockDb,
  input: { username: string; password: string; email?: string | null },
): MockUser {
  if (db.state.users.some((user) => user.username === input.username)) {
    throw new ConflictError(MESSAGES.usernameTaken);
  }
  const user: MockUser = {
    id: crypto.randomUUID(),
    username: input.username,
    password: input.password,
    email: input.email ?? null,
    createdAt: new Date().toISOString(),
    lastSignInAt: null,
    sessionGeneration: 0,
  };
  db.state.users.push(user);
  db.changed();
  return user;
}

/**
 * A new password (`password` unchanged: only its sessions end); every session ends. A
 * `generated` one must be changed at the next sign-in.
 */
export function endSessions(
  db: MockDb,
  id: string,
  password?: string,
  generated = false,
): MockUser | null {
  const user = userById(db, id);
  if (!user) return null;
  if (password !== undefined) {
    user.password = password;
    user.mustChangePassword = generated;
  }
  user.sessionGeneration += 1;
  db.changed();
  return user;
}

/** Never the last administrator. */
export function removeUser(db: MockDb, id: string): 'removed' | 'missing' | 'last' {
  const index = db.state.users.findIndex((user) => user.id === id);
  if (index < 0) return 'missing';
  if (db.state.users.length <= 1) return 'last';
  db.state.users.splice(index, 1);
  db.changed();
  return 'removed';
}

export function recordSignIn(db: MockDb, id: string): void {
  const user = userById(db, id);
  if (!user) return;
  user.lastSignInAt = new Date().toISOString();
  db.changed();
}

/** Changes an account (its second factors); undefined when there is no such account. */
export function changeUser<T>(
  db: MockDb,
  id: string,
  change: (user: MockUser) => T,
): T | undefined {
  const user = userById(db, id);
  if (!user) return undefined;
  const result = change(user);
  db.changed();
  return result;
}
