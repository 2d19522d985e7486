import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { control, db, holdMockRequests, server } from '../../../mocks/node';
import { renderSite } from '../../../tests/helpers/render-site';
import { recordsOf } from '../../../tests/helpers/mock-records';

const POLIURETAN = '/product/poliuretan-enjeksiyon';
const seedProduct = (name: string) => {
  const product = recordsOf(db)
    .products()
    .find((candidate) => candidate.name === name);
  if (!product) throw new Error(`seed product ${name} is missing`);
  return product;
};

const serverError = () =>
  HttpResponse.json({ success: false, message: 'Sunucu hatası', data: null }, { status: 500 });

type RequestListener = (event: { request: Request }) => void;
const listeners: RequestListener[] = [];
afterEach(() => {
  for (const listener of listeners.splice(0))
    server.events.removeListener('request:start', listener);
});

/** Records the API requests the page makes (method and path with query). */
function recordRequests() {
  const seen: string[] = [];
  const listener: RequestListener = ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.includes('/api/')) seen.push(`${request.method} ${url.pathname}${url.search}`);
  };
  listeners.push(listener);
  server.events.on('request:start', listener);
  return seen;
}

describe('product page /product/{slug}', () => {
  it('shows the banner, descriptions, list titles and items, documents and video of the product', async () => {
    const product = seedProduct('Poliüretan Enjeksiyon');
    await renderSite(POLIURETAN);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Poliüretan Enjeksiyon' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const paragraph of product.descriptions) {
      expect(screen.getByText(paragraph)).toBeInTheDocument();
    }
    // listTitles[i] heads listItems[i].
    product.listTitles.forEach((title, index) => {
      const heading = screen.getByRole('heading', { level: 3, name: title });
      expect(heading.nextElementSibling).toHaveTextContent(product.listItems[index] ?? '');
    });

    const documents = screen.getByRole('region', { name: 'Dokümanlar' });
    const links = within(within(documents).getByRole('list')).getAllByRole('link');
    expect(links).toHaveLength(product.documents.length);
    // Issue 49: the document centre, filtered by this product.
    expect(within(documents).getByRole('link', { name: 'Tüm belgeler' })).toHaveAttribute(
      'href',
      '/belgeler?urun=poliuretan-enjeksiyon',
    );
    const first = product.documents[0];
    const link = within(documents).getByRole('link', { name: new RegExp(first?.name ?? '-') });
    expect(link).toHaveAttribute('href', first?.file?.path);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAttribute('title', 'Poliüretan Enjeksiyon Reçinesi Teknik Föyü');
    // docs/SPEC.md section 9: names over 25 characters are cut to 22 plus '...'.
    expect(within(link).getByText('Poliüretan Enjeksiyon ...')).toBeInTheDocument();

    expect(
      screen.getByRole('heading', { level: 2, name: 'Bodrum Perdesinde Poliüretan Enjeksiyon' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', {
        name: /^Videoyu oynat: ?Bodrum Perdesinde Poliüretan Enjeksiyon$/,
      }),
    ).toBeInTheDocument();
    expect(screen.getByText(product.videoDescriptions[0] ?? '-')).toBeInTheDocument();

    // showContact: the 'Bilgi Al' banner to /contact, naming the product and its page.
    const bilgiAl = new URL(
      screen.getByRole('link', { name: 'Bilgi Al' }).getAttribute('href') ?? '',
      'https://x.example',
    );
    expect(bilgiAl.pathname).toBe('/contact');
    expect(bilgiAl.searchParams.get('konu')).toBe('Poliüretan Enjeksiyon');
    expect(bilgiAl.searchParams.get('kaynak')).toBe(POLIURETAN);
  });

  it('opens a document without a stored file at its external URL', async () => {
    const record = db.state.documents.find(
      (document) => document.id === seedProduct('Poliüretan Enjeksiyon').documentIds[0],
    );
    if (!record) throw new Error('seed document missing');
    record.fileId = null;
    record.fileUrl = null;
    record.path = null;
    record.url = 'https://example.com/teknik-foy.pdf';
    await renderSite(POLIURETAN);
    const documents = await screen.findByRole('region', { name: 'Dokümanlar' });
    expect(within(documents).getByRole('link', { name: new RegExp(record.name) })).toHaveAttribute(
      'href',
      'https://example.com/teknik-foy.pdf',
    );
  });

  it('uses the grid section for more than 4 detail images', async () => {
    const product = seedProduct('Poliüretan Enjeksiyon');
    expect(product.productDetailImageIds.length).toBeGreaterThan(4);
    await renderSite(POLIURETAN);
    const grid = await screen.findByRole('region', { name: 'Uygulama Görselleri' });
    expect(within(grid).getAllByRole('img')).toHaveLength(product.productDetailImageIds.length);
    expect(screen.queryByRole('region', { name: 'Ürün Galerisi' })).not.toBeInTheDocument();
  });

  it('uses the gallery block for up to 4 detail images', async () => {
    const product = seedProduct('Kimyasal Ankraj ve Filiz Ekimi');
    expect(product.productDetailImageIds.length).toBeLessThanOrEqual(4);
    await renderSite(`/product/${product.slug}`);
    const gallery = await screen.findByRole('region', { name: 'Ürün Galerisi' });
    const images = within(gallery).getAllByRole('img');
    expect(images).toHaveLength(product.productDetailImageIds.length);
    expect(images[0]).toHaveAttribute('src', product.productImages[0]?.path);
    expect(screen.queryByRole('region', { name: 'Uygulama Görselleri' })).not.toBeInTheDocument();
  });

  it('shows the gallery block for exactly 4 and the grid for 5 after an edit', async () => {
    const record = db.state.products.find((product) => product.name === 'Poliüretan Enjeksiyon');
    if (!record) throw new Error('seed product missing');
    record.productDetailImageIds = record.productDetailImageIds.slice(0, 4);
    await renderSite(POLIURETAN);
    expect(await screen.findByRole('region', { name: 'Ürün Galerisi' })).toBeInTheDocument();
  });

  it('looks each image up by file id and shows the looked-up path', async () => {
    const product = seedProduct('Poliüretan Enjeksiyon');
    const requests = recordRequests();
    await renderSite(POLIURETAN);
    await screen.findByRole('heading', { level: 1, name: 'Poliüretan Enjeksiyon' });
    await waitFor(() =>
      expect(requests).toEqual(
        expect.arrayContaining(
          [product.productMainImageId, ...product.productDetailImageIds].map(
            (id) => `GET /api/File/${id}`,
          ),
        ),
      ),
    );
    const main = screen.getByRole('img', { name: 'Poliüretan Enjeksiyon' });
    expect(main).toHaveAttribute('src', product.productMainImage?.path);
    // Nothing failed, so the other products are not needed.
    expect(requests.filter((request) => request.startsWith('GET /api/Product?'))).toEqual([]);
  });

  it('ignores failed file lookups and shows the image from the product’s own files', async () => {
    const product = seedProduct('Poliüretan Enjeksiyon');
    server.use(http.get('*/api/File/:id', serverError));
    const requests = recordRequests();
    await renderSite(POLIURETAN);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Poliüretan Enjeksiyon' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(requests.filter((request) => request.startsWith('GET /api/File/')).length).toBe(
        1 + product.productDetailImageIds.length,
      ),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Poliüretan Enjeksiyon' })).toHaveAttribute(
      'src',
      product.productMainImage?.path,
    );
    const grid = screen.getByRole('region', { name: 'Uygulama Görselleri' });
    expect(within(grid).getAllByRole('img')[0]).toHaveAttribute(
      'src',
      product.productImages[0]?.path,
    );
    expect(requests.filter((request) => request.startsWith('GET /api/Product?'))).toEqual([]);
  });

  it('falls back to another product’s files, read from the public list of 50', async () => {
    const product = seedProduct('Poliüretan Enjeksiyon');
    const other = seedProduct('Kimyasal Ankraj ve Filiz Ekimi');
    // A reply whose main image is a file this product does not carry, and the lookup fails.
    server.use(
      http.get('*/api/Product/slug/:slug', () =>
        HttpResponse.json({
          success: true,
          message: null,
          data: {
            ...product,
            productMainImageId: other.productMainImageId,
            productImageId: other.productMainImageId,
            productMainImage: null,
            productImage: null,
            mainImageUrl: null,
            image: null,
          },
        }),
      ),
      http.get(`*/api/File/${other.productMainImageId}`, serverError),
    );
    const requests = recordRequests();
    await renderSite(POLIURETAN);
    await screen.findByRole('heading', { level: 1, name: 'Poliüretan Enjeksiyon' });
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Poliüretan Enjeksiyon' })).toHaveAttribute(
        'src',
        other.productMainImage?.path,
      ),
    );
    expect(requests).toContain('GET /api/Product?PageSize=50');
  });

  it('shows the placeholder when no source knows the image', async () => {
    const product = seedProduct('Poliüretan Enjeksiyon');
    server.use(
      http.get('*/api/Product/slug/:slug', () =>
        HttpResponse.json({
          success: true,
          message: null,
          data: {
            ...product,
            productMainImageId: crypto.randomUUID(),
            productImageId: null,
            productMainImage: null,
            mainImageUrl: null,
            image: null,
          },
        }),
      ),
    );
    await renderSite(POLIURETAN);
    await screen.findByRole('heading', { level: 1, name: 'Poliüretan Enjeksiyon' });
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Poliüretan Enjeksiyon' })).toHaveAttribute(
        'src',
        '/images/placeholder.svg',
      ),
    );
  });

  it("leaves out the 'Bilgi Al' banner when showContact is false", async () => {
    const product = recordsOf(db)
      .products()
      .find((candidate) => !candidate.showContact);
    if (!product) throw new Error('the seed has no product with showContact false');
    await renderSite(`/product/${product.slug}`);
    await screen.findByRole('heading', { level: 1, name: product.titles[0] });
    expect(screen.queryByRole('link', { name: 'Bilgi Al' })).not.toBeInTheDocument();
  });

  // A first load in the browser waits for the public layout's menus (issue 49) as well, under the
  // router's own loading view; the product's shows when a visitor comes from another page.
  it("shows 'Ürün bilgileri yükleniyor...' while loading", async () => {
    const { router } = await renderSite('/about');
    await screen.findByRole('heading', { level: 1 });
    const release = holdMockRequests();
    act(
      () =>
        void router.navigate({ to: '/product/$slug', params: { slug: 'poliuretan-enjeksiyon' } }),
    );
    expect(await screen.findByText('Ürün bilgileri yükleniyor...')).toBeVisible();
    release();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Poliüretan Enjeksiyon' }),
    ).toBeInTheDocument();
  });

  it("shows 'Ürün Bulunamadı' and 'Aradığınız ürün mevcut değil.' for an unknown slug; 'Geri Dön' goes home", async () => {
    const { user, router } = await renderSite('/product/olmayan-urun');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1 })).toHaveTextContent('Ürün Bulunamadı');
    expect(alert).toHaveTextContent('Aradığınız ürün mevcut değil.');
    await waitFor(() => expect(document.title).toBe('Ürün Bulunamadı | Asil Yapı Kimyasalları'));
    await user.click(within(alert).getByRole('button', { name: 'Geri Dön' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it("'Geri Dön' goes back in the history when the visitor came from another page", async () => {
    const { user, router } = await renderSite('/debug/products');
    await act(() => router.navigate({ to: '/product/$slug', params: { slug: 'olmayan-urun' } }));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(document.title).toBe('Ürün Bulunamadı | Asil Yapı Kimyasalları'));
    await user.click(within(alert).getByRole('button', { name: 'Geri Dön' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/debug/products'));
  });

  it("shows 'Ürün verileri yüklenirken bir hata oluştu.' when loading fails", async () => {
    control.failures = { remaining: 1, status: 500 };
    await renderSite(POLIURETAN);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ürün Bulunamadı');
    expect(alert).toHaveTextContent('Ürün verileri yüklenirken bir hata oluştu.');
    expect(within(alert).getByRole('button', { name: 'Geri Dön' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Ürün Bulunamadı | Asil Yapı Kimyasalları'));
  });

  it("says 'Geçersiz ürün slug'ı.' without a slug, and asks nothing of the server", async () => {
    const requests = recordRequests();
    for (const path of ['/product/', '/product', '/product/%20%20']) {
      document.title = '';
      const view = await renderSite(path);
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Ürün Bulunamadı');
      expect(alert).toHaveTextContent("Geçersiz ürün slug'ı.");
      await waitFor(() => expect(document.title).toBe('Ürün Bulunamadı | Asil Yapı Kimyasalları'));
      view.unmount();
    }
    expect(requests.filter((request) => request.includes('/api/Product'))).toEqual([]);
  });

  it('sets the browser title to the first title plus the brand, and resets it on leaving', async () => {
    const { router } = await renderSite(POLIURETAN);
    await screen.findByRole('heading', { level: 1, name: 'Poliüretan Enjeksiyon' });
    await waitFor(() =>
      expect(document.title).toBe('Poliüretan Enjeksiyon | Asil Yapı Kimyasalları'),
    );
    await act(() => router.navigate({ to: '/debug/products' }));
    await screen.findByRole('heading', { level: 1, name: 'Ürün Listesi (Hata Ayıklama)' });
    await waitFor(() =>
      expect(document.title).toBe('Ürün Listesi (Hata Ayıklama) | Asil Yapı Kimyasalları'),
    );
  });

  it('uses the name for the title when the product has no titles', async () => {
    const record = db.state.products.find((product) => product.name === 'Epoksi Enjeksiyon');
    if (!record) throw new Error('seed product missing');
    record.titles = [];
    await renderSite(`/product/${record.slug}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Epoksi Enjeksiyon' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Epoksi Enjeksiyon | Asil Yapı Kimyasalları'));
  });

  it("uses the product's meta title for the browser title, as its page's head does", async () => {
    const record = db.state.products.find((product) => product.name === 'Epoksi Enjeksiyon');
    if (!record) throw new Error('seed product missing');
    record.metaTitle = 'Epoksi ile Çatlak Enjeksiyonu';
    await renderSite(`/product/${record.slug}`);
    await screen.findByRole('heading', { level: 1, name: record.titles[0] ?? record.name });
    await waitFor(() =>
      expect(document.title).toBe('Epoksi ile Çatlak Enjeksiyonu | Asil Yapı Kimyasalları'),
    );
  });
  it('shows the same page after a client-side navigation as after a load', async () => {
    const product = seedProduct('Poliüretan Enjeksiyon');
    const { router } = await renderSite('/debug/products');
    await act(() =>
      router.navigate({ to: '/product/$slug', params: { slug: 'poliuretan-enjeksiyon' } }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Poliüretan Enjeksiyon' });
    // The loader looked the images up before the page was drawn: the real files at once.
    expect(screen.getByRole('img', { name: 'Poliüretan Enjeksiyon' })).toHaveAttribute(
      'src',
      product.productMainImage?.path,
    );
    const grid = screen.getByRole('region', { name: 'Uygulama Görselleri' });
    expect(within(grid).getAllByRole('img')).toHaveLength(product.productDetailImageIds.length);
    await waitFor(() =>
      expect(document.title).toBe('Poliüretan Enjeksiyon | Asil Yapı Kimyasalları'),
    );
  });

  it("says a preview link that no longer works in the server's words", async () => {
    const message = 'Önizleme bağlantısının süresi dolmuş.';
    server.use(
      http.get('*/api/Product/slug/:slug', ({ request }) =>
        new URL(request.url).searchParams.get('Preview')
          ? HttpResponse.json({ success: false, message, data: null }, { status: 404 })
          : undefined,
      ),
    );
    await renderSite(`${POLIURETAN}?onizleme=eski-baglanti`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ürün Bulunamadı');
    expect(alert).toHaveTextContent(message);
  });
});
