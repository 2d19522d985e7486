import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../core/domain/messages.ts';
import { factorFailures } from '../db/schema.ts';
import { SEED_IDS } from '../../seed/index.ts';
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
const sited = setupTestApp({ passkeySite: 'https://www.asilyapi.example' });

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

/** A refusal that asks for a fresh proof (403 with the reason the panel acts on). */
function expectFreshProofAsked(reply: Awaited<ReturnType<typeof call>>, label: string) {
  expect(reply.statusCode, label).toBe(403);
  expect(reply.json(), label).toMatchObject({
    message: MESSAGES.freshProofRequired,
    reason: 'fresh-proof',
  });
}

/** The ways a session may prove who it is, as `beginIdentityProof` lists them. */
const proofMethods = async (token: string) =>
  (
    (await call(t, 'POST', '/api/Auth/proof/options', token)).json() as {
      data: { methods: string[] };
    }
  ).data.methods;

/** The audit log's entries of `username`, newest first. */
const auditOf = async (app: App, username: string) =>
  (
    await app.ts.store.listAudit({
      pageIndex: 0,
      pageSize: 100,
      username,
      action: null,
      since: null,
      until: null,
    })
  ).items;

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

  it('makes wrong codes wait longer and longer after five in a row (issue 46)', async () => {
    address = '198.51.100.3';
    const user = await register(t, 'uygulama-3');
    const { secret } = await enableApp(t, user.token);
    const { secondFactor } = await login(t, user.username, user.password);
    const statuses: number[] = [];
    let retryAfter: unknown;
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const reply = await call(t, 'POST', '/api/Auth/second-factor', null, {
        ticket: secondFactor?.ticket,
        code: 'aaaa-bbbb-cccc',
      });
      statuses.push(reply.statusCode);
      retryAfter = reply.headers['retry-after'];
    }
    // The sign-in's own count: the wrong code at set-up (a proof's) is not in it.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    // A minute after the fifth; even the right code waits.
    expect(Number(retryAfter)).toBeGreaterThan(50);
    expect(Number(retryAfter)).toBeLessThanOrEqual(60);
    const right = await call(t, 'POST', '/api/Auth/second-factor', null, {
      ticket: secondFactor?.ticket,
      code: await nextCode(secret),
    });
    expect(right.statusCode).toBe(429);
    // Each wrong answer is audited, and the lockout once.
    const account = await t.ts.store.findUser(user.username);
    const entries = (await auditOf(t, user.username)).filter(
      (entry) => entry.targetId === account?.id || entry.targetId === null,
    );
    expect(entries.filter((entry) => entry.action === 'sign-in-failed')).toHaveLength(5);
    expect(entries.filter((entry) => entry.action === 'locked-out')).toHaveLength(1);
    expect(entries.filter((entry) => entry.action === 'second-factor-add-failed')).toHaveLength(1);
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

describe('passkeys, hardened (issue 46, finding 8)', () => {
  it('refuse an authenticator that does not verify its owner', async () => {
    address = '198.51.100.51';
    const user = await register(t, 'anahtar-dogrulamasiz');
    const begun = await call(t, 'POST', '/api/User/me/passkeys/options', user.token);
    const { ticket, options } = (begun.json() as Json).data as {
      ticket: string;
      options: {
        challenge: string;
        rp: { id: string };
        authenticatorSelection: { userVerification: string };
      };
    };
    expect(options.authenticatorSelection.userVerification).toBe('required');
    const touchOnly = await softPasskey({ verifies: false });
    const added = await call(t, 'POST', '/api/User/me/passkeys', user.token, {
      ticket,
      name: 'Yalnız dokunuş',
      response: await touchOnly.register(options, 'http://localhost'),
    });
    expect(added.statusCode).toBe(400);
    expect((added.json() as Json).message).toBe(MESSAGES.passkeyRefused);
    const failed = await auditOf(t, user.username);
    expect(failed.map((entry) => entry.action)).toContain('second-factor-add-failed');
  });

  it('belong to SITE_URL, whatever Host a request names', async () => {
    address = '198.51.100.52';
    const user = await register(sited, 'anahtar-site');
    const begun = await sited.app.inject({
      method: 'POST',
      url: '/api/User/me/passkeys/options',
      headers: { ...bearer(user.token), host: 'saldirgan.example' },
      remoteAddress: address,
    });
    expect(begun.statusCode, begun.body).toBe(200);
    const { options } = (begun.json() as Json).data as { options: { rp: { id: string } } };
    expect(options.rp.id).toBe('www.asilyapi.example');
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
      expectFreshProofAsked(await call(t, method, url, stale, payload), url);
    }

    expect(await proofMethods(stale)).toEqual(['password', 'totp', 'recovery-code']);
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

describe('enrolling a factor (issue 46, finding 1)', () => {
  it('needs a fresh proof: a stale session cannot add its own app or passkey', async () => {
    address = '198.51.100.7';
    const user = await register(t, 'kanit-3');
    const owner = await enableApp(t, user.token);
    const account = await t.ts.store.findUser(user.username);
    if (!account) throw new Error('no account');
    const stale = (await t.app.tokens.issue(account, Date.now() - 6 * 60_000)).token;

    // A ticket begun while the session was fresh is no way around it either.
    const begun = await call(t, 'POST', '/api/User/me/passkeys/options', user.token);
    expect(begun.statusCode, begun.body).toBe(200);
    const { ticket } = (begun.json() as Json).data as { ticket: string };
    for (const [url, payload] of [
      ['/api/User/me/totp/setup'],
      ['/api/User/me/totp', { ticket: 'x', code: '123456' }],
      ['/api/User/me/passkeys/options'],
      [
        '/api/User/me/passkeys',
        {
          ticket,
          name: 'Saldırgan',
          response: { id: 'eA', rawId: 'eA', type: 'public-key', response: {} },
        },
      ],
    ] as const) {
      expectFreshProofAsked(await call(t, 'POST', url, stale, payload), url);
    }
    // The stale session cannot prove itself with a factor of its own; the owner's app still works.
    expect(await proofMethods(stale)).toEqual(['password', 'totp', 'recovery-code']);
    const { secondFactor } = await login(t, user.username, user.password);
    const signedIn = await call(t, 'POST', '/api/Auth/second-factor', null, {
      ticket: secondFactor?.ticket,
      code: await nextCode(owner.secret),
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
  });

  it('never replaces an app: 409 until it is removed, which needs a proof', async () => {
    address = '198.51.100.8';
    const user = await register(t, 'kanit-4');
    const first = await enableApp(t, user.token);
    const again = await call(t, 'POST', '/api/User/me/totp/setup', user.token);
    expect(again.statusCode).toBe(409);
    expect((again.json() as Json).message).toBe(MESSAGES.totpExists);

    // A set-up begun before the app was on cannot overwrite it when confirmed after.
    const removed = await call(t, 'DELETE', '/api/User/me/totp', user.token);
    expect(removed.statusCode, removed.body).toBe(200);
    const early = await call(t, 'POST', '/api/User/me/totp/setup', user.token);
    const { secret, ticket } = (early.json() as Json).data as Record<string, string>;
    const second = await enableApp(t, user.token);
    const overwrite = await call(t, 'POST', '/api/User/me/totp', user.token, {
      ticket,
      code: await generate({ secret: secret ?? '' }),
    });
    expect(overwrite.statusCode).toBe(409);
    expect((overwrite.json() as Json).message).toBe(MESSAGES.totpExists);
    // The app turned on last is the one the sign-in asks for; the first one's codes fail.
    const { secondFactor } = await login(t, user.username, user.password);
    const old = await call(t, 'POST', '/api/Auth/second-factor', null, {
      ticket: secondFactor?.ticket,
      code: await nextCode(first.secret),
    });
    expect(old.statusCode).toBe(401);
    const current = await call(t, 'POST', '/api/Auth/second-factor', null, {
      ticket: secondFactor?.ticket,
      code: await nextCode(second.secret),
    });
    expect(current.statusCode, current.body).toBe(200);
  });
});

describe('the counts of wrong answers (issue 46, findings 3 and 6)', () => {
  it('keep a session, even a fresh one, from locking its owner out of signing in', async () => {
    address = '198.51.100.9';
    const user = await register(t, 'kilit-oturum');
    const { secret } = await enableApp(t, user.token);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const options = await call(t, 'POST', '/api/Auth/proof/options', user.token);
      const { ticket } = (options.json() as Json).data as { ticket: string };
      const reply = await call(t, 'POST', '/api/Auth/proof', user.token, {
        ticket,
        code: 'aaaa-bbbb-cccc',
      });
      statuses.push(reply.statusCode);
    }
    // Five wrong in a row (the right code at set-up started the count again), then a wait.
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429, 429]);
    expect(
      (await auditOf(t, user.username)).filter((entry) => entry.action === 'proof-failed'),
    ).toHaveLength(5);
    // The owner signs in as ever: the sign-in's count is another.
    const { secondFactor } = await login(t, user.username, user.password);
    const signedIn = await call(t, 'POST', '/api/Auth/second-factor', null, {
      ticket: secondFactor?.ticket,
      code: await nextCode(secret),
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
  });

  it('shut at 100 wrong answers in a row until the owner’s command; a right one starts again', async () => {
    address = '198.51.100.10';
    const user = await register(t, 'kilit-yuz');
    const { secret } = await enableApp(t, user.token);
    const account = await t.ts.store.findUser(user.username);
    if (!account) throw new Error('no account');
    // From an address it never signed in from: 99 wrong codes in a row already, long ago.
    address = '203.0.113.10';
    await t.ts.database.db.insert(factorFailures).values({
      key: `factor:sign-in:${account.id}`,
      failures: 99,
      lastFailureAt: new Date(Date.now() - 2 * 60 * 60_000),
    });
    const first = await login(t, user.username, user.password);
    const hundredth = await call(t, 'POST', '/api/Auth/second-factor', null, {
      ticket: first.secondFactor?.ticket,
      code: '000000',
    });
    expect(hundredth.statusCode).toBe(401);
    const right = await call(t, 'POST', '/api/Auth/second-factor', null, {
      ticket: first.secondFactor?.ticket,
      code: await nextCode(secret),
    });
    expect(right.statusCode).toBe(429);
    expect((right.json() as Json).message).toBe(MESSAGES.secondFactorLocked);
    expect(Number(right.headers['retry-after'])).toBe(24 * 60 * 60);
    expect(
      (await auditOf(t, user.username)).filter((entry) => entry.action === 'locked-out'),
    ).toHaveLength(1);

    // `npm run admin -- unlock` (server/ops/admin-cli.ts) opens it.
    expect(await t.ts.store.clearLockouts(account)).toBe(1);
    const opened = await call(t, 'POST', '/api/Auth/second-factor', null, {
      ticket: first.secondFactor?.ticket,
      code: await nextCode(secret),
    });
    expect(opened.statusCode, opened.body).toBe(200);
  });

  it('audit failed proofs and password changes; an unknown name is not kept', async () => {
    address = '198.51.100.11';
    const user = await register(t, 'kayit-hata');
    const wrongProof = await call(t, 'POST', '/api/Auth/proof', user.token, { password: 'yanlis' });
    expect(wrongProof.statusCode).toBe(400);
    const wrongChange = await call(t, 'POST', '/api/User/change-password', user.token, {
      currentPassword: 'yanlis-sifre',
      newPassword: 'Yepyeni-Sifre-2026',
    });
    expect(wrongChange.statusCode).toBe(400);
    const actions = (await auditOf(t, user.username)).map((entry) => entry.action);
    expect(actions).toContain('proof-failed');
    expect(actions).toContain('password-change-failed');

    // A name no account has (perhaps a password typed in the wrong field) is not stored.
    const typed = 'Gizli-Parola-Yanlis-Alana-2026';
    const unknown = await call(t, 'POST', '/api/Auth/login', null, {
      username: typed,
      password: 'x',
    });
    expect(unknown.statusCode).toBe(401);
    const failed = await t.ts.store.listAudit({
      pageIndex: 0,
      pageSize: 5,
      username: null,
      action: 'sign-in-failed',
      since: null,
      until: null,
    });
    expect(failed.items[0]).toMatchObject({ username: null, address });
    expect(JSON.stringify(failed.items)).not.toContain(typed);
  });

  it('remember an address only after the whole sign-in, second step included', async () => {
    address = '198.51.100.12';
    const user = await register(t, 'adres-bilinen');
    const { secret } = await enableApp(t, user.token);
    address = '203.0.113.12';
    const { secondFactor } = await login(t, user.username, user.password);
    const known = () => t.ts.store.isKnownAddress(user.username, address, 60_000);
    expect(await known()).toBe(false);
    const signedIn = await call(t, 'POST', '/api/Auth/second-factor', null, {
      ticket: secondFactor?.ticket,
      code: await nextCode(secret),
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(await known()).toBe(true);
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
    // So do the panel's reads of drafts, which take a token only with Drafts=true.
    for (const url of [
      '/api/Product?Drafts=true',
      `/api/Product/${SEED_IDS.products.poliuretan}?Drafts=true`,
      `/api/Page/${SEED_IDS.pages.home}?Drafts=true`,
      '/api/Page/name/Anasayfa?Drafts=true',
      '/content/api/contact?Drafts=true',
      '/content/api/poliuretan-enjeksiyon?Drafts=true',
      '/content/api/kimyasal-ankraj?Drafts=true',
      '/content/api/halatli-tel-beton-kesme?Drafts=true',
      '/content/api/asilnunx?Drafts=true',
      '/content/api/aydinlatma-metni?Drafts=true',
      '/content/api/menuler?Drafts=true',
    ]) {
      const draft = await call(required, 'GET', url, token);
      expect(draft.statusCode, url).toBe(403);
      expect(draft.json(), url).toMatchObject({ reason: 'second-factor-setup' });
    }
    await enableApp(required, token);
    expect((await call(required, 'GET', '/api/User', token)).statusCode).toBe(200);
    // The last factor stays.
    const last = await call(required, 'DELETE', '/api/User/me/totp', token);
    expect(last.statusCode).toBe(409);
    expect((last.json() as Json).message).toBe(MESSAGES.lastSecondFactor);
  });
});

describe('the set-up code (issue 46, finding 8)', () => {
  const coded = setupTestApp({ requireSecondFactor: true });

  it('is asked of an account added while a second factor is required, not the password alone', async () => {
    address = '198.51.100.7';
    // Without REQUIRE_SECOND_FACTOR a new account needs none.
    const plainAdmin = await login(t, ADMIN.username, ADMIN.password);
    const plain = await call(t, 'POST', '/api/Auth/register', plainAdmin.token, {
      username: 'kodsuz',
      password: 'kodsuz-Sifresi-2026',
    });
    expect((plain.json() as Json).data).toMatchObject({ username: 'kodsuz', setupCode: null });

    // The first administrator (ADMIN_PASSWORD, the operator's own) enrols without one.
    const admin = await login(coded, ADMIN.username, ADMIN.password);
    const adminSecurity = await call(coded, 'GET', '/api/User/me/security', admin.token);
    expect((adminSecurity.json() as Json).data).toMatchObject({ setupCodeRequired: false });
    await enableApp(coded, admin.token ?? '');
    const added = await call(coded, 'POST', '/api/Auth/register', admin.token, {
      username: 'kurulum',
      password: 'kurulum-Sifresi-2026',
    });
    expect(added.statusCode, added.body).toBe(201);
    const setupCode = ((added.json() as Json).data as { setupCode: string }).setupCode;
    expect(setupCode).toMatch(/^[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}$/);

    // Whoever has the password signs in, and is sent to set up a factor, which needs the code.
    const { token } = await login(coded, 'kurulum', 'kurulum-Sifresi-2026');
    const security = await call(coded, 'GET', '/api/User/me/security', token);
    expect((security.json() as Json).data).toMatchObject({
      secondFactorSetupRequired: true,
      setupCodeRequired: true,
    });
    const setup = await call(coded, 'POST', '/api/User/me/totp/setup', token);
    const { secret, ticket } = (setup.json() as Json).data as Record<string, string>;
    const code = await generate({ secret: secret ?? '' });
    const missing = await call(coded, 'POST', '/api/User/me/totp', token, { ticket, code });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      message: MESSAGES.setupCodeMissing,
      errors: { setupCode: [MESSAGES.setupCodeMissing] },
    });
    expect((await auditOf(coded, 'kurulum')).map((entry) => entry.action)).not.toContain(
      'second-factor-add-failed',
    );
    // A wrong code is a failed proof, audited and counted, even with the app's right code.
    const wrong = await call(coded, 'POST', '/api/User/me/totp', token, {
      ticket,
      code,
      setupCode: 'aaaa-bbbb-cccc',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ errors: { setupCode: [MESSAGES.setupCodeWrong] } });
    expect((await auditOf(coded, 'kurulum'))[0]?.action).toBe('second-factor-add-failed');
    const [counted] = await coded.ts.database.db.select().from(factorFailures);
    expect(counted?.failures).toBe(1);
    // So is a passkey's, before its answer is looked at.
    const begun = await call(coded, 'POST', '/api/User/me/passkeys/options', token);
    const passkeyTicket = ((begun.json() as Json).data as { ticket: string }).ticket;
    const passkey = await call(coded, 'POST', '/api/User/me/passkeys', token, {
      ticket: passkeyTicket,
      name: 'Anahtar',
      response: {},
      setupCode: 'aaaa-bbbb-cccc',
    });
    expect(passkey.statusCode).toBe(400);
    expect(passkey.json()).toMatchObject({ errors: { setupCode: [MESSAGES.setupCodeWrong] } });

    // The right one (case and dashes as typed do not matter) enrols, once.
    const enabled = await call(coded, 'POST', '/api/User/me/totp', token, {
      ticket,
      code,
      setupCode: setupCode.toUpperCase().replaceAll('-', ' '),
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const after = await call(coded, 'GET', '/api/User/me/security', token);
    expect((after.json() as Json).data).toMatchObject({
      totp: true,
      setupCodeRequired: false,
      secondFactorSetupRequired: false,
    });
    // A right answer starts the count again.
    expect(await coded.ts.database.db.select().from(factorFailures)).toEqual([]);
  });

  it('is spent by a passkey enrolled with it', async () => {
    address = '198.51.100.8';
    const admin = await login(coded, ADMIN.username, ADMIN.password);
    // The first test gave the administrator an app: the sign-in asks for its code.
    const adminId = (await coded.ts.store.findUser(ADMIN.username))?.id ?? '';
    const secret = (await coded.ts.store.secondFactorsOf(adminId)).totpSecret;
    const signedIn = await call(coded, 'POST', '/api/Auth/second-factor', null, {
      ticket: admin.secondFactor?.ticket,
      code: await nextCode(secret ?? ''),
    });
    const adminToken = ((signedIn.json() as Json).data as { token: string }).token;
    const added = await call(coded, 'POST', '/api/Auth/register', adminToken, {
      username: 'anahtarli',
      password: 'anahtarli-Sifresi-2026',
    });
    const setupCode = ((added.json() as Json).data as { setupCode: string }).setupCode;
    const { token } = await login(coded, 'anahtarli', 'anahtarli-Sifresi-2026');
    const key = await softPasskey();
    const begun = await call(coded, 'POST', '/api/User/me/passkeys/options', token);
    const { ticket, options } = (begun.json() as Json).data as {
      ticket: string;
      options: { challenge: string; rp: { id: string } };
    };
    const response = await key.register(options, 'http://localhost');
    const withoutCode = await call(coded, 'POST', '/api/User/me/passkeys', token, {
      ticket,
      name: 'Dizüstü',
      response,
    });
    expect(withoutCode.statusCode).toBe(400);
    expect((withoutCode.json() as Json).message).toBe(MESSAGES.setupCodeMissing);
    const enrolled = await call(coded, 'POST', '/api/User/me/passkeys', token, {
      ticket,
      name: 'Dizüstü',
      response,
      setupCode,
    });
    expect(enrolled.statusCode, enrolled.body).toBe(201);
    const user = await coded.ts.store.findUser('anahtarli');
    expect((await coded.ts.store.secondFactorsOf(user?.id ?? '')).setupCodeHash).toBeNull();
  });
});
