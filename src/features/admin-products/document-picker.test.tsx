import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/node';
import { openProductGrid } from '../../../tests/helpers/product-grid';

/** Makes the seeded document at `index` a draft, or scheduled at `publishAt`; returns its name. */
function unpublish(index: number, publishAt?: string) {
  const document = db.state.documents[index];
  if (!document) throw new Error(`the seed has no document ${index}`);
  document.status = publishAt ? 'scheduled' : 'draft';
  document.publishAt = publishAt ?? null;
  return document.name;
}

describe("the product editor's document picker (issue 21)", () => {
  it("marks a draft 'Taslak' and a schedule with its time; a published document has no mark", async () => {
    const draft = unpublish(0);
    const scheduled = unpublish(1, new Date(Date.now() + 86_400_000).toISOString());
    const published = db.state.documents[2]?.name ?? '';
    await openProductGrid();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Yeni Ürün' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yeni Ürün' });
    await user.click(within(dialog).getByRole('button', { name: '+ Belge Seç' }));
    const picker = await screen.findByRole('dialog', { name: 'Belge Seç' });
    const list = await within(picker).findByRole('list', { name: 'Belgeler' });
    const choice = (name: string) =>
      within(list).getByText(name, { exact: true }).closest('button') as HTMLElement;

    expect(choice(draft)).toHaveTextContent('Taslak');
    expect(choice(scheduled)).toHaveTextContent(/Zamanlandı: /);
    expect(choice(published)).not.toHaveTextContent(/Taslak|Zamanlandı|Yayımlanmamış/);
  });
});
