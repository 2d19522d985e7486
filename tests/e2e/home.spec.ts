import type { Page } from '@playwright/test';
import { featuredProducts } from '../helpers/browser-api';
import { expect, open, test } from './fixtures';

const carousel = (page: Page) => page.getByRole('region', { name: 'Ürün ve Hizmetlerimiz' });
const previous = (page: Page) => page.getByRole('button', { name: 'Önceki ürün' });
const next = (page: Page) => page.getByRole('button', { name: 'Sonraki ürün' });

/** How far the carousel (a scroll container that snaps to each slide's start) is scrolled. */
const scrolled = (page: Page) => carousel(page).evaluate((element) => element.scrollLeft);

/**
 * How far the slide nearest the carousel's start edge is from it, in pixels (0: snapped; the last
 * slides may rest against the end instead, so the end counts as snapped too).
 */
const offSnap = (page: Page) =>
  carousel(page).evaluate((element) => {
    const edge = element.getBoundingClientRect().left;
    const atEnd = element.scrollLeft >= element.scrollWidth - element.clientWidth - 1;
    if (atEnd) return 0;
    return Math.min(
      ...[...element.querySelectorAll('li')].map((slide) =>
        Math.abs(slide.getBoundingClientRect().left - edge),
      ),
    );
  });

/** Whether the whole of an element is inside the carousel's visible box (a pixel's rounding aside). */
const inView = (page: Page, index: number) =>
  carousel(page).evaluate((element, at) => {
    const box = element.getBoundingClientRect();
    const link = element.querySelectorAll('a')[at]?.getBoundingClientRect();
    return Boolean(link && link.left >= box.left - 1 && link.right <= box.right + 1);
  }, index);

test.describe('home', () => {
  test('shows the banner and the featured products, each linking to its page', async ({ page }) => {
    await open(page, '/');
    const slides = carousel(page).getByRole('link');
    await expect(slides).toHaveCount(4);
    const hrefs = await slides.evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')),
    );
    const expected = (await featuredProducts(page)).map((product) => `/product/${product?.slug}`);
    expect(hrefs).toEqual(expected);
    await slides.first().click();
    await expect(page).toHaveURL(new RegExp(`${expected[0]}$`));
  });

  test('the slider moves with the arrow keys, one slide each', async ({ page }) => {
    await open(page, '/');
    await expect(carousel(page).getByRole('link')).toHaveCount(4);
    // Three slides to a view at 1440 px: the fourth is out of view.
    expect(await inView(page, 3)).toBe(false);
    await expect(previous(page)).toBeDisabled();
    await carousel(page).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => inView(page, 3)).toBe(true);
    expect(await scrolled(page)).toBeGreaterThan(0);
    await expect.poll(() => offSnap(page)).toBeLessThanOrEqual(1);
    await expect(previous(page)).toBeEnabled();
    // The page itself did not scroll sideways: the key went to the carousel only.
    expect(await page.evaluate(() => window.scrollX)).toBe(0);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => scrolled(page)).toBe(0);
    await expect(previous(page)).toBeDisabled();
  });

  test("'Sonraki ürün' and 'Önceki ürün' step the slider, each disabled at its end", async ({
    page,
  }) => {
    await open(page, '/');
    await expect(carousel(page).getByRole('link')).toHaveCount(4);
    await expect(previous(page)).toBeDisabled();
    await expect(next(page)).toBeEnabled();
    await next(page).click();
    await expect.poll(() => scrolled(page)).toBeGreaterThan(0);
    // Four slides, three to a view: one step reaches the end.
    await expect(next(page)).toBeDisabled();
    await expect(previous(page)).toBeEnabled();
    expect(await inView(page, 3)).toBe(true);
    await previous(page).click();
    await expect.poll(() => scrolled(page)).toBe(0);
    await expect(previous(page)).toBeDisabled();
    await expect(next(page)).toBeEnabled();
  });

  test("tabbing to a slide's link out of view brings it into view", async ({ page }) => {
    await open(page, '/');
    const links = carousel(page).getByRole('link');
    await expect(links).toHaveCount(4);
    await links.nth(2).focus();
    await page.keyboard.press('Tab');
    await expect(links.nth(3)).toBeFocused();
    await expect.poll(() => inView(page, 3)).toBe(true);
    await expect(previous(page)).toBeEnabled();
  });

  test.describe('on a phone (390 x 844)', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('a sideways swipe moves to the next slide and snaps to it @phone', async ({ page }) => {
      await open(page, '/');
      await expect(carousel(page).getByRole('link')).toHaveCount(4);
      await carousel(page).scrollIntoViewIfNeeded();
      // 1.1 slides to a view: the second slide peeks in at the edge.
      expect(await inView(page, 1)).toBe(false);
      const box = await carousel(page).boundingBox();
      if (!box) throw new Error('no carousel');
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      const step = await carousel(page).evaluate((element) => {
        const [first, second] = element.querySelectorAll('li');
        return (second?.offsetLeft ?? 0) - (first?.offsetLeft ?? 0);
      });
      // A trackpad's sideways swipe of 200 px, more than half a slide (340 px here): the snap
      // carries it on to the next slide's start, not where the swipe stopped.
      await page.mouse.wheel(200, 0);
      await expect.poll(() => inView(page, 1)).toBe(true);
      await expect.poll(() => scrolled(page)).toBeCloseTo(step, 0);
      expect(await offSnap(page)).toBeLessThanOrEqual(1);
      await expect(previous(page)).toBeEnabled();
      expect(await page.evaluate(() => window.scrollX)).toBe(0);
    });
  });

  test('a broken product image falls back to the placeholder', async ({ page }) => {
    await open(page, '/about');
    await expect(page.getByText('Yükleniyor...')).toHaveCount(0);
    // The first featured product's image file loses its content: its address answers 404.
    // No API loses a stored file's bytes (a delete is refused while the file is in use).
    const name = await page.evaluate(() => {
      const db = window.__mocks?.db;
      const home = db?.state.pages.find((candidate) => candidate.name === 'Anasayfa');
      const product = db?.state.products.find((candidate) => candidate.id === home?.productIds[0]);
      if (product?.productMainImageId) db?.bytes.delete(product.productMainImageId);
      return product?.name ?? '';
    });
    await page
      .getByRole('navigation', { name: 'Ana menü' })
      .getByRole('link', { name: 'Anasayfa' })
      .click();
    const image = carousel(page).getByRole('img', { name });
    await expect(image).toHaveAttribute('src', '/images/placeholder.svg');
    // The placeholder has just been asked for: wait until it has loaded and drawn.
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);
  });
});
