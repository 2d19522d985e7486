import { DATASHEET, datasheetFromTheHeader } from '../helpers/site-search-flow';
import { expect, open, seriousViolations, sidewaysOverflow, test } from './fixtures';

/** The site search (issue 49) on the mocks' seed: the header's box and '/ara'. */
test.describe('site search', () => {
  test('a datasheet from the header box, then through /belgeler by its product', async ({
    page,
  }) => {
    await open(page, '/');
    await datasheetFromTheHeader(page, {
      phone: false,
      openDocumentCentre: () => open(page, '/belgeler'),
    });
  });

  test('a datasheet from the header box at 360 px, then through /belgeler @phone', async ({
    page,
  }) => {
    await open(page, '/');
    await datasheetFromTheHeader(page, {
      phone: true,
      openDocumentCentre: () => open(page, '/belgeler'),
    });
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });

  test('the header box from the keyboard: arrows, Enter, Escape', async ({ page }) => {
    await open(page, '/about');
    const box = page.getByRole('combobox', { name: 'Ara', exact: true });
    await box.focus();
    await page.keyboard.type('kimyasal ankraj');
    const list = page.getByRole('listbox', { name: 'Arama sonuçları' });
    await expect(list.getByRole('option').first()).toBeVisible();
    expect(await seriousViolations(page, 'header')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowDown');
    await expect(list).toBeVisible();
    const first = list.getByRole('option').first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute(
      'aria-activedescendant',
      (await first.getAttribute('id')) ?? '',
    );
    const target = await first.getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(box).toHaveValue('');

    await box.focus();
    await page.keyboard.type('ankrajlar');
    await expect(list.getByRole('option').first()).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/ara\?q=ankrajlar$/);
    await expect(
      page.getByRole('heading', { level: 2, name: /^‘ankrajlar’ için \d+ sonuç/ }),
    ).toBeVisible();
  });

  test('/ara: the hits of a query, marked and labelled, never indexed', async ({ page }) => {
    await open(page, '/ara?q=poliuretan%20teknik');
    await expect(page.getByRole('heading', { level: 1, name: 'Arama' })).toBeVisible();
    await expect(page).toHaveTitle(/^Arama: poliuretan teknik/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByRole('searchbox', { name: 'Aranacak kelimeler' })).toHaveValue(
      'poliuretan teknik',
    );
    await expect(
      page.getByRole('heading', { level: 2, name: '‘poliuretan teknik’ için 1 sonuç' }),
    ).toBeVisible();
    const hit = page.getByRole('main').getByRole('listitem');
    await expect(hit).toHaveCount(1);
    await expect(hit.getByText('Belge', { exact: true })).toBeVisible();
    await expect(hit.getByRole('heading', { level: 2, name: DATASHEET })).toBeVisible();
    await expect(hit.locator('h2 mark')).toHaveText(['Poliüretan', 'Teknik']);
    await expect(
      hit.getByRole('link', { name: new RegExp(`^İndir: ${DATASHEET} \\(PDF belgesi, `) }),
    ).toHaveAttribute('download', '');
    expect(await seriousViolations(page)).toEqual([]);

    // A new query from the page's own form.
    await page.getByRole('searchbox', { name: 'Aranacak kelimeler' }).fill('celik');
    await page.getByRole('button', { name: 'Ara', exact: true }).click();
    await expect(page).toHaveURL(/\/ara\?q=celik$/);
    await expect(
      page.getByRole('heading', { level: 2, name: /^‘celik’ için \d+ sonuç/ }),
    ).toBeVisible();
  });

  test('/ara: no hit says what to try, with the catalogue and the document centre @phone', async ({
    page,
  }) => {
    await open(page, '/ara?q=zzqxw');
    await expect(page.getByText('‘zzqxw’ için sonuç bulunamadı.')).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Ürünler' })).toHaveAttribute('href', '/urunler');
    await expect(main.getByRole('link', { name: 'Belge Merkezi' })).toHaveAttribute(
      'href',
      '/belgeler',
    );
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);

    await open(page, '/ara');
    await expect(page.getByText(/^Bir ürünün, belgenin ya da hizmetin adını yazın/)).toBeVisible();
  });
});
