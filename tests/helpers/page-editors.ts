import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The editors of the backend's pages as the end-to-end suites (mock and full stack) drive them:
 * an address, the form of the publish bar, a text field it saves, and the public page.
 */
export interface PageEditor {
  admin: string;
  live: string;
  form: string;
  field: (page: Page) => Locator;
}

/** The editor's own form, where the publish bar is. */
export const editorForm = (page: Page, editor: PageEditor) =>
  page.getByRole('form', { name: editor.form });

export const ABOUT: PageEditor = {
  admin: '/admin/aboutus',
  live: '/about',
  form: 'Hakkımızda sayfasını düzenle',
  field: (page) => editorForm(page, ABOUT).getByRole('textbox', { name: 'Başlık 1', exact: true }),
};

/** Anasayfa's form holds the publish bar alone: the SEO fields sit below it, on the page. */
export const HOME: PageEditor = {
  admin: '/admin/Home',
  live: '/',
  form: 'Anasayfa değişiklikleri',
  field: (page) => page.getByRole('textbox', { name: 'Meta Başlık', exact: true }),
};

/**
 * Anasayfa's banner saved from its own dialog while the page has pending changes: it joins them
 * (ADR 0031), and the editor shows the new title.
 */
export async function saveBannerWhilePending(page: Page, title: string) {
  await page.getByRole('button', { name: 'Banner Düzenle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Banner Düzenle' });
  await dialog.getByLabel('Başlık', { exact: true }).fill(title);
  await dialog.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(title)).toBeVisible();
}
