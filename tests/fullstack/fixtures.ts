import { expect, type Page } from '@playwright/test';
import { storeSession, suiteTest } from '../helpers/browser-api';

/**
 * Fixtures of the full-stack flows (scripts/run-e2e-fullstack.mjs): the production build served
 * by the reference server (`npm start`) on a temporary data folder. There are no mocks here: what
 * the tests see went through the real API and database.
 */
export const ADMIN = {
  username: process.env.FULLSTACK_ADMIN_USERNAME ?? 'admin',
  password: process.env.FULLSTACK_ADMIN_PASSWORD ?? '',
};

/** Signs in through the login screen, as an administrator would. */
export async function signIn(page: Page, credentials = ADMIN) {
  await page.goto('/login');
  await page.getByLabel('Kullanıcı Adı').fill(credentials.username);
  await page.getByLabel('Şifre').fill(credentials.password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/**
 * Starts signed in (through the login API, the session kept as the app keeps it) on `path`, for
 * the tests where signing in is not what is tested. The API is called from a static file of the
 * site, so `path` is the only page the app starts on.
 */
export async function signedIn(page: Page, path = '/admin/Home', credentials = ADMIN) {
  await page.goto('/favicon.svg');
  await storeSession(page, credentials);
  await page.goto(path);
}

/** Opens a screen of the panel through the side menu. */
export async function openFromMenu(page: Page, link: string, heading: string) {
  await page
    .getByRole('navigation', { name: 'Yönetim menüsü' })
    .getByRole('link', { name: link })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

// Every API reply is checked against the contract too, and a console error fails the test.
export const test = suiteTest('e2e-fullstack', 'sl-violations');

export { expect };
