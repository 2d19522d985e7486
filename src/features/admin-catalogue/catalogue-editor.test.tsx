import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { issueToken } from '../../../mocks/auth';
import { db, server } from '../../../mocks/node';
import { renderPanel } from '../../../tests/helpers/render-panel';
import { startSession } from '../../lib/session';
import { CATALOGUE_PAGE_NAME } from '../../../core/lib/catalogue';

const cataloguePage = () => db.state.pages.find((page) => page.name === CATALOGUE_PAGE_NAME);
const published = () => db.state.products.filter((product) => product.status !== 'draft');

async function openEditor() {
  const admin = db.state.users.find((user) => user.username === 'admin');
  if (!admin) throw new Error('no admin user in the seed');
  startSession(localStorage, issueToken(admin).token);
  const app = await renderPanel('/admin/katalog');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Ürün Kataloğu' }),
  ).toBeInTheDocument();
  await screen.findByRole('list', { name: 'Ürün sırası' });
  return app;
}

/** The names on the cards, in the order shown. */
const shownNames = () =>
  within(screen.getByRole('list', { name: 'Ürün sırası' }))
    .getAllByRole('button', { name: /ürününü taşı$/ })
    .map((handle) => handle.getAttribute('aria-label')?.replace(/ ürününü taşı$/, ''));
const toasts = () => screen.getByRole('region', { name: /Notifications/ });

/** jsdom has no layout: the cards in one row, 300 px apart, for dnd-kit's keyboard moves. */
function layOutCardsInARow() {
  const original = Element.prototype.getBoundingClientRect;
  return vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: Element,
  ) {
    const list = this.closest('ol[aria-label="Ürün sırası"]');
    const card = this.closest('li');
    if (!list || !card || card.parentElement !== list) return original.call(this);
    const index = [...list.children].indexOf(card);
    return DOMRect.fromRect({ x: index * 300, y: 100, width: 280, height: 320 });
  });
}

/** The API calls made while `action` runs, as 'METHOD /path'. */
async function recordCalls(action: () => Promise<unknown>) {
  const calls: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
  };
  server.events.on('request:start', listener);
  try {
    await action();
  } finally {
    server.events.removeListener('request:start', listener);
  }
  return calls;
}

afterEach(() => {
  vi.restoreAllMocks();
  toast.dismiss();
});

describe('catalogue screen', () => {
  it('lists every published product in creation order before any order is set', async () => {
    expect(cataloguePage()).toBeUndefined();
    await openEditor();
    expect(shownNames()).toEqual(published().map((product) => product.name));
  });

  it("a keyboard move creates the page 'Ürünler' with the order, then saves moves on it", async () => {
    layOutCardsInARow();
    const { user } = await openEditor();
    const [first, second, ...rest] = published().map((product) => product.name);
    const move = async () => {
      screen.getByRole('button', { name: `${first} ürününü taşı` }).focus();
      await user.keyboard('[Space]');
      await user.keyboard('[ArrowRight]');
      await user.keyboard('[Space]');
      expect(await within(toasts()).findByText('Sıralama güncellendi!')).toBeInTheDocument();
    };
    expect(await recordCalls(move)).toContain('POST /api/Page');
    const names = (ids: readonly string[]) =>
      ids.map((id) => db.state.products.find((product) => product.id === id)?.name);
    expect(names(cataloguePage()?.productIds ?? [])).toEqual([second, first, ...rest]);
    expect(shownNames()).toEqual([second, first, ...rest]);
    toast.dismiss();
    await waitFor(() => expect(within(toasts()).queryByText('Sıralama güncellendi!')).toBeNull());
    // The first one is second now: moving it once more puts it third.
    expect(await recordCalls(move)).toContain('PUT /api/Page/product-order');
    expect(names(cataloguePage()?.productIds ?? []).slice(0, 3)).toEqual([second, rest[0], first]);
  });

  it('saves the search and share fields on the page', async () => {
    const { user } = await openEditor();
    await user.type(screen.getByLabelText('Meta Başlık'), 'Ürün Kataloğumuz');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(
      await within(toasts()).findByText('Değişiklikler başarıyla kaydedildi!'),
    ).toBeInTheDocument();
    expect(cataloguePage()?.metaTitle).toBe('Ürün Kataloğumuz');
  });
});
