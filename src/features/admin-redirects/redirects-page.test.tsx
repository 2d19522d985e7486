import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { control, db, holdMockRequests } from '../../../mocks/node';
import {
  openFailingThenRetry,
  renderPanel,
  signInAsAdmin,
} from '../../../tests/helpers/render-panel';
import { formatDateTime } from '../../../core/lib/turkey-time';
import { MESSAGES } from '../../../core/domain/messages';

const ADDED_AT = '2026-11-20T09:30:00.000Z';
const SEEN_AT = '2026-11-23T15:45:00.000Z';

/** Two redirects (the newest last, as the store keeps them) and two missed addresses. */
function seed() {
  db.state.redirects.push(
    {
      id: '7b0c3f5e-1f0a-4c44-9c55-0d3d2b1a0001',
      from: '/eski-hakkimizda',
      to: '/about',
      createdAt: '2026-11-10T08:00:00.000Z',
      hits: 12,
      lastHitAt: null,
    },
    {
      id: '7b0c3f5e-1f0a-4c44-9c55-0d3d2b1a0002',
      from: '/product/silinen-urun',
      to: null,
      createdAt: ADDED_AT,
      hits: 3,
      lastHitAt: null,
    },
  );
  db.state.missedAddresses.push(
    { path: '/kampanya', hits: 4, lastSeenAt: '2026-11-21T10:00:00.000Z' },
    { path: '/urunler/eski', hits: 9, lastSeenAt: SEEN_AT },
  );
}

async function openRedirects() {
  signInAsAdmin();
  const view = await renderPanel('/admin/redirects');
  expect(await screen.findByRole('heading', { level: 1, name: 'Yönlendirmeler' })).toBeVisible();
  await screen.findByRole('heading', { level: 2, name: /^Yönlendirmeler/ });
  return view;
}

// jsdom applies no CSS: the table and the phone's cards are both there; these read the table.
const redirectsTable = () => screen.getByRole('table', { name: 'Yönlendirmeler, en yeni önce' });
const missedTable = () =>
  screen.getByRole('table', { name: 'Bulunamayan adresler, en çok istenen önce' });
const bodyRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('cell').length > 0);
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const dialog = () => screen.findByRole('dialog', { name: 'Adresi yönlendir' });

describe('redirects (/admin/redirects)', () => {
  it('lists the redirects newest first and the missed addresses most requested first', async () => {
    seed();
    await openRedirects();
    expect(document.title).toBe('Yönlendirmeler | Yönetim Paneli');
    expect(
      screen.getByText(
        'Eski adresler yeni yerlerine kalıcı olarak (301) yönlenir. Bir ürünün kısa adı değiştiğinde yönlendirme kendiliğinden eklenir.',
      ),
    ).toBeVisible();
    expect(
      within(redirectsTable())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Eski adres', 'Yeni adres', 'Eklenme', 'Ziyaret', 'İşlemler']);
    expect(bodyRows(redirectsTable()).map(cellTexts)).toEqual([
      [
        '/product/silinen-urun',
        'Kalıcı olarak kaldırıldı (410)',
        formatDateTime(ADDED_AT),
        '3',
        'Kaldır',
      ],
      ['/eski-hakkimizda', '/about', formatDateTime('2026-11-10T08:00:00.000Z'), '12', 'Kaldır'],
    ]);

    expect(
      screen.getByText(
        'Ziyaretçilerin istediği ama sitede bulunamayan adresler, en çok istenen önce.',
      ),
    ).toBeVisible();
    expect(bodyRows(missedTable()).map(cellTexts)).toEqual([
      ['/urunler/eski', '9', formatDateTime(SEEN_AT), 'Yönlendir'],
      ['/kampanya', '4', formatDateTime('2026-11-21T10:00:00.000Z'), 'Yönlendir'],
    ]);
    // On a phone, one card a row with the same buttons.
    const cards = screen.getByRole('list', { name: 'Yönlendirmeler, en yeni önce' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(2);
    expect(within(cards).getByRole('button', { name: 'Kaldır: /eski-hakkimizda' })).toBeVisible();
  });

  it('says when there is nothing to list', async () => {
    await openRedirects();
    expect(screen.getByText('Henüz yönlendirme yok.')).toBeVisible();
    expect(screen.getByText('Bulunamayan adres kaydı yok.')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('removes a redirect after a confirmation naming it', async () => {
    seed();
    const { user } = await openRedirects();
    await user.click(
      within(redirectsTable()).getByRole('button', { name: 'Kaldır: /eski-hakkimizda' }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: 'Yönlendirmeyi Kaldır' });
    expect(confirm).toHaveTextContent(
      "'/eski-hakkimizda' yönlendirmesi kaldırılacak. Bu adres yeniden hiçbir sayfa bulamayacak.",
    );
    // The safe choice first: cancelling keeps it.
    expect(within(confirm).getByRole('button', { name: 'İptal' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'İptal' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(db.state.redirects).toHaveLength(2);
    // The focus goes back to the button that asked.
    await waitFor(() =>
      expect(
        within(redirectsTable()).getByRole('button', { name: 'Kaldır: /eski-hakkimizda' }),
      ).toHaveFocus(),
    );

    await user.click(
      within(redirectsTable()).getByRole('button', { name: 'Kaldır: /eski-hakkimizda' }),
    );
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Kaldır' }),
    );
    expect(await screen.findByText('Yönlendirme kaldırıldı.')).toBeVisible();
    expect(db.state.redirects.map((redirect) => redirect.from)).toEqual(['/product/silinen-urun']);
    await waitFor(() => expect(bodyRows(redirectsTable())).toHaveLength(1));
    expect(screen.queryByText('/eski-hakkimizda')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: /^Yönlendirmeler/ })).toHaveFocus(),
    );
  });

  it('says so in a toast when a removal fails, and keeps the redirect', async () => {
    seed();
    const { user } = await openRedirects();
    await user.click(
      within(redirectsTable()).getByRole('button', { name: 'Kaldır: /eski-hakkimizda' }),
    );
    control.failures = { remaining: 1, status: 500 };
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Kaldır' }),
    );
    expect(
      await screen.findByText('Yönlendirme kaldırılamadı. Lütfen tekrar deneyin.'),
    ).toBeVisible();
    expect(db.state.redirects).toHaveLength(2);
    expect(within(redirectsTable()).getByText('/eski-hakkimizda')).toBeInTheDocument();
  });

  it('redirects a missed address to a product in one dialog', async () => {
    seed();
    const product = db.state.products[0];
    if (!product) throw new Error('The seed has no product.');
    const { user } = await openRedirects();
    await user.click(
      within(missedTable()).getByRole('button', { name: 'Yönlendir: /urunler/eski' }),
    );
    const form = await dialog();
    expect(within(form).getByText('/urunler/eski')).toBeVisible();
    const target = within(form).getByRole('combobox', { name: 'Hedef sayfa' });
    // The site's pages (name and path), then the products.
    expect(within(target).getByRole('option', { name: 'Anasayfa (/)' })).toHaveValue('/');
    expect(within(target).getByRole('option', { name: 'İletişim (/contact)' })).toHaveValue(
      '/contact',
    );
    const option = await within(target).findByRole('option', { name: `Ürün: ${product.name}` });
    expect(option).toHaveValue(`/product/${product.slug}`);
    await user.selectOptions(target, option);
    const release = holdMockRequests();
    await user.click(within(form).getByRole('button', { name: 'Yönlendir' }));
    expect(within(form).getByRole('button', { name: 'Kaydediliyor...' })).toBeDisabled();
    release();

    expect(await screen.findByText('Yönlendirme eklendi.')).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Adresi yönlendir' })).not.toBeInTheDocument(),
    );
    expect(db.state.redirects.at(-1)).toMatchObject({
      from: '/urunler/eski',
      to: `/product/${product.slug}`,
    });
    expect(db.state.missedAddresses.map((address) => address.path)).toEqual(['/kampanya']);
    await waitFor(() => expect(bodyRows(missedTable())).toHaveLength(1));
    expect(within(missedTable()).queryByText('/urunler/eski')).not.toBeInTheDocument();
    expect(within(redirectsTable()).getByText('/urunler/eski')).toBeInTheDocument();
    // Its row is gone: the focus waits on the list where the new redirect shows.
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: /^Yönlendirmeler/ })).toHaveFocus(),
    );
  });

  it('shows a refused address inside the dialog and keeps what was typed', async () => {
    const { user } = await openRedirects();
    await user.click(screen.getByRole('button', { name: 'Yönlendirme ekle' }));
    const form = await dialog();
    const from = within(form).getByRole('textbox', { name: 'Eski adres' });
    expect(from).toHaveAttribute('placeholder', '/eski-sayfa');
    await user.click(from);
    await user.paste('/admin/x');
    await user.selectOptions(
      within(form).getByRole('combobox', { name: 'Hedef sayfa' }),
      'Hakkımızda (/about)',
    );
    await user.click(within(form).getByRole('button', { name: 'Yönlendir' }));

    await waitFor(() => expect(from).toHaveAccessibleDescription(MESSAGES.redirectReserved));
    expect(from).toHaveAttribute('aria-invalid', 'true');
    // The refusal is under its field, not again above the form.
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    expect(from).toHaveValue('/admin/x');
    expect(within(form).getByRole('combobox', { name: 'Hedef sayfa' })).toHaveValue('/about');
    expect(within(form).getByRole('button', { name: 'Yönlendir' })).toBeEnabled();
    expect(db.state.redirects).toEqual([]);

    // Corrected, it goes through.
    await user.clear(from);
    await user.paste('/eski-sayfa');
    await user.tab();
    await waitFor(() => expect(from).not.toHaveAttribute('aria-invalid', 'true'));
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Yönlendir' }));
    expect(await screen.findByText('Yönlendirme eklendi.')).toBeVisible();
    expect(db.state.redirects).toMatchObject([{ from: '/eski-sayfa', to: '/about' }]);
    await waitFor(() => expect(within(redirectsTable()).getByText('/eski-sayfa')).toBeVisible());
  });

  it('checks the address and the target before sending', async () => {
    const { user } = await openRedirects();
    await user.click(screen.getByRole('button', { name: 'Yönlendirme ekle' }));
    const form = await dialog();
    const from = within(form).getByRole('textbox', { name: 'Eski adres' });
    await user.click(from);
    await user.paste('eski-sayfa');
    await user.click(within(form).getByRole('button', { name: 'Yönlendir' }));
    expect(await within(form).findByText(/^Adres '\/' ile başlayan/)).toBeVisible();
    expect(within(form).getByText('Yönlendirilecek sayfayı seçin.')).toBeVisible();
    expect(db.state.redirects).toEqual([]);
  });

  it("shows the loading state, then 'Hata!' and a retry when the list cannot load", async () => {
    await openFailingThenRetry('/admin/redirects', 'Yönlendirmeler yüklenemedi');
    expect(await screen.findByText('Henüz yönlendirme yok.')).toBeVisible();
  });
});
