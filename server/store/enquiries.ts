import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { enquiries } from '../db/schema.ts';
import { isUuid } from '../../core/domain/ids.ts';
import { enquiryUpdateValues, enquiryValues } from '../../core/domain/records.ts';
import type { Store } from '../../core/domain/store.ts';
import { enquiryFrom, type EnquiryRow } from './mappers.ts';

type EnquiryStore = Pick<
  Store,
  'listEnquiries' | 'getEnquiry' | 'createEnquiry' | 'updateEnquiry' | 'deleteEnquiry'
>;

/** The contact form's enquiries (the backend's Contact). */
export function createEnquiryStore(db: Db): EnquiryStore {
  return {
    async listEnquiries() {
      const rows = await db
        .select()
        .from(enquiries)
        .orderBy(desc(enquiries.createdAt), asc(enquiries.seq));
      return rows.map(enquiryFrom);
    },

    async getEnquiry(id) {
      if (!isUuid(id)) return null;
      const [row] = await db.select().from(enquiries).where(eq(enquiries.id, id));
      return row ? enquiryFrom(row) : null;
    },

    async createEnquiry(enquiry) {
      const input = enquiryValues(enquiry);
      const [row] = await db
        .insert(enquiries)
        .values({
          id: crypto.randomUUID(),
          isim: input.isim,
          soyisim: input.soyisim,
          telefon: input.telefon,
          sektor: input.sektor,
          mesaj: input.mesaj,
          createdAt: new Date(),
          isRead: false,
        })
        .returning();
      return enquiryFrom(row as EnquiryRow);
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
