import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import { auditLog } from '../db/schema.ts';
import { hashPassword } from '../services/auth.ts';
import { MESSAGES } from '../../core/domain/messages.ts';
import { ADMIN, setupTestApp } from '../test/test-app.ts';

/** The User operations (openapi/backend.yaml) and session ending, on PGlite or PostgreSQL. */
const t = setupTestApp();

interface Json {
  message: string;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function signIn(username: string, password: string, ip = '127.0.0.1') {
  const reply = await t.app.inject({
    method: 'POST',
    url: '/api/Auth/login',
    payload: { username, password },
    remoteAddress: ip,
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return (reply.json() as { data: { token: string } }).data.token;
}

/** A new administrator, registered by the seeded one. */
async function addAdmin(username: string, password = `${username}-Sifresi-2026`) {
  const reply = await t.app.inject({
    method: 'POST',
    url: '/api/Auth/register',
    payload: { username, password, email: `${username}@example.com` },
    headers: bearer(await signIn(ADMIN.username, ADMIN.password)),
  });
  expect(reply.statusCode, reply.body).toBe(201);
  return { id: (reply.json() as { data: { id: string } }).data.id, username, password };
}

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string,
  payload?: object,
) => t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

/** Whether a token still opens a protected operation. */
async function works(token: string): Promise<boolean> {
  const reply = await call('GET', '/api/User', token);
  if (reply.statusCode === 401) return false;
  expect(reply.statusCode).toBe(200);
  return true;
}

const auditRows = () => t.ts.database.db.select().from(auditLog).orderBy(asc(auditLog.seq));

describe('listUsers', () => {
  it('lists the administrators with their last sign-in, marking the caller', async () => {
    const before = Date.now();
    const token = await signIn(ADMIN.username, ADMIN.password);
    const editor = await addAdmin('liste-editor');
    const reply = await call('GET', '/api/User', token);
    expect(reply.statusCode).toBe(200);
    const { data } = reply.json() as {
      data: {
        id: string;
        username: string;
        email: string | null;
        createdAt: string;
        lastSignInAt: string | null;
        isCurrentUser: boolean;
      }[];
    };
    const admin = data.find((user) => user.username === ADMIN.username);
    expect(admin?.isCurrentUser).toBe(true);
    expect(Date.parse(admin?.lastSignInAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect(data.find((user) => user.id === editor.id)).toMatchObject({
      username: 'liste-editor',
      email: 'liste-editor@example.com',
      lastSignInAt: null,
      isCurrentUser: false,
    });
    expect(data.map((user) => user.username).indexOf(ADMIN.username)).toBe(0);
  });

  it('needs a token', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/User' });
    expect(reply.statusCode).toBe(401);
  });
});

describe('tokens and session generations', () => {
  it("carry the account's generation and are refused once it is raised", async () => {
    const editor = await addAdmin('nesil-editor');
    const first = await signIn(editor.username, editor.password);
    expect(decodeJwt(first).gen).toBe(0);
    const signOut = await call('POST', '/api/User/sign-out-everywhere', first);
    expect(signOut.statusCode).toBe(200);
    expect(signOut.json()).toEqual({
      success: true,
      message: MESSAGES.signedOutEverywhere,
      data: null,
    });
    expect(await works(first)).toBe(false);
    const next = await signIn(editor.username, editor.password);
    expect(decodeJwt(next).gen).toBe(1);
    expect(await works(next)).toBe(true);
  });

  it('refuses a token without a generation (issued before sessions could end)', async () => {
    const token = await signIn(ADMIN.username, ADMIN.password);
    const user = await t.ts.store.findUserById(decodeJwt(token).sub ?? '');
    const { SignJWT } = await import('jose');
    const legacy = await new SignJWT({ name: ADMIN.username })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user?.id ?? '')
      .setJti(crypto.randomUUID())
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(testConfig().jwtSecret ?? ''));
    expect(await works(legacy)).toBe(false);
  });

  it('end on every replica at once: the state is in the database', async () => {
    const editor = await addAdmin('replika-editor');
    const other = await buildApp({
      store: t.ts.store,
      storage: t.ts.storage,
      config: testConfig(),
      staticDir: null,
    });
    try {
      const token = await signIn(editor.username, editor.password);
      const onOther = () =>
        other.inject({ method: 'GET', url: '/api/User', headers: bearer(token) });
      expect((await onOther()).statusCode).toBe(200);
      expect((await call('POST', '/api/User/sign-out-everywhere', token)).statusCode).toBe(200);
      expect((await onOther()).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });
});

describe('changePassword', () => {
  it('needs the current password and a password that meets the policy', async () => {
    const editor = await addAdmin('sifre-editor');
    const token = await signIn(editor.username, editor.password);
    const wrong = await call('POST', '/api/User/change-password', token, {
      currentPassword: 'yanlis-sifre',
      newPassword: 'Yepyeni-Sifre-2026',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      success: false,
      message: MESSAGES.wrongCurrentPassword,
      data: null,
      errors: { currentPassword: [MESSAGES.wrongCurrentPassword] },
    });
    for (const [newPassword, message] of [
      ['kisa', MESSAGES.passwordTooShort],
      ['1q2w3e4r5t6y', MESSAGES.passwordTooCommon],
    ] as const) {
      const weak = await call('POST', '/api/User/change-password', token, {
        currentPassword: editor.password,
        newPassword,
      });
      expect(weak.statusCode).toBe(400);
      expect((weak.json() as { errors: unknown }).errors).toEqual({ newPassword: [message] });
    }
    expect(await works(token)).toBe(true);
  });

  it("ends the account's other sessions and keeps this one with a new token", async () => {
    const editor = await addAdmin('degisim-editor');
    const here = await signIn(editor.username, editor.password);
    const elsewhere = await signIn(editor.username, editor.password);
    const admin = await signIn(ADMIN.username, ADMIN.password);
    const reply = await call('POST', '/api/User/change-password', here, {
      currentPassword: editor.password,
      newPassword: 'Degisen-Sifre-2026',
    });
    expect(reply.statusCode).toBe(200);
    const body = reply.json() as { message: string; data: { token: string; expiration: string } };
    expect(body.message).toBe(MESSAGES.passwordChanged);
    expect(decodeJwt(body.data.token)).toMatchObject({ name: editor.username, gen: 1 });
    expect(await works(body.data.token)).toBe(true);
    expect(await works(here)).toBe(false);
    expect(await works(elsewhere)).toBe(false);
    expect(await works(admin)).toBe(true);

    const old = await t.app.inject({
      method: 'POST',
      url: '/api/Auth/login',
      payload: { username: editor.username, password: editor.password },
      remoteAddress: '10.9.0.1',
    });
    expect(old.statusCode).toBe(401);
    expect(await signIn(editor.username, 'Degisen-Sifre-2026')).toBeTruthy();
  });
});

describe('resetUserPassword', () => {
  it("gives another administrator a generated password and ends all of that account's sessions", async () => {
    const editor = await addAdmin('sifirla-editor');
    const theirs = await signIn(editor.username, editor.password);
    const admin = await signIn(ADMIN.username, ADMIN.password);
    const reply = await call('POST', `/api/User/${editor.id}/reset-password`, admin);
    expect(reply.statusCode).toBe(200);
    const body = reply.json() as { message: string; data: { password: string } };
    expect(body.message).toBe(MESSAGES.passwordReset);
    expect(body.data.password).toMatch(/^\w{4}(-\w{4}){3}$/);
    expect(await works(theirs)).toBe(false);
    expect(await works(admin)).toBe(true);
    // A generated password signs in, and must be changed before anything else (issue 23).
    const generated = await signIn(editor.username, body.data.password);
    const refused = await call('GET', '/api/User', generated);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      message: MESSAGES.passwordChangeRequired,
      reason: 'password-change',
    });
    const changed = await call('POST', '/api/User/change-password', generated, {
      currentPassword: body.data.password,
      newPassword: 'Kendi-Sifresi-2026',
    });
    expect(changed.statusCode).toBe(200);
    const token = (changed.json() as { data: { token: string } }).data.token;
    expect(await works(token)).toBe(true);
  });

  it('refuses your own account (change it instead) and an unknown one', async () => {
    const admin = await signIn(ADMIN.username, ADMIN.password);
    const me = await t.ts.store.findUser(ADMIN.username);
    const own = await call('POST', `/api/User/${me?.id}/reset-password`, admin);
    expect(own.statusCode).toBe(409);
    expect((own.json() as Json).message).toBe(MESSAGES.resetOwnPassword);
    const unknown = await call(
      'POST',
      '/api/User/00000000-0000-4000-8000-00000000abcd/reset-password',
      admin,
    );
    expect(unknown.statusCode).toBe(404);
    const invalid = await call('POST', '/api/User/not-an-id/reset-password', admin);
    expect(invalid.statusCode).toBe(400);
  });
});

describe('deleteUser', () => {
  it('removes another administrator, whose tokens stop working at once', async () => {
    const editor = await addAdmin('silinecek-editor');
    const theirs = await signIn(editor.username, editor.password);
    const admin = await signIn(ADMIN.username, ADMIN.password);
    const reply = await call('DELETE', `/api/User/${editor.id.toUpperCase()}`, admin);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ success: true, message: MESSAGES.userRemoved, data: null });
    expect(await works(theirs)).toBe(false);
    expect(await t.ts.store.findUser(editor.username)).toBeNull();
    const again = await call('DELETE', `/api/User/${editor.id}`, admin);
    expect(again.statusCode).toBe(404);
  });

  it('never removes yourself', async () => {
    const admin = await signIn(ADMIN.username, ADMIN.password);
    const me = await t.ts.store.findUser(ADMIN.username);
    const reply = await call('DELETE', `/api/User/${me?.id}`, admin);
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toEqual({
      success: false,
      message: MESSAGES.cannotRemoveYourself,
      data: null,
    });
  });

  it('never removes the last administrator, even two removing each other at once', async () => {
    // Every other administrator goes first, so that two are left.
    const admin = await signIn(ADMIN.username, ADMIN.password);
    const me = await t.ts.store.findUser(ADMIN.username);
    for (const user of await t.ts.store.listUsers()) {
      if (user.id !== me?.id) await call('DELETE', `/api/User/${user.id}`, admin);
    }
    const last = await addAdmin('son-editor');
    const theirs = await signIn(last.username, last.password);
    const both = await Promise.all([
      call('DELETE', `/api/User/${last.id}`, admin),
      call('DELETE', `/api/User/${me?.id}`, theirs),
    ]);
    // One wins; the other is refused as the last one (409), or finds its own account gone (401).
    const [won, refused] = [...both].sort((a, b) => a.statusCode - b.statusCode);
    expect(won?.statusCode).toBe(200);
    expect([401, 409]).toContain(refused?.statusCode);
    expect([MESSAGES.cannotRemoveLastAdmin, MESSAGES.unauthorized]).toContain(
      (refused?.json() as Json).message,
    );
    expect(await t.ts.store.countUsers()).toBe(1);
    // Either may have won: the tests after this one sign in as the seeded administrator.
    if (!(await t.ts.store.findUser(ADMIN.username))) {
      await t.ts.store.createUser({
        username: ADMIN.username,
        email: null,
        passwordHash: await hashPassword(ADMIN.password),
      });
    }
  });
});

describe('roles (issue 46)', () => {
  it('sets a role: 404 for no account, 409 for the last admin, and the sessions follow at once', async () => {
    const token = await signIn(ADMIN.username, ADMIN.password);
    const missing = await call(
      'PUT',
      '/api/User/7d6c5b4a-3f2e-4d1c-8b0a-9f8e7d6c5b4a/role',
      token,
      { role: 'editor' },
    );
    expect(missing.statusCode).toBe(404);
    // Every other admin an editor: the caller is the last admin, and stays one.
    const accounts = (await call('GET', '/api/User', token)).json() as {
      data: { id: string; role: string; isCurrentUser: boolean }[];
    };
    for (const other of accounts.data.filter((account) => !account.isCurrentUser)) {
      await call('PUT', `/api/User/${other.id}/role`, token, { role: 'editor' });
    }
    const me = accounts.data.find((account) => account.isCurrentUser);
    const last = await call('PUT', `/api/User/${me?.id ?? ''}/role`, token, { role: 'sales' });
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({ message: MESSAGES.cannotDemoteLastAdmin });
    // A role changed while its account is signed in applies to the next request of that session.
    const colleague = await addAdmin('rol-degisen');
    const session = await signIn('rol-degisen', 'rol-degisen-Sifresi-2026');
    expect((await call('GET', '/api/User', session)).statusCode).toBe(200);
    const changed = await call('PUT', `/api/User/${colleague.id}/role`, token, { role: 'editor' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      message: 'rol-degisen artık Editör rolünde.',
      data: { id: colleague.id, role: 'editor' },
    });
    const refused = await call('GET', '/api/User', session);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ reason: 'role' });
  });
});

describe('the audit log', () => {
  it('records sign-ins, failed sign-ins with the address, and every account change', async () => {
    const start = (await auditRows()).length;
    await signIn(ADMIN.username, ADMIN.password, '192.0.2.10');
    await t.app.inject({
      method: 'POST',
      url: '/api/Auth/login',
      payload: { username: 'kimse', password: 'yanlis-sifre' },
      remoteAddress: '192.0.2.11',
    });
    const editor = await addAdmin('kayit-editor');
    const admin = await signIn(ADMIN.username, ADMIN.password, '192.0.2.10');
    await call('POST', `/api/User/${editor.id}/reset-password`, admin);
    const changed = await call('POST', '/api/User/change-password', admin, {
      currentPassword: ADMIN.password,
      newPassword: ADMIN.password,
    });
    const next = (changed.json() as { data: { token: string } }).data.token;
    await call('DELETE', `/api/User/${editor.id}`, next);
    await call('POST', '/api/User/sign-out-everywhere', next);

    const rows = (await auditRows()).slice(start);
    const seen = rows.map((row) => [
      row.action,
      row.username,
      row.targetKind === null ? null : row.targetName,
    ]);
    expect(seen).toEqual([
      ['sign-in', ADMIN.username, null],
      // No account is 'kimse': the name typed is not kept (issue 46).
      ['sign-in-failed', null, null],
      ['sign-in', ADMIN.username, null],
      ['user-create', ADMIN.username, 'kayit-editor'],
      ['sign-in', ADMIN.username, null],
      ['password-reset', ADMIN.username, 'kayit-editor'],
      ['password-change', ADMIN.username, ADMIN.username],
      ['user-remove', ADMIN.username, 'kayit-editor'],
      ['sign-out-everywhere', ADMIN.username, ADMIN.username],
    ]);
    expect(rows[1]?.address).toBe('192.0.2.11');
    expect(rows[0]?.address).toBe('192.0.2.10');
    expect(rows[3]).toMatchObject({ targetKind: 'user', targetId: editor.id });
  });
});
