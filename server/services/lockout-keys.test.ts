import { describe, expect, it } from 'vitest';
import { ADMIN, setupTestApp } from '../test/test-app.ts';

/**
 * The lockout's and the enquiry limit's keys (issue 23 section 2, ADR 0037): a sign-in name cannot
 * reach another account's buckets (names may hold ':'), and an IPv6 client is one address per /64
 * (a host there has billions). On PGlite here, and on PostgreSQL in `npm run test:server:postgres`.
 */
const t = setupTestApp({ loginMaxFailures: 3 });

const login = (payload: object, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/Auth/login', payload, remoteAddress: ip });
const wrong = (username: string) => ({ username, password: 'yanlis-parola' });

describe('lockout keys', () => {
  it("a name holding ':from:' does not fill an account's known-address bucket", async () => {
    expect((await login(ADMIN, '10.7.0.1')).statusCode).toBe(200);
    for (const ip of ['10.7.1.1', '10.7.1.2', '10.7.1.3']) {
      expect((await login(wrong(`${ADMIN.username}:from:10.7.0.1`), ip)).statusCode).toBe(401);
    }
    expect((await login(ADMIN, '10.7.0.1')).statusCode).toBe(200);
  });

  it('counts an IPv6 /64 as one address for the sign-in limit', async () => {
    for (const host of ['1', '2', '3']) {
      const reply = await login(wrong(`boyle-biri-yok-${host}`), `2001:db8:7:1::${host}`);
      expect(reply.statusCode).toBe(401);
    }
    expect((await login(wrong('boyle-biri-yok-4'), '2001:db8:7:1:ffff::4')).statusCode).toBe(429);
    // Another /64 is another address.
    expect((await login(wrong('boyle-biri-yok-5'), '2001:db8:7:2::1')).statusCode).toBe(401);
  });

  it('counts an IPv6 /64 as one address for the enquiry limit', async () => {
    const enquiry = {
      isim: 'Ece',
      soyisim: 'Tan',
      telefon: '0532',
      sektor: 'Yapı',
      mesaj: 'Merhaba',
    };
    const send = (ip: string) =>
      t.app.inject({ method: 'POST', url: '/api/Contact', payload: enquiry, remoteAddress: ip });
    for (let host = 1; host <= 5; host += 1) {
      expect((await send(`2001:db8:8:1::${host}`)).statusCode).toBe(201);
    }
    expect((await send('2001:db8:8:1::6')).statusCode).toBe(429);
    expect((await send('2001:db8:8:2::1')).statusCode).toBe(201);
  });
});
