import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { renderPanel, signInAsAdmin } from './render-panel';

/** The product grid (/admin/products) signed in as the demo administrator, once it has loaded. */
export async function openProductGrid() {
  signInAsAdmin();
  const view = await renderPanel('/admin/products');
  await screen.findByRole('list', { name: 'Ürün listesi' }, { timeout: 5000 });
  return view;
}

/** The 'Ürünü Düzenle' dialog of a product on the grid's page, once its form has loaded. */
export async function openProductEditor(user: UserEvent, name: string) {
  await user.click(screen.getByRole('button', { name: `${name} düzenle` }));
  const dialog = await screen.findByRole('dialog', { name: 'Ürünü Düzenle' });
  await within(dialog).findByRole('form', { name: 'Ürün formu' });
  return dialog;
}
