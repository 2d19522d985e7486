import { focusManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import {
  getProductById,
  updateProduct,
} from '../../api/generated/backend/endpoints/product/product';
import type { Product } from '../../api/generated/backend/model';
import { asSecondAdmin } from '../../../tests/helpers/second-admin';
import { db, server } from '../../../mocks/node';
import { notices } from '../../components/notice/notice-store';
import { PRODUCT_MESSAGES } from './product-form';
import { openProductEditor, openProductGrid } from '../../../tests/helpers/product-grid';

/** The newest published product: on the grid's first page. */
const newestPublished = () => {
  const product = db.state.products.findLast(
    (item) => (item.status ?? 'published') === 'published',
  );
  if (!product) throw new Error('the seed has no published product');
  return product;
};

/** A second administrator ('ayse') saves the product with `change`, as another browser would. */
async function savedElsewhere(id: string, change: Partial<Product>) {
  const request = asSecondAdmin();
  const { data } = await getProductById(id, { Drafts: true }, request);
  await updateProduct({ ...data, ...change, id }, request);
}

/** Every If-Match the panel sent with a product's save. */
function productSaves() {
  const sent: (string | null)[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'PUT' && new URL(request.url).pathname.toLowerCase() === '/api/product')
      sent.push(request.headers.get('if-match'));
  };
  server.events.on('request:start', listener);
  return { sent, stop: () => server.events.removeListener('request:start', listener) };
}

async function openEditor() {
  const product = newestPublished();
  const view = await openProductGrid();
  const dialog = await openProductEditor(view.user, product.name);
  return { ...view, product, dialog };
}

/** Types a new name into the open editor and saves it ('Kaydet'). */
async function typeNameAndSave(view: Awaited<ReturnType<typeof openEditor>>, name: string) {
  const field = within(view.dialog).getByLabelText('Ürün adı');
  await view.user.clear(field);
  await view.user.type(field, name);
  await view.user.click(within(view.dialog).getByRole('button', { name: 'Kaydet' }));
}

const CONFLICT = 'Bu kaydı siz düzenlerken başka biri değiştirdi.';

/** Both sides change the name, the other side the home subtitle too: the conflict view. */
async function conflictOnName() {
  const view = await openEditor();
  await savedElsewhere(view.product.id, {
    name: 'Ayşe’nin adı',
    homePageSubtitle: 'Ayşe’nin alt başlığı',
  });
  await typeNameAndSave(view, 'Benim ürün adım');
  const conflict = await screen.findByRole('alertdialog', { name: CONFLICT });
  const field = within(conflict).getByRole('radiogroup', { name: 'Ürün adı' });
  return { view, conflict, field };
}

afterEach(() => {
  notices.close();
  toast.dismiss();
});

// Several saves and reads each, on a shared machine.
describe('a product saved in two places (issue 22 section 1)', { timeout: 30_000 }, () => {
  it('sends the version it started from, and keeps the change made elsewhere to another field', async () => {
    const view = await openEditor();
    await savedElsewhere(view.product.id, { homePageSubtitle: 'Ayşe’nin alt başlığı' });
    const saves = productSaves();
    await typeNameAndSave(view, 'Benim ürün adım');
    expect(await screen.findByText(PRODUCT_MESSAGES.updated)).toBeInTheDocument();
    saves.stop();

    expect(saves.sent).toHaveLength(1);
    expect(saves.sent[0]).toMatch(/^".+"$/);
    expect(screen.queryByRole('alertdialog', { name: CONFLICT })).not.toBeInTheDocument();
    expect(newestPublished()).toMatchObject({
      name: 'Benim ürün adım',
      homePageSubtitle: 'Ayşe’nin alt başlığı',
    });
  });

  it("shows both values of a field changed in both places; 'Benimkini koru' saves mine and keeps their other change", async () => {
    const { view, conflict, field } = await conflictOnName();
    expect(field).toHaveTextContent('Benim ürün adım');
    expect(field).toHaveTextContent('Ayşe’nin adı');
    expect(within(field).getByRole('radio', { name: 'Benimkini koru' })).toBeChecked();
    await view.user.click(within(conflict).getByRole('button', { name: 'Seçimlerle kaydet' }));

    expect(await screen.findByText(PRODUCT_MESSAGES.updated)).toBeInTheDocument();
    expect(newestPublished()).toMatchObject({
      name: 'Benim ürün adım',
      homePageSubtitle: 'Ayşe’nin alt başlığı',
    });
  });

  it("'Onunkini al' saves their value, and keeps their other change", async () => {
    const { view, conflict, field } = await conflictOnName();
    await view.user.click(within(field).getByRole('radio', { name: 'Onunkini al' }));
    await view.user.click(within(conflict).getByRole('button', { name: 'Seçimlerle kaydet' }));

    expect(await screen.findByText(PRODUCT_MESSAGES.updated)).toBeInTheDocument();
    expect(newestPublished()).toMatchObject({
      name: 'Ayşe’nin adı',
      homePageSubtitle: 'Ayşe’nin alt başlığı',
    });
  });

  it('names who saved it meanwhile once the window has the focus again; what was typed stays', async () => {
    const view = await openEditor();
    const name = within(view.dialog).getByLabelText('Ürün adı');
    await view.user.clear(name);
    await view.user.type(name, 'Benim ürün adım');
    await savedElsewhere(view.product.id, { homePageSubtitle: 'Ayşe’nin alt başlığı' });
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    expect(
      await within(view.dialog).findByText('ayse bu kaydı siz düzenlerken kaydetti.'),
    ).toBeInTheDocument();
    expect(name).toHaveValue('Benim ürün adım');
  });

  it("'Vazgeç' saves nothing and keeps what was typed", async () => {
    const view = await openEditor();
    await savedElsewhere(view.product.id, { name: 'Ayşe’nin adı' });
    await typeNameAndSave(view, 'Benim ürün adım');

    const conflict = await screen.findByRole('alertdialog', { name: CONFLICT });
    await view.user.click(within(conflict).getByRole('button', { name: 'Vazgeç' }));

    await waitFor(() => expect(conflict).not.toBeInTheDocument());
    expect(within(view.dialog).getByLabelText('Ürün adı')).toHaveValue('Benim ürün adım');
    expect(newestPublished().name).toBe('Ayşe’nin adı');
    expect(screen.queryByText('Ürün kaydedilirken bir hata oluştu.')).not.toBeInTheDocument();
  });
});
