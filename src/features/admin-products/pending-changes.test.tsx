import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '../../../mocks/node';
import type { UserEvent } from '@testing-library/user-event';
import { notices } from '../../components/notice/notice-store';
import { MESSAGES } from '../../../core/domain/messages';
import { openProductEditor, openProductGrid } from '../../../tests/helpers/product-grid';

/** The newest published product: on the grid's first page. */
const newestPublished = () => {
  const product = db.state.products.findLast(
    (item) => (item.status ?? 'published') === 'published',
  );
  if (!product) throw new Error('the seed has no published product');
  return product;
};

async function openNewestPublished() {
  const product = newestPublished();
  const view = await openProductGrid();
  return { ...view, product, open: () => openProductEditor(view.user, product.name) };
}

/** Types a first title and saves the form as a draft: pending changes of the live product. */
async function savePendingTitle(user: UserEvent, dialog: HTMLElement, text: string) {
  const title = within(dialog).getByLabelText('Başlık 1');
  await user.clear(title);
  await user.type(title, text);
  await user.click(within(dialog).getByRole('button', { name: 'Taslak olarak kaydet' }));
  expect(await screen.findByText(MESSAGES.pendingSaved)).toBeInTheDocument();
}

afterEach(() => {
  notices.close();
  toast.dismiss();
});

describe('pending changes of a published product (issue 21 section 2)', () => {
  it("are saved with 'Taslak olarak kaydet' while visitors keep the live one; the form reopens on them", async () => {
    const { user, product, open } = await openNewestPublished();
    const liveTitles = [...product.titles];
    let dialog = await open();
    await savePendingTitle(user, dialog, 'Yeni sezon başlığı');
    expect(newestPublished().titles).toEqual(liveTitles);
    expect(newestPublished().pending?.titles?.[0]).toBe('Yeni sezon başlığı');

    const card = await screen.findByRole('article', { name: product.name });
    expect(within(card).getByText('Yayımlanmamış değişiklikler var')).toBeInTheDocument();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    dialog = await open();
    expect(within(dialog).getByText(/ziyaretçiler yayındaki hâlini görüyor/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Başlık 1')).toHaveValue('Yeni sezon başlığı');
    // Enter keeps them pending: the form's own submit is 'Taslak olarak kaydet'.
    expect(within(dialog).queryByRole('button', { name: 'Kaydet' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Yayınla' }));
    expect(await screen.findByText('Ürün yayınlandı.')).toBeInTheDocument();
    expect(newestPublished().titles[0]).toBe('Yeni sezon başlığı');
    expect(newestPublished().pending).toBeNull();
  });

  it("are dropped with 'Taslağı sil' after a question; the form shows the live product again", async () => {
    const { user, product, open } = await openNewestPublished();
    const liveTitle = product.titles[0] ?? '';
    const dialog = await open();
    await savePendingTitle(user, dialog, 'Vazgeçilecek başlık');

    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    const again = await open();
    await user.click(within(again).getByRole('button', { name: 'Taslağı sil' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Taslağı sil' });
    await user.click(within(ask).getByRole('button', { name: 'Taslağı sil' }));
    expect(await screen.findByText(MESSAGES.pendingDiscarded)).toBeInTheDocument();
    expect(newestPublished().pending).toBeNull();
    await waitFor(() =>
      expect(
        within(screen.getByRole('dialog', { name: 'Ürünü Düzenle' })).getByLabelText('Başlık 1'),
      ).toHaveValue(liveTitle),
    );
  });
});
