import { describe, expect, it } from 'vitest';
import { AuditAction } from '../../src/api/generated/backend/model/index.ts';
import {
  AUDIT_ACTIONS,
  auditQuery,
  auditUploads,
  matchesAuditQuery,
  type AuditQuery,
  type NewAuditEntry,
} from './audit';
import { HttpError } from './replies';
import { MESSAGES } from './messages';

const paging = { pageIndex: 0, pageSize: 25 };

/** The field errors of the 400 that `run` throws. */
function errorsOf(run: () => unknown): Record<string, string[]> | undefined {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).statusCode).toBe(400);
    return (error as HttpError).errors;
  }
  throw new Error('no 400');
}

describe('auditQuery (the filters of GET /api/Audit)', () => {
  it('keeps everything when no filter is given, and a blank user is no filter', () => {
    expect(auditQuery({ ...paging })).toEqual({
      ...paging,
      username: null,
      action: null,
      since: null,
      until: null,
    });
    expect(auditQuery({ ...paging, user: '   ', action: '', from: '', to: '' }).username).toBe(
      null,
    );
  });

  it('trims the user name and keeps a known action', () => {
    const query = auditQuery({ ...paging, user: ' admin ', action: 'sign-in-failed' });
    expect(query.username).toBe('admin');
    expect(query.action).toBe('sign-in-failed');
  });

  it('takes From and To as whole days in Turkey (UTC+03:00), both included', () => {
    const query = auditQuery({ ...paging, from: '2026-11-24', to: '2026-11-24' });
    expect(query.since?.toISOString()).toBe('2026-11-23T21:00:00.000Z');
    expect(query.until?.toISOString()).toBe('2026-11-24T21:00:00.000Z');
    // The last day of a month and of a year roll over.
    expect(auditQuery({ ...paging, to: '2026-12-31' }).until?.toISOString()).toBe(
      '2026-12-31T21:00:00.000Z',
    );
  });

  it('refuses From after To with a Turkish message naming To', () => {
    expect(errorsOf(() => auditQuery({ ...paging, from: '2026-11-25', to: '2026-11-24' }))).toEqual(
      { To: [MESSAGES.auditDaysReversed] },
    );
  });

  it('refuses a day that does not exist and an unknown action', () => {
    expect(errorsOf(() => auditQuery({ ...paging, from: '2026-02-30', to: 'dün' }))).toEqual({
      From: [
        "'2026-02-30' değeri From için geçerli bir tarih değil (YYYY-AA-GG biçiminde olmalı).",
      ],
      To: ["'dün' değeri To için geçerli bir tarih değil (YYYY-AA-GG biçiminde olmalı)."],
    });
    expect(errorsOf(() => auditQuery({ ...paging, action: 'edit' }))).toEqual({
      Action: [MESSAGES.auditUnknownAction],
    });
  });

  it('names the same actions as the contract', () => {
    expect([...AUDIT_ACTIONS].sort()).toEqual(Object.values(AuditAction).sort());
  });
});

describe('matchesAuditQuery (the mocks’ twin of the server’s WHERE)', () => {
  const entry = { username: 'admin', action: 'delete' as const, at: '2026-11-23T21:00:00.000Z' };
  const query = (changes: Partial<AuditQuery>): AuditQuery => ({
    ...auditQuery(paging),
    ...changes,
  });

  it('matches the user exactly and the action', () => {
    expect(matchesAuditQuery(entry, query({}))).toBe(true);
    expect(matchesAuditQuery(entry, query({ username: 'admin' }))).toBe(true);
    expect(matchesAuditQuery(entry, query({ username: 'Admin' }))).toBe(false);
    expect(matchesAuditQuery(entry, query({ action: 'delete' }))).toBe(true);
    expect(matchesAuditQuery(entry, query({ action: 'update' }))).toBe(false);
  });

  it('keeps the first instant of From and drops the first instant after To', () => {
    const day = auditQuery({ ...paging, from: '2026-11-24', to: '2026-11-24' });
    expect(matchesAuditQuery(entry, day)).toBe(true);
    expect(matchesAuditQuery({ ...entry, at: '2026-11-23T20:59:59.999Z' }, day)).toBe(false);
    expect(matchesAuditQuery({ ...entry, at: '2026-11-24T20:59:59.999Z' }, day)).toBe(true);
    expect(matchesAuditQuery({ ...entry, at: '2026-11-24T21:00:00.000Z' }, day)).toBe(false);
  });
});

describe('auditUploads', () => {
  it('records one file creation per uploaded file, by the actor', async () => {
    const entries: NewAuditEntry[] = [];
    await auditUploads(
      { recordAudit: (entry) => void entries.push(entry) },
      { username: 'admin', address: '203.0.113.7' },
      [
        { id: 'a', name: 'kapak.jpg' },
        { id: 'b', name: 'katalog.pdf' },
      ],
    );
    expect(entries).toEqual([
      {
        action: 'create',
        username: 'admin',
        address: '203.0.113.7',
        target: { kind: 'file', id: 'a', name: 'kapak.jpg' },
      },
      {
        action: 'create',
        username: 'admin',
        address: '203.0.113.7',
        target: { kind: 'file', id: 'b', name: 'katalog.pdf' },
      },
    ]);
  });
});
