import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { Product } from '../../api/generated/backend/model';
import { control, db, holdMockRequests, server } from '../../../mocks/node';
import { renderSite } from '../../../tests/helpers/render-site';
import { PAGE_LINK_ID, pendingPageWithLink } from '../../../tests/helpers/page-preview-link';
import { MESSAGES } from '../../../core/domain/messages';
import { PREVIEW_BANNER_TEXT } from '../../components/preview-banner';
import { endSession } from '../../lib/session';
import type { SlideProduct } from './product-slider';

const homePage = () => db.state.pages.find((page) => page.name === 'Anasayfa');

describe('home page', () => {
  it("shows the banner of page 'Anasayfa'", async () => {
    await renderSite('/');
    const page = homePage();
    expect(
      await screen.findByRole('heading', { level: 1, name: page?.titles[0] }),
    ).toBeInTheDocument();
    expect(screen.getByText(page?.subtitles[0] ?? '')).toBeInTheDocument();
  });

  it("shows 'Ürün ve Hizmetlerimiz' with the featured products in page order, linking to their pages", async () => {
    await renderSite('/');
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
    await renderSite('/');
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
    await renderSite('/');
    expect(await screen.findByText('Öne çıkan ürün henüz seçilmedi.')).toBeInTheDocument();
  });

  it('shows the loading view, then the error view with a retry', async () => {
    const release = holdMockRequests();
    control.failures = { remaining: 1, status: 500 };
    const { user } = await renderSite('/');
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
    await renderSite('/');
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

describe('home page: the product slider (issue 24: CSS scroll-snap)', () => {
  /** jsdom has no layout: the carousel's scroll geometry, as a browser would report it. */
  const geometry = (element: HTMLElement, { left = 0, width = 900, content = 1500 } = {}) => {
    Object.defineProperty(element, 'clientWidth', { configurable: true, value: width });
    Object.defineProperty(element, 'scrollWidth', { configurable: true, value: content });
    Object.defineProperty(element, 'scrollLeft', { configurable: true, value: left });
  };
  const scrollBy = vi.fn();
  const realScrollBy = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollBy');
  const realMatchMedia = window.matchMedia;

  afterEach(() => {
    scrollBy.mockReset();
    if (realScrollBy) Object.defineProperty(Element.prototype, 'scrollBy', realScrollBy);
    else delete (Element.prototype as Partial<Element>).scrollBy;
    window.matchMedia = realMatchMedia;
  });

  const openSlider = async () => {
    Object.defineProperty(Element.prototype, 'scrollBy', { configurable: true, value: scrollBy });
    const rendered = await renderSite('/');
    const carousel = await screen.findByRole('region', { name: 'Ürün ve Hizmetlerimiz' });
    // Each slide 300 px wide with a 24 px gap: a step of 324 px from one start to the next.
    within(carousel)
      .getAllByRole('listitem')
      .forEach((slide, index) =>
        Object.defineProperty(slide, 'offsetLeft', { configurable: true, value: index * 324 }),
      );
    return { ...rendered, carousel };
  };

  it('takes a full Product as a slide: SlideProduct holds only fields a Product has', () => {
    expectTypeOf<Product>().toExtend<SlideProduct>();
    expectTypeOf<{ id: string; name: string; slug: string }>().toExtend<SlideProduct>();
    expectTypeOf<{ name: number }>().not.toExtend<SlideProduct>();
  });

  it('is a focusable region of slides, "N / total", with no slider library in the markup', async () => {
    const { carousel } = await openSlider();
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(carousel).toHaveAttribute('tabindex', '0');
    expect(carousel).toHaveClass('product-slider');
    const slides = within(carousel).getAllByRole('listitem');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 / 4',
      '2 / 4',
      '3 / 4',
      '4 / 4',
    ]);
    slides.forEach((slide) => expect(slide).toHaveAttribute('aria-roledescription', 'slide'));
    expect(carousel.querySelector('[class*="keen"], [style*="transform"]')).toBeNull();
  });

  it('the arrow keys scroll by one slide and its gap, smoothly unless motion is reduced', async () => {
    const { carousel, user } = await openSlider();
    carousel.focus();
    await user.keyboard('{ArrowRight}');
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 324, behavior: 'smooth' });
    await user.keyboard('{ArrowLeft}');
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -324, behavior: 'smooth' });
    window.matchMedia = (query: string) =>
      ({ matches: query.includes('reduce'), media: query }) as MediaQueryList;
    await user.keyboard('{ArrowRight}');
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 324, behavior: 'auto' });
    await user.keyboard('{ArrowDown}');
    expect(scrollBy).toHaveBeenCalledTimes(3);
  });

  it('the buttons step the slider and are disabled at the start and at the end of the scroll', async () => {
    const { carousel, user } = await openSlider();
    const previous = screen.getByRole('button', { name: 'Önceki ürün' });
    const next = screen.getByRole('button', { name: 'Sonraki ürün' });
    geometry(carousel, { left: 0 });
    carousel.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(next).toBeEnabled());
    expect(previous).toBeDisabled();
    await user.click(next);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 324, behavior: 'smooth' });

    geometry(carousel, { left: 324 });
    carousel.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(previous).toBeEnabled());
    expect(next).toBeEnabled();

    // The end: scrollLeft = scrollWidth - clientWidth (within a pixel, for a zoomed page).
    geometry(carousel, { left: 599.5 });
    carousel.dispatchEvent(new Event('scrollend'));
    await waitFor(() => expect(next).toBeDisabled());
    expect(previous).toBeEnabled();
    await user.click(previous);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -324, behavior: 'smooth' });
  });
});

describe('home page: a preview link (issue 21)', () => {
  it("shows the pending changes to a visitor who never signed in, 'Önizleme:' in the title", async () => {
    pendingPageWithLink('Anasayfa', ['Yakında Anasayfa']);
    endSession(localStorage);
    await renderSite(`/?onizleme=${PAGE_LINK_ID}`);
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
    await renderSite(`/?onizleme=${PAGE_LINK_ID}`);
    expect(await screen.findByText(MESSAGES.previewInvalid)).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Önizleme' })).not.toBeInTheDocument();
  });
});
