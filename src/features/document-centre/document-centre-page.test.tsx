import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/node';
import { renderSite } from '../../../tests/helpers/render-site';

/** The document centre (issue 49) on the mocks' seed. */
describe("the document centre ('/belgeler')", () => {
  it('groups every active, published document by category, each with its facts and download', async () => {
    await renderSite('/belgeler');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Belge Merkezi' }),
    ).toBeInTheDocument();
    const groups = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(groups).toEqual(expect.arrayContaining(['Teknik Föy', 'Güvenlik Bilgi Formu']));
    // Switched off in the panel: never shown.
    expect(
      screen.queryByText('Epoksi Enjeksiyon Reçinesi Güvenlik Bilgi Formu (2023)'),
    ).not.toBeInTheDocument();
    const row = screen
      .getByRole('heading', { level: 3, name: 'Poliüretan Enjeksiyon Reçinesi Teknik Föyü' })
      .closest('li');
    const facts = within(row as HTMLElement);
    expect(facts.getByText('PDF belgesi')).toBeInTheDocument();
    expect(facts.getByText(/^\d+(,\d+)? (KB|MB|Bytes)$/)).toBeInTheDocument();
    expect(facts.getByRole('link', { name: 'Poliüretan Enjeksiyon' })).toHaveAttribute(
      'href',
      '/product/poliuretan-enjeksiyon',
    );
    const download = facts.getByRole('link', { name: /^İndir: Poliüretan Enjeksiyon Reçinesi/ });
    expect(download).toHaveAttribute('download');
    expect(download.getAttribute('href')).toMatch(/\.pdf$/);
  });

  it('filters by product and category through the address', async () => {
    const { router, user } = await renderSite('/belgeler?urun=poliuretan-enjeksiyon');
    expect(
      await screen.findByRole('heading', {
        level: 3,
        name: 'Poliüretan Enjeksiyon Uygulama Kılavuzu',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByText('AsilNunX Teknik Föyü')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Ürün' })).toHaveValue('poliuretan-enjeksiyon');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Kategori' }), 'Teknik Föy');
    await user.click(screen.getByRole('button', { name: 'Süz' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Teknik Föy' })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(1);
    expect(router.state.location.search).toEqual({
      kategori: 'Teknik Föy',
      urun: 'poliuretan-enjeksiyon',
    });
  });

  it('says when nothing fits, and when nothing is published', async () => {
    await renderSite('/belgeler?urun=boyle-bir-urun-yok');
    expect(await screen.findByText('Bu filtreye uyan belge yok.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Tüm belgeler' })).toHaveAttribute('href', '/belgeler');

    db.state.documents.splice(0);
    await renderSite('/belgeler');
    expect(await screen.findByText('Henüz yayımlanmış belge yok.')).toBeVisible();
  });
});
