import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../test/test-app.ts';

/**
 * The public form's reply keeps the spam decision from the sender (issue 23 section 2, ADR 0037):
 * an enquiry taken for spam and one that is not are answered alike; the panel's inbox still shows
 * which is which. On PGlite here, and on PostgreSQL in `npm run test:server:postgres`.
 */
const t = setupTestApp();

const enquiry = {
  isim: 'Deniz',
  soyisim: 'Aksoy',
  telefon: '0532 000 00 00',
  sektor: 'İnşaat',
  mesaj: 'Keşif talebi.',
};
const send = (extra: object) =>
  t.app.inject({ method: 'POST', url: '/api/Contact', payload: { ...enquiry, ...extra } });

describe('POST /api/Contact', () => {
  it('answers spam and a real enquiry alike, never saying which; the inbox knows', async () => {
    const spam = await send({ website: 'http://spam.example', mesaj: 'Bal kavanozu' });
    const real = await send({ mesaj: 'Gerçek bir talep' });
    expect(spam.statusCode, spam.body).toBe(201);
    expect(real.statusCode, real.body).toBe(201);
    for (const reply of [spam, real]) {
      expect(reply.body).not.toMatch(/isSpam/i);
      expect(Object.keys((reply.json() as { data: object }).data).sort()).toEqual(
        Object.keys((real.json() as { data: object }).data).sort(),
      );
    }
    const inbox = await t.app.inject({
      url: '/api/Contact',
      headers: t.authHeaders,
    });
    const items = (inbox.json() as { data: { mesaj: string; isSpam?: boolean }[] }).data;
    expect(items.find((item) => item.mesaj === 'Bal kavanozu')?.isSpam).toBe(true);
    expect(items.find((item) => item.mesaj === 'Gerçek bir talep')?.isSpam).toBe(false);
  });
});
