/**
 * The mocks' enquiries (issue 48) on their in-memory state, through the same domain operations the
 * handlers call: the source, the follow-up, the notes, the inbox's filters and order, the export.
 * server/handlers/contacts.test.ts checks the same on SQL; tests/parity compares the replies.
 */
import { describe, expect, it } from 'vitest';
import { ADMIN_CALLER } from '../tests/helpers/callers';
import { backendOperations } from '../core/domain/backend';
import { exportQuery, inboxQuery, type InboxFilterValues } from '../core/domain/enquiries';
import { MESSAGES } from '../core/domain/messages';
import { turkeyDay } from '../core/lib/turkey-time';
import type { ContactCreate } from '../src/api/generated/backend/model';
import { MockDb } from './db';
import { mockStore } from './store/store';
import { createUser, removeUser } from './store/users';

const ADMIN = ADMIN_CALLER;

const SENT: ContactCreate = {
  isim: 'Zeynep',
  soyisim: 'Koçak',
  telefon: '0533 210 44 19',
  sektor: 'Konut',
  mesaj: 'Bodrum katımızdaki perde duvardan su geliyor, keşif rica ediyoruz.',
};

function setUp() {
  const db = new MockDb();
  const operations = backendOperations(mockStore(db));
  const send = async (extra: Partial<ContactCreate> = {}) =>
    (await operations.createContact({ ...SENT, ...extra })).data;
  const inbox = async (filters: InboxFilterValues = {}) =>
    (await operations.listContactInbox(inboxQuery({ pageIndex: 0, pageSize: 100, ...filters })))
      .data;
  const names = async (filters: InboxFilterValues = {}) =>
    (await inbox(filters)).items.map((item) => item.isim);
  const csv = async (filters: InboxFilterValues = {}) => {
    let text = '';
    for await (const piece of await operations.exportContacts(exportQuery(filters))) text += piece;
    return text;
  };
  return { db, operations, send, inbox, names, csv };
}

describe('the mocks’ enquiries: source and follow-up (issue 48)', () => {
  it('keeps the source, the e-mail, the province and the topic; the host lower-cased', async () => {
    const { operations, send } = setUp();
    const sent = await send({
      email: 'zeynep@example.com',
      province: 'İzmir',
      topic: 'Poliüretan Enjeksiyon',
      source: {
        page: '/urunler/poliuretan-enjeksiyon',
        landingPage: '/',
        referrerHost: 'WWW.Google.COM',
        utmSource: 'google',
        utmCampaign: 'kis-2026',
      },
    });
    const { data } = await operations.getContactById(sent.id);
    expect(data).toMatchObject({
      email: 'zeynep@example.com',
      province: 'İzmir',
      topic: 'Poliüretan Enjeksiyon',
      source: {
        page: '/urunler/poliuretan-enjeksiyon',
        landingPage: '/',
        referrerHost: 'www.google.com',
        utmSource: 'google',
        utmCampaign: 'kis-2026',
      },
      status: 'new',
      assigneeId: null,
      assigneeName: null,
      callbackAt: null,
      notes: [],
    });
    expect(data.source).not.toHaveProperty('utmMedium');
  });

  it('answers an enquiry without them with nulls, an empty source and status new', async () => {
    const { operations, send } = setUp();
    const sent = await send();
    expect((await operations.getContactById(sent.id)).data).toMatchObject({
      email: null,
      province: null,
      topic: null,
      source: {},
      status: 'new',
    });
  });

  it('changes the status, assignee and callback; a field left out is kept, null clears it', async () => {
    const { db, operations, send } = setUp();
    const sales = createUser(db, { username: 'satis', password: 'x'.repeat(12), role: 'sales' });
    const sent = await send();
    const first = await operations.updateContactFollowUp(
      sent.id,
      { status: 'contacted', assigneeId: sales.id.toUpperCase(), callbackAt: '2026-12-12' },
      ADMIN,
    );
    expect(first.message).toBe(MESSAGES.enquiryFollowUpSaved);
    expect(first.data).toMatchObject({
      status: 'contacted',
      assigneeId: sales.id,
      assigneeName: 'satis',
      callbackAt: '2026-12-12',
    });
    const second = await operations.updateContactFollowUp(sent.id, { callbackAt: null }, ADMIN);
    expect(second.data).toMatchObject({
      status: 'contacted',
      assigneeName: 'satis',
      callbackAt: null,
    });
    const entries = db.state.audit.filter((entry) => entry.action === 'follow-up');
    expect(entries.map((entry) => entry.target?.name)).toEqual([
      'Zeynep Koçak (Durum: İletişime geçildi; Atanan: satis; Geri arama: 12.12.2026)',
      'Zeynep Koçak (Geri arama: yok)',
    ]);
  });

  it('refuses an assignee who may not read the enquiries, with a Turkish message', async () => {
    const { db, operations, send } = setUp();
    const editor = createUser(db, { username: 'editor', password: 'x'.repeat(12), role: 'editor' });
    const sent = await send();
    await expect(
      operations.updateContactFollowUp(sent.id, { assigneeId: editor.id }, ADMIN),
    ).rejects.toMatchObject({
      statusCode: 400,
      errors: { assigneeId: [MESSAGES.enquiryAssigneeRefused] },
    });
    await expect(
      operations.updateContactFollowUp(sent.id, { assigneeId: crypto.randomUUID() }, ADMIN),
    ).rejects.toMatchObject({ statusCode: 400 });
  });

  it('lists the accounts that read the enquiries, by name', async () => {
    const { db, operations } = setUp();
    createUser(db, { username: 'zafer', password: 'x'.repeat(12), role: 'sales' });
    createUser(db, { username: 'editor', password: 'x'.repeat(12), role: 'editor' });
    createUser(db, { username: 'çağla', password: 'x'.repeat(12), role: 'sales' });
    const { data } = await operations.listContactAssignees();
    expect(data.map((account) => account.username)).toEqual(['admin', 'çağla', 'zafer']);
  });

  it('keeps notes oldest first with their writer, in single reads only, and audits them', async () => {
    const { db, operations, send, inbox } = setUp();
    const sent = await send();
    await operations.addContactNote(sent.id, { text: '  Aradım, yarın keşif.  ' }, ADMIN);
    const reply = await operations.addContactNote(sent.id, { text: 'Teklif gönderildi.' }, ADMIN);
    expect(reply.message).toBe(MESSAGES.enquiryNoteAdded);
    expect(reply.data.notes?.map((note) => [note.text, note.username])).toEqual([
      ['Aradım, yarın keşif.', 'admin'],
      ['Teklif gönderildi.', 'admin'],
    ]);
    expect((await operations.getContactById(sent.id)).data.notes).toHaveLength(2);
    expect((await inbox()).items[0]).not.toHaveProperty('notes');
    await expect(operations.addContactNote(sent.id, { text: '   ' }, ADMIN)).rejects.toMatchObject({
      statusCode: 400,
      errors: { text: [MESSAGES.enquiryNoteEmpty] },
    });
    expect(db.state.audit.filter((entry) => entry.action === 'note-add')).toHaveLength(2);
  });

  it('keeps the follow-up and notes through the trash, and retention deletes them', async () => {
    const { db, operations, send } = setUp();
    const sent = await send();
    await operations.updateContactFollowUp(sent.id, { status: 'quoted' }, ADMIN);
    await operations.addContactNote(sent.id, { text: 'Teklif verildi.' }, ADMIN);
    await operations.deleteContact(sent.id, ADMIN);
    const entry = db.state.trash.find((candidate) => candidate.itemId === sent.id);
    await operations.restoreTrashEntry(entry?.id ?? '', ADMIN);
    const { data } = await operations.getContactById(sent.id);
    expect(data.status).toBe('quoted');
    expect(data.notes?.map((note) => note.text)).toEqual(['Teklif verildi.']);
    const future = new Date(Date.parse(db.now()) + 60_000);
    expect(await mockStore(db).deleteEnquiriesBefore(future)).toContain(sent.id);
    expect(db.state.enquiries).toEqual([]);
  });

  it('clears a removed account’s assignments', async () => {
    const { db, operations, send } = setUp();
    const sales = createUser(db, { username: 'satis', password: 'x'.repeat(12), role: 'sales' });
    const sent = await send();
    await operations.updateContactFollowUp(sent.id, { assigneeId: sales.id }, ADMIN);
    expect(removeUser(db, sales.id)).toBe('removed');
    expect((await operations.getContactById(sent.id)).data).toMatchObject({
      assigneeId: null,
      assigneeName: null,
    });
  });
});

describe('the mocks’ inbox filters and order (issue 48)', () => {
  it('filters by status, assignee, source and province, and counts the new ones', async () => {
    const { db, operations, send, names, inbox } = setUp();
    const sales = createUser(db, { username: 'satis', password: 'x'.repeat(12), role: 'sales' });
    const ada = await send({ isim: 'Ada', province: 'Ankara', source: { utmSource: 'instagram' } });
    const banu = await send({ isim: 'Banu', source: { referrerHost: 'www.google.com' } });
    await send({ isim: 'Cem', source: { page: '/urunler/kimyasal-ankraj' } });
    await operations.updateContactFollowUp(ada.id, { status: 'won' }, ADMIN);
    await operations.updateContactFollowUp(banu.id, { assigneeId: sales.id }, ADMIN);

    expect(await names({ status: 'won' })).toEqual(['Ada']);
    expect(await names({ assigneeId: sales.id })).toEqual(['Banu']);
    expect(await names({ assigneeId: 'none', search: 'a' })).toContain('Ada');
    expect(await names({ assigneeId: 'none' })).not.toContain('Banu');
    // Folded as the search (ADR 0068): 'İNSTAGRAM' and 'INSTAGRAM' are both 'instagram'.
    expect(await names({ source: 'İNSTAGRAM' })).toEqual(['Ada']);
    expect(await names({ source: 'INSTAGRAM' })).toEqual(['Ada']);
    expect(await names({ source: 'google' })).toEqual(['Banu']);
    expect(await names({ source: 'ankraj' })).toEqual(['Cem']);
    expect(await names({ province: 'Ankara' })).toEqual(['Ada']);
    // The seed's three and the three sent, of which Ada is won.
    expect((await inbox()).newCount).toBe(5);
  });

  it('filters by Turkey’s days and refuses a reversed range', async () => {
    const { db, send, names } = setUp();
    await send({ isim: 'Bugün' });
    const today = turkeyDay(db.now());
    expect(await names({ from: today, to: today })).toEqual(['Bugün']);
    expect(await names({ to: '2025-10-01' })).toEqual([]);
    expect(await names({ from: '2025-10-02', to: '2025-10-02' })).toEqual(['Serkan']);
    expect(() =>
      inboxQuery({ pageIndex: 0, pageSize: 1, from: '2026-02-01', to: '2026-01-01' }),
    ).toThrow();
  });

  it('sorts newest, oldest, or by callback (none last, then newest)', async () => {
    const { operations, send, names } = setUp();
    const late = await send({ isim: 'Geç' });
    const early = await send({ isim: 'Erken' });
    await send({ isim: 'Yok' });
    await operations.updateContactFollowUp(late.id, { callbackAt: '2027-01-20' }, ADMIN);
    await operations.updateContactFollowUp(early.id, { callbackAt: '2027-01-05' }, ADMIN);
    expect(await names()).toEqual(['Yok', 'Erken', 'Geç', 'Hakan', 'Elif', 'Serkan']);
    expect(await names({ sort: 'oldest' })).toEqual([
      'Serkan',
      'Elif',
      'Hakan',
      'Geç',
      'Erken',
      'Yok',
    ]);
    expect(await names({ sort: 'callback' })).toEqual([
      'Erken',
      'Geç',
      'Yok',
      'Hakan',
      'Elif',
      'Serkan',
    ]);
  });
});

describe('the mocks’ CSV export (issue 48)', () => {
  it('writes the filtered enquiries with the BOM, Turkish headers and neutralised formulas', async () => {
    const { operations, send, csv } = setUp();
    const sent = await send({ isim: '=HYPERLINK("x")', province: 'İzmir' });
    await operations.addContactNote(sent.id, { text: 'Arandı' }, ADMIN);
    const text = await csv({ province: 'İzmir' });
    const rows = text.split('\r\n');
    expect(text.startsWith('\uFEFF"Tarih";"Ad Soyad";"Telefon";"E-posta";"İl"')).toBe(true);
    expect(rows).toHaveLength(3);
    expect(rows[1]).toContain('"\'=HYPERLINK(""x"") Koçak"');
    expect(rows[1]).toContain('"Yeni"');
    expect(rows[1]).toMatch(/ admin: Arandı"$/);
    expect((await csv()).split('\r\n')).toHaveLength(6);
  });
});
