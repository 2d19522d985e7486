import type { DomainStore } from '../../core/domain/store';
import type { MockDb } from '../db';
import { createAuditStore } from './audit';
import { createContentStore } from './content';
import { createDocumentStore } from './documents';
import { createEnquiryStore } from './enquiries';
import { createEnquiryStatsStore } from './enquiry-stats';
import { createFileStore } from './files';
import { createMissedSearchStore } from './missed-searches';
import { createPageStore } from './pages';
import { createPreviewStore } from './previews';
import { createProductStore } from './products';
import { createRedirectStore } from './redirects';
import { createRevisionStore } from './revisions';
import { createTrashStore } from './trash';
import { createVisitStore } from './visits';

/**
 * The mocks' persistence behind the backend's rules (core/domain/): the in-memory state of
 * {@link MockDb}, which the browser keeps in localStorage, one module an entity as
 * server/store/store.ts composes the server's on SQL. Ids reach it already in their stored
 * spelling; the rules (values, paging, messages) come from core/domain.
 */
export function mockStore(db: MockDb): DomainStore {
  return {
    ...createFileStore(db),
    ...createDocumentStore(db),
    ...createProductStore(db),
    ...createPageStore(db),
    ...createEnquiryStore(db),
    ...createEnquiryStatsStore(db),
    ...createContentStore(db),
    ...createAuditStore(db),
    ...createTrashStore(db),
    ...createRevisionStore(db),
    ...createRedirectStore(db),
    ...createMissedSearchStore(db),
    ...createPreviewStore(db),
    ...createVisitStore(db),
    /** One step (issue 22 section 3): when `work` throws, the state is put back as it was. */
    async transaction(work) {
      const before = structuredClone(db.state);
      try {
        return await work(this);
      } catch (error) {
        db.state = before;
        db.changed();
        throw error;
      }
    },
    // One state a tab, and a write runs within one tab (the tabs share the state between writes,
    // mocks/tab-sync.ts): nothing to wait for.
    lockRecord: async () => undefined,
  };
}
