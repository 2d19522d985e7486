import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '../../../mocks/node';
import { notices } from '../../components/notice/notice-store';
import { openProductEditor, openProductGrid } from '../../../tests/helpers/product-grid';
import { addDraftProduct } from '../../../tests/helpers/draft-product';
import { draftTexts } from '../../components/admin/draft-actions';

const PREVIEW_TEXTS = draftTexts('product');

async function openDraft() {
  addDraftProduct();
  const view = await openProductGrid();
  const dialog = await openProductEditor(view.user, 'Gizli Enjeksiyon');
  return { ...view, dialog };
}

afterEach(() => {
  notices.close();
  toast.dismiss();
});

describe("'Önizle' on a draft product (issue 21 section 3)", () => {
  it('makes a link, lists it with its expiry, and revokes it after a question', async () => {
    const { user, dialog } = await openDraft();
    await user.click(within(dialog).getByRole('button', { name: 'Önizle' }));
    const links = await screen.findByRole('dialog', { name: 'Önizleme bağlantıları' });
    expect(await within(links).findByText(PREVIEW_TEXTS.none)).toBeInTheDocument();

    await user.click(within(links).getByRole('button', { name: 'Yeni önizleme bağlantısı' }));
    expect(await screen.findByText('Önizleme bağlantısı oluşturuldu.')).toBeInTheDocument();
    const address = (await within(links).findByLabelText('Bağlantı')) as HTMLInputElement;
    expect(address.value).toMatch(
      /^http:\/\/localhost(:\d+)?\/product\/gizli-enjeksiyon\?onizleme=/,
    );
    expect(within(links).getByRole('link', { name: 'Önizlemeyi aç' })).toHaveAttribute(
      'href',
      address.value,
    );
    expect(within(links).getByText(/tarihine kadar geçerli · admin oluşturdu/)).toBeInTheDocument();
    expect(db.state.previewLinks).toHaveLength(1);

    await user.click(within(links).getByRole('button', { name: 'Önizleme bağlantısını iptal et' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Önizleme bağlantısını iptal et' });
    await user.click(within(ask).getByRole('button', { name: 'İptal et' }));
    expect(await screen.findByText('Önizleme bağlantısı iptal edildi.')).toBeInTheDocument();
    expect(await within(links).findByText(PREVIEW_TEXTS.none)).toBeInTheDocument();
    expect(db.state.previewLinks).toEqual([]);
  });

  it('is not offered for a published product', async () => {
    const { user } = await openDraft();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const published = db.state.products.findLast((product) => product.status !== 'draft');
    const dialog = await openProductEditor(user, published?.name ?? '');
    expect(within(dialog).queryByRole('button', { name: 'Önizle' })).not.toBeInTheDocument();
  });
});
