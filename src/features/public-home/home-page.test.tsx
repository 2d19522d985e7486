import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { control, db, holdMockRequests, server } from '../../../mocks/node';
import { renderApp } from '../../../tests/helpers/render-app';
import { PAGE_LINK_ID, pendingPageWithLink } from '../../../tests/helpers/page-preview-link';
import { MESSAGES } from '../../../core/domain/messages';
import { PREVIEW_BANNER_TEXT } from '../../components/preview-banner';
import { endSession } from '../../lib/session';

const homePage = () => db.state.pages.find((page) => page.name === 'Anasayfa');

describe('home page', () => {
  it("shows the banner of page 'Anasayfa'", async () => {
    await renderApp('/');
    const page = homePage();
    expect(
      await screen.findByRole('heading', { level: 1, name: page?.titles[0] }),
    ).toBeInTheDocument();
    expect(screen.getByText(page?.subtitles[0] ?? '')).toBeInTheDocument();
  });

  it("shows 'Ürün ve Hizmetlerimiz' with the featured products in page order, linking to their pages", async () => {
    await renderApp('/');
    const carousel = await screen.findByRole('region', { name: 'Ürün ve Hizmetlerimiz' });
    expect(
      screen.getByRole('heading', { level: 2, name: 'Ürün ve Hizmetlerimiz' }),
    ).toBeInTheDocument();
    const featured = (homePage()?.productIds ?? []).map((id) =>
      db.state.products.find((product) => product.id === id),
    );
    const links = within(carousel).getAllByRole('link');
    expect(links).toHaveLength(4);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      featured.map((product) => `/product/${product?.slug}`),
    );
    featured.forEach((product, index) => {
      expect(links[index]).toHaveTextContent(product?.name ?? '');
      if (product?.homePageSubtitle)
        expect(links[index]).toHaveTextContent(product.homePageSubtitle);
    });
  });

  it('follows a new order of the featured products', async () => {
    const page = homePage();
    if (page) page.productIds = [...page.productIds].reverse();
    await renderApp('/');
    const links = within(
      await screen.findByRole('region', { name: 'Ürün ve Hizmetlerimiz' }),
    ).getAllByRole('link');
    expect(links[0]).toHaveTextContent(
      db.state.products.find((product) => product.id === page?.productIds[0])?.name ?? '',
    );
  });

  it('says so when no product is featured', async () => {
    const page = homePage();
    if (page) page.productIds = [];
    await renderApp('/');
    expect(await screen.findByText('Öne çıkan ürün henüz seçilmedi.')).toBeInTheDocument();
  });

  it('shows the loading view, then the error view with a retry', async () => {
    const release = holdMockRequests();
    control.failures = { remaining: 1, status: 500 };
    const { user } = await renderApp('/');
    expect(screen.getByRole('status')).toHaveTextContent('Yükleniyor...');
    release();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Veriler yüklenirken bir hata oluştu.');
    await user.click(within(alert).getByRole('button', { name: 'Tekrar Dene' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: homePage()?.titles[0] }),
    ).toBeInTheDocument();
  });

  it('falls back to the placeholder when an image fails to load', async () => {
    server.use(http.get('*/uploads/:name', () => new HttpResponse(null, { status: 404 })));
    await renderApp('/');
    const carousel = await screen.findByRole('region', { name: 'Ürün ve Hizmetlerimiz' });
    const image = within(carousel).getAllByRole('img')[0] as HTMLImageElement;
    expect(image.src).toMatch(/\/uploads\//);
    image.dispatchEvent(new Event('error'));
    await waitFor(() =>
      expect((within(carousel).getAllByRole('img')[0] as HTMLImageElement).src).toMatch(
        /\/images\/placeholder\.svg$/,
      ),
    );
  });
});

describe('home page: a preview link (issue 21)', () => {
  it("shows the pending changes to a visitor who never signed in, 'Önizleme:' in the title", async () => {
    pendingPageWithLink('Anasayfa', ['Yakında Anasayfa']);
    endSession(localStorage);
    await renderApp(`/?onizleme=${PAGE_LINK_ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Yakında Anasayfa' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Önizleme' })).toHaveTextContent(
      PREVIEW_BANNER_TEXT,
    );
    // The site's name once: the home page has no title of its own.
    await waitFor(() => expect(document.title).toBe('Önizleme: Asil Yapı Kimyasalları'));
    expect(homePage()?.titles[0]).not.toBe('Yakında Anasayfa');
  });

  it('says a revoked or unknown link no longer works', async () => {
    endSession(localStorage);
    await renderApp(`/?onizleme=${PAGE_LINK_ID}`);
    expect(await screen.findByText(MESSAGES.previewInvalid)).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Önizleme' })).not.toBeInTheDocument();
  });
});
