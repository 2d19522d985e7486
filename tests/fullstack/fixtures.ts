import { expect, type Page } from '@playwright/test';
import { contractTest } from '../helpers/contract-replies';

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
  await expect(page).toHaveURL(/\/admin\/Home$/);
}

/** Opens a screen of the panel through the side menu. */
export async function openFromMenu(page: Page, link: string, heading: string) {
  await page
    .getByRole('navigation', { name: 'Yönetim menüsü' })
    .getByRole('link', { name: link })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

// Every API reply is checked against the contract too (tests/helpers/contract-replies.ts).
export const test = contractTest('e2e-fullstack', 'sl-violations').extend<{
  consoleErrors: string[];
}>({
  // Any console error (a failed request the app did not expect, a CSP violation, an uncaught
  // exception) fails the test. Chromium's own line for an HTTP error reply is not one.
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
          errors.push(message.text());
        }
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
