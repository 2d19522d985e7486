import type {
  Document,
  Product,
  PublishStatus,
} from '../../src/api/generated/backend/model/index.ts';
import { MESSAGES } from './messages.ts';
import { invalid } from './replies.ts';

/**
 * Publishing (issue 21 sections 2 and 4), once for the mocks and the server: who may see an item
 * by its status, and the rules of a schedule. A `scheduled` item is a draft with a time: the
 * server's job (server/services/scheduled-publishing.ts; the mocks on each product read) publishes
 * it at that time through `publishDueProducts` (core/domain/product-operations.ts).
 */

/** Whether visitors see a record of this status (a record from before drafts has none). */
export const isPublished = (status: PublishStatus | null | undefined) =>
  status === undefined || status === null || status === 'published';

/**
 * Whether visitors see a document (issue 23 section 2): published and active. An inactive ('Pasif')
 * one, as a draft, is the panel's only: in no anonymous read, its file 404 to visitors.
 */
export const isPublicDocument = (document: Pick<Document, 'status' | 'isActive'>) =>
  isPublished(document.status) && document.isActive !== false;

type ProductFiles = Partial<
  Pick<
    Product,
    | 'documents'
    | 'documentIds'
    | 'fileIds'
    | 'documentFileIds'
    | 'documentImageIds'
    | 'files'
    | 'documentFiles'
    | 'documentImages'
  >
>;

/**
 * A product as visitors read it: its public documents only (in `documents` and `documentIds`), and
 * none of the hidden ones' files or preview images in its own file lists (the panel's reads keep
 * all).
 */
export function withPublicDocuments<T extends ProductFiles>(product: T): T {
  const hidden = (product.documents ?? []).filter((document) => !isPublicDocument(document));
  // Its list of ids names the public documents only (issue 46): a draft's id (not among the
  // documents a read resolves) or an inactive one's is no visitor's business.
  const shown = new Set(
    (product.documents ?? []).filter(isPublicDocument).map((document) => document.id),
  );
  const documentIds = product.documentIds?.filter((id) => shown.has(id));
  if (hidden.length === 0) return documentIds ? { ...product, documentIds } : product;
  const ids = new Set(
    hidden.flatMap((document) => [
      document.fileId,
      document.file?.id,
      document.previewImageFileId,
      document.previewImageFile?.id,
    ]),
  );
  const keptIds = (list: string[] | undefined) => list && list.filter((id) => !ids.has(id));
  const keptFiles = <F extends { id: string }>(list: F[] | null | undefined) =>
    list && list.filter((file) => !ids.has(file.id));
  return {
    ...product,
    documents: product.documents?.filter(isPublicDocument),
    documentIds,
    fileIds: keptIds(product.fileIds),
    documentFileIds: keptIds(product.documentFileIds),
    documentImageIds: keptIds(product.documentImageIds),
    files: keptFiles(product.files),
    documentFiles: keptFiles(product.documentFiles),
    documentImages: keptFiles(product.documentImages),
  };
}

/** How often a server looks for schedules that are due: within a minute of their time. */
export const SCHEDULE_CHECK_MS = 30_000;

/**
 * A schedule published this long after its time was missed (no server ran then): its audit entry
 * is `publish-late`, so the panel says so.
 */
const LATE_AFTER_MS = 2 * 60_000;

/** The audit entry of a schedule due at `publishAt` and published at `now`: late, or on time. */
export const scheduledPublish = (publishAt: string, now: Date): 'publish' | 'publish-late' =>
  now.getTime() - Date.parse(publishAt) > LATE_AFTER_MS ? 'publish-late' : 'publish';

/** What the store does for schedules (part of DomainStore). */
export interface ScheduleStore {
  /**
   * Publishes every scheduled product whose time is `now` or earlier, each by exactly one caller
   * however many replicas ask at once; returns the ones this call published, with their time.
   */
  publishDueProducts(now: Date): Promise<{ product: Product; publishAt: string }[]>;
}

/**
 * The time of a schedule, or a 400: one is needed, in the future (unless it is `kept`, the time
 * the record already had: a product edited while its schedule runs keeps it).
 */
export function scheduleTime(
  publishAt: string | null | undefined,
  now: Date,
  kept?: string | null,
): string {
  if (!publishAt) return invalid({ publishAt: [MESSAGES.publishAtRequired] });
  const at = new Date(publishAt);
  const unchanged = kept && Date.parse(kept) === at.getTime();
  if (!unchanged && !(at.getTime() > now.getTime())) {
    invalid({ publishAt: [MESSAGES.publishAtPast] });
  }
  return at.toISOString();
}

/**
 * The status and time an unpublished product's save stores, or a 400 (see scheduleTime). Any
 * status but a schedule has no time. (A published product saved as a draft or scheduled never
 * gets here: its changes wait beside it, with their time.)
 */
export function savedStatus(
  before: { status?: PublishStatus; publishAt?: string | null } | null,
  status: PublishStatus,
  publishAt: string | null | undefined,
  now: Date,
): { status: PublishStatus; publishAt: string | null } {
  if (status !== 'scheduled') return { status, publishAt: null };
  return { status, publishAt: scheduleTime(publishAt, now, before?.publishAt) };
}
