import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/open.ts';
import type { Store } from './types.ts';
import { createAttemptStore } from './attempts.ts';
import { createAuditStore, type AuditStoreOptions } from './audit.ts';
import { createContentStore } from './content.ts';
import { createPreviewStore } from './previews.ts';
import { createRedirectStore } from './redirects.ts';
import { createRevisionStore } from './revisions.ts';
import { createDocumentStore } from './documents.ts';
import { createEnquiryStore, type EnquiryStoreOptions } from './enquiries.ts';
import { createEnquiryStatsStore } from './enquiry-stats.ts';
import { createFileStore } from './files.ts';
import { createFileUserStore } from './file-users.ts';
import { createMissedSearchStore } from './missed-searches.ts';
import { createPageStore } from './pages.ts';
import { createProductStore } from './products.ts';
import { createSecondFactorStore } from './second-factors.ts';
import { createTrashStore } from './trash.ts';
import { createUserStore } from './users.ts';
import { createVisitStore } from './visits.ts';

/**
 * The server's store on an open database (see server/db/open.ts): the drizzle implementation of
 * {@link Store}, with the semantics of mocks/store/, one module an entity. The rules (values,
 * ids, NUL stripping, paging, messages) come from core/domain; these modules only persist.
 */
/** What the store queues with its writes: the e-mails (both off unless the server sends mail). */
type StoreOptions = EnquiryStoreOptions & AuditStoreOptions;

export function createStore(database: Database, options: StoreOptions = {}): Store {
  const { db } = database;
  const attempts = createAttemptStore(db);
  return {
    ...createFileStore(db),
    ...createFileUserStore(db),
    ...createDocumentStore(db),
    ...createProductStore(db),
    ...createPageStore(db),
    ...createEnquiryStore(db, options),
    ...createEnquiryStatsStore(db),
    ...createVisitStore(db),
    ...createUserStore(db),
    ...createSecondFactorStore(db),
    ...createContentStore(db),
    ...attempts,
    ...createAuditStore(db, options),
    ...createTrashStore(db),
    ...createRevisionStore(db),
    ...createRedirectStore(db),
    ...createMissedSearchStore(db),
    ...createPreviewStore(db, attempts),
    // Issue 22 section 3: every store call of `work` on the transaction (a savepoint when one is
    // open already), so the write, its revision and its audit line commit together.
    transaction: (work) =>
      db.transaction((tx) => work(createStore({ ...database, db: tx as unknown as Db }, options))),
    // A transaction-scoped advisory lock: released at its commit or rollback.
    lockRecord: async (key) => {
      await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 220001))`);
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => database.close(),
  };
}
