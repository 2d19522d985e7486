import { count, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { revokedTokens, users } from '../db/schema.ts';
import { MESSAGES } from '../../core/domain/messages.ts';
import { hasNul, withoutNul as sanitize } from '../../core/domain/records.ts';
import type { AdminUser, Store } from '../../core/domain/store.ts';
import { uniqueOr } from './queries.ts';

type UserStore = Pick<
  Store,
  'findUser' | 'countUsers' | 'createUser' | 'revokeToken' | 'isTokenRevoked'
>;

const adminUser = (row: typeof users.$inferSelect): AdminUser => ({
  id: row.id,
  username: row.username,
  email: row.email,
  passwordHash: row.passwordHash,
});

/** Administrators, and the sessions ended before their token expired. */
export function createUserStore(db: Db): UserStore {
  return {
    async findUser(username) {
      if (hasNul(username)) return null;
      const [row] = await db.select().from(users).where(eq(users.username, username));
      return row ? adminUser(row) : null;
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
            createdAt: new Date(),
          })
          .returning(),
      );
      return adminUser(row as typeof users.$inferSelect);
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
