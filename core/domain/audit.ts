/**
 * The audit log (issue 14 section 4): who did what and when. Every side appends entries through
 * `AuditStore.recordAudit`; nothing edits or deletes them. The read (listAuditLog) and its
 * filters are here once: the mocks filter in memory (mocks/store/audit.ts), the server in SQL
 * (server/store/audit.ts), both from the {@link AuditQuery} that {@link auditQuery} makes.
 */
import type { AuditEntry } from '../../src/api/generated/backend/model/index.ts';
import { turkeyDayEnd, turkeyDayStart } from '../lib/turkey-time.ts';
import { MESSAGES, auditDayMessage } from './messages.ts';
import { invalid, ok } from './replies.ts';
import type { Actor, Paged, Paging } from './types.ts';

/** Every action, in the order the screen's filter lists them (the contract's AuditAction). */
export const AUDIT_ACTIONS = [
  'sign-in',
  'sign-in-failed',
  'locked-out',
  'proof-failed',
  'create',
  'update',
  'delete',
  'restore',
  'revision-restore',
  'publish',
  'publish-late',
  'purge',
  'follow-up',
  'note-add',
  'user-create',
  'user-remove',
  'role-change',
  'password-change',
  'password-change-failed',
  'password-reset',
  'sign-out-everywhere',
  'second-factor-add',
  'second-factor-add-failed',
  'second-factor-remove',
  'recovery-codes-create',
  'second-factor-reset',
] as const;

/** What was done. */
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * The changes to an account's sign-in that its owner is told of by e-mail when the account has an
 * address and the server sends mail (issue 46; server/services/account-mail.ts): a stolen session
 * that adds its own factor, or removes the owner's, does not go unnoticed.
 */
const ACCOUNT_MAIL_ACTIONS = [
  'second-factor-add',
  'second-factor-remove',
  'recovery-codes-create',
  'second-factor-reset',
  'password-change',
  'password-reset',
] as const satisfies readonly AuditAction[];

export type AccountMailAction = (typeof ACCOUNT_MAIL_ACTIONS)[number];

export const isAccountMailAction = (action: AuditAction): action is AccountMailAction =>
  (ACCOUNT_MAIL_ACTIONS as readonly AuditAction[]).includes(action);

/** What it was done to. */
export type AuditTargetKind =
  'product' | 'page' | 'document' | 'file' | 'enquiry' | 'content' | 'user' | 'redirect';

export interface AuditTarget {
  kind: AuditTargetKind;
  /** A record's id, a content page's key (`contact`, ...) or an administrator's id. */
  id: string;
  /**
   * Its name at the time, so that the entry still reads right after a rename or a purge; null
   * for an enquiry deleted by the retention period (KVKK, core/domain/privacy.ts).
   */
  name: string | null;
}

export interface NewAuditEntry {
  action: AuditAction;
  /**
   * The administrator who did it; for a failed sign-in, the account's name when there is such an
   * account, null otherwise (a name typed wrong may be a password, issue 46).
   */
  username: string | null;
  address: string | null;
  target?: AuditTarget | null;
}

/** The audit entry of what an administrator (`actor`) did to an account. */
export const accountAudit =
  (log: { recordAudit(entry: NewAuditEntry): Promise<void> }) =>
  (action: AuditAction, actor: Actor, account: { id: string; username: string }) =>
    log.recordAudit({
      action,
      username: actor.username,
      address: actor.address,
      target: { kind: 'user', id: account.id, name: account.username },
    });

/**
 * A failed sign-in's entry: the account's name when there is one by the name typed, none
 * otherwise, since a name typed wrong may be a password typed in the wrong field (issue 46).
 */
export const failedSignIn = (
  account: { username: string } | null | undefined,
  address: string | null,
): NewAuditEntry => ({ action: 'sign-in-failed', username: account?.username ?? null, address });

/** The audit screen's page size, the contract's default for listAuditLog (as the inbox's). */
export const AUDIT_PAGE_SIZE = 25;

/** A calendar day as the contract writes it (`2026-11-24`), and a real one (no 30 February). */
export function isDay(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** What a page of the log is asked for; a null filter keeps every entry. */
export interface AuditQuery extends Paging {
  username: string | null;
  action: AuditAction | null;
  /** The first instant kept (the start of `From` in Turkey). */
  since: Date | null;
  /** The first instant no longer kept (the start of the day after `To` in Turkey). */
  until: Date | null;
}

/**
 * The query from the request's values (the contract has checked their types): a blank user is no
 * filter, each day must be a real one, and `From` may not come after `To` (400 naming `To`).
 */
export function auditQuery(values: {
  pageIndex: number;
  pageSize: number;
  user?: string | null;
  action?: string | null;
  from?: string | null;
  to?: string | null;
}): AuditQuery {
  const user = (values.user ?? '').trim();
  const action = AUDIT_ACTIONS.find((known) => known === values.action) ?? null;
  if (values.action && action === null) invalid({ Action: [MESSAGES.auditUnknownAction] });
  const from = values.from || null;
  const to = values.to || null;
  const errors: Record<string, string[]> = {};
  if (from !== null && !isDay(from)) errors.From = [auditDayMessage('From', from)];
  if (to !== null && !isDay(to)) errors.To = [auditDayMessage('To', to)];
  if (Object.keys(errors).length > 0) invalid(errors);
  if (from !== null && to !== null && from > to) invalid({ To: [MESSAGES.auditDaysReversed] });
  return {
    pageIndex: values.pageIndex,
    pageSize: values.pageSize,
    username: user === '' ? null : user,
    action,
    since: from === null ? null : turkeyDayStart(from),
    until: to === null ? null : turkeyDayEnd(to),
  };
}

/** Whether an entry is kept by the query's filters (the mocks' twin of the server's WHERE). */
export function matchesAuditQuery(
  entry: Pick<AuditEntry, 'username' | 'action' | 'at'>,
  query: AuditQuery,
): boolean {
  const at = Date.parse(entry.at);
  return (
    (query.username === null || entry.username === query.username) &&
    (query.action === null || entry.action === query.action) &&
    (query.since === null || at >= query.since.getTime()) &&
    (query.until === null || at < query.until.getTime())
  );
}

/** GET /api/Audit: one page of the log, newest first (the store applies the query). */
export const listAuditLog = async (store: Pick<AuditStore, 'listAudit'>, query: AuditQuery) =>
  ok(await store.listAudit(query));

/**
 * Uploads that create stored files (the backend's uploadFile and uploadMultipleFiles, the content
 * service's uploadContentImage): each side stores the bytes itself, then says it here, one
 * 'create' of a 'file' per file.
 */
export async function auditUploads(
  store: { recordAudit(entry: NewAuditEntry): Promise<void> | void },
  actor: Actor,
  files: readonly { id: string; name: string }[],
): Promise<void> {
  for (const file of files) {
    await store.recordAudit({
      action: 'create',
      username: actor.username,
      address: actor.address,
      target: { kind: 'file', id: file.id, name: file.name },
    });
  }
}

/** One entry for a write the actor made. */
export const auditWrite = (
  store: Pick<AuditStore, 'recordAudit'>,
  actor: Actor,
  action: AuditAction,
  target: AuditTarget,
) => store.recordAudit({ action, username: actor.username, address: actor.address, target });

/** Audits a record just written (by its id and name) and returns it. */
export async function audited<T extends { id: string; name: string }>(
  store: Pick<AuditStore, 'recordAudit'>,
  actor: Actor,
  action: AuditAction,
  kind: AuditTargetKind,
  record: T,
): Promise<T> {
  await auditWrite(store, actor, action, { kind, id: record.id, name: record.name });
  return record;
}

/** What the store keeps of the audit log (part of core/domain/store.ts's DomainStore). */
export interface AuditStore {
  /** Appends one entry, stamped with the current time. */
  recordAudit(entry: NewAuditEntry): Promise<void>;
  /** The only change to the log: the entries about these records keep no name (KVKK, ADR 0038). */
  forgetAuditNames(kind: AuditTargetKind, ids: readonly string[]): Promise<void>;
  /** One page of the log, newest first (of one instant, the last written first), filtered. */
  listAudit(query: AuditQuery): Promise<Paged<AuditEntry>>;
}
