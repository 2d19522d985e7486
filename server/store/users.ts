import { asc, count, eq, lt, sql } from 'drizzle-orm';
import { DEFAULT_ROLE, isRole } from '../../core/domain/roles.ts';
import type { Db } from '../db/open.ts';
import { enquiries, passkeys, recoveryCodes, revokedTokens, users } from '../db/schema.ts';
import { isUuid } from '../../core/domain/ids.ts';
import { MESSAGES } from '../../core/domain/messages.ts';
import { hasNul, withoutNul as sanitize } from '../../core/domain/records.ts';
import type { AdminUser, Store } from './types.ts';
import { uniqueOr } from './queries.ts';

type UserStore = Pick<
  Store,
  | 'findUser'
  | 'findUserById'
  | 'listUsers'
  | 'countUsers'
  | 'createUser'
  | 'setPasswordHash'
  | 'endSessions'
  | 'removeUser'
  | 'setUserRole'
  | 'recordSignIn'
  | 'revokeToken'
  | 'isTokenRevoked'
>;

const adminUser = (row: typeof users.$inferSelect): AdminUser => ({
  id: row.id,
  username: row.username,
  email: row.email,
  passwordHash: row.passwordHash,
  createdAt: row.createdAt.toISOString(),
  lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
  sessionGeneration: row.sessionGeneration,
  role: isRole(row.role) ? row.role : DEFAULT_ROLE,
});

/** Whether `target` is the only admin among the locked `rows` (every account's). */
const isLastAdmin = (rows: { role: string }[], target: { role: string }) =>
  target.role === 'admin' && rows.filter((row) => row.role === 'admin').length <= 1;

/** Administrators, and the sessions ended before their token expired. */
export function createUserStore(db: Db): UserStore {
  /** Raising the generation in the same statement keeps two changes at once from sharing one. */
  const nextGeneration = sql`${users.sessionGeneration} + 1`;

  return {
    async findUser(username) {
      if (hasNul(username)) return null;
      const [row] = await db.select().from(users).where(eq(users.username, username));
      return row ? adminUser(row) : null;
    },

    async findUserById(id) {
      if (!isUuid(id)) return null;
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row ? adminUser(row) : null;
    },

    async listUsers() {
      const rows = await db.select().from(users).orderBy(asc(users.createdAt), asc(users.username));
      return rows.map(adminUser);
    },

    async countUsers() {
      const [row] = await db.select({ count: count() }).from(users);
      return Number(row?.count ?? 0);
    },

    async createUser(user) {
      const input = sanitize(user);
      const [row] = await uniqueOr(MESSAGES.usernameTaken, () =>
        db
          .insert(users)
          .values({
            id: crypto.randomUUID(),
            username: input.username,
            email: input.email ?? null,
            passwordHash: input.passwordHash,
            mustChangePassword: input.mustChangePassword ?? false,
            role: input.role ?? DEFAULT_ROLE,
            setupCodeHash: input.setupCodeHash ?? null,
            createdAt: new Date(),
          })
          .returning(),
      );
      return adminUser(row as typeof users.$inferSelect);
    },

    async setPasswordHash(id, passwordHash, generated) {
      if (!isUuid(id)) return null;
      const [row] = await db
        .update(users)
        .set({ passwordHash, sessionGeneration: nextGeneration, mustChangePassword: generated })
        .where(eq(users.id, id))
        .returning();
      return row ? adminUser(row) : null;
    },

    async endSessions(id) {
      if (!isUuid(id)) return null;
      const [row] = await db
        .update(users)
        .set({ sessionGeneration: nextGeneration })
        .where(eq(users.id, id))
        .returning();
      return row ? adminUser(row) : null;
    },

    async removeUser(id) {
      if (!isUuid(id)) return 'missing';
      return db.transaction(async (tx) => {
        // Every account's row locked first: two replicas removing the last two admins at once
        // wait for each other, and the second sees one left.
        const rows = await tx.select({ id: users.id, role: users.role }).from(users).for('update');
        const target = rows.find((row) => row.id === id);
        if (!target) return 'missing';
        if (isLastAdmin(rows, target)) return 'last';
        await tx.delete(users).where(eq(users.id, id));
        await tx.delete(passkeys).where(eq(passkeys.userId, id));
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, id));
        // Its enquiries are assigned to no one (issue 48), as the mocks' removal clears them.
        await tx.update(enquiries).set({ assigneeId: null }).where(eq(enquiries.assigneeId, id));
        return 'removed';
      });
    },

    async setUserRole(id, role) {
      if (!isUuid(id)) return 'missing';
      return db.transaction(async (tx) => {
        const rows = await tx.select({ id: users.id, role: users.role }).from(users).for('update');
        const target = rows.find((row) => row.id === id);
        if (!target) return 'missing';
        if (role !== 'admin' && isLastAdmin(rows, target)) return 'last';
        const [row] = await tx.update(users).set({ role }).where(eq(users.id, id)).returning();
        return adminUser(row as typeof users.$inferSelect);
      });
    },

    async recordSignIn(id) {
      if (!isUuid(id)) return;
      await db.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, id));
    },

    async revokeToken(tokenId, expiresAt) {
      const jti = sanitize(tokenId);
      await db.transaction(async (tx) => {
        // Tokens past their expiry are refused anyway: no need to remember them.
        await tx.delete(revokedTokens).where(lt(revokedTokens.expiresAt, new Date()));
        await tx
          .insert(revokedTokens)
          .values({ jti, expiresAt })
          .onConflictDoUpdate({ target: revokedTokens.jti, set: { expiresAt } });
      });
    },

    async isTokenRevoked(jti) {
      if (hasNul(jti)) return false;
      const rows = await db
        .select({ jti: revokedTokens.jti })
        .from(revokedTokens)
        .where(eq(revokedTokens.jti, jti))
        .limit(1);
      return rows.length > 0;
    },
  };
}
