import { and, count, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { enquiries, enquiryMail, trash } from '../db/schema.ts';
import { TURKISH_FOLD, type InboxQuery } from '../../core/domain/enquiries.ts';
import { isUuid } from '../../core/domain/ids.ts';
import { normalizePaging, offsetOf, paged } from '../../core/domain/paging.ts';
import { enquiryUpdateValues, enquiryValues } from '../../core/domain/records.ts';
import type { Store } from './types.ts';
import { enquiryFrom, type EnquiryRow } from './mappers.ts';

type EnquiryStore = Pick<
  Store,
  | 'listEnquiries'
  | 'listEnquiryInbox'
  | 'getEnquiry'
  | 'createEnquiry'
  | 'updateEnquiry'
  | 'deleteEnquiry'
  | 'deleteEnquiriesBefore'
>;

export interface EnquiryStoreOptions {
  /** Queue the company's e-mail (enquiry_mail) with every enquiry that is not spam. */
  enquiryMail?: boolean;
}

/** A column lower-cased by Turkish rules: the same table as core's foldTurkish. */
const folded = (column: SQL) => sql`translate(${column}, ${TURKISH_FOLD.from}, ${TURKISH_FOLD.to})`;

/** The inbox search (core/domain/enquiries.ts `matchesSearch`), in SQL: name, phone, sector, message. */
function searchWhere(needle: string): SQL | undefined {
  if (needle === '') return undefined;
  const holds = (column: SQL) => sql`strpos(${folded(column)}, ${needle}) > 0`;
  return sql`(${holds(sql`${enquiries.isim} || ' ' || ${enquiries.soyisim}`)} or ${holds(
    sql`${enquiries.telefon}`,
  )} or ${holds(sql`${enquiries.sektor}`)} or ${holds(sql`${enquiries.mesaj}`)})`;
}

/** The contact form's enquiries (the backend's Contact). */
export function createEnquiryStore(db: Db, options: EnquiryStoreOptions = {}): EnquiryStore {
  return {
    async listEnquiries() {
      const rows = await db
        .select()
        .from(enquiries)
        .orderBy(desc(enquiries.createdAt), desc(enquiries.seq));
      return rows.map(enquiryFrom);
    },

    async listEnquiryInbox(query: InboxQuery) {
      const paging = normalizePaging(query);
      const where = and(eq(enquiries.isSpam, query.filter === 'spam'), searchWhere(query.search));
      const [rows, [total], [counts]] = await Promise.all([
        db
          .select()
          .from(enquiries)
          .where(where)
          .orderBy(desc(enquiries.createdAt), desc(enquiries.seq))
          .limit(paging.pageSize)
          .offset(offsetOf(paging)),
        db.select({ count: count() }).from(enquiries).where(where),
        db
          .select({
            unread: sql<number>`count(*) filter (where not ${enquiries.isSpam} and not ${enquiries.isRead})`,
            spam: sql<number>`count(*) filter (where ${enquiries.isSpam})`,
          })
          .from(enquiries),
      ]);
      return {
        ...paged(rows.map(enquiryFrom), paging, Number(total?.count ?? 0)),
        unreadCount: Number(counts?.unread ?? 0),
        spamCount: Number(counts?.spam ?? 0),
      };
    },

    async getEnquiry(id) {
      if (!isUuid(id)) return null;
      const [row] = await db.select().from(enquiries).where(eq(enquiries.id, id));
      return row ? enquiryFrom(row) : null;
    },

    async createEnquiry(enquiry, isSpam) {
      const input = enquiryValues(enquiry);
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
        return enquiryFrom(stored);
      });
    },

    async updateEnquiry(enquiry) {
      if (!isUuid(enquiry.id)) return null;
      const [row] = await db
        .update(enquiries)
        .set(enquiryUpdateValues(enquiry))
        .where(eq(enquiries.id, enquiry.id))
        .returning();
      return row ? enquiryFrom(row) : null;
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
