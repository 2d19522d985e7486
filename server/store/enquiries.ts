import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { enquiries, enquiryMail, trash, users } from '../db/schema.ts';
import { EXPORT_PAGE_SIZE, type InboxQuery, type InboxSort } from '../../core/domain/enquiries.ts';
import { FIRST_ENQUIRY_STATUS } from '../../core/domain/enquiry-status.ts';
import { isUuid } from '../../core/domain/ids.ts';
import { DEFAULT_ROLE, isRole } from '../../core/domain/roles.ts';
import { normalizePaging, offsetOf, paged } from '../../core/domain/paging.ts';
import { enquiryCreateValues, enquiryUpdateValues } from '../../core/domain/records.ts';
import type { Store } from './types.ts';
import { enquiryFrom, type EnquiryRead, type EnquiryRow } from './mappers.ts';

type EnquiryStore = Pick<
  Store,
  | 'listEnquiries'
  | 'listEnquiryInbox'
  | 'getEnquiry'
  | 'createEnquiry'
  | 'updateEnquiry'
  | 'updateEnquiryFollowUp'
  | 'addEnquiryNote'
  | 'listAssigneeCandidates'
  | 'exportEnquiries'
  | 'deleteEnquiry'
  | 'deleteEnquiriesBefore'
>;

export interface EnquiryStoreOptions {
  /** Queue the company's e-mail (enquiry_mail) with every enquiry that is not spam. */
  enquiryMail?: boolean;
}

/**
 * The inbox search (core/domain/enquiries.ts `matchesSearch`), in SQL: name, phone, sector and
 * message, in the `search_text` column folded when the row was written (server/db/schema.ts).
 */
function searchWhere(needle: string): SQL | undefined {
  if (needle === '') return undefined;
  return sql`strpos(${enquiries.searchText}, ${needle}) > 0`;
}

/**
 * The source filter (core's `matchesInboxQuery`): each fact on its own, a null one never; in the
 * `source_text` column folded when the row was written (server/db/schema.ts).
 */
function sourceWhere(needle: string): SQL | undefined {
  if (needle === '') return undefined;
  return sql`strpos(${enquiries.sourceText}, ${needle}) > 0`;
}

/** Every filter of the query, together (core/domain/enquiries.ts matchesInboxQuery). */
function inboxWhere(query: InboxQuery): SQL | undefined {
  const assignee =
    query.assignee === null
      ? undefined
      : query.assignee === 'none'
        ? isNull(enquiries.assigneeId)
        : isUuid(query.assignee)
          ? eq(enquiries.assigneeId, query.assignee)
          : sql`false`;
  return and(
    eq(enquiries.isSpam, query.filter === 'spam'),
    searchWhere(query.search),
    query.status === null ? undefined : eq(enquiries.status, query.status),
    assignee,
    sourceWhere(query.source),
    query.province === null ? undefined : eq(enquiries.province, query.province),
    query.since === null ? undefined : gte(enquiries.createdAt, query.since),
    query.until === null ? undefined : lt(enquiries.createdAt, query.until),
  );
}

/** The query's order (core/domain/enquiries.ts inInboxOrder); the last two keep ties stable. */
function inboxOrder(sort: InboxSort): SQL[] {
  if (sort === 'oldest') return [asc(enquiries.createdAt), asc(enquiries.seq)];
  const newest = [desc(enquiries.createdAt), desc(enquiries.seq)];
  return sort === 'callback' ? [sql`${enquiries.callbackAt} asc nulls last`, ...newest] : newest;
}

/** The rows after `last` in time, as one row comparison: an index range, not a filter. */
const olderThan = (last: EnquiryRow) =>
  sql`(${enquiries.createdAt}, ${enquiries.seq}) < (${last.createdAt.toISOString()}::timestamptz, ${last.seq})`;
const newerThan = (last: EnquiryRow) =>
  sql`(${enquiries.createdAt}, ${enquiries.seq}) > (${last.createdAt.toISOString()}::timestamptz, ${last.seq})`;

/** After `last` in the callback order's first part: a later day, or the same day and older. */
function laterCallback(last: EnquiryRow): SQL | undefined {
  const day = last.callbackAt ?? '';
  return and(gte(enquiries.callbackAt, day), or(gt(enquiries.callbackAt, day), olderThan(last)));
}

/** The contact form's enquiries (the backend's Contact). */
export function createEnquiryStore(db: Db, options: EnquiryStoreOptions = {}): EnquiryStore {
  /** Enquiries with their assignee's account, when it still exists. */
  const reads = () =>
    db
      .select({ row: enquiries, assigneeId: users.id, assigneeName: users.username })
      .from(enquiries)
      .leftJoin(users, eq(users.id, enquiries.assigneeId));

  /**
   * The selected rows in `order`, a page of {@link EXPORT_PAGE_SIZE} at a time, each read starting
   * after the last row of the one before (`next`): the file's size costs no memory, and no page
   * is slower than the first.
   */
  async function* keysetPages(
    where: SQL | undefined,
    order: SQL[],
    next: (last: EnquiryRow) => SQL | undefined,
  ) {
    let last: EnquiryRead | undefined;
    for (;;) {
      const page: EnquiryRead[] = await reads()
        .where(and(where, last && next(last.row)))
        .orderBy(...order)
        .limit(EXPORT_PAGE_SIZE);
      if (page.length > 0) yield page.map((read) => enquiryFrom(read, true));
      if (page.length < EXPORT_PAGE_SIZE) return;
      last = page.at(-1);
    }
  }

  const readOne = async (id: string) => {
    const [read] = await reads().where(eq(enquiries.id, id));
    return read ? enquiryFrom(read, true) : null;
  };

  return {
    async listEnquiries() {
      const rows = await reads().orderBy(desc(enquiries.createdAt), desc(enquiries.seq));
      return rows.map((read) => enquiryFrom(read));
    },

    async listEnquiryInbox(query: InboxQuery) {
      const paging = normalizePaging(query);
      const where = inboxWhere(query);
      const [rows, [total], [counts]] = await Promise.all([
        reads()
          .where(where)
          .orderBy(...inboxOrder(query.sort))
          .limit(paging.pageSize)
          .offset(offsetOf(paging)),
        db.select({ count: count() }).from(enquiries).where(where),
        db
          .select({
            unread: sql<number>`count(*) filter (where not ${enquiries.isSpam} and not ${enquiries.isRead})`,
            spam: sql<number>`count(*) filter (where ${enquiries.isSpam})`,
            new: sql<number>`count(*) filter (where not ${enquiries.isSpam} and ${enquiries.status} = ${FIRST_ENQUIRY_STATUS})`,
          })
          .from(enquiries),
      ]);
      return {
        ...paged(
          rows.map((read) => enquiryFrom(read)),
          paging,
          Number(total?.count ?? 0),
        ),
        unreadCount: Number(counts?.unread ?? 0),
        spamCount: Number(counts?.spam ?? 0),
        newCount: Number(counts?.new ?? 0),
      };
    },

    async getEnquiry(id) {
      return isUuid(id) ? readOne(id) : null;
    },

    async createEnquiry(enquiry, isSpam) {
      const input = enquiryCreateValues(enquiry);
      const now = new Date();
      // The enquiry and its e-mail in one transaction: either both are kept or neither.
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(enquiries)
          .values({
            id: crypto.randomUUID(),
            isim: input.isim,
            soyisim: input.soyisim,
            telefon: input.telefon,
            sektor: input.sektor,
            mesaj: input.mesaj,
            createdAt: now,
            isRead: false,
            isSpam,
            email: input.email,
            province: input.province,
            topic: input.topic,
            sourcePage: input.source.page ?? null,
            landingPage: input.source.landingPage ?? null,
            referrerHost: input.source.referrerHost ?? null,
            utmSource: input.source.utmSource ?? null,
            utmMedium: input.source.utmMedium ?? null,
            utmCampaign: input.source.utmCampaign ?? null,
          })
          .returning();
        const stored = row as EnquiryRow;
        if (options.enquiryMail && !isSpam) {
          await tx.insert(enquiryMail).values({
            id: crypto.randomUUID(),
            enquiryId: stored.id,
            nextAttemptAt: now,
            createdAt: now,
          });
        }
        return enquiryFrom({ row: stored, assigneeId: null, assigneeName: null }, true);
      });
    },

    async updateEnquiry(enquiry) {
      if (!isUuid(enquiry.id)) return null;
      const [row] = await db
        .update(enquiries)
        .set(enquiryUpdateValues(enquiry))
        .where(eq(enquiries.id, enquiry.id))
        .returning({ id: enquiries.id });
      return row ? readOne(row.id) : null;
    },

    async updateEnquiryFollowUp(id, change) {
      if (!isUuid(id)) return null;
      const [row] = await db
        .update(enquiries)
        .set(change)
        .where(eq(enquiries.id, id))
        .returning({ id: enquiries.id });
      return row ? readOne(row.id) : null;
    },

    async addEnquiryNote(id, note) {
      if (!isUuid(id)) return null;
      const added = { id: crypto.randomUUID(), createdAt: new Date().toISOString(), ...note };
      // Appended in the UPDATE itself: two notes written at once are both kept.
      const [row] = await db
        .update(enquiries)
        .set({ notes: sql`${enquiries.notes} || ${JSON.stringify([added])}::jsonb` })
        .where(eq(enquiries.id, id))
        .returning({ id: enquiries.id });
      return row ? readOne(row.id) : null;
    },

    async listAssigneeCandidates() {
      const rows = await db
        .select({ id: users.id, username: users.username, role: users.role })
        .from(users)
        .orderBy(asc(users.username));
      return rows.map((row) => ({ ...row, role: isRole(row.role) ? row.role : DEFAULT_ROLE }));
    },

    async *exportEnquiries(query) {
      const where = inboxWhere(query);
      if (query.sort !== 'callback') {
        const next = query.sort === 'oldest' ? newerThan : olderThan;
        yield* keysetPages(where, inboxOrder(query.sort), next);
        return;
      }
      // The callback order in two runs, each an index range: the days set, then the others.
      yield* keysetPages(
        and(where, isNotNull(enquiries.callbackAt)),
        [asc(enquiries.callbackAt), desc(enquiries.createdAt), desc(enquiries.seq)],
        laterCallback,
      );
      yield* keysetPages(and(where, isNull(enquiries.callbackAt)), inboxOrder('newest'), olderThan);
    },

    async deleteEnquiriesBefore(before) {
      // One DELETE ... RETURNING each: of replicas running the job at once, one gets each row.
      return db.transaction(async (tx) => {
        const live = await tx
          .delete(enquiries)
          .where(lt(enquiries.createdAt, before))
          .returning({ id: enquiries.id });
        // A trashed enquiry is its row as `to_jsonb` wrote it (server/store/trash.ts).
        const trashed = await tx
          .delete(trash)
          .where(
            and(
              eq(trash.kind, 'enquiry'),
              sql`(${trash.data} ->> 'created_at')::timestamptz < ${before.toISOString()}::timestamptz`,
            ),
          )
          .returning({ id: trash.itemId });
        const ids = [...live, ...trashed].map((row) => row.id);
        if (ids.length > 0) await tx.delete(enquiryMail).where(inArray(enquiryMail.enquiryId, ids));
        return ids;
      });
    },

    async deleteEnquiry(id) {
      if (!isUuid(id)) return false;
      const rows = await db
        .delete(enquiries)
        .where(eq(enquiries.id, id))
        .returning({ id: enquiries.id });
      return rows.length > 0;
    },
  };
}
