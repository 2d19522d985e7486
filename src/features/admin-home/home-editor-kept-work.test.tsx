import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/node';
import { keepWorkInFakeIndexedDb, keptCopyOf } from '../../../tests/helpers/fake-kept-work';
import { renderPanel, signInAsAdmin } from '../../../tests/helpers/render-panel';

keepWorkInFakeIndexedDb();

const homePage = () => {
  const page = db.state.pages.find((candidate) => candidate.name === 'Anasayfa');
  if (!page) throw new Error('no home page in the seed');
  return page;
};
const productName = (id: string) =>
  db.state.products.find((product) => product.id === id)?.name ?? '';

async function openEditor() {
  signInAsAdmin();
  const app = await renderPanel('/admin/Home');
  await screen.findByRole('heading', { level: 2, name: 'Ana Sayfa Banner' });
  return app;
}

const offer = () => screen.queryByRole('region', { name: 'Kaydedilmemiş değişiklikleriniz var' });

describe('Anasayfa: unsaved work kept on the device (issue 22 section 2)', () => {
  it("keeps the featured list and the SEO fields in one copy, 'Geri yükle' brings them back, a save removes it", async () => {
    const removed = productName(homePage().productIds[0] ?? '');
    const first = await openEditor();
    expect(offer()).not.toBeInTheDocument();
    await first.user.click(screen.getByRole('button', { name: `${removed} ürününü kaldır` }));
    await first.user.type(screen.getByLabelText('Meta Başlık'), 'Cihazda kalan başlık');
    // Closing the editor (as a killed tab would) writes what is pending.
    first.unmount();
    await waitFor(async () => expect(await keptCopyOf('page', homePage().id)).not.toBeNull());

    const { user } = await openEditor();
    const region = await screen.findByRole('region', {
      name: 'Kaydedilmemiş değişiklikleriniz var',
    });
    const fields = within(region).getByRole('list', { name: 'Farklı olan alanlar' });
    expect(fields).toHaveTextContent('Öne çıkan ürünler');
    expect(fields).toHaveTextContent('Meta başlık');
    // Untouched until the administrator chooses.
    expect(screen.getByLabelText('Meta Başlık')).toHaveValue('');
    expect(screen.getByRole('button', { name: `${removed} ürününü kaldır` })).toBeInTheDocument();

    await user.click(within(region).getByRole('button', { name: 'Geri yükle' }));
    expect(offer()).not.toBeInTheDocument();
    expect(screen.getByLabelText('Meta Başlık')).toHaveValue('Cihazda kalan başlık');
    expect(
      screen.queryByRole('button', { name: `${removed} ürününü kaldır` }),
    ).not.toBeInTheDocument();
    expect(screen.getByText(/^Kaydedilmemiş değişiklikler var\./)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Değişiklikleri Kaydet' }));
    expect(await screen.findByText('Değişiklikler başarıyla kaydedildi!')).toBeInTheDocument();
    expect(homePage().metaTitle).toBe('Cihazda kalan başlık');
    expect(homePage().productIds.map(productName)).not.toContain(removed);
    await waitFor(async () => expect(await keptCopyOf('page', homePage().id)).toBeNull());
  });

  it("'Sil' removes the copy: it is not offered again", async () => {
    const first = await openEditor();
    await first.user.type(screen.getByLabelText('Meta Açıklama'), 'Silinecek açıklama');
    first.unmount();
    await waitFor(async () => expect(await keptCopyOf('page', homePage().id)).not.toBeNull());

    const { user } = await openEditor();
    const region = await screen.findByRole('region', {
      name: 'Kaydedilmemiş değişiklikleriniz var',
    });
    await user.click(within(region).getByRole('button', { name: 'Sil' }));
    expect(offer()).not.toBeInTheDocument();
    await waitFor(async () => expect(await keptCopyOf('page', homePage().id)).toBeNull());
    expect(screen.getByLabelText('Meta Açıklama')).toHaveValue('');
  });
});
