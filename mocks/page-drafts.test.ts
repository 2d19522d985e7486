/**
 * A page's pending changes, schedule and preview links (issue 21, ADR 0031: Anasayfa and
 * Hakkımızda) through the domain operations the handlers call, on the mocks' state. The server's
 * twin is server/handlers/page-drafts.test.ts, and the parity scenarios compare the two.
 */
import { describe, expect, it } from 'vitest';
import { backendOperations } from '../core/domain/backend';
import { MESSAGES } from '../core/domain/messages';
import { ABOUT_PAGE_NAME, HOME_PAGE_NAME } from '../core/lib/page-names';
import { MockDb } from './db';
import { previewTokenOf } from '../tests/helpers/preview-token';
import { refusal } from '../tests/helpers/refusal';
import { mockStore } from './store/store';

const ADMIN = { username: 'admin', address: null };
const MINUTE = 60_000;
const tokenOf = previewTokenOf;

function setUp() {
  const db = new MockDb();
  const operations = backendOperations(mockStore(db));
  const about = async () => (await operations.getPageByName(ABOUT_PAGE_NAME)).data;
  /** The about page as a write sends it, with `changes` over it. */
  const edited = async (changes: object) => {
    const { products: _products, ...page } = await about();
    return { ...page, ...changes };
  };
  return { db, operations, about, edited };
}

describe("a page's pending changes", () => {
  it('change nothing visitors read until published; the panel reads them back, flagged', async () => {
    const { db, operations, about, edited } = setUp();
    const live = await about();
    const revisions = db.state.revisions.length;

    const { data: saved, message } = await operations.updatePage(
      await edited({ titles: ['Taslak Hakkımızda'], status: 'draft' }),
      ADMIN,
    );
    expect(message).toBe(MESSAGES.pagePendingSaved);
    expect(saved).toMatchObject({ titles: ['Taslak Hakkımızda'], hasPendingChanges: true });
    expect((await about()).titles).toEqual(live.titles);
    expect(await about()).not.toHaveProperty('hasPendingChanges');
    expect(db.state.revisions).toHaveLength(revisions);
    const { data: panel } = await operations.getPageByName(ABOUT_PAGE_NAME, { drafts: true });
    expect(panel).toMatchObject({ titles: ['Taslak Hakkımızda'], hasPendingChanges: true });
    expect((await operations.getPageById(live.id, true)).data.hasPendingChanges).toBe(true);

    // 'Yayınla': the pending version sent as published.
    await operations.updatePage(await edited({ titles: ['Taslak Hakkımızda'] }), ADMIN);
    expect((await about()).titles).toEqual(['Taslak Hakkımızda']);
    expect((await operations.getPageById(live.id, true)).data).toMatchObject({
      hasPendingChanges: false,
      pendingPublishAt: null,
    });
    expect(db.state.audit.at(-1)).toMatchObject({ action: 'publish', username: 'admin' });
    expect(db.state.revisions).toHaveLength(revisions + 2);
  });

  it("are dropped by 'Taslağı sil'; a new page cannot start as a draft", async () => {
    const { operations, about, edited } = setUp();
    const live = await about();
    await operations.updatePage(await edited({ titles: ['Silinecek'], status: 'draft' }), ADMIN);
    expect(await operations.discardPageDraft(live.id, ADMIN)).toMatchObject({
      message: MESSAGES.pagePendingDiscarded,
    });
    expect((await operations.getPageById(live.id, true)).data.titles).toEqual(live.titles);
    expect(await refusal(() => operations.discardPageDraft(live.id, ADMIN))).toMatchObject({
      statusCode: 404,
      message: MESSAGES.pageNoPendingChanges,
    });
    const created = await refusal(() =>
      operations.createPage(
        { pageType: 2, name: 'Yeni Sayfa', slug: 'yeni-sayfa', status: 'draft' },
        ADMIN,
      ),
    );
    expect(created).toMatchObject({ statusCode: 400, errors: { status: [MESSAGES.newPageDraft] } });
  });

  it('survive a restore from the history, which replaces only the live page', async () => {
    const { operations, about, edited } = setUp();
    const live = await about();
    await operations.updatePage(await edited({ titles: ['Bekleyen'], status: 'draft' }), ADMIN);
    await operations.updatePage(
      await edited({ titles: ['Geri Yüklenen'] }),
      ADMIN,
      'revision-restore',
    );
    expect((await about()).titles).toEqual(['Geri Yüklenen']);
    expect((await operations.getPageById(live.id, true)).data.titles).toEqual(['Bekleyen']);
  });
});

describe("a page's schedule and preview link", () => {
  it('publishes the pending changes at their time, once, by no one', async () => {
    const { db, operations, about, edited } = setUp();
    const publishAt = new Date(Date.now() + 10 * MINUTE).toISOString();
    const { data, message } = await operations.updatePage(
      await edited({ titles: ['Zamanlı'], status: 'scheduled', publishAt }),
      ADMIN,
    );
    expect(message).toBe(MESSAGES.pagePendingScheduled);
    expect(data).toMatchObject({ hasPendingChanges: true, pendingPublishAt: publishAt });
    const at = (offset: number) => new Date(Date.parse(publishAt) + offset);
    expect(await operations.publishDuePages(at(-1000))).toBe(0);
    expect(await operations.publishDuePages(at(1000))).toBe(1);
    expect(await operations.publishDuePages(at(2000))).toBe(0);
    expect((await about()).titles).toEqual(['Zamanlı']);
    expect(db.state.audit.at(-1)).toMatchObject({ action: 'publish', username: null });
  });

  it("shows the home page's pending changes to whoever has the link; a page the site does not show has none", async () => {
    const { operations } = setUp();
    const { data: home } = await operations.getPageByName(HOME_PAGE_NAME);
    const { products: _products, ...body } = home;
    await operations.updatePage(
      { ...body, titles: ['Önizlenen Anasayfa'], status: 'draft' },
      ADMIN,
    );
    const { data: link } = await operations.createPagePreviewLink(home.id, {}, ADMIN);
    expect(link).toMatchObject({ pageId: home.id, createdBy: 'admin' });
    expect(link.path).toMatch(/^\/\?onizleme=/);
    expect((await operations.listPagePreviewLinks(home.id)).data).toEqual([link]);

    const { data: shown } = await operations.getPageByName(HOME_PAGE_NAME, {
      preview: tokenOf(link.path),
    });
    expect(shown.titles).toEqual(['Önizlenen Anasayfa']);
    expect(shown).not.toHaveProperty('hasPendingChanges');
    expect(
      await refusal(() =>
        operations.getPageByName(ABOUT_PAGE_NAME, { preview: tokenOf(link.path) }),
      ),
    ).toMatchObject({ statusCode: 404, message: MESSAGES.previewInvalid });

    const { data: other } = await operations.createPage(
      { pageType: 2, name: 'İç Sayfa', slug: 'ic-sayfa' },
      ADMIN,
    );
    expect(
      await refusal(() => operations.createPagePreviewLink(other.id, {}, ADMIN)),
    ).toMatchObject({ statusCode: 400, errors: { id: [MESSAGES.pageWithoutAddress] } });
  });
});
