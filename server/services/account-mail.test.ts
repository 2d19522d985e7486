import { generate } from 'otplib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../core/lib/turkey-time.ts';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import { accountMail } from '../db/schema.ts';
import { hashPassword } from './auth.ts';
import { startMailWorker } from './mail-worker.ts';
import { readMail, startSmtpSink, type SmtpSink } from '../test/smtp-sink.ts';
import { openTestStore, type TestStore } from '../test/test-store.ts';
import { createStore } from '../store/store.ts';

/**
 * The e-mail that tells an account of a change to its sign-in (issue 46): queued with the change's
 * audit line (server/store/audit.ts) when the server sends mail, sent by the mail worker
 * (server/services/mail-worker.ts) to the account's own address, through a real SMTP server.
 */
const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
const SITE = 'https://www.asilyapi.example';

let opened: TestStore;
let sink: SmtpSink;
beforeAll(async () => {
  opened = await openTestStore();
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink.close();
  await opened.close();
});
const db = () => opened.database.db;
const queued = () => db().select().from(accountMail);
afterEach(async () => {
  await db().delete(accountMail);
  sink.received.length = 0;
});

const workerFor = () =>
  startMailWorker({
    db: db(),
    config: {
      smtpUrl: `smtp://127.0.0.1:${String(sink.port)}`,
      notifyEmail: 'bildirim@example.com',
      from: 'site@example.com',
      retryBaseMs: 1,
      maxAttempts: 3,
      pollMs: 3_600_000,
    },
    siteUrl: SITE,
    log: silentLog,
  });

let counter = 0;
async function account(email: string | null) {
  counter += 1;
  return opened.store.createUser({
    username: `sahip${String(counter)}`,
    email,
    passwordHash: await hashPassword('Sahibin-Sifresi-2026'),
  });
}

describe('the queue', () => {
  it('holds one e-mail per change to a sign-in of an account with an address, only when on', async () => {
    const store = createStore(opened.database, { accountMail: true });
    const owner = await account('sahip@example.com');
    const silent = await account(null);
    const target = (user: { id: string; username: string }) => ({
      kind: 'user' as const,
      id: user.id,
      name: user.username,
    });
    await store.recordAudit({
      action: 'second-factor-add',
      username: owner.username,
      address: '203.0.113.7',
      target: target(owner),
    });
    // Not a change to the sign-in; an account without an address; mail off.
    await store.recordAudit({
      action: 'sign-in',
      username: owner.username,
      address: '203.0.113.7',
      target: target(owner),
    });
    await store.recordAudit({
      action: 'second-factor-remove',
      username: silent.username,
      address: '203.0.113.7',
      target: target(silent),
    });
    await opened.store.recordAudit({
      action: 'password-change',
      username: owner.username,
      address: '203.0.113.7',
      target: target(owner),
    });
    const rows = await queued();
    expect(rows.map((row) => [row.userId, row.action, row.address])).toEqual([
      [owner.id, 'second-factor-add', '203.0.113.7'],
    ]);
  });

  it('sends to the account, and tells nothing to an account removed before the send', async () => {
    const store = createStore(opened.database, { accountMail: true });
    const owner = await account('sahip@example.com');
    const gone = await account('eski@example.com');
    for (const user of [owner, gone]) {
      await store.recordAudit({
        action: 'second-factor-reset',
        username: null,
        address: null,
        target: { kind: 'user', id: user.id, name: user.username },
      });
    }
    await store.removeUser(gone.id);
    const [row] = await queued();
    const worker = workerFor();
    try {
      await worker.runOnce();
    } finally {
      await worker.stop();
    }
    expect(await queued()).toEqual([]);
    expect(sink.received.map((mail) => mail.to)).toEqual([['sahip@example.com']]);
    const mail = readMail(sink.received[0]?.raw ?? '');
    expect(mail.subject).toBe(
      'Hesap güvenliği: Hesabınızın ikinci doğrulama yöntemleri sıfırlandı',
    );
    expect(mail.text).toBe(
      [
        `Merhaba ${owner.username},`,
        '',
        'Yönetim panelindeki hesabınızda bir değişiklik yapıldı: Hesabınızın ikinci doğrulama ' +
          'yöntemleri sıfırlandı.',
        '',
        `Tarih: ${formatDateTime(row?.createdAt ?? new Date())}`,
        'Adres: sunucunun komut satırı (npm run admin)',
        '',
        'Bu değişikliği siz yaptıysanız başka bir şey yapmanız gerekmez.',
        'Siz yapmadıysanız hemen giriş yapıp şifrenizi değiştirin, Hesap Güvenliği sayfasında ' +
          "'Tüm oturumları kapat' deyin ve başka bir yöneticiye haber verin:",
        `${SITE}/admin/security`,
        '',
      ].join('\n'),
    );
  });
});

describe('over HTTP', () => {
  it('tells the owner when an authenticator app is added and removed, and of new codes', async () => {
    const store = createStore(opened.database, { accountMail: true });
    const owner = await account('sahip@example.com');
    const app = await buildApp({ store, storage: opened.storage, config: testConfig({}) });
    try {
      const send = async (
        method: 'GET' | 'POST' | 'DELETE',
        url: string,
        token: string | null,
        payload?: object,
      ) =>
        app.inject({
          method,
          url,
          remoteAddress: '198.51.100.4',
          headers: token ? { authorization: `Bearer ${token}` } : {},
          ...(payload ? { payload } : {}),
        });
      const login = await send('POST', '/api/Auth/login', null, {
        username: owner.username,
        password: 'Sahibin-Sifresi-2026',
      });
      expect(login.statusCode, login.body).toBe(200);
      const token = (login.json() as { data: { token: string } }).data.token;
      const setup = await send('POST', '/api/User/me/totp/setup', token);
      const { secret, ticket } = (setup.json() as { data: { secret: string; ticket: string } })
        .data;
      const enabled = await send('POST', '/api/User/me/totp', token, {
        ticket,
        code: await generate({ secret }),
      });
      expect(enabled.statusCode, enabled.body).toBe(200);
      const codes = await send('POST', '/api/User/me/recovery-codes', token);
      expect(codes.statusCode, codes.body).toBe(200);
      const removed = await send('DELETE', '/api/User/me/totp', token);
      expect(removed.statusCode, removed.body).toBe(200);
    } finally {
      await app.close();
    }
    const worker = workerFor();
    try {
      await worker.runOnce();
    } finally {
      await worker.stop();
    }
    expect(sink.received.map((mail) => mail.to)).toEqual([
      ['sahip@example.com'],
      ['sahip@example.com'],
      ['sahip@example.com'],
    ]);
    const mails = sink.received.map((mail) => readMail(mail.raw));
    // One for each change (a batch goes out in any order).
    expect(mails.map((mail) => mail.subject).sort()).toEqual(
      [
        'Hesap güvenliği: Hesabınıza yeni bir ikinci doğrulama yöntemi eklendi',
        'Hesap güvenliği: Hesabınız için yeni kurtarma kodları oluşturuldu',
        'Hesap güvenliği: Hesabınızdan bir ikinci doğrulama yöntemi kaldırıldı',
      ].sort(),
    );
    expect(mails.every((mail) => mail.text.includes('Adres: 198.51.100.4\n'))).toBe(true);
    expect(await queued()).toEqual([]);
  });
});
