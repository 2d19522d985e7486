import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../core/domain/messages.ts';
import { ADMIN, setupTestApp } from '../test/test-app.ts';
import { softPasskey } from '../../tests/helpers/soft-passkey.ts';

/**
 * The second factor on the server (issue 23 section 1; core/domain/second-factor.ts): the
 * authenticator app, recovery codes, passkeys (a key in software here; Chromium's virtual
 * authenticator in tests/fullstack/second-factor.spec.ts), the sign-in's second step, fresh
 * proofs, what must happen first, and the throttle.
 */
const t = setupTestApp({ loginMaxFailures: 5 });
const required = setupTestApp({ requireSecondFactor: true });

type App = typeof t;
type Json = Record<string, unknown> & { message: string; data: Record<string, unknown> | null };

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Each test's client address: the throttle counts per address too. */
let address = '127.0.0.1';

const call = (
  app: App,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  token: string | null,
  payload?: object,
) =>
  app.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    remoteAddress: address,
    ...(payload ? { payload } : {}),
  });

async function login(app: App, username: string, password: string) {
  const reply = await call(app, 'POST', '/api/Auth/login', null, { username, password });
  expect(reply.statusCode, reply.body).toBe(200);
  return (reply.json() as Json).data as {
    token: string | null;
    secondFactor?: { ticket: string; methods: string[]; passkeyOptions: object | null };
  };
}

async function register(app: App, username: string) {
  const admin = await login(app, ADMIN.username, ADMIN.password);
  const password = `${username}-Sifresi-2026`;
  const reply = await call(app, 'POST', '/api/Auth/register', admin.token, {
    username,
    password,
  });
  expect(reply.statusCode, reply.body).toBe(201);
  const { token } = await login(app, username, password);
  return { username, password, token: token ?? '' };
}

/** Turns the authenticator app on; the secret and the recovery codes it gave. */
async function enableApp(app: App, token: string) {
  const setup = await call(app, 'POST', '/api/User/me/totp/setup', token);
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret, ticket, uri } = (setup.json() as Json).data as Record<string, string>;
  expect(uri).toMatch(/^otpauth:\/\/totp\//);
  const wrong = await call(app, 'POST', '/api/User/me/totp', token, { ticket, code: '000000' });
  expect(wrong.statusCode).toBe(400);
  expect((wrong.json() as Json).message).toBe(MESSAGES.secondFactorFailed);
  const enabled = await call(app, 'POST', '/api/User/me/totp', token, {
    ticket,
    code: await generate({ secret: secret ?? '' }),
  });
  expect(enabled.statusCode, enabled.body).toBe(200);
  const codes = ((enabled.json() as Json).data as { recoveryCodes: string[] }).recoveryCodes;
  return { secret: secret ?? '', codes };
}

/** An app code of the secret for the next time step (the current one may be used already). */
const nextCode = (secret: string) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

describe('the authenticator app and recovery codes', () => {
  it('turns on with a code of the new secret and gives ten recovery codes once', async () => {
    address = '198.51.100.1';
    const user = await register(t, 'uygulama-1');
    const { codes } = await enableApp(t, user.token);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}$/);
    const security = await call(t, 'GET', '/api/User/me/security', user.token);
    expect((security.json() as Json).data).toMatchObject({
      totp: true,
      passkeys: [],
      recoveryCodesLeft: 10,
      mustChangePassword: false,
      secondFactorRequired: false,
      secondFactorSetupRequired: false,
    });
  });

  it('makes the sign-in ask for the second step; a code works once, a ticket once', async () => {
    address = '198.51.100.2';
    const user = await register(t, 'uygulama-2');
    const { secret, codes } = await enableApp(t, user.token);

    const first = await login(t, user.username, user.password);
    expect(first.token).toBeNull();
    expect(first.secondFactor?.methods).toEqual(['totp', 'recovery-code']);
    expect(first.secondFactor?.passkeyOptions).toBeNull();
    const ticket = first.secondFactor?.ticket ?? '';
    // A ticket is no session token.
    expect((await call(t, 'GET', '/api/User/me/security', ticket)).statusCode).toBe(401);

    const wrong = await call(t, 'POST', '/api/Auth/second-factor', null, {
      ticket,
      code: '123456',
    });
    expect(wrong.statusCode).toBe(401);
    expect((wrong.json() as Json).message).toBe(MESSAGES.secondFactorFailed);

    const code = await nextCode(secret);
    const right = await call(t, 'POST', '/api/Auth/second-factor', null, { ticket, code });
    expect(right.statusCode, right.body).toBe(200);
    const token = ((right.json() as Json).data as { token: string }).token;
    expect((await call(t, 'GET', '/api/User', token)).statusCode).toBe(200);

    // The ticket is spent; the same code on a new ticket is a replay.
    const again = await call(t, 'POST', '/api/Auth/second-factor', null, { ticket, code });
    expect(again.statusCode).toBe(401);
    expect((again.json() as Json).message).toBe(MESSAGES.ticketExpired);
    const second = await login(t, user.username, user.password);
    const replay = await call(t, 'POST', '/api/Auth/second-factor', null, {
      ticket: second.secondFactor?.ticket,
      code,
    });
    expect(replay.statusCode).toBe(401);

    // A recovery code, typed loosely, works once.
    const recovery = (codes[0] ?? '').toUpperCase().replace('-', ' ');
    const withCode = await call(t, 'POST', '/api/Auth/second-factor', null, {
      ticket: second.secondFactor?.ticket,
      code: recovery,
    });
    expect(withCode.statusCode, withCode.body).toBe(200);
    const third = await login(t, user.username, user.password);
    const reused = await call(t, 'POST', '/api/Auth/second-factor', null, {
      ticket: third.secondFactor?.ticket,
      code: codes[0],
    });
    expect(reused.statusCode).toBe(401);
    const security = await call(t, 'GET', '/api/User/me/security', token);
    expect((security.json() as Json).data).toMatchObject({ recoveryCodesLeft: 9 });
  });

  it('throttles wrong codes like sign-ins', async () => {
    address = '198.51.100.3';
    const user = await register(t, 'uygulama-3');
    await enableApp(t, user.token);
    const { secondFactor } = await login(t, user.username, user.password);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const reply = await call(t, 'POST', '/api/Auth/second-factor', null, {
        ticket: secondFactor?.ticket,
        code: 'aaaa-bbbb-cccc',
      });
      statuses.push(reply.statusCode);
    }
    // Five checks per account (LOGIN_MAX_FAILURES here): the wrong code at set-up was the first.
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
  });

  it('refuses a passkey answer that is not one', async () => {
    address = '198.51.100.4';
    const user = await register(t, 'anahtar-1');
    const options = await call(t, 'POST', '/api/User/me/passkeys/options', user.token);
    expect(options.statusCode).toBe(200);
    const { ticket, options: creation } = (options.json() as Json).data as {
      ticket: string;
      options: { rp: { id: string }; challenge: string };
    };
    expect(creation.rp.id).toBe('localhost');
    const added = await call(t, 'POST', '/api/User/me/passkeys', user.token, {
      ticket,
      name: 'Dizüstü',
      response: { id: 'eA', rawId: 'eA', type: 'public-key', response: {} },
    });
    expect(added.statusCode).toBe(400);
    expect((added.json() as Json).message).toBe(MESSAGES.passkeyRefused);
  });
});

describe('passkeys', () => {
  it('adds one, signs in with it, proves with it, and removes it', async () => {
    address = '198.51.100.50';
    const user = await register(t, 'anahtar-2');
    const key = await softPasskey();
    const origin = 'http://localhost';
    const begun = await call(t, 'POST', '/api/User/me/passkeys/options', user.token);
    const { ticket, options } = (begun.json() as Json).data as {
      ticket: string;
      options: { challenge: string; rp: { id: string } };
    };
    const added = await call(t, 'POST', '/api/User/me/passkeys', user.token, {
      ticket,
      name: 'Dizüstü',
      response: await key.register(options, origin),
    });
    expect(added.statusCode, added.body).toBe(201);
    const { passkey, recoveryCodes } = (added.json() as Json).data as {
      passkey: { id: string; name: string; lastUsedAt: string | null };
      recoveryCodes: string[];
    };
    expect(passkey).toMatchObject({ id: key.id, name: 'Dizüstü', lastUsedAt: null });
    expect(recoveryCodes).toHaveLength(10);

    const { secondFactor } = await login(t, user.username, user.password);
    expect(secondFactor?.methods).toEqual(['passkey', 'recovery-code']);
    const request = secondFactor?.passkeyOptions as { challenge: string; rpId: string };
    expect(request.rpId).toBe('localhost');
    // An answer to another challenge is refused; the right one signs in.
    const other = await key.authenticate({ ...request, challenge: 'YmFzaw' }, origin);
    const refused = await call(t, 'POST', '/api/Auth/second-factor', null, {
      ticket: secondFactor?.ticket,
      passkey: other,
    });
    expect(refused.statusCode).toBe(401);
    const signedIn = await call(t, 'POST', '/api/Auth/second-factor', null, {
      ticket: secondFactor?.ticket,
      passkey: await key.authenticate(request, origin),
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const token = ((signedIn.json() as Json).data as { token: string }).token;

    const proof = await call(t, 'POST', '/api/Auth/proof/options', token);
    const challenge = (proof.json() as Json).data as {
      ticket: string;
      passkeyOptions: { challenge: string; rpId: string };
    };
    const proven = await call(t, 'POST', '/api/Auth/proof', token, {
      ticket: challenge.ticket,
      passkey: await key.authenticate(challenge.passkeyOptions, origin),
    });
    expect(proven.statusCode, proven.body).toBe(200);
    const fresh = ((proven.json() as Json).data as { token: string }).token;
    const removed = await call(t, 'DELETE', `/api/User/me/passkeys/${key.id}`, fresh);
    expect(removed.statusCode, removed.body).toBe(200);
    const security = await call(t, 'GET', '/api/User/me/security', fresh);
    expect((security.json() as Json).data).toMatchObject({ passkeys: [], recoveryCodesLeft: 0 });
  });
});

describe('fresh proofs', () => {
  it('refuses the sensitive actions with an old proof until the password is given again', async () => {
    address = '198.51.100.5';
    const user = await register(t, 'kanit-1');
    await enableApp(t, user.token);
    const account = await t.ts.store.findUser(user.username);
    if (!account) throw new Error('no account');
    const stale = (await t.app.tokens.issue(account, Date.now() - 6 * 60_000)).token;

    for (const [method, url, payload] of [
      ['DELETE', '/api/User/me/totp'],
      ['POST', '/api/User/me/recovery-codes'],
      ['POST', '/api/Auth/register', { username: 'kanit-yeni', password: 'Kanit-Yeni-2026' }],
    ] as const) {
      const refused = await call(t, method, url, stale, payload);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toMatchObject({
        message: MESSAGES.freshProofRequired,
        reason: 'fresh-proof',
      });
    }

    const options = await call(t, 'POST', '/api/Auth/proof/options', stale);
    expect(((options.json() as Json).data as { methods: string[] }).methods).toEqual([
      'password',
      'totp',
      'recovery-code',
    ]);
    const wrong = await call(t, 'POST', '/api/Auth/proof', stale, { password: 'yanlis' });
    expect(wrong.statusCode).toBe(400);
    const proven = await call(t, 'POST', '/api/Auth/proof', stale, { password: user.password });
    expect(proven.statusCode, proven.body).toBe(200);
    const fresh = ((proven.json() as Json).data as { token: string }).token;
    const codes = await call(t, 'POST', '/api/User/me/recovery-codes', fresh);
    expect(codes.statusCode, codes.body).toBe(200);
    expect(((codes.json() as Json).data as { recoveryCodes: string[] }).recoveryCodes).toHaveLength(
      10,
    );
    const removed = await call(t, 'DELETE', '/api/User/me/totp', fresh);
    expect(removed.statusCode, removed.body).toBe(200);
    // No factor left: the sign-in gives a token at once, and no recovery codes are kept.
    expect((await login(t, user.username, user.password)).token).toEqual(expect.any(String));
    const security = await call(t, 'GET', '/api/User/me/security', fresh);
    expect((security.json() as Json).data).toMatchObject({ totp: false, recoveryCodesLeft: 0 });
  });
});

describe('current-password checks', () => {
  it('are throttled like sign-ins', async () => {
    address = '198.51.100.60';
    const user = await register(t, 'kanit-2');
    const statuses: number[] = [];
    let retryAfter: unknown;
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const reply = await call(t, 'POST', '/api/User/change-password', user.token, {
        currentPassword: 'yanlis-sifre',
        newPassword: 'Yepyeni-Sifre-2026',
      });
      statuses.push(reply.statusCode);
      retryAfter = reply.headers['retry-after'];
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    // The contract's TooManyRequests: seconds to wait.
    expect(Number(retryAfter)).toBeGreaterThan(0);
    const proof = await call(t, 'POST', '/api/Auth/proof', user.token, {
      password: user.password,
    });
    expect(proof.statusCode).toBe(429);
  });
});

describe('REQUIRE_SECOND_FACTOR', () => {
  it('sends an administrator without one to set it up before anything else', async () => {
    address = '198.51.100.6';
    const admin = await login(required, ADMIN.username, ADMIN.password);
    const token = admin.token ?? '';
    const refused = await call(required, 'GET', '/api/User', token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      message: MESSAGES.secondFactorSetupRequired,
      reason: 'second-factor-setup',
    });
    const security = await call(required, 'GET', '/api/User/me/security', token);
    expect((security.json() as Json).data).toMatchObject({
      secondFactorRequired: true,
      secondFactorSetupRequired: true,
    });
    await enableApp(required, token);
    expect((await call(required, 'GET', '/api/User', token)).statusCode).toBe(200);
    // The last factor stays.
    const last = await call(required, 'DELETE', '/api/User/me/totp', token);
    expect(last.statusCode).toBe(409);
    expect((last.json() as Json).message).toBe(MESSAGES.lastSecondFactor);
  });
});
