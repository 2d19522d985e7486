import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, testConfig } from '../config.ts';
import { digestMail, digestRuns, enquiries } from '../db/schema.ts';
import { readMail, startSmtpSink, type SmtpSink } from '../test/smtp-sink.ts';
import { openTestStore, type TestStore } from '../test/test-store.ts';
import { hashPassword } from './auth.ts';
import { digestDayAt, queueDigest, sendsDigest, startEnquiryDigest } from './enquiry-digest.ts';
import { startMailWorker } from './mail-worker.ts';

/**
 * The assignees' daily digest (issue 48): the time rule (weekdays from 09:00 in Turkey, once a
 * day), its content, one claim across two jobs on one database, and the setting. The clock is
 * injected: fixed days in the past, whatever the real date.
 */
const SITE = 'https://www.asilyapi.example';
const warnings: object[] = [];
const log = {
  info: () => undefined,
  warn: (details: object) => void warnings.push(details),
  error: () => undefined,
};

/** A moment given by its time in Turkey. */
const turkey = (wallClock: string) => new Date(`${wallClock}+03:00`);

describe('when the digest is due', () => {
  it('is due on weekdays from 09:00 in Turkey, the whole day after', () => {
    expect(digestDayAt(turkey('2026-03-04T08:59:59'))).toBeNull();
    expect(digestDayAt(turkey('2026-03-04T09:00:00'))).toBe('2026-03-04');
    // A replica started at 10:00 still finds the day's digest due.
    expect(digestDayAt(turkey('2026-03-04T10:00:00'))).toBe('2026-03-04');
    expect(digestDayAt(turkey('2026-03-06T23:59:00'))).toBe('2026-03-06');
    // Monday 09:00 in Turkey is 06:00 UTC; Sunday night in UTC is Monday in Turkey.
    expect(digestDayAt(new Date('2026-03-09T06:00:00Z'))).toBe('2026-03-09');
    expect(digestDayAt(turkey('2026-03-09T00:30:00'))).toBeNull();
  });

  it('is never due on Saturday or Sunday', () => {
    expect(digestDayAt(turkey('2026-03-07T09:00:00'))).toBeNull();
    expect(digestDayAt(turkey('2026-03-08T12:00:00'))).toBeNull();
  });

  it('is off with ENQUIRY_DIGEST=off, and without e-mail', () => {
    const mail = {
      SMTP_URL: 'smtp://mail:587',
      NOTIFY_EMAIL: 'bilgi@example.com',
    };
    expect(sendsDigest(loadConfig(mail, '/tmp'))).toBe(true);
    expect(sendsDigest(loadConfig({ ...mail, ENQUIRY_DIGEST: 'off' }, '/tmp'))).toBe(false);
    expect(sendsDigest(loadConfig({}, '/tmp'))).toBe(false);
  });
});

describe('the digest', () => {
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
  afterEach(async () => {
    await db().delete(digestMail);
    await db().delete(enquiries);
    sink.received.length = 0;
    warnings.length = 0;
  });

  const mailConfig = () => ({
    smtpUrl: `smtp://127.0.0.1:${String(sink.port)}`,
    notifyEmail: 'bildirim@example.com',
    from: 'site@example.com',
    retryBaseMs: 1,
    maxAttempts: 3,
    pollMs: 3_600_000,
  });

  let counter = 0;
  async function account(email: string | null) {
    counter += 1;
    return opened.store.createUser({
      username: `temsilci${String(counter)}`,
      email,
      passwordHash: await hashPassword('Temsilcinin-Sifresi-2026'),
    });
  }

  let phone = 0;
  /** An enquiry sent at `createdAt`, then followed up. */
  async function enquiry(
    isim: string,
    createdAt: Date,
    followUp: { status?: 'new' | 'contacted' | 'won'; assigneeId?: string; callbackAt?: string },
  ) {
    phone += 1;
    const sent = await opened.store.createEnquiry(
      {
        isim,
        soyisim: 'Yılmaz',
        telefon: `0532 000 00 ${String(phone).padStart(2, '0')}`,
        sektor: 'Konut',
        mesaj: 'Çatı su yalıtımı için keşif istiyoruz.',
      },
      false,
    );
    await opened.store.updateEnquiryFollowUp(sent.id, { status: 'new', ...followUp });
    await db().update(enquiries).set({ createdAt }).where(eq(enquiries.id, sent.id));
    return sent;
  }

  const queuedRows = () => db().select().from(digestMail);

  it('queues one e-mail an assignee with enquiries waiting, once a day', async () => {
    const ayse = await account('ayse@example.com');
    const mehmet = await account('mehmet@example.com');
    await enquiry('Ali', turkey('2026-03-02T10:00:00'), { assigneeId: ayse.id });
    await enquiry('Veli', turkey('2026-03-03T10:00:00'), { assigneeId: ayse.id });
    // Called, callback not yet come; closed; nobody's: none of them in a digest.
    await enquiry('Can', turkey('2026-03-03T11:00:00'), {
      status: 'contacted',
      assigneeId: mehmet.id,
      callbackAt: '2026-03-05',
    });
    await enquiry('Cem', turkey('2026-03-03T12:00:00'), { status: 'won', assigneeId: mehmet.id });
    await enquiry('Ece', turkey('2026-03-03T12:00:00'), {});

    // Before 09:00 nothing; at 10:00 (a replica started late) the day's digest, once.
    expect(await queueDigest(db(), turkey('2026-03-04T08:30:00'), log)).toBe(0);
    expect(await queueDigest(db(), turkey('2026-03-04T10:00:00'), log)).toBe(1);
    expect(await queueDigest(db(), turkey('2026-03-04T11:00:00'), log)).toBe(0);
    expect((await queuedRows()).map((row) => row.userId)).toEqual([ayse.id]);
    expect(
      await db().select().from(digestRuns).where(eq(digestRuns.day, '2026-03-04')),
    ).toHaveLength(1);

    // The next day, Mehmet's callback has come: both get one.
    await db().delete(digestMail);
    expect(await queueDigest(db(), turkey('2026-03-05T09:00:00'), log)).toBe(2);
    // Saturday: nothing.
    expect(await queueDigest(db(), turkey('2026-03-07T09:00:00'), log)).toBe(0);
  });

  it('sends each assignee the list: name, phone, status, callback, age and a link', async () => {
    const ayse = await account('ayse@example.com');
    const ali = await enquiry('Ali', turkey('2026-03-10T10:00:00'), { assigneeId: ayse.id });
    const veli = await enquiry('Veli', turkey('2026-03-11T18:00:00'), {
      status: 'contacted',
      assigneeId: ayse.id,
      callbackAt: '2026-03-12',
    });
    expect(await queueDigest(db(), turkey('2026-03-12T09:00:00'), log)).toBe(1);
    const worker = startMailWorker({ db: db(), config: mailConfig(), siteUrl: SITE, log });
    try {
      await sink.waitFor(1);
      await expect.poll(async () => (await queuedRows()).length).toBe(0);
    } finally {
      await worker.stop();
    }
    const [received] = sink.received;
    expect(received?.to).toEqual(['ayse@example.com']);
    const { subject, text } = readMail(received?.raw ?? '');
    expect(subject).toBe('Aranmayı bekleyen mesajlar: 2');
    expect(text).toContain(`Merhaba ${ayse.username},`);
    expect(text).toContain('1. Ali Yılmaz, 0532 000 00');
    expect(text).toContain('Durum: Yeni, 2 gün önce geldi');
    expect(text).toContain('Durum: İletişime geçildi, geri arama: 12.03.2026, dün geldi');
    // Each enquiry's link opens it in the inbox, whatever the inbox's search and days.
    expect(text).toContain(`   ${SITE}/admin/messages?open=${ali.id}`);
    expect(text).toContain(`   ${SITE}/admin/messages?open=${veli.id}`);
  });

  it('skips an account without an e-mail address, and logs it', async () => {
    const silent = await account(null);
    await enquiry('Ali', turkey('2026-03-13T08:00:00'), { assigneeId: silent.id });
    expect(await queueDigest(db(), turkey('2026-03-13T09:00:00'), log)).toBe(0);
    expect(warnings).toEqual([{ userId: silent.id, day: '2026-03-13' }]);
  });

  it('is claimed once by two jobs on one database', async () => {
    const ayse = await account('ayse@example.com');
    const mehmet = await account('mehmet@example.com');
    await enquiry('Ali', turkey('2026-03-16T08:00:00'), { assigneeId: ayse.id });
    await enquiry('Veli', turkey('2026-03-16T08:00:00'), { assigneeId: mehmet.id });
    const now = () => turkey('2026-03-16T09:00:05');
    const config = testConfig({ enquiryMail: mailConfig(), enquiryDigest: true });
    const jobs = [1, 2].map(() =>
      startEnquiryDigest({ db: db(), config, log, now, intervalMs: 3_600_000 }),
    );
    try {
      const queued = await Promise.all(jobs.map((job) => job?.runOnce()));
      expect(queued.reduce((total = 0, count = 0) => total + count, 0)).toBe(2);
      expect(await queuedRows()).toHaveLength(2);
    } finally {
      await Promise.all(jobs.map((job) => job?.stop()));
    }
  });

  it('sends nothing with ENQUIRY_DIGEST=off', async () => {
    const ayse = await account('ayse@example.com');
    await enquiry('Ali', turkey('2026-03-17T08:00:00'), { assigneeId: ayse.id });
    const config = testConfig({ enquiryMail: mailConfig(), enquiryDigest: false });
    const job = startEnquiryDigest({
      db: db(),
      config,
      log,
      now: () => turkey('2026-03-17T09:30:00'),
    });
    expect(job).toBeNull();
    expect(await queuedRows()).toEqual([]);
    expect(await db().select().from(digestRuns).where(eq(digestRuns.day, '2026-03-17'))).toEqual(
      [],
    );
  });
});
