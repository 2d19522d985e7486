/**
 * The audit log (issue 14 section 4): who did what and when. Every side appends entries through
 * `DomainStore.recordAudit`; nothing edits or deletes them.
 */

/** What was done. */
export type AuditAction =
  | 'sign-in'
  | 'sign-in-failed'
  | 'create'
  | 'update'
  | 'delete'
  | 'restore'
  | 'revision-restore'
  | 'purge'
  | 'user-create'
  | 'user-remove'
  | 'password-change'
  | 'password-reset'
  | 'sign-out-everywhere';

/** What it was done to. */
export type AuditTargetKind =
  'product' | 'page' | 'document' | 'file' | 'enquiry' | 'content' | 'user';

export interface AuditTarget {
  kind: AuditTargetKind;
  /** A record's id, a content page's key (`contact`, ...) or an administrator's id. */
  id: string;
  /** Its name at the time, so that the entry still reads right after a rename or a purge. */
  name: string;
}

export interface NewAuditEntry {
  action: AuditAction;
  /** The administrator who did it; for a failed sign-in, the name that was tried. */
  username: string | null;
  address: string | null;
  target?: AuditTarget | null;
}
