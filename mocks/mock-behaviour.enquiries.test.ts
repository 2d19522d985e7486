import { describe, expect, it } from 'vitest';
import {
  addContactNote,
  createContact,
  getContactById,
  listContactAssignees,
  listContactInbox,
  updateContactFollowUp,
} from '../src/api/generated/backend/endpoints/contact/contact';
import { ENQUIRY_CSV_HEADERS } from '../core/domain/enquiry-export';
import { MESSAGES } from '../core/domain/messages';
import { signIn, failure } from '../tests/helpers/mock-behaviour';

describe('enquiries’ follow-up and export over HTTP, like a server (issue 48)', () => {
  it('follows an enquiry up, notes it, filters it and exports it as CSV', async () => {
    const sent = await createContact({
      isim: 'Deniz',
      soyisim: 'Aksoy',
      telefon: '0532 000 11 22',
      sektor: 'Konut',
      mesaj: 'Çatı terasında su yalıtımı için teklif istiyoruz.',
      province: 'Muğla',
      source: { page: '/iletisim', referrerHost: 'Bing.com' },
    });
    const token = await signIn();
    const [admin] = (await listContactAssignees()).data;
    const followed = await updateContactFollowUp(sent.data.id, {
      status: 'quoted',
      assigneeId: admin?.id ?? null,
    });
    expect(followed.data).toMatchObject({ status: 'quoted', assigneeName: 'admin' });
    const noted = await addContactNote(sent.data.id, { text: 'Teklif e-postayla gitti.' });
    expect(noted.message).toBe(MESSAGES.enquiryNoteAdded);
    expect((await getContactById(sent.data.id)).data.notes).toHaveLength(1);

    const inbox = await listContactInbox({ Status: 'quoted', Province: 'Muğla' });
    expect(inbox.data.items.map((item) => item.isim)).toEqual(['Deniz']);
    expect(inbox.data.items[0]?.source).toEqual({ page: '/iletisim', referrerHost: 'bing.com' });

    const reversed = await failure(listContactInbox({ From: '2026-02-01', To: '2026-01-01' }));
    expect(reversed).toMatchObject({ status: 400 });

    const response = await fetch(new URL('/api/Contact/export?Source=bing', location.origin), {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="mesajlar-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = new TextDecoder().decode(bytes).split('\r\n');
    expect(rows[0]).toBe(ENQUIRY_CSV_HEADERS.map((header) => `"${header}"`).join(';'));
    expect(rows).toHaveLength(3);
    expect(rows[1]).toContain('"Deniz Aksoy"');
  });
});
