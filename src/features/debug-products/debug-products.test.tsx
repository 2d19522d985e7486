import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { control, db, holdMockRequests, server } from '../../../mocks/node';
import { renderSite } from '../../../tests/helpers/render-site';
import { recordsOf } from '../../../tests/helpers/mock-records';

const table = async () =>
  screen.findByRole('table', { name: 'Ürünler: kimlik, ad, slug ve adres' });

describe('debug page /debug/products', () => {
  it('lists every product with id, name, backend slug, generated slug, final URL and titles', async () => {
    await renderSite('/debug/products');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Ürün Listesi (Hata Ayıklama)' }),
    ).toBeInTheDocument();
    const rows = within(await table()).getAllByRole('row');
    expect(rows[0]?.textContent).toBe('IdAdBackend slugÜretilen slugSon URLBaşlıklar');
    expect(rows).toHaveLength(db.state.products.length + 1);

    const product = recordsOf(db)
      .products()
      .find((candidate) => candidate.name === 'Çatlak Onarımı');
    const row = screen.getByRole('row', { name: /Çatlak Onarımı/ });
    const cells = within(row).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent(product?.id ?? '-');
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Çatlak Onarımı');
    expect(cells[1]).toHaveTextContent('catlak-onarimi');
    expect(cells[2]).toHaveTextContent('catlak-onarimi');
    expect(within(row).getByRole('link', { name: '/product/catlak-onarimi' })).toHaveAttribute(
      'href',
      '/product/catlak-onarimi',
    );
    const titles = within(cells[4] as HTMLElement).getAllByRole('listitem');
    expect(titles.map((item) => item.textContent)).toEqual(product?.titles);
  });

  it("marks a backend slug that differs from the generated one with 'Farklı'", async () => {
    const record = db.state.products.find((product) => product.name === 'Epoksi Enjeksiyon');
    if (!record) throw new Error('seed product missing');
    record.slug = 'epoksi';
    await renderSite('/debug/products');
    const row = within(await table()).getByRole('row', { name: /Epoksi Enjeksiyon/ });
    expect(within(row).getByText('Farklı')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: '/product/epoksi' })).toBeInTheDocument();
  });

  it('asks for up to 100 products', async () => {
    const seen: string[] = [];
    const listener = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/api/Product')) seen.push(url.search);
    };
    server.events.on('request:start', listener);
    try {
      await renderSite('/debug/products');
      await table();
      expect(seen).toContain('?PageSize=100');
    } finally {
      server.events.removeListener('request:start', listener);
    }
  });

  it('shows the loading view, then the error view with a retry', async () => {
    const release = holdMockRequests();
    control.failures = { remaining: 1, status: 500 };
    const { user } = await renderSite('/debug/products');
    expect(screen.getByRole('status')).toHaveTextContent('Yükleniyor...');
    release();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ürünler yüklenirken bir hata oluştu.');
    await user.click(within(alert).getByRole('button', { name: 'Tekrar Dene' }));
    expect(await table()).toBeInTheDocument();
  });

  it('says so when there are no products', async () => {
    db.state.products = [];
    await renderSite('/debug/products');
    expect(await screen.findByText('Henüz ürün eklenmemiş.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
