import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { issueToken } from '../../../mocks/auth';
import { db, server } from '../../../mocks/node';
import { renderPanel } from '../../../tests/helpers/render-panel';
import { notices } from '../../components/notice/notice-store';
import { startSession } from '../../lib/session';

async function openProducts(path = '/admin/products') {
  const admin = db.state.users.find((user) => user.username === 'admin');
  if (!admin) throw new Error('no demo administrator in the seed');
  startSession(localStorage, issueToken(admin).token);
  const view = await renderPanel(path);
  // hidden: a load failure's 'Hata!' notice may already hide the page from the accessibility tree.
  await screen.findByRole('heading', { level: 1, name: 'Ürün Yönetimi', hidden: true });
  return view;
}

// hidden: true, because an open dialog hides the rest of the page from the accessibility tree.
const grid = () => screen.getByRole('list', { name: 'Ürün listesi', hidden: true });
const findGrid = () => screen.findByRole('list', { name: 'Ürün listesi' }, { timeout: 5000 });
const cardNames = () =>
  within(grid())
    .getAllByRole('heading', { level: 2, hidden: true })
    .map((heading) => heading.textContent);
const card = (name: string) => within(grid()).getByRole('article', { name, hidden: true });
/** The products in the grid's order: newest first (the mocks keep them in creation order). */
const seedNames = () => db.state.products.map((product) => product.name).reverse();
const paging = () => screen.getByRole('navigation', { name: 'Sayfalama' });

/** docs/SPEC.md section 9: the first description cut to 100 characters, then '...'. */
const cut = (text: string) =>
  Array.from(text).length > 100 ? `${Array.from(text).slice(0, 100).join('').trimEnd()}...` : text;

afterEach(() => {
  notices.close();
  toast.dismiss();
});

describe('product grid (docs/SPEC.md section 2, admin screen 5)', () => {
  it('shows the seed products 10 to a page: 11 products make 2 pages', async () => {
    await openProducts();
    await findGrid();
    expect(db.state.products).toHaveLength(11);
    expect(cardNames()).toEqual(seedNames().slice(0, 10));
    expect(paging()).toHaveTextContent('Sayfa 1 / 2');
    expect(paging()).toHaveTextContent('Toplam 11 ürün');
    expect(within(paging()).getByRole('button', { name: 'Önceki' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Yeni Ürün' })).toBeEnabled();
  });

  it("cuts the description to 100 characters and shows 2 subtitles then '+N daha'", async () => {
    // The first product of the seed: the oldest, so the last card, on page 2.
    await openProducts('/admin/products?page=2');
    await findGrid();
    const seed = db.state.products[0];
    if (!seed) throw new Error('no product in the seed');
    const article = card(seed.name);
    const description = seed.descriptions[0] ?? '';
    expect(Array.from(description).length).toBeGreaterThan(100);
    expect(within(article).getByText(cut(description))).toBeInTheDocument();
    expect(within(article).queryByText(description)).not.toBeInTheDocument();

    const subtitles = within(article).getByRole('list', { name: 'Alt başlıklar' });
    const chips = within(subtitles).getAllByRole('listitem');
    expect(seed.subtitles).toHaveLength(3);
    expect(chips.map((chip) => chip.textContent)).toEqual([
      seed.subtitles[0],
      seed.subtitles[1],
      '+1 daha',
    ]);
    // The image is decorative (alt=""): the name next to it says what it shows.
    expect(article.querySelector('img')).toHaveAttribute(
      'src',
      expect.stringContaining(seed.mainImageUrl ?? 'no main image'),
    );
    expect(
      within(article).getByRole('button', { name: `${seed.name} düzenle` }),
    ).toBeInTheDocument();
    expect(within(article).getByRole('button', { name: `${seed.name} sil` })).toBeInTheDocument();
  });

  it('pages forward and back through the URL (?page=2)', async () => {
    const { user, router } = await openProducts();
    await findGrid();
    await user.click(within(paging()).getByRole('button', { name: 'Sonraki' }));
    await waitFor(() => expect(cardNames()).toEqual(seedNames().slice(10)));
    expect(router.state.location.search).toEqual({ page: 2 });
    expect(paging()).toHaveTextContent('Sayfa 2 / 2');
    expect(within(paging()).getByRole('button', { name: 'Sonraki' })).toBeDisabled();

    await user.click(within(paging()).getByRole('button', { name: 'Önceki' }));
    await waitFor(() => expect(cardNames()).toEqual(seedNames().slice(0, 10)));
    expect(router.state.location.search).toEqual({});
  });

  it('opens the page the URL names, and page 1 for a page that is not a number', async () => {
    await openProducts('/admin/products?page=2');
    await findGrid();
    expect(cardNames()).toEqual(seedNames().slice(10));
    expect(paging()).toHaveTextContent('Sayfa 2 / 2');
  });

  it('falls back to page 1 for a bad page and moves past-the-end pages to the last', async () => {
    const { router } = await openProducts('/admin/products?page=abc');
    await findGrid();
    expect(cardNames()).toEqual(seedNames().slice(0, 10));

    await router.navigate({ to: '/admin/products', search: { page: 9 } });
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 2 }));
    await waitFor(() => expect(cardNames()).toEqual(seedNames().slice(10)));
  });

  it('changes the page size, back to page 1', async () => {
    const { user, router } = await openProducts('/admin/products?page=2');
    await findGrid();
    await user.selectOptions(screen.getByLabelText('Sayfa başına'), '20');
    await waitFor(() => expect(cardNames()).toEqual(seedNames()));
    expect(router.state.location.search).toEqual({ size: 20 });
    expect(paging()).toHaveTextContent('Sayfa 1 / 1');
  });

  it("says 'Ürünler yüklenirken bir hata oluştu.' with 'Hata!' and a retry when the list fails", async () => {
    server.use(
      http.get(
        '*/api/Product',
        () => HttpResponse.json({ success: false, message: 'Hata', data: null }, { status: 500 }),
        { once: true },
      ),
    );
    const { user } = await openProducts();
    const notice = await screen.findByRole('alertdialog', { name: 'Hata!' });
    expect(notice).toHaveTextContent('Veriler yüklenirken bir hata oluştu.');
    await user.click(within(notice).getByRole('button', { name: 'Tamam' }));
    const inline = screen.getByRole('alert');
    expect(inline).toHaveTextContent('Ürünler yüklenirken bir hata oluştu.');
    await user.click(within(inline).getByRole('button', { name: 'Tekrar Dene' }));
    await findGrid();
    expect(cardNames()).toHaveLength(10);
  });

  it('sends the token and asks for the zero-based page, drafts included', async () => {
    const seen: { auth: string | null; params: string }[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (request.method === 'GET' && url.pathname === '/api/Product')
        seen.push({ auth: request.headers.get('Authorization'), params: url.search });
    });
    try {
      await openProducts('/admin/products?page=2');
      await findGrid();
    } finally {
      server.events.removeAllListeners('request:start');
    }
    expect(seen[0]?.auth).toMatch(/^Bearer /);
    expect(seen[0]?.params).toBe('?PageIndex=1&PageSize=10&Order=newest&Drafts=true');
  });
});

describe('deleting a product', () => {
  it("asks first, naming the product; 'İptal' deletes nothing", async () => {
    const { user } = await openProducts();
    await findGrid();
    const name = 'Kimyasal Ankraj ve Filiz Ekimi';
    await user.click(screen.getByRole('button', { name: `${name} sil` }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Ürünü Sil' });
    expect(dialog).toHaveTextContent(`'${name}' ürününü silmek istediğinizden emin misiniz?`);
    expect(within(dialog).getByRole('button', { name: 'İptal' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'İptal' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(seedNames()).toContain(name);
  });

  it("deletes on 'Evet, Sil', says 'Ürün silindi.', and takes it off the grid and the home page", async () => {
    const { user } = await openProducts();
    await findGrid();
    const product = db.state.products.find((candidate) => candidate.name === 'Epoksi Enjeksiyon');
    if (!product) throw new Error('no Epoksi Enjeksiyon in the seed');
    await user.click(screen.getByRole('button', { name: `${product.name} sil` }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Ürünü Sil' });
    await user.click(within(dialog).getByRole('button', { name: 'Evet, Sil' }));
    expect(await screen.findByText('Ürün silindi.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(db.state.products.some((candidate) => candidate.id === product.id)).toBe(false);
    await waitFor(() => expect(cardNames()).not.toContain(product.name));
    expect(cardNames()).toHaveLength(10);
    expect(paging()).toHaveTextContent('Sayfa 1 / 1');
    expect(paging()).toHaveTextContent('Toplam 10 ürün');
    for (const page of db.state.pages) expect(page.productIds).not.toContain(product.id);
  });

  it("keeps the product and says 'Ürün silinirken bir hata oluştu.' when the delete fails", async () => {
    server.use(
      http.delete('*/api/Product/:id', () =>
        HttpResponse.json(
          { success: false, message: 'Sunucu hatası', data: null },
          { status: 500 },
        ),
      ),
    );
    const { user } = await openProducts();
    await findGrid();
    const name = 'Su Yalıtımı';
    await user.click(screen.getByRole('button', { name: `${name} sil` }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Ürünü Sil' });
    await user.click(within(dialog).getByRole('button', { name: 'Evet, Sil' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Ürün silinirken bir hata oluştu.',
    );
    expect(seedNames()).toContain(name);
    expect(within(dialog).getByRole('button', { name: 'Evet, Sil' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'İptal' }));
    expect(cardNames()).toContain(name);
  });

  it('moves to the previous page when the only product of the last page is deleted', async () => {
    const { user, router } = await openProducts('/admin/products?page=2');
    await findGrid();
    const [last] = cardNames();
    await user.click(screen.getByRole('button', { name: `${last} sil` }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Ürünü Sil' });
    await user.click(within(dialog).getByRole('button', { name: 'Evet, Sil' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    await waitFor(() => expect(cardNames()).toEqual(seedNames().slice(0, 10)));
    expect(paging()).toHaveTextContent('Sayfa 1 / 1');
  });
});
