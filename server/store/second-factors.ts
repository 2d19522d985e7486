import { and, asc, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { passkeys, recoveryCodes, users } from '../db/schema.ts';
import { isUuid } from '../../core/domain/ids.ts';
import type { SecondFactorStore, StoredPasskey } from '../../core/domain/second-factor-store.ts';

const storedPasskey = (row: typeof passkeys.$inferSelect): StoredPasskey => ({
  id: row.id,
  publicKey: row.publicKey,
  counter: row.counter,
  transports: row.transports,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/**
 * Administrators' second factors (core/domain/second-factor.ts): the app's secret on the account's
 * row, passkeys and recovery-code hashes in their own tables. A code's single use is one
 * conditional statement, so two replicas given the same code at once accept it once.
 */
export function createSecondFactorStore(db: Db): SecondFactorStore {
  return {
    async secondFactorsOf(userId) {
      if (!isUuid(userId)) {
        return {
          mustChangePassword: false,
          totpSecret: null,
          passkeys: [],
          recoveryCodesLeft: 0,
          setupCodeHash: null,
        };
      }
      const [[user], keys, [codes]] = await Promise.all([
        db
          .select({
            mustChangePassword: users.mustChangePassword,
            totpSecret: users.totpSecret,
            setupCodeHash: users.setupCodeHash,
          })
          .from(users)
          .where(eq(users.id, userId)),
        db
          .select()
          .from(passkeys)
          .where(eq(passkeys.userId, userId))
          .orderBy(asc(passkeys.createdAt)),
        db.select({ count: count() }).from(recoveryCodes).where(eq(recoveryCodes.userId, userId)),
      ]);
      return {
        mustChangePassword: user?.mustChangePassword ?? false,
        totpSecret: user?.totpSecret ?? null,
        passkeys: keys.map(storedPasskey),
        recoveryCodesLeft: Number(codes?.count ?? 0),
        setupCodeHash: user?.setupCodeHash ?? null,
      };
    },

    async setTotp(userId, secret, step) {
      await db
        .update(users)
        .set({ totpSecret: secret, totpLastStep: secret === null ? null : (step ?? null) })
        .where(eq(users.id, userId));
    },

    async useTotpStep(userId, step) {
      const rows = await db
        .update(users)
        .set({ totpLastStep: step })
        .where(
          and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))),
        )
        .returning({ id: users.id });
      return rows.length > 0;
    },

    async addPasskey(userId, passkey) {
      await db.insert(passkeys).values({
        id: passkey.id,
        userId,
        publicKey: passkey.publicKey,
        counter: passkey.counter,
        transports: passkey.transports,
        name: passkey.name,
        createdAt: new Date(passkey.createdAt),
        lastUsedAt: null,
      });
    },

    async passkeyUsed(userId, id, counter) {
      await db
        .update(passkeys)
        .set({ counter, lastUsedAt: sql`now()` })
        .where(and(eq(passkeys.userId, userId), eq(passkeys.id, id)));
    },

    async removePasskey(userId, id) {
      const rows = await db
        .delete(passkeys)
        .where(and(eq(passkeys.userId, userId), eq(passkeys.id, id)))
        .returning({ id: passkeys.id });
      return rows.length > 0;
    },

    async setRecoveryCodes(userId, hashes) {
      await db.transaction(async (tx) => {
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        if (hashes.length > 0) {
          await tx.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
        }
      });
    },

    async useRecoveryCode(userId, hash) {
      const rows = await db
        .delete(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, hash)))
        .returning({ userId: recoveryCodes.userId });
      return rows.length > 0;
    },

    async setSetupCode(userId, hash) {
      if (!isUuid(userId)) return false;
      const rows = await db
        .update(users)
        .set({ setupCodeHash: hash })
        .where(eq(users.id, userId))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    async useSetupCode(userId, hash) {
      const rows = await db
        .update(users)
        .set({ setupCodeHash: null })
        .where(and(eq(users.id, userId), eq(users.setupCodeHash, hash)))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    async clearSecondFactors(userId) {
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ totpSecret: null, totpLastStep: null })
          .where(eq(users.id, userId));
        await tx.delete(passkeys).where(eq(passkeys.userId, userId));
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      });
    },
  };
}
