import { and, asc, count, eq, sql } from 'drizzle-orm';
import { auditLog, enquiries } from '../db/schema.ts';
import { describe, expect, it } from 'vitest';
import type {
  Contact,
  ContactCreate,
  ContactInbox,
  TrashEntry,
} from '../../src/api/generated/backend/model/index.ts';
import { exportQuery } from '../../core/domain/enquiries.ts';
import { ENQUIRY_CSV_HEADERS } from '../../core/domain/enquiry-export.ts';
import { MESSAGES } from '../../core/domain/messages.ts';
import { turkeyDay } from '../../core/lib/turkey-time.ts';
import { setupTestApp } from '../test/test-app.ts';

/**
 * Issue 48 on the server: where an enquiry came from, its follow-up and notes, the inbox's filters
 * and order, and the CSV export, streamed from keyset pages. On PGlite here, and on PostgreSQL
 * with `node scripts/test-server-postgres.mjs`; mocks/enquiries.test.ts is the mocks' twin.
 */
const t = setupTestApp();

type Reply<T> = { data: T; message: string | null };

async function call<T>(options: {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: object;
}) {
  const reply = await t.app.inject({ ...options, headers: t.authHeaders });
  return { status: reply.statusCode, body: reply.json() as Reply<T> & { errors?: object } };
}

let sent = 0;
/** An enquiry as the public form stores it (the form's own rate limit is not this file's). */
async function send(extra: Partial<ContactCreate> = {}): Promise<Contact> {
  sent += 1;
  return t.ts.store.createEnquiry(
    {
      isim: `Kişi${String(sent)}`,
      soyisim: 'Aksoy',
      telefon: '0532 000 00 00',
      sektor: 'İnşaat',
      mesaj: 'Keşif talebi.',
      ...extra,
    },
    false,
  );
}

const followUp = (id: string, payload: object) =>
  call<Contact>({ method: 'PUT', url: `/api/Contact/${id}/follow-up`, payload });

async function names(query: string) {
  const { status, body } = await call<ContactInbox>({
    url: `/api/Contact/inbox?PageSize=100&${query}`,
  });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data.items.map((item) => item.isim);
}

async function account(username: string, role: 'sales' | 'editor') {
  const { status, body } = await call<{ id: string }>({
    method: 'POST',
    url: '/api/Auth/register',
    payload: { username, password: `${username}-Sifresi-2026`, role },
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return body.data.id;
}

describe('an enquiry’s source and follow-up on the server (issue 48)', () => {
  it('keeps the source, e-mail, province and topic; the host lower-cased; nulls when not sent', async () => {
    const full = await send({
      email: 'deniz@example.com',
      province: 'İzmir',
      topic: 'Poliüretan Enjeksiyon',
      source: {
        page: '/urunler/x',
        landingPage: '/',
        referrerHost: 'WWW.Google.com',
        utmSource: 'google',
      },
    });
    const bare = await send();
    expect((await call<Contact>({ url: `/api/Contact/${full.id}` })).body.data).toMatchObject({
      email: 'deniz@example.com',
      province: 'İzmir',
      topic: 'Poliüretan Enjeksiyon',
      source: {
        page: '/urunler/x',
        landingPage: '/',
        referrerHost: 'www.google.com',
        utmSource: 'google',
      },
      status: 'new',
      notes: [],
    });
    expect((await call<Contact>({ url: `/api/Contact/${bare.id}` })).body.data).toMatchObject({
      email: null,
      province: null,
      topic: null,
      source: {},
      status: 'new',
      assigneeId: null,
      assigneeName: null,
      callbackAt: null,
    });
  });

  it('changes the follow-up field by field, refuses an editor, lists the assignees', async () => {
    const sales = await account('satis-takip', 'sales');
    const editor = await account('editor-takip', 'editor');
    const enquiry = await send();
    const first = await followUp(enquiry.id, {
      status: 'contacted',
      assigneeId: sales,
      callbackAt: '2027-01-05',
    });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      status: 'contacted',
      assigneeId: sales,
      assigneeName: 'satis-takip',
      callbackAt: '2027-01-05',
    });
    const second = await followUp(enquiry.id, { callbackAt: null });
    expect(second.body.data).toMatchObject({
      status: 'contacted',
      assigneeName: 'satis-takip',
      callbackAt: null,
    });
    const refused = await followUp(enquiry.id, { assigneeId: editor });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ assigneeId: [MESSAGES.enquiryAssigneeRefused] });
    const assignees = await call<{ username: string }[]>({ url: '/api/Contact/assignees' });
    expect(assignees.body.data.map((each) => each.username)).toEqual(['admin', 'satis-takip']);

    const audit = await t.ts.database.db
      .select({ name: auditLog.targetName })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'follow-up'), eq(auditLog.targetId, enquiry.id)))
      .orderBy(asc(auditLog.seq));
    expect(audit.map((row) => row.name)).toEqual([
      `${enquiry.isim} Aksoy (Durum: İletişime geçildi; Atanan: satis-takip; Geri arama: 05.01.2027)`,
      `${enquiry.isim} Aksoy (Geri arama: yok)`,
    ]);

    // A removed account leaves its enquiries assigned to no one.
    expect((await call({ method: 'DELETE', url: `/api/User/${sales}` })).status).toBe(200);
    expect((await call<Contact>({ url: `/api/Contact/${enquiry.id}` })).body.data).toMatchObject({
      assigneeId: null,
      assigneeName: null,
    });
  });

  it('appends notes (201), oldest first, and keeps them and the follow-up through the trash', async () => {
    const enquiry = await send();
    const note = (text: string) =>
      call<Contact>({ method: 'POST', url: `/api/Contact/${enquiry.id}/notes`, payload: { text } });
    // Written at once, both are kept: the append is one UPDATE.
    const [first, second] = await Promise.all([note('Aradım.'), note('Teklif gönderildi.')]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body.message).toBe(MESSAGES.enquiryNoteAdded);
    await followUp(enquiry.id, { status: 'quoted' });
    const inbox = await call<ContactInbox>({ url: '/api/Contact/inbox?PageSize=100' });
    expect(inbox.body.data.items[0]).not.toHaveProperty('notes');

    expect((await call({ method: 'DELETE', url: `/api/Contact/${enquiry.id}` })).status).toBe(200);
    const trash = await call<{ items: TrashEntry[] }>({ url: '/api/Trash?PageSize=100' });
    const entry = trash.body.data.items.find((candidate) => candidate.itemId === enquiry.id);
    expect(
      (await call({ method: 'POST', url: `/api/Trash/${entry?.id ?? ''}/restore` })).status,
    ).toBe(200);
    const back = (await call<Contact>({ url: `/api/Contact/${enquiry.id}` })).body.data;
    expect(back.status).toBe('quoted');
    expect(back.notes?.map((each) => [each.text, each.username]).sort()).toEqual([
      ['Aradım.', 'admin'],
      ['Teklif gönderildi.', 'admin'],
    ]);

    // The retention deletes the row, notes and all.
    await t.ts.database.db.execute(
      sql`update enquiries set created_at = now() - interval '30 months' where id = ${enquiry.id}`,
    );
    const deleted = await t.ts.store.deleteEnquiriesBefore(
      new Date(Date.now() - 24 * 30 * 86_400_000),
    );
    expect(deleted).toContain(enquiry.id);
    expect((await call({ url: `/api/Contact/${enquiry.id}` })).status).toBe(404);
  });
});

describe('the inbox’s filters and order on the server (issue 48)', () => {
  it('filters by status, assignee, source, province and day, and counts the new ones', async () => {
    const sales = await account('satis-filtre', 'sales');
    const ada = await send({ isim: 'Ada', province: 'Ankara', source: { utmSource: 'instagram' } });
    const banu = await send({ isim: 'Banu', source: { referrerHost: 'www.bing.com' } });
    await send({ isim: 'Cem', source: { page: '/urunler/kimyasal-ankraj' } });
    await followUp(ada.id, { status: 'won' });
    await followUp(banu.id, { assigneeId: sales });

    expect(await names('Status=won')).toEqual(['Ada']);
    expect(await names(`AssigneeId=${sales.toUpperCase()}`)).toEqual(['Banu']);
    expect(await names('AssigneeId=none')).not.toContain('Banu');
    expect(await names(`Source=${encodeURIComponent('İNSTAGRAM')}`)).toEqual(['Ada']);
    // Folded as the search (ADR 0068): I and İ are both i.
    expect(await names('Source=INSTAGRAM')).toEqual(['Ada']);
    expect(await names('Source=bing')).toEqual(['Banu']);
    expect(await names('Source=ankraj')).toEqual(['Cem']);
    expect(await names('Province=Ankara')).toEqual(['Ada']);
    const today = turkeyDay(banu.createdAt);
    expect(await names(`From=${today}&To=${today}&Source=bing`)).toEqual(['Banu']);
    expect(await names('To=2025-10-01')).toEqual([]);
    const reversed = await call({ url: '/api/Contact/inbox?From=2026-02-01&To=2026-01-01' });
    expect(reversed.status).toBe(400);

    const [counted] = await t.ts.database.db
      .select({ count: count() })
      .from(enquiries)
      .where(and(eq(enquiries.isSpam, false), eq(enquiries.status, 'new')));
    const inbox = await call<ContactInbox>({ url: '/api/Contact/inbox?Status=won' });
    expect(inbox.body.data.newCount).toBe(Number(counted?.count));
  });

  it('sorts by callback: the earliest first, none last, then newest', async () => {
    const late = await send({ isim: 'Geç', province: 'Rize' });
    const early = await send({ isim: 'Erken', province: 'Rize' });
    await send({ isim: 'Yok', province: 'Rize' });
    await followUp(late.id, { callbackAt: '2027-01-20' });
    await followUp(early.id, { callbackAt: '2027-01-05' });
    expect(await names('Province=Rize')).toEqual(['Yok', 'Erken', 'Geç']);
    expect(await names('Province=Rize&Sort=oldest')).toEqual(['Geç', 'Erken', 'Yok']);
    expect(await names('Province=Rize&Sort=callback')).toEqual(['Erken', 'Geç', 'Yok']);
  });
});

describe('the CSV export on the server (issue 48)', () => {
  it('answers a CSV attachment for Excel, filtered, formulas neutralised', async () => {
    const enquiry = await send({ isim: '=SUM(A1)', province: 'Sinop', topic: '@konu' });
    await call({
      method: 'POST',
      url: `/api/Contact/${enquiry.id}/notes`,
      payload: { text: 'Arandı' },
    });
    const reply = await t.app.inject({
      url: '/api/Contact/export?Province=Sinop',
      headers: t.authHeaders,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(reply.headers['content-disposition']).toMatch(
      /^attachment; filename="mesajlar-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect([...reply.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = reply.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(rows[0]).toBe(ENQUIRY_CSV_HEADERS.map((header) => `"${header}"`).join(';'));
    expect(rows).toHaveLength(3);
    expect(rows[1]).toContain(`"'=SUM(A1) Aksoy"`);
    expect(rows[1]).toContain(`"'@konu"`);
    expect(rows[1]).toMatch(/ admin: Arandı"$/);
  });

  it('reads the enquiries in keyset pages of 500, in order, each row once', async () => {
    const { db, kind } = t.ts.database;
    // 100,000 on PostgreSQL; PGlite (one WebAssembly thread) proves the same with 20,000.
    const total = kind === 'postgres' ? 100_000 : 20_000;
    // Seeded in one statement: a minute apart, every tenth with a callback day, all in 'Kars'.
    await db.execute(sql`
      insert into enquiries (id, isim, soyisim, telefon, sektor, mesaj, created_at, province, callback_at)
      select gen_random_uuid(), 'Toplu', n::text, '0532', 'İnşaat', 'Toplu mesaj', date_trunc('milliseconds', now()) - n * interval '1 minute', 'Kars',
             case when n % 10 = 0 then date '2027-01-01' + (n % 7) else null end
      from generate_series(1, ${total}::int) as n`);
    // The callback order: two keyset runs (the days set, then the others) meet in the middle.
    let rows = 0;
    let pages = 0;
    let largest = 0;
    let outOfOrder = 0;
    let previous = '';
    const seen = new Set<string>();
    for await (const page of t.ts.store.exportEnquiries(
      exportQuery({ province: 'Kars', sort: 'callback' }),
    )) {
      pages += 1;
      rows += page.length;
      largest = Math.max(largest, page.length);
      for (const item of page) {
        seen.add(item.id);
        // A day set sorts by the day, then newest first; none last ('~' after every digit).
        const key = `${item.callbackAt ?? '~'} ${String(9e15 - Date.parse(item.createdAt))}`;
        if (key < previous) outOfOrder += 1;
        previous = key;
      }
    }
    expect({ rows, largest, distinct: seen.size, outOfOrder }).toEqual({
      rows: total,
      largest: 500,
      distinct: total,
      outOfOrder: 0,
    });
    // Whole pages, but where the two runs meet.
    expect(pages).toBeGreaterThanOrEqual(total / 500);
    expect(pages).toBeLessThanOrEqual(total / 500 + 1);
  }, 180_000);
});
