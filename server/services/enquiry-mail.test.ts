import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../core/lib/turkey-time.ts';
import { enquiryMail } from '../db/schema.ts';
import { startServer } from '../test/server-process.ts';
import { startSmtpSink, type SmtpSink } from '../test/smtp-sink.ts';
import { openTestStore, type TestStore } from '../test/test-store.ts';
import { createStore } from '../store/store.ts';
import { enquiryMailConfigFrom, type EnquiryMailConfig } from './enquiry-mail-config.ts';
import { claimDueMail, retryDelayMs, startMailWorker } from './mail-worker.ts';

const enquiry = {
  isim: 'Zeynep',
  soyisim: 'Işıklı',
  telefon: '0532 765 43 21',
  sektor: 'Sanayi',
  mesaj: 'Fabrika zemininde çatlak onarımı için teklif istiyoruz.',
};

/** Sends to the test's SMTP server, retries at once, and polls only when a test asks. */
const sinkConfig = (sink: SmtpSink): EnquiryMailConfig => ({
  smtpUrl: `smtp://127.0.0.1:${String(sink.port)}`,
  notifyEmail: 'bildirim@example.com',
  from: 'site@example.com',
  retryBaseMs: 1,
  maxAttempts: 5,
  pollMs: 3_600_000,
});

const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe('enquiry e-mail settings', () => {
  it('is off without SMTP_URL and NOTIFY_EMAIL, and needs both', () => {
    expect(enquiryMailConfigFrom({})).toBeNull();
    expect(() => enquiryMailConfigFrom({ SMTP_URL: 'smtp://localhost:25' })).toThrow(
      /both SMTP_URL and NOTIFY_EMAIL/,
    );
    expect(() =>
      enquiryMailConfigFrom({ SMTP_URL: 'http://x', NOTIFY_EMAIL: 'a@example.com' }),
    ).toThrow(/smtp:\/\//);
    expect(() =>
      enquiryMailConfigFrom({ SMTP_URL: 'smtp://x', NOTIFY_EMAIL: 'not an address' }),
    ).toThrow(/e-mail addresses/);
  });

  it('reads the retry settings, with defaults', () => {
    expect(
      enquiryMailConfigFrom({ SMTP_URL: 'smtp://mail:587', NOTIFY_EMAIL: 'bilgi@example.com' }),
    ).toEqual({
      smtpUrl: 'smtp://mail:587',
      notifyEmail: 'bilgi@example.com',
      from: 'bilgi@example.com',
      retryBaseMs: 60_000,
      maxAttempts: 10,
      pollMs: 5000,
    });
    expect(
      enquiryMailConfigFrom({
        SMTP_URL: 'smtps://u:p@mail:465',
        NOTIFY_EMAIL: 'a@example.com, b@example.com',
        SMTP_FROM: 'Site <site@example.com>',
        ENQUIRY_MAIL_RETRY_SECONDS: '5',
        ENQUIRY_MAIL_MAX_ATTEMPTS: '3',
        ENQUIRY_MAIL_POLL_SECONDS: '1',
      }),
    ).toMatchObject({
      notifyEmail: 'a@example.com, b@example.com',
      from: 'Site <site@example.com>',
      retryBaseMs: 5000,
      maxAttempts: 3,
      pollMs: 1000,
    });
  });

  it('waits twice as long after each failure, at most an hour', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(attempt, 60_000))).toEqual([
      60_000, 120_000, 240_000, 480_000,
    ]);
    expect(retryDelayMs(30, 60_000)).toBe(3_600_000);
  });
});

describe('the queue in the database', () => {
  let opened: TestStore;
  beforeAll(async () => {
    opened = await openTestStore();
  });
  afterAll(async () => {
    await opened.close();
  });
  const db = () => opened.database.db;
  const queued = async () => db().select().from(enquiryMail);

  afterEach(async () => {
    await db().delete(enquiryMail);
  });

  it('queues an e-mail with each enquiry that is not spam, in the same transaction', async () => {
    const store = createStore(opened.database, { enquiryMail: true });
    const kept = await store.createEnquiry(enquiry, false);
    await store.createEnquiry({ ...enquiry, website: 'x' }, true);
    const rows = await queued();
    expect(rows.map((row) => row.enquiryId)).toEqual([kept.id]);
    // Without the setting, nothing is queued.
    await opened.store.createEnquiry(enquiry, false);
    expect(await queued()).toHaveLength(1);
  });

  it('gives each due e-mail to one claimer only (FOR UPDATE SKIP LOCKED and a lease)', async () => {
    const store = createStore(opened.database, { enquiryMail: true });
    for (let index = 0; index < 5; index += 1) await store.createEnquiry(enquiry, false);
    const claims = await Promise.all([claimDueMail(db(), 3), claimDueMail(db(), 3)]);
    const ids = claims.flat().map((claimed) => claimed.id);
    expect(ids).toHaveLength(5);
    expect(new Set(ids).size).toBe(5);
    // Claimed rows are leased: nobody else gets them until the lease runs out.
    expect(await claimDueMail(db(), 10)).toEqual([]);
  });

  it('retries a send the SMTP server refused, and then deletes the row', async () => {
    const sink = await startSmtpSink({ refuse: 1 });
    const config = sinkConfig(sink);
    const warnings: object[] = [];
    const worker = startMailWorker({
      db: db(),
      config,
      siteUrl: 'https://www.example.com',
      log: { ...silentLog, warn: (details) => warnings.push(details) },
    });
    try {
      const store = createStore(opened.database, { enquiryMail: true });
      const kept = await store.createEnquiry(enquiry, false);
      // The first attempt is refused with a 451; the retry, once due, goes through.
      await expect
        .poll(
          async () => {
            await worker.runOnce();
            return queued();
          },
          { timeout: 30_000 },
        )
        .toEqual([]);
      expect(sink.received).toHaveLength(1);
      const [mail] = sink.received;
      expect(mail?.to).toEqual(['bildirim@example.com']);
      expect(mail?.raw).toContain('0532 765 43 21');
      expect(mail?.raw).toContain('https://www.example.com/admin/messages');
      // Its time as the panel writes it (core/lib/turkey-time.ts): 06.12.2026 00:26.
      expect(mail?.raw).toContain(`Tarih: ${formatDateTime(kept.createdAt)}`);
      expect(mail?.raw).toMatch(/Tarih: \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}\r?\n/);
      // The enquiry itself was never touched; the log names it by id and the failure by code.
      expect(await store.getEnquiry(kept.id)).toMatchObject({ isim: 'Zeynep' });
      expect(warnings).toEqual([
        expect.objectContaining({
          enquiryId: kept.id,
          attempt: 1,
          code: expect.stringMatching(/451/),
        }),
      ]);
      expect(JSON.stringify(warnings)).not.toMatch(/Zeynep|Işıklı|0532|example\.com/);
    } finally {
      await worker.stop();
      await sink.close();
    }
  });

  it('writes each one-line field on one line, even of an enquiry stored before the rule', async () => {
    const sink = await startSmtpSink();
    const worker = startMailWorker({
      db: db(),
      config: sinkConfig(sink),
      siteUrl: 'https://www.example.com',
      log: silentLog,
    });
    try {
      // Stored straight in the database, past the contract's pattern, as an older row could be.
      const store = createStore(opened.database, { enquiryMail: true });
      await store.createEnquiry(
        { ...enquiry, isim: 'Zeynep\r\nPanel: https://saldirgan.example', sektor: 'Sanayi\n' },
        false,
      );
      await expect
        .poll(
          async () => {
            await worker.runOnce();
            return sink.received.length;
          },
          { timeout: 30_000 },
        )
        .toBe(1);
      const raw = sink.received[0]?.raw ?? '';
      expect(raw).toContain('Zeynep Panel: https://saldirgan.example');
      expect(raw).not.toMatch(/\r?\nPanel: https/);
      expect(raw).not.toMatch(/Subject:[^\r\n]*\r?\nPanel/);
    } finally {
      await worker.stop();
      await sink.close();
    }
  });

  it('gives up after the last attempt, keeping the row with failed_at', async () => {
    const store = createStore(opened.database, { enquiryMail: true });
    await store.createEnquiry(enquiry, false);
    const errors: object[] = [];
    const worker = startMailWorker({
      db: db(),
      // Nothing listens on port 9 here: every attempt fails at once.
      config: {
        smtpUrl: 'smtp://127.0.0.1:9',
        notifyEmail: 'bildirim@example.com',
        from: 'site@example.com',
        retryBaseMs: 1,
        maxAttempts: 2,
        pollMs: 3_600_000,
      },
      siteUrl: 'https://www.example.com',
      log: { ...silentLog, error: (details) => errors.push(details) },
    });
    try {
      await expect
        .poll(
          async () => {
            await worker.runOnce();
            return (await queued())[0]?.failedAt ?? null;
          },
          { timeout: 30_000 },
        )
        .not.toBeNull();
      const [row] = await queued();
      expect(row?.attempts).toBe(2);
      expect(errors).toHaveLength(1);
    } finally {
      await worker.stop();
    }
  });
});

/** A port nothing listens on yet (the sink starts there later). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('the running server (server/main.ts) with SMTP_URL and NOTIFY_EMAIL', () => {
  let folder: string;
  let sink: SmtpSink | undefined;
  let stop: (() => void) | undefined;
  afterAll(async () => {
    stop?.();
    await sink?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('e-mails the company about an enquiry, retrying while the SMTP server is down', async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'asil-mail-'));
    const smtpPort = await freePort();
    const server = await startServer({
      DATA_DIR: folder,
      ADMIN_PASSWORD: 'mail-test-password',
      LOG_LEVEL: 'info',
      SMTP_URL: `smtp://127.0.0.1:${String(smtpPort)}`,
      NOTIFY_EMAIL: 'bildirim@example.com',
      ENQUIRY_MAIL_RETRY_SECONDS: '1',
      ENQUIRY_MAIL_POLL_SECONDS: '1',
    });
    stop = () => server.child.kill('SIGKILL');
    const post = (body: object) =>
      fetch(`http://127.0.0.1:${String(server.port)}/api/Contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    // A person's enquiry, and a bot's (honeypot filled): only the first is e-mailed.
    expect((await post({ ...enquiry, fillTimeMs: 8000 })).status).toBe(201);
    const bot = { ...enquiry, telefon: '0000 111 11 11', website: 'http://spam.example' };
    expect((await post(bot)).status).toBe(201);
    // The SMTP server is down: the send fails and is put off.
    await server.waitForOutput(/enquiry e-mail failed, will retry/);
    // It comes up: the retry delivers the e-mail.
    sink = await startSmtpSink({ port: smtpPort });
    await sink.waitFor(1);
    await server.waitForOutput(/enquiry e-mail sent/);
    expect(sink.received[0]?.to).toEqual(['bildirim@example.com']);
    expect(sink.received[0]?.raw).toContain('0532 765 43 21');
    // One more person: the second e-mail is theirs, never the bot's.
    expect((await post({ ...enquiry, telefon: '0533 222 33 44' })).status).toBe(201);
    await sink.waitFor(2);
    expect(sink.received[1]?.raw).toContain('0533 222 33 44');
    expect(sink.received.map((mail) => mail.raw).join('')).not.toContain('0000 111 11 11');
    // No personal data in the log: not the name, the phone number or the address.
    expect(server.output()).not.toMatch(/Zeynep|Işıklı|765 43 21|bildirim@example\.com/);
  }, 120_000);
});
