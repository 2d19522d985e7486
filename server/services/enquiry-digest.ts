import { randomUUID } from 'node:crypto';
import { and, asc, count, eq } from 'drizzle-orm';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/open.ts';
import { digestMail, digestRuns, enquiries, users } from '../db/schema.ts';
import { ENQUIRY_STATUS_LABELS, FIRST_ENQUIRY_STATUS } from '../../core/domain/enquiry-status.ts';
import type { EnquiryStatus } from '../../src/api/generated/backend/model/index.ts';
import { senderName } from '../../core/lib/enquiry.ts';
import { formatDay, turkeyDay, turkeyDayStart } from '../../core/lib/turkey-time.ts';
import { waitingOn } from '../store/enquiry-stats.ts';
import { startPeriodicJob, type JobLog, type PeriodicJob } from './periodic-job.ts';

/**
 * The assignees' daily digest (issue 48): each weekday (Monday to Friday) from 09:00 in Turkey,
 * every account with enquiries assigned to it and waiting to be called
 * (core/domain/enquiry-status.ts `isWaitingForCall`) gets one e-mail listing them. The day is
 * claimed once across replicas (a `digest_runs` row, INSERT ... ON CONFLICT DO NOTHING), and its
 * e-mails are queued in the same transaction in `digest_mail`, which the mail worker sends and
 * retries like the other e-mails (server/services/mail-worker.ts). A replica started after 09:00
 * still sends the day's digest, once; a day already claimed is never sent again. Off with
 * ENQUIRY_DIGEST=off, and whenever the server sends no e-mail.
 */

/** The hour (Turkey) the digest goes out from, each weekday. */
const DIGEST_HOUR = 9;

/** How often each replica looks whether the day's digest is due. */
const DIGEST_CHECK_MS = 60_000;

/** The most enquiries one e-mail lists; the rest are counted. */
const DIGEST_LIST_LIMIT = 50;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The Turkish day whose digest is due at `now` (a weekday, from 09:00), or null. */
export function digestDayAt(now: Date): string | null {
  const day = turkeyDay(now);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return null;
  return now.getTime() >= turkeyDayStart(day).getTime() + DIGEST_HOUR * HOUR_MS ? day : null;
}

/** An enquiry as the digest lists it. */
interface DigestItem {
  id: string;
  isim: string;
  soyisim: string;
  telefon: string;
  status: EnquiryStatus;
  callbackAt: string | null;
  createdAt: Date;
}

/** `2026-03-05` as the site writes a day: `05.03.2026`. */

/** How long ago an enquiry came, on `today`, in days. */
function ageText(createdAt: Date, today: string): string {
  const days = Math.round(
    (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${turkeyDay(createdAt)}T00:00:00Z`)) / DAY_MS,
  );
  if (days <= 0) return 'bugün geldi';
  if (days === 1) return 'dün geldi';
  return `${String(days)} gün önce geldi`;
}

/** A one-line field as one line (as the enquiry e-mail writes them). */
const oneLine = (text: string) => text.replace(/\p{Cc}+/gu, ' ');

/** The inbox with one enquiry open (`?open=<id>`, src/lib/route-search.ts). */
const enquiryLink = (siteUrl: string, item: Pick<DigestItem, 'id'>) =>
  `${siteUrl}/admin/messages?${new URLSearchParams({ open: item.id }).toString()}`;

/** The digest's text (Turkish, like the panel): each enquiry, and where to answer it. */
function digestMailOf({
  username,
  items,
  total,
  today,
  siteUrl,
}: {
  username: string;
  items: DigestItem[];
  total: number;
  today: string;
  siteUrl: string;
}) {
  const lines = items.flatMap((item, index) => [
    `${String(index + 1)}. ${oneLine(senderName(item))}, ${oneLine(item.telefon)}`,
    `   Durum: ${ENQUIRY_STATUS_LABELS[item.status]}` +
      (item.callbackAt ? `, geri arama: ${formatDay(item.callbackAt)}` : '') +
      `, ${ageText(item.createdAt, today)}`,
    `   ${enquiryLink(siteUrl, item)}`,
    '',
  ]);
  const more = total - items.length;
  return {
    subject: `Aranmayı bekleyen mesajlar: ${String(total)}`,
    text: [
      `Merhaba ${oneLine(username)},`,
      '',
      `Size atanan ve aranmayı bekleyen ${String(total)} mesaj var (${formatDay(today)}):`,
      '',
      ...lines,
      ...(more > 0 ? [`… ve ${String(more)} mesaj daha.`, ''] : []),
      `Yönetim panelinde: ${siteUrl}/admin/messages?${new URLSearchParams({ status: FIRST_ENQUIRY_STATUS }).toString()}`,
    ].join('\n'),
  };
}

interface DigestLog extends JobLog {
  warn(details: object, message: string): void;
}

/**
 * Claims `now`'s digest when it is due and nobody claimed it yet, and queues an e-mail for each
 * assignee with enquiries waiting (an account without an address is skipped and logged), all in
 * one transaction. Answers how many e-mails were queued.
 */
export async function queueDigest(db: Db, now: Date, log: DigestLog): Promise<number> {
  const day = digestDayAt(now);
  if (!day) return 0;
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(digestRuns)
      .values({ day, createdAt: new Date() })
      .onConflictDoNothing()
      .returning({ day: digestRuns.day });
    if (claimed.length === 0) return 0;
    const assignees = await tx
      .selectDistinct({ id: users.id, email: users.email })
      .from(enquiries)
      .innerJoin(users, eq(users.id, enquiries.assigneeId))
      .where(waitingOn(day))
      .orderBy(users.id);
    let queued = 0;
    for (const assignee of assignees) {
      if (!assignee.email) {
        log.warn(
          { userId: assignee.id, day },
          'enquiry digest: the account has no e-mail; skipped',
        );
        continue;
      }
      await tx.insert(digestMail).values({
        id: randomUUID(),
        userId: assignee.id,
        day,
        // Due at once, by the database's clock (the worker's claim compares with now()).
        nextAttemptAt: new Date(),
        createdAt: new Date(),
      });
      queued += 1;
    }
    log.info({ day, queued }, 'enquiry digest queued');
    return queued;
  });
}

/** A claimed `digest_mail` row as the worker composes it (server/services/mail-worker.ts). */
export async function composeDigestMail(
  db: Db,
  row: { user_id: string; day: string | Date },
  siteUrl: string,
) {
  const day = typeof row.day === 'string' ? row.day.slice(0, 10) : turkeyDay(row.day);
  const [user] = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(eq(users.id, row.user_id));
  // Removed, or its address taken away, before the e-mail went out.
  if (!user?.email) return null;
  const mine = and(waitingOn(day), eq(enquiries.assigneeId, row.user_id));
  const [items, [total]] = await Promise.all([
    db
      .select({
        id: enquiries.id,
        isim: enquiries.isim,
        soyisim: enquiries.soyisim,
        telefon: enquiries.telefon,
        status: enquiries.status,
        callbackAt: enquiries.callbackAt,
        createdAt: enquiries.createdAt,
      })
      .from(enquiries)
      .where(mine)
      .orderBy(asc(enquiries.createdAt), asc(enquiries.seq))
      .limit(DIGEST_LIST_LIMIT),
    db.select({ count: count() }).from(enquiries).where(mine),
  ]);
  // Called, closed or given to someone else since the digest was queued: nothing to tell.
  if (items.length === 0) return null;
  const mail = digestMailOf({
    username: user.username,
    items: items.map((item) => ({ ...item, status: item.status as EnquiryStatus })),
    total: Number(total?.count ?? items.length),
    today: day,
    siteUrl,
  });
  return { mail: { to: user.email, ...mail }, ids: { userId: row.user_id, day } };
}

/** Whether this server sends the digest: e-mail configured and ENQUIRY_DIGEST not `off`. */
export const sendsDigest = (config: Pick<ServerConfig, 'enquiryMail' | 'enquiryDigest'>) =>
  Boolean(config.enquiryMail) && config.enquiryDigest;

/**
 * The digest's job in this process, or null when the server sends none ({@link sendsDigest}):
 * looks every minute whether the day's digest is due, and queues it when no replica has yet.
 * `now` is the clock (tests inject theirs).
 */
export function startEnquiryDigest({
  db,
  config,
  log,
  now = () => new Date(),
  intervalMs = DIGEST_CHECK_MS,
}: {
  db: Db;
  config: Pick<ServerConfig, 'enquiryMail' | 'enquiryDigest'>;
  log: DigestLog;
  now?: () => Date;
  intervalMs?: number;
}): PeriodicJob | null {
  if (!sendsDigest(config)) return null;
  return startPeriodicJob(() => queueDigest(db, now(), log), {
    intervalMs,
    onError: (error) =>
      log.error({ err: error }, 'enquiry digest: the check failed; it runs again'),
  });
}
