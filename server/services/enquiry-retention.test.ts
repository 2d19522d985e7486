import { desc, eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { retentionCutoff } from '../../core/domain/privacy.ts';
import { auditLog, enquiries, trash } from '../db/schema.ts';
import { setupTestApp } from '../test/test-app.ts';
import { startEnquiryRetention } from './enquiry-retention.ts';

/** KVKK retention (issue 23 section 3, ADR 0038): the server's hourly deletion of old enquiries. */
const t = setupTestApp();

async function call(options: InjectOptions & { url: string }): Promise<LightMyRequestResponse> {
  return t.app.inject({ ...options, headers: { ...(await t.auth()), ...options.headers } });
}

const NOW = new Date();
const SENT = { soyisim: 'Yılmaz', telefon: '0505', sektor: 'İnşaat', mesaj: 'Teklif' };

/** An enquiry sent through the form, then dated `monthsAgo` months (and a day) back. */
async function enquiryFrom(monthsAgo: number, isim: string): Promise<string> {
  const reply = await t.app.inject({
    method: 'POST',
    url: '/api/Contact',
    payload: { ...SENT, isim },
  });
  expect(reply.statusCode, reply.body).toBe(201);
  const { id } = (reply.json() as { data: { id: string } }).data;
  const createdAt = retentionCutoff(NOW, monthsAgo);
  createdAt.setUTCDate(createdAt.getUTCDate() - 1);
  await t.ts.database.db.update(enquiries).set({ createdAt }).where(eq(enquiries.id, id));
  return id;
}

/** The panel's spam verdict: an audit entry with the sender's name. */
async function markSpam(id: string, isim: string) {
  const payload = { id, ...SENT, isim, isRead: true, isSpam: true };
  const reply = await call({ method: 'PUT', url: '/api/Contact', payload });
  expect(reply.statusCode, reply.body).toBe(200);
}

const stored = async (id: string) =>
  (await t.ts.database.db.select().from(enquiries).where(eq(enquiries.id, id))).length > 0;
const trashed = async (id: string) =>
  (await t.ts.database.db.select().from(trash).where(eq(trash.itemId, id))).length > 0;
const auditOf = (id: string) =>
  t.ts.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.targetId, id))
    .orderBy(desc(auditLog.seq));

function job() {
  const logged: string[] = [];
  const log = {
    info: (_details: object, message: string) => logged.push(message),
    error: (_details: object, message: string) => logged.push(message),
  };
  return { logged, job: startEnquiryRetention({ store: t.ts.store, log, now: () => NOW }) };
}

describe('the enquiries’ retention period', () => {
  it('deletes enquiries older than 24 months (inbox and trash), keeps newer ones, as Sistem, names dropped', async () => {
    const old = await enquiryFrom(25, 'Eski');
    const oldTrashed = await enquiryFrom(25, 'Çöpteki');
    const recent = await enquiryFrom(23, 'Yeni');
    // Entries with the senders' names: a spam verdict and a delete.
    await markSpam(old, 'Eski');
    expect((await call({ method: 'DELETE', url: `/api/Contact/${oldTrashed}` })).statusCode).toBe(
      200,
    );
    await markSpam(recent, 'Yeni');
    expect((await auditOf(old))[0]?.targetName).toBe('Eski Yılmaz');

    const { job: retention, logged } = job();
    expect(await retention.runOnce()).toBeGreaterThanOrEqual(2);
    await retention.stop();

    expect(await stored(old)).toBe(false);
    expect(await trashed(oldTrashed)).toBe(false);
    expect(await stored(recent)).toBe(true);
    expect(logged).toContain('enquiries: past the retention period, deleted');
    for (const id of [old, oldTrashed]) {
      const entries = await auditOf(id);
      // The newest: the deletion, by no one (the panel shows 'Sistem'), with no name.
      expect(entries[0]).toMatchObject({
        action: 'purge',
        username: null,
        address: null,
        targetKind: 'enquiry',
        targetName: null,
      });
      expect(entries.length).toBeGreaterThanOrEqual(2);
      expect(entries.map((entry) => entry.targetName)).toEqual(entries.map(() => null));
    }
    expect((await auditOf(recent))[0]?.targetName).toBe('Yeni Yılmaz');

    // The panel's log shows the same.
    const page = await call({ url: `/api/Audit?PageSize=100&Action=purge` });
    const items = (
      page.json() as {
        data: { items: { targetId: string; username: unknown; targetName: unknown }[] };
      }
    ).data.items;
    expect(items.find((entry) => entry.targetId === old)).toMatchObject({
      username: null,
      targetName: null,
    });
  });

  it('takes the period from the Aydınlatma Metni page set in the panel', async () => {
    const notice = await call({ url: '/content/api/aydinlatma-metni?Drafts=true' });
    expect(notice.statusCode, notice.body).toBe(200);
    expect(notice.json()).toMatchObject({ enquiryRetentionMonths: 24 });
    const recent = await enquiryFrom(7, 'Yedi');
    const newer = await enquiryFrom(5, 'Beş');
    const { title, body } = notice.json() as { title: string; body: string };
    const saved = await call({
      method: 'PUT',
      url: '/content/api/aydinlatma-metni',
      payload: { title, body, enquiryRetentionMonths: 6 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { job: retention } = job();
    await retention.runOnce();
    await retention.stop();
    expect(await stored(recent)).toBe(false);
    expect(await stored(newer)).toBe(true);
  });
});
