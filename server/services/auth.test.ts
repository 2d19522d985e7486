import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { backendOperations } from '../../src/api/generated/backend-operations/operations.ts';
import { contentOperations } from '../../src/api/generated/content-operations/operations.ts';
import { AdminPasswordError, ensureAdmin } from '../admin.ts';
import { MESSAGES } from '../../core/domain/messages.ts';
import { hashPassword } from './auth.ts';
import { LockedOut, LoginGuard } from './throttle.ts';
import { ADMIN, setupTestApp } from '../test/test-app.ts';

const t = setupTestApp({ loginMaxFailures: 3 });

const login = (payload: unknown, ip = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/Auth/login',
    payload: payload as object,
    remoteAddress: ip,
  });

/** A concrete URL for a path template (any UUID and names will do). */
const urlOf = (path: string) =>
  path
    .replace('{id}', '00000000-0000-4000-8000-000000000000')
    .replace('{kind}', 'contact-banner')
    .replace(/\{[^}]+\}/g, 'x');

const protectedOperations = [
  ...backendOperations.map((operation) => ({ ...operation, url: urlOf(operation.path) })),
  ...contentOperations.map((operation) => ({
    ...operation,
    url: `/content${urlOf(operation.path)}`,
  })),
].filter((operation) => operation.security === 'bearer');

describe('sign-in', () => {
  it('returns a one-hour HS256 token with sub, name and jti', async () => {
    const reply = await login(ADMIN);
    expect(reply.statusCode).toBe(200);
    const body = reply.json() as {
      success: boolean;
      message: string;
      data: { token: string; expiration: string };
    };
    expect(body).toMatchObject({ success: true, message: 'Giriş başarılı.' });
    // A token in a reply is kept by no cache, though the request carried none (issue 46).
    expect(reply.headers['cache-control']).toBe('no-store');
    const claims = decodeJwt(body.data.token);
    expect(claims).toMatchObject({ name: 'admin' });
    expect(claims.sub).toMatch(/^[0-9a-f-]{36}$/);
    expect(claims.jti).toMatch(/^[0-9a-f-]{36}$/);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(3600);
    expect(Date.parse(body.data.expiration)).toBe((claims.exp ?? 0) * 1000);
  });

  it('refuses a wrong password or an unknown user with the login message', async () => {
    for (const payload of [
      { username: 'admin', password: 'wrong' },
      { username: 'nobody', password: 'x' },
    ]) {
      const reply = await login(payload, '10.0.0.1');
      expect(reply.statusCode).toBe(401);
      expect(reply.json()).toEqual({
        success: false,
        message: 'Kullanıcı adı veya şifre hatalı.',
        data: null,
      });
    }
  });

  it('does not count successful sign-ins', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await login(ADMIN, '10.0.0.4')).statusCode).toBe(200);
    }
  });
});

describe('the sign-in lockout (docs/decisions/0023-login-lockout.md)', () => {
  const addUser = async (username: string) => {
    const password = `${username}-dogru-parola`;
    await t.ts.store.createUser({
      username,
      email: null,
      passwordHash: await hashPassword(password),
    });
    return { username, password };
  };
  const wrong = (username: string) => ({ username, password: 'yanlis-parola' });
  const LOCKED = /^Çok fazla başarısız giriş denemesi\. Lütfen \d+ dakika sonra tekrar deneyin\.$/;

  it('locks an account after 3 wrong passwords from any addresses, but not its known address', async () => {
    const user = await addUser('kilit1');
    // The owner signed in from here before: this address keeps a count of its own.
    expect((await login(user, '10.1.9.9')).statusCode).toBe(200);
    // Rotating addresses does not give an attacker more guesses.
    for (const ip of ['10.1.0.1', '10.1.0.2', '10.1.0.3']) {
      expect((await login(wrong(user.username), ip)).statusCode).toBe(401);
    }
    const locked = await login(user, '10.1.0.4');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect((locked.json() as { message: string }).message).toMatch(LOCKED);
    // Even the right password is not checked from an unknown address while locked ...
    expect((await login(user, '10.1.0.5')).statusCode).toBe(429);
    // ... but the owner, at the address they signed in from, gets in.
    expect((await login(user, '10.1.9.9')).statusCode).toBe(200);
    // Another account is not affected.
    expect((await login(ADMIN, '10.1.0.6')).statusCode).toBe(200);
  });

  it('locks an address that guesses across many account names', async () => {
    for (const name of ['yok1', 'yok2', 'yok3']) {
      expect((await login(wrong(name), '10.2.0.1')).statusCode).toBe(401);
    }
    const locked = await login(ADMIN, '10.2.0.1');
    expect(locked.statusCode).toBe(429);
    expect((locked.json() as { message: string }).message).toMatch(LOCKED);
    expect((await login(ADMIN, '10.2.0.2')).statusCode).toBe(200);
  });

  it('lets at most 3 of 60 parallel wrong sign-ins reach a password check', async () => {
    const user = await addUser('kilit2');
    const replies = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        login(wrong(user.username), `10.3.${i >> 8}.${i & 255}`),
      ),
    );
    const statuses = replies.map((reply) => reply.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(57);
  });

  it('ends a lockout with its window, counted by the database', async () => {
    const guard = new LoginGuard(t.ts.store, { maxFailures: 2, windowMs: 4000 });
    await guard.begin('pencere', '10.4.0.1');
    await guard.begin('pencere', '10.4.0.2');
    const refused = await guard.begin('pencere', '10.4.0.3').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(LockedOut);
    expect((refused as LockedOut).scope).toBe('account');
    expect((refused as LockedOut).headers['retry-after']).toMatch(/^[1-4]$/);
    await expect
      .poll(
        () =>
          guard.begin('pencere', '10.4.0.3').then(
            () => 'open',
            () => 'locked',
          ),
        {
          timeout: 30_000,
          interval: 250,
        },
      )
      .toBe('open');
  });

  it('gives a successful sign-in its attempt back', async () => {
    const guard = new LoginGuard(t.ts.store, { maxFailures: 1, windowMs: 60_000 });
    for (let i = 0; i < 3; i += 1) {
      const attempt = await guard.begin('basarili', '10.5.0.1');
      await attempt.passwordRight();
    }
    await guard.begin('basarili', '10.5.0.1');
    await expect(guard.begin('basarili', '10.5.0.1')).rejects.toBeInstanceOf(LockedOut);
  });
});

describe('protected operations', () => {
  it('every bearer operation answers 401 without a token', async () => {
    expect(MESSAGES.unauthorized).toBe(
      'Oturum geçersiz veya süresi dolmuş. Lütfen tekrar giriş yapın.',
    );
    expect(protectedOperations.length).toBeGreaterThan(30);
    for (const operation of protectedOperations) {
      const reply = await t.app.inject({ method: operation.method, url: operation.url });
      expect(reply.statusCode, `${operation.operationId}`).toBe(401);
      const body = reply.json() as { message: string };
      expect(body.message).toBe(MESSAGES.unauthorized);
      expect(reply.headers['www-authenticate']).toBe('Bearer');
    }
  });

  it('a bad token is 401 too, and so is a forged one', async () => {
    const { token } = (await login(ADMIN)).json().data as { token: string };
    const [header, payload] = token.split('.');
    for (const bad of ['nonsense', `${header}.${payload}.AAAA`, `${header}.${payload}`]) {
      const reply = await t.app.inject({
        url: '/api/File',
        headers: { authorization: `Bearer ${bad}` },
      });
      expect(reply.statusCode).toBe(401);
    }
  });

  it('checks the token before the body: an anonymous bad request is 401, not 400', async () => {
    const cases = [
      {
        method: 'POST' as const,
        url: '/api/Product',
        payload: '{not json',
        headers: { 'content-type': 'application/json' },
      },
      { method: 'POST' as const, url: '/api/Product', payload: { name: 5 } },
      { method: 'PUT' as const, url: '/content/api/contact', payload: {} },
      { method: 'DELETE' as const, url: '/api/Product/not-a-uuid' },
      {
        method: 'POST' as const,
        url: '/api/File/upload',
        payload: 'x',
        headers: { 'content-type': 'multipart/form-data; boundary=z' },
      },
    ];
    for (const request of cases) {
      const reply = await t.app.inject(request);
      expect(reply.statusCode, `${request.method} ${request.url}`).toBe(401);
    }
  });

  it('public and optional operations need no token', async () => {
    for (const url of [
      '/api/Product',
      '/api/Page',
      '/api/Document/active',
      '/content/api/contact',
    ]) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(200);
    }
  });

  it('logout revokes the token', async () => {
    const { token } = (await login(ADMIN)).json().data as { token: string };
    const headers = { authorization: `Bearer ${token}` };
    expect((await t.app.inject({ url: '/api/File', headers })).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/Auth/logout', headers });
    expect(out.json()).toEqual({ success: true, message: 'Çıkış yapıldı.', data: null });
    expect((await t.app.inject({ url: '/api/File', headers })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/Auth/logout', headers })).statusCode,
    ).toBe(401);
  });
});

describe('registration', () => {
  const editor = { username: 'yeni.editor', password: 'Uzun-Sifre-2026', email: null };

  it('needs a token', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/register',
      payload: editor,
    });
    expect(reply.statusCode).toBe(401);
    expect(await t.ts.store.findUser(editor.username)).toBeNull();
  });

  it('stores an argon2id hash, never the password, and 409s on a taken name', async () => {
    const headers = await t.auth();
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/register',
      payload: editor,
      headers,
    });
    expect(reply.statusCode).toBe(201);
    const user = await t.ts.store.findUser(editor.username);
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user?.passwordHash).not.toContain(editor.password);
    expect((await login({ username: editor.username, password: editor.password })).statusCode).toBe(
      200,
    );
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/register',
      payload: editor,
      headers,
    });
    expect(again.statusCode).toBe(409);
    expect((again.json() as { message: string }).message).toBe(
      'Bu kullanıcı adı zaten kullanılıyor.',
    );
  });

  it('checks the request against the contract (400 with field errors)', async () => {
    const headers = await t.auth();
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/register',
      payload: { username: 'a b', password: '', email: 'not-an-email' },
      headers,
    });
    expect(reply.statusCode).toBe(400);
    const { errors } = reply.json() as { errors: Record<string, string[]> };
    expect(Object.keys(errors).sort()).toEqual(['email', 'password', 'username']);
  });

  it('refuses a password that fails the policy, each rule with its message', async () => {
    const headers = await t.auth();
    for (const [password, message] of [
      ['password', MESSAGES.passwordTooShort],
      ['qwerty123456', MESSAGES.passwordTooCommon],
    ] as const) {
      const reply = await t.app.inject({
        method: 'POST',
        url: '/api/Auth/register',
        payload: { username: 'backup-svc', password },
        headers,
      });
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toEqual({
        success: false,
        message: MESSAGES.validation,
        data: null,
        errors: { password: [message] },
      });
    }
    expect(await t.ts.store.findUser('backup-svc')).toBeNull();
  });
});

describe('first administrator', () => {
  it('is created only when there are no users, with a printed random password when none is set', async () => {
    const lines: string[] = [];
    // The test store already has users: nothing happens.
    const existing = await ensureAdmin(
      t.ts.store,
      { adminUsername: 'root', adminPassword: null },
      (line) => lines.push(line),
    );
    expect(existing).toMatchObject({ created: false, generatedPassword: null });
    expect(lines).toEqual([]);
    expect(await t.ts.store.findUser('root')).toBeNull();
  });

  it('prints a generated password once and it works', async () => {
    const { openTestStore } = await import('../test/test-store.ts');
    const fresh = await openTestStore();
    try {
      const lines: string[] = [];
      const made = await ensureAdmin(
        fresh.store,
        { adminUsername: 'root', adminPassword: null },
        (line) => lines.push(line),
      );
      expect(made.created).toBe(true);
      expect(made.generatedPassword).toMatch(/^\w{4}(-\w{4}){3}$/);
      expect(lines.join('\n')).toContain(`root / ${made.generatedPassword}`);
      const user = await fresh.store.findUser('root');
      expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
      const again = await ensureAdmin(
        fresh.store,
        { adminUsername: 'root', adminPassword: 'x' },
        () => {},
      );
      expect(again.created).toBe(false);
    } finally {
      await fresh.close();
    }
  });

  it('refuses an ADMIN_PASSWORD that fails the password policy, saying why', async () => {
    const { openTestStore } = await import('../test/test-store.ts');
    const fresh = await openTestStore();
    try {
      for (const [password, message] of [
        ['admin123', MESSAGES.passwordTooShort],
        ['Password1234', MESSAGES.passwordTooCommon],
      ] as const) {
        const start = ensureAdmin(fresh.store, { adminUsername: 'root', adminPassword: password });
        await expect(start).rejects.toThrow(AdminPasswordError);
        await expect(start).rejects.toThrow(message);
      }
      expect(await fresh.store.countUsers()).toBe(0);
      const made = await ensureAdmin(
        fresh.store,
        { adminUsername: 'root', adminPassword: 'Ilk-Yonetici-2026' },
        () => {},
      );
      expect(made).toMatchObject({ created: true, generatedPassword: null });
    } finally {
      await fresh.close();
    }
  });
});
