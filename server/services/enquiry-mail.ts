import { eq, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../db/open.ts';
import { enquiries, enquiryMail } from '../db/schema.ts';
import { senderName } from '../../core/lib/enquiry.ts';
import { formatDateTime } from '../../core/lib/turkey-time.ts';
import type { EnquiryMailConfig } from './enquiry-mail-config.ts';

/**
 * The company's e-mail about each new enquiry (issue 14, docs/decisions/0025): on when both
 * SMTP_URL and NOTIFY_EMAIL are set. The enquiry's store writes a row of `enquiry_mail` in the
 * enquiry's own transaction (server/store/enquiries.ts); this worker, in every server process,
 * claims due rows (FOR UPDATE SKIP LOCKED, with a lease so that a replica that died lets go),
 * sends, and deletes the row, or sets the next attempt after a growing wait. A failed send never
 * touches the enquiry. The log names the enquiry by id and the failure by its code only: no
 * name, phone, address or SMTP reply text (it may quote addresses).
 */
/** The wait before attempt `attempts + 1`: base, 2×base, 4×base, … at most an hour. */
export const retryDelayMs = (attempts: number, baseMs: number) =>
  Math.min(60 * 60_000, baseMs * 2 ** Math.max(0, attempts - 1));

/** A claim is held this long; a send gives up well before (the transport's timeouts). */
const LEASE_MS = 5 * 60_000;

interface Claimed {
  id: string;
  enquiryId: string;
  attempts: number;
}

async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Takes up to `limit` due notifications for this process, atomically: rows another process holds
 * (row lock, or a lease not yet run out) are skipped, so no two replicas send the same one.
 */
export async function claimDueMail(db: Db, limit: number): Promise<Claimed[]> {
  const rows = await rowsOf<{ id: string; enquiry_id: string; attempts: number }>(
    db,
    sql`update ${enquiryMail}
        set locked_until = now() + ${LEASE_MS} * interval '1 millisecond',
            attempts = attempts + 1
        where id in (
          select id from ${enquiryMail}
          where failed_at is null and next_attempt_at <= now()
            and (locked_until is null or locked_until <= now())
          order by next_attempt_at
          limit ${limit}
          for update skip locked)
        returning id, enquiry_id, attempts`,
  );
  return rows.map((row) => ({ id: row.id, enquiryId: row.enquiry_id, attempts: row.attempts }));
}

/** The code of a failed send, for the log and `last_error`: never its text. */
function failureCode(error: unknown): string {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  const parts = [typeof code === 'string' ? code : 'ERROR'];
  if (typeof responseCode === 'number') parts.push(String(responseCode));
  return parts.join(' ');
}

type Enquiry = typeof enquiries.$inferSelect;

/**
 * A one-line field as one line: the contract refuses control characters in them (issue 46), and an
 * enquiry stored before that cannot add a line (a forged 'Yönetim panelinde: ...') either.
 */
const oneLine = (text: string) => text.replace(/\p{Cc}+/gu, ' ');

/** The notification's text (Turkish, like the panel): every field, and where to answer it. */
function notificationOf(enquiry: Enquiry, siteUrl: string) {
  const name = senderName(enquiry);
  return {
    subject: `Yeni mesaj: ${oneLine(name)}`,
    text: [
      'İletişim formundan yeni bir mesaj geldi.',
      '',
      `İsim: ${oneLine(enquiry.isim)}`,
      `Soyisim: ${oneLine(enquiry.soyisim)}`,
      `Telefon: ${oneLine(enquiry.telefon)}`,
      `Sektör: ${oneLine(enquiry.sektor)}`,
      `Tarih: ${formatDateTime(enquiry.createdAt)}`,
      '',
      'Mesaj:',
      enquiry.mesaj,
      '',
      `Yönetim panelinde: ${siteUrl}/admin/messages`,
    ].join('\n'),
  };
}

interface MailLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

interface EnquiryMailWorker {
  /** Sends what is due now (the worker's own loop calls it; tests may too). */
  runOnce(): Promise<number>;
  /** Stops polling and waits for a send under way. */
  stop(): Promise<void>;
}

export function startEnquiryMailWorker({
  db,
  config,
  siteUrl,
  log,
}: {
  db: Db;
  config: EnquiryMailConfig;
  siteUrl: string;
  log: MailLog;
}): EnquiryMailWorker {
  const transport = nodemailer.createTransport(
    {
      url: config.smtpUrl,
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 60_000,
    },
    { from: config.from },
  );

  async function sendOne(claimed: Claimed): Promise<void> {
    const [enquiry] = await db.select().from(enquiries).where(eq(enquiries.id, claimed.enquiryId));
    if (!enquiry) {
      // Deleted before its e-mail went out: nothing to tell.
      await db.delete(enquiryMail).where(eq(enquiryMail.id, claimed.id));
      return;
    }
    try {
      await transport.sendMail({ to: config.notifyEmail, ...notificationOf(enquiry, siteUrl) });
      await db.delete(enquiryMail).where(eq(enquiryMail.id, claimed.id));
      log.info({ enquiryId: enquiry.id, attempt: claimed.attempts }, 'enquiry e-mail sent');
    } catch (error) {
      const code = failureCode(error);
      const givenUp = claimed.attempts >= config.maxAttempts;
      const delayMs = retryDelayMs(claimed.attempts, config.retryBaseMs);
      await db.execute(sql`update ${enquiryMail}
        set locked_until = null, last_error = ${code},
            next_attempt_at = now() + ${delayMs} * interval '1 millisecond',
            failed_at = ${givenUp ? sql`now()` : sql`null`}
        where id = ${claimed.id}`);
      const details = { enquiryId: enquiry.id, attempt: claimed.attempts, code };
      if (givenUp) log.error(details, 'enquiry e-mail given up (the enquiry is kept)');
      else log.warn({ ...details, retryInMs: delayMs }, 'enquiry e-mail failed, will retry');
    }
  }

  let running: Promise<number> | null = null;
  const runOnce = () => {
    running ??= (async () => {
      let sent = 0;
      try {
        for (;;) {
          const batch = await claimDueMail(db, 5);
          if (batch.length === 0) return sent;
          for (const claimed of batch) await sendOne(claimed);
          sent += batch.length;
        }
      } finally {
        running = null;
      }
    })();
    return running;
  };

  let stopped = false;
  const tick = async () => {
    try {
      await runOnce();
    } catch (error) {
      log.error({ code: failureCode(error) }, 'enquiry e-mail queue could not be read');
    }
  };
  const timer = setInterval(() => {
    if (!stopped) void tick();
  }, config.pollMs);
  timer.unref();
  void tick();

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => undefined);
      transport.close();
    },
  };
}
