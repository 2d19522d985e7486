import AxeBuilder from '@axe-core/playwright';
import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { FRESH_PROOF_MS } from '../../core/domain/fresh-proof';
import { storeSession, suiteTest } from '../helpers/browser-api';

export const ADMIN = { username: 'admin', password: 'admin123' };

/**
 * The moment the tests that show the clock run at (`page.clock.setFixedTime`): 00:05:09 on
 * 6 January 2027 in Turkey, a one-digit day and month, and still 5 January in UTC. The panel
 * writes it '06.01.2027 00:05' (core/lib/turkey-time.ts).
 */
export const SIXTH_OF_JANUARY = Date.parse('2027-01-05T21:05:09.000Z');

/**
 * How far the page is wider than the screen (0 or less: no sideways scroll). With `isMobile`
 * Chromium widens the layout viewport to fit content that is too wide (so `innerWidth` grows with
 * it); the screen's width is the measure.
 */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate(
    () => Math.max(document.documentElement.scrollWidth, window.innerWidth) - window.screen.width,
  );

/** The axe rule sets the admin screens are held to; `null` runs every rule. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * The serious and critical axe violations inside `scope` (a CSS selector; the whole page when
 * left out), one line each: rule, help and the offending nodes.
 */
export async function seriousViolations(
  page: Page,
  scope?: string,
  tags: string[] | null = WCAG_TAGS,
) {
  let builder = new AxeBuilder({ page });
  if (scope) builder = builder.include(scope);
  if (tags) builder = builder.withTags(tags);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
}

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
  await expect(page).toHaveURL(/\/admin$/);
}

/**
 * What the browser stored (the mocks' data and the session) right after each user's last kept
 * sign-in in this worker (a Playwright worker is a process of its own), and when it signed in.
 */
const afterSignIn = new Map<string, { items: [string, string][]; at: number }>();

/**
 * How long a kept sign-in is copied: the session proves a recent sign-in for FRESH_PROOF_MS (the
 * panel's sensitive actions ask for one), and a test must get a session that still does.
 */
const COPY_FOR_MS = FRESH_PROOF_MS / 2;

/**
 * Starts signed in (through the login API, the session kept as the app keeps it) on `path`, for
 * the tests where signing in is not what is tested. The first time in a worker it signs in on the
 * login screen's page and keeps what the browser then stores; after that a test's fresh browser
 * starts with a copy of it, written on a static file of the site (no start of the app), so `path`
 * is the only page the app starts on. Each test still has its own copy of the data.
 */
export async function signedIn(page: Page, path = '/admin/Home', credentials = ADMIN) {
  const kept = afterSignIn.get(credentials.username);
  const stored = kept && Date.now() - kept.at < COPY_FOR_MS ? kept.items : undefined;
  // Only a browser that stores nothing yet starts from the copy (and gives it): a test that
  // already changed the data signs in again on its own data.
  await page.goto('/favicon.svg');
  const fresh = await page.evaluate(() => localStorage.length === 0);
  if (fresh && stored) {
    await page.evaluate((items) => {
      for (const [key, value] of items) localStorage.setItem(key, value);
    }, stored);
  } else {
    const at = Date.now();
    await open(page, '/login');
    await storeSession(page, credentials);
    if (fresh) {
      afterSignIn.set(credentials.username, {
        items: await page.evaluate(() => Object.entries({ ...localStorage })),
        at,
      });
    }
  }
  await open(page, path);
}

/**
 * 'Zamanla' (issue 21 section 4) filled in the open 'Yayını zamanla' dialog with tomorrow 09:00 in
 * Turkey (UTC+03:00), as an administrator types it, and confirmed. Returns that time.
 */
export async function scheduleTomorrowAtNine(page: Page): Promise<number> {
  const schedule = page.getByRole('dialog', { name: 'Yayını zamanla' });
  const day = new Date(Date.now() + 27 * 60 * 60 * 1000).toISOString().slice(0, 10);
  await schedule.getByLabel('Yayın zamanı (Türkiye saati)').fill(`${day}T09:00`);
  await schedule.getByRole('button', { name: 'Zamanla' }).click();
  return Date.parse(`${day}T09:00:00+03:00`);
}

/**
 * A new preview link made with 'Önizle' (issue 21), the button found in `from` (the page, or the
 * dialog that holds it); the links dialog stays open. Returns the link's address.
 */
export async function newPreviewLink(page: Page, from: Page | Locator = page) {
  await from.getByRole('button', { name: 'Önizle', exact: true }).click();
  const links = page.getByRole('dialog', { name: 'Önizleme bağlantıları' });
  await links.getByRole('button', { name: 'Yeni önizleme bağlantısı' }).click();
  return links.getByRole('textbox', { name: 'Bağlantı' }).inputValue();
}

/** As {@link newPreviewLink}, and the address is `path` with its `?onizleme=` token. */
export async function previewLinkTo(page: Page, path: string, from: Page | Locator = page) {
  const address = await newPreviewLink(page, from);
  expect(new URL(address).pathname).toBe(path);
  expect(address).toMatch(/\?onizleme=/);
  return address;
}

/** Where the mocks keep their data in the browser's storage (mocks/browser.ts). */
const MOCK_STATE_KEY = 'mock-api:state:v2';

/**
 * A page in a new context that never signed in, with a copy of the data the mocks of `admin`'s
 * browser hold now, and nothing else (no session).
 */
export async function visitorPage(browser: Browser, admin: Page) {
  const origin = new URL(admin.url()).origin;
  const state = await admin.evaluate((key) => localStorage.getItem(key), MOCK_STATE_KEY);
  const context = await browser.newContext({
    viewport: admin.viewportSize(),
    storageState: {
      cookies: [],
      origins: [{ origin, localStorage: [{ name: MOCK_STATE_KEY, value: state ?? '' }] }],
    },
  });
  return context.newPage();
}

// Every API reply is checked against the contract too, and a console error fails the test.
export const test = suiteTest('e2e-mocks');

export { expect };
