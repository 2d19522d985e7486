import { test as base, expect, type Page } from '@playwright/test';

export const ADMIN = { username: 'admin', password: 'admin123' };

/** Opens a path and waits until the in-browser mocks serve requests. */
export async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => window.__mocks?.ready === true);
}

/** Signs in through the login screen, as an administrator would. */
export async function signIn(page: Page, credentials = ADMIN) {
  await open(page, '/login');
  await page.getByLabel('Kullanıcı Adı').fill(credentials.username);
  await page.getByLabel('Şifre').fill(credentials.password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page).toHaveURL(/\/admin\/Home$/);
}

export const test = base.extend<{ consoleErrors: string[] }>({
  // Any console error (a React warning, a failed chunk, an uncaught exception) fails the test.
  // Chromium's own log line for an HTTP error reply is not one: the error paths provoke those.
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
