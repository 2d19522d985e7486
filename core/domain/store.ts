import type { Transactions } from './transactions.ts';
import type { AuditStore } from './audit.ts';
import type { ContentStore } from './content-store.ts';
import type { DocumentStore } from './documents.ts';
import type { EnquiryStore } from './enquiries.ts';
import type { EnquiryStatsStore } from './enquiry-stats.ts';
import type { FileStore } from './files.ts';
import type { PageStore } from './pages.ts';
import type { ProductStore } from './products.ts';
import type { TrashStore } from './trash.ts';
import type { RevisionStore } from './revisions.ts';
import type { PreviewStore } from './previews.ts';
import type { ScheduleStore } from './publishing.ts';
import type { RedirectStore } from './redirects.ts';
import type { VisitStore } from './visits.ts';
import type { MissedSearchStore } from './site-search.ts';

/**
 * DomainStore: the data access the backend's rules (core/domain/backend.ts) need: the only thing the mocks and
 * the server implement each in their own way. The server's on drizzle (PGlite or PostgreSQL,
 * server/store/), the mocks' on their in-memory state (mocks/store/). Ids given to it are in
 * their stored spelling (core/domain/ids.ts); writes are built with core/domain/records.ts.
 * A unique slug or user name already taken throws ConflictError (core/domain/replies.ts).
 * Each entity's port is in its own module; the operations take the ports they use.
 */
export interface DomainStore
  extends
    FileStore,
    DocumentStore,
    ProductStore,
    PageStore,
    RedirectStore,
    PreviewStore,
    ScheduleStore,
    AuditStore,
    RevisionStore,
    EnquiryStore,
    EnquiryStatsStore,
    VisitStore,
    MissedSearchStore,
    ContentStore,
    TrashStore,
    Transactions<DomainStore> {}
