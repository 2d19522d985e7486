// @vitest-environment node
/**
 * KVKK retention (ADR 0038) on both sides: the mocks' store and the reference server's, from the
 * same seed, delete the same enquiries (the inbox's and a trashed one) for the same period and
 * leave the same audit trail: a purge by no one ('Sistem'), and no sender's name left.
 */
import { describe, expect, it } from 'vitest';
import { transactionalBackendOperations } from '../../core/domain/backend';
import { deleteExpiredEnquiries, retentionCutoff } from '../../core/domain/privacy';
import { type DomainStore } from '../../core/domain/store';
import { NO_ACTOR } from '../../core/domain/types';
import { AUDIT_PAGE_SIZE } from '../../core/domain/audit';
import { MockDb } from '../../mocks/db';
import { mockStore } from '../../mocks/store/store';
import { setupTestApp } from '../../server/test/test-app.ts';

const served = setupTestApp();

/** What one side did: the ids deleted and the audit entries about enquiries, in order. */
async function run(store: DomainStore) {
  // The oldest goes to the trash first: the retention takes it from there.
  const oldest = (await store.listEnquiries()).at(-1);
  if (oldest) await transactionalBackendOperations(store).deleteContact(oldest.id, NO_ACTOR);
  // The newest seed enquiry falls inside the period, the others outside.
  const newest = (await store.listEnquiries())
    .map((enquiry) => Date.parse(enquiry.createdAt))
    .sort((a, b) => b - a)[0];
  const now = new Date(retentionCutoff(new Date(newest ?? 0), -24).getTime() - 60_000);
  const deleted = await deleteExpiredEnquiries(store, now);
  const left = (await store.listEnquiries()).map((enquiry) => enquiry.id).sort();
  const audit = await store.listAudit({
    pageIndex: 0,
    pageSize: AUDIT_PAGE_SIZE,
    username: null,
    action: null,
    since: null,
    until: null,
  });
  const aboutEnquiries = audit.items
    .filter((entry) => entry.targetKind === 'enquiry')
    .map(({ action, username, targetId, targetName }) => ({
      action,
      username,
      targetId,
      targetName,
    }))
    .sort((a, b) => `${a.targetId}${a.action}`.localeCompare(`${b.targetId}${b.action}`));
  return { deleted, left, aboutEnquiries };
}

describe('the enquiries’ retention on the mocks and the server', () => {
  it('deletes the same enquiries and leaves the same audit entries', async () => {
    const mocks = await run(mockStore(new MockDb()));
    const server = await run(served.ts.store);
    expect(mocks.deleted).toBeGreaterThan(0);
    expect(mocks.left.length).toBeGreaterThan(0);
    expect(server).toEqual(mocks);
    const gone = mocks.aboutEnquiries.filter((entry) => !mocks.left.includes(entry.targetId ?? ''));
    expect(gone.length).toBeGreaterThan(0);
    expect(gone.every((entry) => entry.targetName === null && entry.username === null)).toBe(true);
    expect(mocks.aboutEnquiries.some((entry) => entry.action === 'purge')).toBe(true);
  });
});
