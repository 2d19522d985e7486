import type { Page, Response } from '@playwright/test';
import { expect, test, signedIn } from './fixtures';
import {
  ABOUT,
  HOME,
  editorForm,
  saveBannerWhilePending,
  type PageEditor,
} from '../helpers/page-editors';

/**
 * Issue 21 for Hakkımızda and Anasayfa on the full stack: a text saved as a draft stays off the
 * page (rendered by the server); a preview link shows it to a browser that never signed in, in
 * the server's HTML already, never kept nor indexed; 'Yayınla' makes it public at once.
 */
const STALE_LINK = 'Bu önizleme bağlantısı artık geçerli değil: süresi dolmuş ya da iptal edilmiş.';

/** Signed in, the editor's text field saved as a draft: the toast and the bar say so. */
async function saveDraft(page: Page, kind: PageEditor, text: string) {
  await signedIn(page, kind.admin);
  await kind.field(page).fill(text);
  await editorForm(page, kind).getByRole('button', { name: 'Taslak olarak kaydet' }).click();
  await expect(page.getByText(/^Değişiklikler taslak olarak kaydedildi\./)).toBeVisible();
  await expect(editorForm(page, kind).getByText('Yayımlanmamış değişiklikler var')).toBeVisible();
}

/** A new preview link of the page, made with 'Önizle'; the dialog is closed again. */
async function previewAddress(page: Page, kind: PageEditor) {
  await editorForm(page, kind).getByRole('button', { name: 'Önizle', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Önizleme bağlantıları' });
  await dialog.getByRole('button', { name: 'Yeni önizleme bağlantısı' }).click();
  const address = await dialog.getByRole('textbox', { name: 'Bağlantı' }).inputValue();
  expect(new URL(address).pathname).toBe(kind.live);
  await dialog.getByRole('button', { name: 'Kapat' }).click();
  return address;
}

/** The preview link opened: never kept nor indexed, the banner and `texts` in the server's HTML. */
async function openPreview(visitor: Page, address: string, texts: string[]) {
  const reply = await visitor.goto(address);
  expect(reply?.status()).toBe(200);
  expect(reply?.headers()).toMatchObject({
    'cache-control': 'no-store',
    'x-robots-tag': 'noindex, nofollow',
  });
  const html = (await reply?.text()) ?? '';
  for (const part of ['Önizleme: bu sayfa henüz yayında değil', ...texts])
    expect(html).toContain(part);
  expect(html).toMatch(/<meta[^>]*name="robots" content="noindex"/);
}

/** The server's HTML of a reply. */
const htmlOf = async (reply: Response | null) => (await reply?.text()) ?? '';

test.describe('full stack: Hakkımızda drafts', () => {
  test('a draft is invisible to visitors, its preview link shows it in the server HTML, Yayınla makes it public', async ({
    page,
    browser,
  }) => {
    test.slow();
    const title = `Taslak Hakkımızda ${Date.now().toString(36)}`;
    const heading = (on: Page) => on.getByRole('heading', { level: 2, name: title });

    await saveDraft(page, ABOUT, title);

    const visitor = await (await browser.newContext()).newPage();
    expect((await visitor.goto(ABOUT.live))?.status()).toBe(200);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Hakkımızda' })).toBeVisible();
    await expect(heading(visitor)).toHaveCount(0);

    const address = await previewAddress(page, ABOUT);
    await openPreview(visitor, address, [title]);
    await expect(heading(visitor)).toBeVisible();
    await expect(visitor).toHaveTitle(/^Önizleme: /);

    expect((await visitor.goto(`${ABOUT.live}?onizleme=gecersiz`))?.status()).toBe(404);
    await expect(visitor.getByText(STALE_LINK)).toBeVisible();

    await editorForm(page, ABOUT).getByRole('button', { name: 'Yayınla' }).click();
    await expect(page.getByText('Değişiklikler başarıyla kaydedildi!')).toBeVisible();
    await visitor.goto(ABOUT.live);
    await expect(heading(visitor)).toBeVisible();
    await visitor.close();
  });
});

test.describe('full stack: Anasayfa drafts', () => {
  test('a draft (meta title, then the banner) is invisible to visitors, its preview link shows it in the server HTML, Yayınla makes it public', async ({
    page,
    browser,
  }) => {
    test.slow();
    const id = Date.now().toString(36);
    const metaTitle = `Taslak Anasayfa ${id}`;
    const bannerTitle = `Anasayfa Bannerı ${id}`;
    const heading = (on: Page) => on.getByRole('heading', { level: 1, name: bannerTitle });
    const pending = editorForm(page, HOME).getByText('Yayımlanmamış değişiklikler var');

    await saveDraft(page, HOME, metaTitle);
    await saveBannerWhilePending(page, bannerTitle);
    await expect(pending).toBeVisible();

    const visitor = await (await browser.newContext()).newPage();
    const live = await visitor.goto(HOME.live);
    expect(live?.status()).toBe(200);
    const liveHtml = await htmlOf(live);
    for (const part of [metaTitle, bannerTitle]) expect(liveHtml).not.toContain(part);
    await expect(visitor.getByRole('region', { name: 'Ürün ve Hizmetlerimiz' })).toBeVisible();
    await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(heading(visitor)).toHaveCount(0);

    const address = await previewAddress(page, HOME);
    expect(address).toMatch(/\?onizleme=/);
    await openPreview(visitor, address, [metaTitle, bannerTitle]);
    await expect(heading(visitor)).toBeVisible();
    const banner = visitor.getByRole('complementary', { name: 'Önizleme' });
    await expect(banner).toContainText('Önizleme: bu sayfa henüz yayında değil');
    await expect(banner.getByRole('link', { name: 'Yayındaki sayfayı aç' })).toHaveAttribute(
      'href',
      HOME.live,
    );
    await expect(visitor).toHaveTitle(`Önizleme: ${metaTitle} | Asil Yapı Kimyasalları`);
    await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

    expect((await visitor.goto(`${HOME.live}?onizleme=gecersiz`))?.status()).toBe(404);
    await expect(visitor.getByText(STALE_LINK)).toBeVisible();

    await editorForm(page, HOME).getByRole('button', { name: 'Yayınla' }).click();
    await expect(page.getByText('Değişiklikler başarıyla kaydedildi!').first()).toBeVisible();
    await expect(pending).toHaveCount(0);
    const published = await visitor.goto(HOME.live);
    expect(await htmlOf(published)).toContain(bannerTitle);
    await expect(heading(visitor)).toBeVisible();
    await expect(visitor).toHaveTitle(`${metaTitle} | Asil Yapı Kimyasalları`);
    await visitor.close();
  });
});
