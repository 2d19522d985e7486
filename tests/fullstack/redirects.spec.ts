import { expect, openFromMenu, test, signedIn } from './fixtures';

/**
 * Issue 21 section 5 on the full stack (ADR 0027): a product renamed twice in the panel keeps its
 * first address, which answers one 301 to the current one; an old site's address that found
 * nothing shows on 'Yönlendirmeler' and becomes a 301 to the product in one action.
 * @direct: the status of a redirect is read as the server sends it, not through Prism's proxy.
 */
test.describe('full stack: old addresses keep working', () => {
  test('renames and a missed address, redirected from the panel @direct', async ({ page }) => {
    test.slow();
    const stamp = Date.now().toString(36);
    const name = `Taşınan Ürün ${stamp}`;
    const first = `tasinan-urun-${stamp}`;
    const current = `/product/${first}-uc`;

    await signedIn(page);
    await openFromMenu(page, 'Ürünler', 'Ürün Yönetimi');
    await page.getByRole('button', { name: 'Yeni Ürün' }).click();
    const created = page.getByRole('dialog', { name: 'Yeni Ürün' });
    await created.getByLabel('Ürün adı').fill(name);
    await expect(created.getByLabel('Slug (ürün sayfası adresi)')).toHaveValue(first);
    await created.getByRole('button', { name: 'Kaydet', exact: true }).click();
    await expect(page.getByText('Ürün oluşturuldu.')).toBeVisible();

    for (const slug of [`${first}-iki`, `${first}-uc`]) {
      await page.reload();
      await page.getByRole('button', { name: `${name} düzenle` }).click();
      const form = page.getByRole('dialog', { name: 'Ürünü Düzenle' });
      await form.getByLabel('Slug (ürün sayfası adresi)').fill(slug);
      await form.getByRole('button', { name: 'Kaydet', exact: true }).click();
      await expect(form).toBeHidden();
    }

    // Both old addresses: one hop to the current one, the query kept.
    for (const old of [first, `${first}-iki`]) {
      const reply = await page.request.get(`/product/${old}?utm_source=whatsapp`, {
        maxRedirects: 0,
      });
      expect(reply.status()).toBe(301);
      expect(reply.headers()['location']).toBe(`${current}?utm_source=whatsapp`);
    }
    // A visitor with the link shared before the renames lands on the product.
    await page.goto(`/product/${first}`);
    await expect(page).toHaveURL(new RegExp(`${current}$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    // An address of an old site: SPEC's redirect to /, and counted.
    const missed = `/eski-site/urunler-${stamp}.html`;
    await page.goto(missed);
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/admin/Home');
    await openFromMenu(page, 'Yönlendirmeler', 'Yönlendirmeler');
    await expect(page.getByRole('cell', { name: `/product/${first}`, exact: true })).toBeVisible();
    await page.getByRole('button', { name: `Yönlendir: ${missed}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Adresi yönlendir' });
    await dialog.getByLabel('Hedef sayfa').selectOption({ label: `Ürün: ${name}` });
    await dialog.getByRole('button', { name: 'Yönlendir' }).click();
    await expect(page.getByText('Yönlendirme eklendi.')).toBeVisible();
    await expect(page.getByRole('button', { name: `Yönlendir: ${missed}` })).toHaveCount(0);

    const moved = await page.request.get(missed, {
      maxRedirects: 0,
      headers: { accept: 'text/html' },
    });
    expect(moved.status()).toBe(301);
    expect(moved.headers()['location']).toBe(current);
  });
});
