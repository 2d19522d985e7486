import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '../../../mocks/node';
import { notices } from '../../components/notice/notice-store';
import { turkeyDay } from '../../../core/lib/turkey-time';
import { openProductEditor, openProductGrid } from '../../../tests/helpers/product-grid';

const DAY = 24 * 60 * 60 * 1000;
const productNamed = (name: string) => db.state.products.find((product) => product.name === name);

/** A Turkish date-time input's value one day ahead, on the hour (as an administrator picks). */
function tomorrowAtNine(): { value: string; iso: string } {
  const day = turkeyDay(Date.now() + DAY);
  const value = `${day}T09:00`;
  return { value, iso: new Date(`${value}:00.000+03:00`).toISOString() };
}

afterEach(() => {
  notices.close();
  toast.dismiss();
});

describe("'Zamanla' (issue 21 section 4)", () => {
  it("schedules a new product in Turkey's time; the grid and the dialog say when", async () => {
    const { user } = await openProductGrid();
    await user.click(screen.getByRole('button', { name: 'Yeni Ürün' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yeni Ürün' });
    await user.type(within(dialog).getByLabelText('Ürün adı'), 'Kampanya Reçinesi');
    await user.click(within(dialog).getByRole('button', { name: 'Zamanla' }));

    const schedule = await screen.findByRole('dialog', { name: 'Yayını zamanla' });
    const at = within(schedule).getByLabelText('Yayın zamanı (Türkiye saati)');
    // A time gone by is refused before anything is sent.
    await user.clear(at);
    await user.type(at, '2020-01-01T09:00');
    await user.click(within(schedule).getByRole('button', { name: 'Zamanla' }));
    expect(
      await within(schedule).findByText('Yayın zamanı ileri bir tarih ve saat olmalıdır.'),
    ).toBeInTheDocument();
    expect(productNamed('Kampanya Reçinesi')).toBeUndefined();

    const { value, iso } = tomorrowAtNine();
    await user.clear(at);
    await user.type(at, value);
    await user.click(within(schedule).getByRole('button', { name: 'Zamanla' }));
    expect(await screen.findByText(/^Yayın zamanlandı: .* 09:00\./)).toBeInTheDocument();
    expect(productNamed('Kampanya Reçinesi')).toMatchObject({
      status: 'scheduled',
      publishAt: iso,
    });
    const card = await screen.findByRole('article', { name: 'Kampanya Reçinesi' });
    expect(within(card).getByText(/^Zamanlandı: .* 09:00$/)).toBeInTheDocument();
  });

  it('moves a schedule, removes it (a draft again), and publishes at once with Yayınla', async () => {
    const [first] = db.state.products;
    if (!first) throw new Error('the seed has no products');
    db.state.products.push({
      ...structuredClone(first),
      id: '6c1d9f2e-3e4b-4f6a-9b0c-1d2e3f4a5b6c',
      name: 'Zamanlı Enjeksiyon',
      slug: 'zamanli-enjeksiyon',
      status: 'scheduled',
      publishAt: new Date(Date.now() + 2 * DAY).toISOString(),
    });
    const { user } = await openProductGrid();
    const open = () => openProductEditor(user, 'Zamanlı Enjeksiyon');

    let dialog = await open();
    expect(within(dialog).getByText(/^Zamanlandı: /)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Zamanla' }));
    let schedule = await screen.findByRole('dialog', { name: 'Yayını zamanla' });
    const { value, iso } = tomorrowAtNine();
    const at = within(schedule).getByLabelText('Yayın zamanı (Türkiye saati)');
    await user.clear(at);
    await user.type(at, value);
    await user.click(within(schedule).getByRole('button', { name: 'Zamanla' }));
    await waitFor(() => expect(productNamed('Zamanlı Enjeksiyon')?.publishAt).toBe(iso));

    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    dialog = await open();
    await user.click(within(dialog).getByRole('button', { name: 'Zamanla' }));
    schedule = await screen.findByRole('dialog', { name: 'Yayını zamanla' });
    await user.click(within(schedule).getByRole('button', { name: 'Zamanlamayı kaldır' }));
    await waitFor(() =>
      expect(productNamed('Zamanlı Enjeksiyon')).toMatchObject({
        status: 'draft',
        publishAt: null,
      }),
    );

    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    dialog = await open();
    await user.click(within(dialog).getByRole('button', { name: 'Yayınla' }));
    expect(await screen.findByText('Ürün yayınlandı.')).toBeInTheDocument();
    expect(productNamed('Zamanlı Enjeksiyon')?.status).toBe('published');
  });

  it("schedules a published product's changes: the live one stays until then", async () => {
    const { user } = await openProductGrid();
    // The first product the grid shows.
    const [firstCard] = await screen.findAllByRole('article');
    const shown = firstCard ? within(firstCard).getByRole('heading').textContent : null;
    const live = db.state.products.find(({ name }) => name === shown);
    if (!live) throw new Error(`the grid shows no product: ${String(shown)}`);
    let dialog = await openProductEditor(user, live.name);
    const name = within(dialog).getByLabelText('Ürün adı');
    await user.clear(name);
    await user.type(name, 'Yeni Adıyla Ürün');
    await user.click(within(dialog).getByRole('button', { name: 'Zamanla' }));
    const schedule = await screen.findByRole('dialog', { name: 'Yayını zamanla' });
    const { value, iso } = tomorrowAtNine();
    const at = within(schedule).getByLabelText('Yayın zamanı (Türkiye saati)');
    await user.clear(at);
    await user.type(at, value);
    await user.click(within(schedule).getByRole('button', { name: 'Zamanla' }));
    expect(await screen.findByText(/^Yayın zamanlandı: .* 09:00\./)).toBeInTheDocument();
    // Visitors still see the live product; the change waits with its time.
    const stored = () => {
      const record = db.state.products.find(({ id }) => id === live.id);
      return {
        name: record?.name,
        status: record?.status ?? 'published',
        pendingName: record?.pending?.name,
        pendingPublishAt: record?.pendingPublishAt,
      };
    };
    const liveName = live.name;
    await waitFor(() =>
      expect(stored()).toEqual({
        name: liveName,
        status: 'published',
        pendingName: 'Yeni Adıyla Ürün',
        pendingPublishAt: iso,
      }),
    );

    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    dialog = await openProductEditor(user, liveName);
    expect(within(dialog).getByText(/^Zamanlandı: .* 09:00$/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Ürün adı')).toHaveValue('Yeni Adıyla Ürün');
    // Without its time the change stays, waiting for 'Yayınla'.
    await user.click(within(dialog).getByRole('button', { name: 'Zamanla' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Yayını zamanla' })).getByRole('button', {
        name: 'Zamanlamayı kaldır',
      }),
    );
    await waitFor(() =>
      expect(stored()).toEqual({
        name: liveName,
        status: 'published',
        pendingName: 'Yeni Adıyla Ürün',
        pendingPublishAt: null,
      }),
    );
  });
});
