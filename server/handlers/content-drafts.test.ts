import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../core/domain/messages.ts';
import { withoutImages } from '../../core/lib/image-variants.ts';
import { setupTestApp } from '../test/test-app.ts';

/**
 * The content pages' pending changes and preview links (issue 21, ADR 0031) over HTTP: visitors'
 * reads (cached) never see them, the panel's read (`Drafts=true`, signed in) does, a preview
 * link's read does and is never kept. On PGlite here, and on PostgreSQL in
 * `npm run test:server:postgres`; the mocks' twin is mocks/content-drafts.test.ts.
 */
const t = setupTestApp();
const auth = t.authHeaders;
const URL_OF = '/content/api/halatli-tel-beton-kesme';

type Page = { mainTitle: string; hasPendingChanges?: boolean; pendingPublishAt?: string | null };

const visitorRead = async () => (await t.app.inject({ url: URL_OF })).json() as Page;
const panelRead = async () =>
  (await t.app.inject({ url: `${URL_OF}?Drafts=true`, headers: auth })).json() as Page;

async function save(changes: Record<string, unknown>) {
  const current = withoutImages(await panelRead()) as Record<string, unknown>;
  const { hasPendingChanges: _flag, pendingPublishAt: _at, ...body } = current;
  return t.app.inject({
    method: 'PUT',
    url: URL_OF,
    payload: { ...body, ...changes },
    headers: auth,
  });
}

describe("a content page's pending changes over HTTP", () => {
  it('stay out of every visitor read, cached or not, until they are published', async () => {
    const live = (await visitorRead()).mainTitle;
    // A visitor's read is cached first: the draft must not be served from it either.
    await visitorRead();

    const saved = await save({ mainTitle: 'Taslak Halatlı Kesme', status: 'draft' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      mainTitle: 'Taslak Halatlı Kesme',
      hasPendingChanges: true,
    });
    expect((await visitorRead()).mainTitle).toBe(live);
    expect(await panelRead()).toMatchObject({
      mainTitle: 'Taslak Halatlı Kesme',
      hasPendingChanges: true,
      pendingPublishAt: null,
    });

    const published = await save({ status: 'published' });
    expect(published.statusCode, published.body).toBe(200);
    expect((await visitorRead()).mainTitle).toBe('Taslak Halatlı Kesme');
    expect(await panelRead()).toMatchObject({ hasPendingChanges: false });
  });

  it("needs a token for the panel's read and for 'Taslağı sil'", async () => {
    expect((await t.app.inject({ url: `${URL_OF}?Drafts=true` })).statusCode).toBe(401);
    const discard = '/content/api/draft/halatli-tel-beton-kesme';
    expect((await t.app.inject({ method: 'DELETE', url: discard })).statusCode).toBe(401);

    await save({ mainTitle: 'Silinecek', status: 'draft' });
    const dropped = await t.app.inject({ method: 'DELETE', url: discard, headers: auth });
    expect(dropped.statusCode, dropped.body).toBe(200);
    expect(dropped.json()).toEqual({ message: MESSAGES.pagePendingDiscarded });
    expect((await panelRead()).hasPendingChanges).toBe(false);
    const again = await t.app.inject({ method: 'DELETE', url: discard, headers: auth });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: MESSAGES.pageNoPendingChanges });
  });

  it('are shown through a preview link, never cached; a revoked link says so', async () => {
    await save({ mainTitle: 'Önizlenen Kesme', status: 'draft' });
    const made = await t.app.inject({
      method: 'POST',
      url: '/content/api/preview/halatli-tel-beton-kesme',
      payload: {},
      headers: auth,
    });
    expect(made.statusCode, made.body).toBe(201);
    const link = made.json() as { id: string; path: string; page: string };
    expect(link.page).toBe('halatli-tel-beton-kesme');
    expect(link.path).toMatch(/^\/HalatliTelBetonKesme\?onizleme=/);
    const token = new URL(link.path, 'http://x').searchParams.get('onizleme') ?? '';

    const preview = `${URL_OF}?Preview=${encodeURIComponent(token)}`;
    const shown = await t.app.inject({ url: preview });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('no-store');
    expect((shown.json() as Page).mainTitle).toBe('Önizlenen Kesme');
    // The link is one page's: another's read refuses it.
    const other = await t.app.inject({
      url: `/content/api/asilnunx?Preview=${encodeURIComponent(token)}`,
    });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: MESSAGES.previewInvalid });

    const listed = await t.app.inject({
      url: '/content/api/preview/halatli-tel-beton-kesme',
      headers: auth,
    });
    expect((listed.json() as { id: string }[]).map(({ id }) => id)).toContain(link.id);
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/Preview/${link.id}`,
      headers: auth,
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    const gone = await t.app.inject({ url: preview });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: MESSAGES.previewInvalid });
  });
});
