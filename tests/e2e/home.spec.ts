import type { Page } from '@playwright/test';
import { expect, open, test } from './fixtures';

const carousel = (page: Page) => page.getByRole('region', { name: 'Ürün ve Hizmetlerimiz' });
const previous = (page: Page) => page.getByRole('button', { name: 'Önceki ürün' });

/** The slider's track position, read from keen-slider's transform of the first slide. */
const trackOffset = (page: Page) =>
  carousel(page)
    .locator('.keen-slider__slide')
    .first()
    .evaluate((slide) => new DOMMatrix(getComputedStyle(slide).transform).m41);

test.describe('home', () => {
  test('shows the banner and the featured products, each linking to its page', async ({ page }) => {
    await open(page, '/');
    const slides = carousel(page).getByRole('link');
    await expect(slides).toHaveCount(4);
    const hrefs = await slides.evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')),
    );
    const expected = await page.evaluate(() => {
      const state = window.__mocks?.db.state;
      const home = state?.pages.find((candidate) => candidate.name === 'Anasayfa');
      return (home?.productIds ?? []).map(
        (id) => `/product/${state?.products.find((product) => product.id === id)?.slug}`,
      );
    });
    expect(hrefs).toEqual(expected);
    await slides.first().click();
    await expect(page).toHaveURL(new RegExp(`${expected[0]}$`));
  });

  test('the slider moves with the keyboard', async ({ page }) => {
    await open(page, '/');
    await expect(previous(page)).toBeDisabled();
    await carousel(page).focus();
    await page.keyboard.press('ArrowRight');
    await expect(previous(page)).toBeEnabled();
    await page.keyboard.press('ArrowLeft');
    await expect(previous(page)).toBeDisabled();
    // Tabbing to a slide that is out of view brings it into view.
    await page.getByRole('button', { name: 'Sonraki ürün' }).click();
    await expect(previous(page)).toBeEnabled();
  });

  test('the slider moves by dragging with the mouse', async ({ page }) => {
    await open(page, '/');
    const box = await carousel(page).boundingBox();
    if (!box) throw new Error('no carousel');
    const before = await trackOffset(page);
    await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2, { steps: 12 });
    await page.mouse.up();
    await expect.poll(() => trackOffset(page)).toBeLessThan(before);
    await expect(previous(page)).toBeEnabled();
  });

  test('the slider moves by swiping on a phone @phone', async ({ page }) => {
    await open(page, '/');
    await expect(carousel(page).getByRole('link')).toHaveCount(4);
    await carousel(page).scrollIntoViewIfNeeded();
    const box = await carousel(page).boundingBox();
    if (!box) throw new Error('no carousel');
    const before = await trackOffset(page);
    const client = await page.context().newCDPSession(page);
    const y = box.y + box.height / 2;
    await client.send('Input.dispatchTouchEvent', {
      type: 'touchStart',
      touchPoints: [{ x: box.x + box.width * 0.8, y, id: 1 }],
    });
    for (let step = 1; step <= 10; step += 1) {
      const x = box.x + box.width * (0.8 - (0.6 * step) / 10);
      await client.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x, y, id: 1 }],
      });
    }
    await client.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect.poll(() => trackOffset(page)).toBeLessThan(before);
  });

  test('a broken product image falls back to the placeholder', async ({ page }) => {
    await open(page, '/about');
    await expect(page.getByText('Yükleniyor...')).toHaveCount(0);
    // The first featured product's image file loses its content: its address answers 404.
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
