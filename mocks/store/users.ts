import { MESSAGES } from '../../core/domain/messages';
import { ConflictError } from '../../core/domain/replies';
import { adminCount } from '../../core/domain/account-refusals';
import { DEFAULT_ROLE, type Role } from '../../core/domain/roles';
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
  input: {
    username: string;
    password: string;
    email?: string | null;
    role?: Role;
    setupCodeHash?: string | null;
  },
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
    role: input.role ?? DEFAULT_ROLE,
    setupCodeHash: input.setupCodeHash ?? null,
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

/** An account's role; one saved before roles is an admin. */
export const roleOf = (user: Pick<MockUser, 'role'>): Role => user.role ?? DEFAULT_ROLE;

/** Whether `user` is the only admin left. */
const isLastAdmin = (db: MockDb, user: MockUser) =>
  roleOf(user) === 'admin' &&
  adminCount(db.state.users.map((each) => ({ role: roleOf(each) }))) <= 1;

/** Never the last admin. */
export function removeUser(db: MockDb, id: string): 'removed' | 'missing' | 'last' {
  const index = db.state.users.findIndex((user) => user.id === id);
  const user = db.state.users[index];
  if (!user) return 'missing';
  if (isLastAdmin(db, user)) return 'last';
  db.state.users.splice(index, 1);
  // Its enquiries are assigned to no one (issue 48), as the server's removal clears them.
  for (const enquiry of db.state.enquiries) {
    if (enquiry.assigneeId === id) enquiry.assigneeId = null;
  }
  db.changed();
  return 'removed';
}

/** Gives the account `role`, never the last admin another one. */
export function setUserRole(db: MockDb, id: string, role: Role): MockUser | 'missing' | 'last' {
  const user = userById(db, id);
  if (!user) return 'missing';
  if (role !== 'admin' && isLastAdmin(db, user)) return 'last';
  user.role = role;
  db.changed();
  return user;
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
