/**
 * The content pages' pending changes, schedules and preview links (issue 21, ADR 0031) through the
 * domain operations the handlers call, on the mocks' state. The server's twins (SQL, replicas
 * racing, the cache and headers) are server/handlers/content-drafts.test.ts and the parity
 * scenarios.
 */
import { describe, expect, it } from 'vitest';
import { contentOperations } from '../core/domain/content';
import { MESSAGES } from '../core/domain/messages';
import { MockDb } from './db';
import { previewTokenOf } from '../tests/helpers/preview-token';
import { refusal } from '../tests/helpers/refusal';
import { mockStore } from './store/store';

const ADMIN = { username: 'admin', address: null };
const MINUTE = 60_000;
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * MINUTE).toISOString();
const tokenOf = previewTokenOf;

function setUp() {
  const db = new MockDb();
  const operations = contentOperations(mockStore(db));
  /** The contact page as visitors read it. */
  const live = async () => (await operations.read('contact')).bannerTitle;
  const edited = async (bannerTitle: string) => ({
    ...(await operations.read('contact')),
    bannerTitle,
  });
  return { db, operations, live, edited };
}

describe("a content page's pending changes", () => {
  it('change nothing visitors read until they are published, and the panel reads them back', async () => {
    const { db, operations, live, edited } = setUp();
    const before = await live();
    const revisions = db.state.revisions.length;

    const saved = await operations.updateContact(
      { ...(await edited('Yeni İletişim')), status: 'draft' },
      ADMIN,
    );
    expect(saved).toMatchObject({
      bannerTitle: 'Yeni İletişim',
      hasPendingChanges: true,
      pendingPublishAt: null,
    });
    expect(saved).not.toHaveProperty('status');
    expect(await live()).toBe(before);
    expect(await operations.read('contact')).not.toHaveProperty('hasPendingChanges');
    // Not a revision yet: only what is published is kept in the history.
    expect(db.state.revisions).toHaveLength(revisions);
    expect(await operations.read('contact', { drafts: true })).toMatchObject({
      bannerTitle: 'Yeni İletişim',
      hasPendingChanges: true,
    });

    // 'Yayınla': the panel sends the pending version as published.
    await operations.updateContact(
      { ...(await operations.read('contact', { drafts: true })), status: 'published' },
      ADMIN,
    );
    expect(await live()).toBe('Yeni İletişim');
    expect(await operations.read('contact', { drafts: true })).toMatchObject({
      hasPendingChanges: false,
      pendingPublishAt: null,
    });
    expect(db.state.audit.at(-1)).toMatchObject({
      action: 'publish',
      username: 'admin',
      target: { kind: 'content', id: 'contact', name: 'İletişim' },
    });
    expect(db.state.revisions).toHaveLength(revisions + 2);
  });

  it("are dropped by 'Taslağı sil', and a write without a status publishes as before", async () => {
    const { operations, live, edited } = setUp();
    const before = await live();
    await operations.updateContact({ ...(await edited('Taslak Başlık')), status: 'draft' }, ADMIN);
    expect(await operations.discardContentDraft('contact', ADMIN)).toEqual({
      message: MESSAGES.pagePendingDiscarded,
    });
    expect(await live()).toBe(before);
    expect(
      (await operations.read('contact', { drafts: true })).bannerTitle,
      'the panel reads the live page again',
    ).toBe(before);
    const again = await refusal(() => operations.discardContentDraft('contact', ADMIN));
    expect(again).toMatchObject({ statusCode: 404, message: MESSAGES.pageNoPendingChanges });

    await operations.updateContact({ ...(await edited('Eski İstemci')) }, ADMIN);
    expect(await live()).toBe('Eski İstemci');
  });

  it('are checked as a live write is: a bad map is refused before anything is kept', async () => {
    const { operations, edited } = setUp();
    const refused = await refusal(async () =>
      operations.updateContact(
        {
          ...(await edited('x')),
          mapIframeCode: '<iframe src="https://example.com/"></iframe>',
          status: 'draft',
        },
        ADMIN,
      ),
    );
    expect(refused.statusCode).toBe(400);
    expect((await operations.read('contact', { drafts: true })).hasPendingChanges).toBe(false);
  });

  it('survive a restore from the history, which replaces only the live page', async () => {
    const { operations, live, edited } = setUp();
    await operations.updateContact(
      { ...(await edited('Bekleyen')), status: 'draft' },
      ADMIN,
      'update',
    );
    await operations.updateContact(await edited('Geri Yüklenen'), ADMIN, 'revision-restore');
    expect(await live()).toBe('Geri Yüklenen');
    expect((await operations.read('contact', { drafts: true })).bannerTitle).toBe('Bekleyen');
  });
});

describe("a content page's schedule", () => {
  it('publishes the pending changes at their time, once, by no one', async () => {
    const { db, operations, live } = setUp();
    const publishAt = inMinutes(10);
    const page = await operations.read('kimyasal-ankraj');
    const scheduled = await operations.updateServicePage(
      'kimyasal-ankraj',
      { ...page, mainTitle: 'Zamanlı Başlık', status: 'scheduled', publishAt },
      ADMIN,
    );
    expect(scheduled).toMatchObject({ hasPendingChanges: true, pendingPublishAt: publishAt });
    expect((await operations.read('kimyasal-ankraj')).mainTitle).toBe(page.mainTitle);

    const at = (offset: number) => new Date(Date.parse(publishAt) + offset);
    expect(await operations.publishDueContent(at(-1000))).toBe(0);
    expect(await operations.publishDueContent(at(1000))).toBe(1);
    expect(await operations.publishDueContent(at(2000))).toBe(0);

    expect((await operations.read('kimyasal-ankraj')).mainTitle).toBe('Zamanlı Başlık');
    expect((await operations.read('kimyasal-ankraj', { drafts: true })).hasPendingChanges).toBe(
      false,
    );
    expect(db.state.audit.at(-1)).toMatchObject({
      action: 'publish',
      username: null,
      target: { kind: 'content', id: 'kimyasal-ankraj' },
    });
    expect(await live(), 'another page is untouched').toBe(
      (await operations.read('contact')).bannerTitle,
    );
  });

  it("says so when its time passed while nothing ran ('publish-late'); a past time is refused", async () => {
    const { db, operations } = setUp();
    const page = await operations.read('asilnunx');
    const past = await refusal(() =>
      operations.updateAsilnunx({ ...page, status: 'scheduled', publishAt: inMinutes(-1) }, ADMIN),
    );
    expect(past).toMatchObject({
      statusCode: 400,
      errors: { publishAt: [MESSAGES.publishAtPast] },
    });
    const missing = await refusal(() =>
      operations.updateAsilnunx({ ...page, status: 'scheduled' }, ADMIN),
    );
    expect(missing.errors).toEqual({ publishAt: [MESSAGES.publishAtRequired] });

    const publishAt = inMinutes(5);
    await operations.updateAsilnunx(
      { ...page, title: 'Geciken Başlık', status: 'scheduled', publishAt },
      ADMIN,
    );
    expect(await operations.publishDueContent(new Date(Date.parse(publishAt) + 30 * MINUTE))).toBe(
      1,
    );
    expect((await operations.read('asilnunx')).title).toBe('Geciken Başlık');
    expect(db.state.audit.at(-1)).toMatchObject({ action: 'publish-late', username: null });
  });

  it('is cancelled by saving the changes as a draft again', async () => {
    const { operations } = setUp();
    const page = await operations.read('asilnunx');
    const publishAt = inMinutes(5);
    await operations.updateAsilnunx(
      { ...page, title: 'İptal', status: 'scheduled', publishAt },
      ADMIN,
    );
    await operations.updateAsilnunx({ ...page, title: 'İptal', status: 'draft' }, ADMIN);
    expect(await operations.publishDueContent(new Date(Date.parse(publishAt) + MINUTE))).toBe(0);
    expect(await operations.read('asilnunx', { drafts: true })).toMatchObject({
      title: 'İptal',
      pendingPublishAt: null,
    });
  });
});

describe("a content page's preview link", () => {
  it("shows the pending changes to whoever has it, and nothing with another page's link", async () => {
    const { operations, edited } = setUp();
    await operations.updateContact({ ...(await edited('Önizlenen')), status: 'draft' }, ADMIN);
    const link = await operations.createContentPreviewLink('contact', { days: 2 }, ADMIN);
    expect(link).toMatchObject({ page: 'contact', createdBy: 'admin' });
    expect(link.path).toMatch(/^\/contact\?onizleme=/);
    expect(await operations.listContentPreviewLinks('contact')).toEqual([link]);
    expect(await operations.listContentPreviewLinks('asilnunx')).toEqual([]);

    const shown = await operations.read('contact', { preview: tokenOf(link.path) });
    expect(shown.bannerTitle).toBe('Önizlenen');
    expect(shown).not.toHaveProperty('hasPendingChanges');

    // Another page's link, or a made-up one, shows nothing.
    const other = await operations.createContentPreviewLink('asilnunx', {}, ADMIN);
    for (const token of [tokenOf(other.path), 'uydurma']) {
      expect(await refusal(() => operations.read('contact', { preview: token }))).toMatchObject({
        statusCode: 404,
        message: MESSAGES.previewInvalid,
      });
    }
  });
});
