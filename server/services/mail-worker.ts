import { eq, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../db/open.ts';
import { accountMail, digestMail, enquiries, enquiryMail, users } from '../db/schema.ts';
import { isAccountMailAction, type AuditAction } from '../../core/domain/audit.ts';
import { senderName } from '../../core/lib/enquiry.ts';
import { formatDateTime } from '../../core/lib/turkey-time.ts';
import { accountMailOf } from './account-mail.ts';
import { composeDigestMail } from './enquiry-digest.ts';
import type { EnquiryMailConfig } from './enquiry-mail-config.ts';

/**
 * The server's e-mails, from three queues in the database: the company's e-mail about each new
 * enquiry (issue 14, docs/decisions/0025), on when both SMTP_URL and NOTIFY_EMAIL are set, and,
 * with the same settings, the e-mail that tells an account of a change to its sign-in (issue 46,
 * server/services/account-mail.ts), and the assignees' daily digest (issue 48,
 * server/services/enquiry-digest.ts, queued in `digest_mail` by the replica that claims the
 * day). A row of `enquiry_mail` is written in the enquiry's own transaction
 * (server/store/enquiries.ts), one of `account_mail` with the change's audit line
 * (server/store/audit.ts); this worker, in every server process, claims due rows (FOR UPDATE SKIP
 * LOCKED, with a lease so that a replica that died lets go), sends, and deletes the row, or sets
 * the next attempt after a growing wait. A failed send never touches the enquiry or the account.
 * The log names the record by id and the failure by its code only: no name, phone, address or
 * SMTP reply text (it may quote addresses).
 */
/** The wait before attempt `attempts + 1`: base, 2×base, 4×base, … at most an hour. */
export const retryDelayMs = (attempts: number, baseMs: number) =>
  Math.min(60 * 60_000, baseMs * 2 ** Math.max(0, attempts - 1));

/** A claim is held this long; a send gives up well before (the transport's timeouts). */
const LEASE_MS = 5 * 60_000;

type MailTable = typeof enquiryMail | typeof accountMail | typeof digestMail;

interface Claimed {
  id: string;
  attempts: number;
}

interface ClaimedEnquiryMail extends Claimed {
  enquiryId: string;
}

async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Takes up to `limit` due rows of a queue for this process, atomically: rows another process holds
 * (row lock, or a lease not yet run out) are skipped, so no two replicas send the same one.
 */
async function claimDue<T extends { id: string; attempts: number }>(
  db: Db,
  table: MailTable,
  limit: number,
): Promise<T[]> {
  return rowsOf<T>(
    db,
    sql`update ${table}
        set locked_until = now() + ${LEASE_MS} * interval '1 millisecond',
            attempts = attempts + 1
        where id in (
          select id from ${table}
          where failed_at is null and next_attempt_at <= now()
            and (locked_until is null or locked_until <= now())
          order by next_attempt_at
          limit ${limit}
          for update skip locked)
        returning *`,
  );
}

/** The enquiries' notifications due now (see {@link claimDue}). */
export async function claimDueMail(db: Db, limit: number): Promise<ClaimedEnquiryMail[]> {
  const rows = await claimDue<{ id: string; enquiry_id: string; attempts: number }>(
    db,
    enquiryMail,
    limit,
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

interface MailWorker {
  /** Sends what is due now (the worker's own loop calls it; tests may too). */
  runOnce(): Promise<number>;
  /** Stops polling and waits for a send under way. */
  stop(): Promise<void>;
}

interface Outgoing {
  to: string;
  subject: string;
  text: string;
}

/** One queue: its table, what its log calls a mail, and how a claimed row becomes one. */
interface Queue {
  table: MailTable;
  /** 'enquiry e-mail', 'account e-mail': the log's words. */
  name: string;
  /** What is kept when a mail is given up, for the log. */
  kept: string;
  claim(limit: number): Promise<Claimed[]>;
  /** The mail and the log's ids, or null when there is nothing to tell any more. */
  compose(claimed: Claimed): Promise<{ mail: Outgoing; ids: object } | null>;
}

export function startMailWorker({
  db,
  config,
  siteUrl,
  log,
}: {
  db: Db;
  config: EnquiryMailConfig;
  siteUrl: string;
  log: MailLog;
}): MailWorker {
  const transport = nodemailer.createTransport(
    {
      url: config.smtpUrl,
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 60_000,
    },
    { from: config.from },
  );

  const queues: Queue[] = [
    {
      table: enquiryMail,
      name: 'enquiry e-mail',
      kept: 'the enquiry is kept',
      claim: (limit) => claimDueMail(db, limit),
      async compose(claimed) {
        const { enquiryId } = claimed as ClaimedEnquiryMail;
        const [enquiry] = await db.select().from(enquiries).where(eq(enquiries.id, enquiryId));
        // Deleted before its e-mail went out: nothing to tell.
        if (!enquiry) return null;
        return {
          mail: { to: config.notifyEmail, ...notificationOf(enquiry, siteUrl) },
          ids: { enquiryId },
        };
      },
    },
    {
      table: accountMail,
      name: 'account e-mail',
      kept: 'the change stands',
      claim: (limit) => claimDue(db, accountMail, limit),
      async compose(claimed) {
        const row = claimed as Claimed & {
          user_id: string;
          action: AuditAction;
          address: string | null;
          created_at: Date | string;
        };
        const { action } = row;
        const [user] = await db
          .select({ username: users.username, email: users.email })
          .from(users)
          .where(eq(users.id, row.user_id));
        // Removed, or its address taken away, before the e-mail went out.
        if (!user?.email || !isAccountMailAction(action)) return null;
        const mail = accountMailOf({
          username: user.username,
          action,
          address: row.address,
          at: new Date(row.created_at),
          siteUrl,
        });
        return {
          mail: { to: user.email, ...mail },
          ids: { userId: row.user_id, action: row.action },
        };
      },
    },
    {
      // The assignees' daily digest (issue 48, server/services/enquiry-digest.ts).
      table: digestMail,
      name: 'digest e-mail',
      kept: 'the enquiries are in the panel',
      claim: (limit) => claimDue(db, digestMail, limit),
      compose: (claimed) =>
        composeDigestMail(db, claimed as Claimed & { user_id: string; day: string }, siteUrl),
    },
  ];

  async function sendOne(queue: Queue, claimed: Claimed): Promise<void> {
    const composed = await queue.compose(claimed);
    if (!composed) {
      await db.delete(queue.table).where(eq(queue.table.id, claimed.id));
      return;
    }
    try {
      await transport.sendMail(composed.mail);
      await db.delete(queue.table).where(eq(queue.table.id, claimed.id));
      log.info({ ...composed.ids, attempt: claimed.attempts }, `${queue.name} sent`);
    } catch (error) {
      const code = failureCode(error);
      const givenUp = claimed.attempts >= config.maxAttempts;
      const delayMs = retryDelayMs(claimed.attempts, config.retryBaseMs);
      await db.execute(sql`update ${queue.table}
        set locked_until = null, last_error = ${code},
            next_attempt_at = now() + ${delayMs} * interval '1 millisecond',
            failed_at = ${givenUp ? sql`now()` : sql`null`}
        where id = ${claimed.id}`);
      const details = { ...composed.ids, attempt: claimed.attempts, code };
      if (givenUp) log.error(details, `${queue.name} given up (${queue.kept})`);
      else log.warn({ ...details, retryInMs: delayMs }, `${queue.name} failed, will retry`);
    }
  }

  let running: Promise<number> | null = null;
  const runOnce = () => {
    running ??= (async () => {
      let sent = 0;
      try {
        for (const queue of queues) {
          for (;;) {
            const batch = await queue.claim(5);
            if (batch.length === 0) break;
            for (const claimed of batch) await sendOne(queue, claimed);
            sent += batch.length;
          }
        }
        return sent;
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
      log.error({ code: failureCode(error) }, 'e-mail queue could not be read');
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
