import { expect, type Page } from '@playwright/test';
import { contractTest } from './contract-replies';

/**
 * What the e2e suites share: calls of the site's API made from inside the page, so that they
 * reach the in-browser mocks (a service worker, which Playwright's own requests pass by) as well
 * as the full-stack server; a sign-in through that API; and the console watch every test has.
 * Tests set up and read their data through these, as a visitor or an administrator would, never
 * through the mocks' database.
 */

interface Credentials {
  username: string;
  password: string;
}

interface Reply<T = unknown> {
  status: number;
  /** The reply's JSON body, or null when it had none (or not JSON). */
  body: { success?: boolean; message?: string | null; data?: T } | null;
}

/** Where the app keeps its session (src/lib/session.ts). */
const TOKEN_KEY = 'token';
const TOKEN_EXPIRATION_KEY = 'tokenExpiration';

/**
 * Calls the API from the page, with `token`, or else the signed-in administrator's token when
 * there is one. `body` is sent as JSON.
 */
export async function api<T = unknown>(
  page: Page,
  method: string,
  url: string,
  body?: unknown,
  token?: string,
): Promise<Reply<T>> {
  return page.evaluate(
    async ({ method, url, body, tokenKey, given }) => {
      const token = given ?? localStorage.getItem(tokenKey);
      const reply = await fetch(url, {
        method,
        headers: {
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await reply.text();
      let parsed: unknown = null;
      try {
        if (text) parsed = JSON.parse(text);
      } catch {
        // Not JSON: no body to give.
      }
      return { status: reply.status, body: parsed };
    },
    { method, url, body, tokenKey: TOKEN_KEY, given: token },
  ) as Promise<Reply<T>>;
}

/** The status of a call (see {@link api}). */
export async function apiStatus(page: Page, method: string, url: string, body?: unknown) {
  return (await api(page, method, url, body)).status;
}

/**
 * The `data` of a successful GET of `url` (an administrator's read when signed in, or with
 * `token`).
 */
export async function read<T>(page: Page, url: string, token?: string): Promise<T> {
  const reply = await api<T>(page, 'GET', url, undefined, token);
  expect(reply.status, `GET ${url}`).toBe(200);
  return reply.body?.data as T;
}

/** The body of a successful GET of `url` whose reply has no envelope (the content service's). */
export async function readBody<T>(page: Page, url: string): Promise<T> {
  const reply = await api(page, 'GET', url);
  expect(reply.status, `GET ${url}`).toBe(200);
  return reply.body as T;
}

interface ProductSummary {
  id: string;
  name: string;
  slug: string;
}

/** The products, as the public site lists them (the first 100). */
export async function products(page: Page) {
  return (await read<{ items: ProductSummary[] }>(page, '/api/Product?PageSize=100')).items;
}

/** Page Anasayfa's featured products, in its order, as the API gives them. */
export async function featuredProducts(page: Page) {
  const home = await read<{ productIds: string[] }>(page, '/api/Page/name/Anasayfa');
  const all = await products(page);
  return home.productIds.map((id) => all.find((product) => product.id === id));
}

/** The `data` of a call that must succeed (2xx). */
export async function send<T = unknown>(page: Page, method: string, url: string, body?: unknown) {
  const reply = await api<T>(page, method, url, body);
  expect(reply.status, `${method} ${url}: ${JSON.stringify(reply.body)}`).toBeLessThan(300);
  return reply.body?.data as T;
}

/** Uploads a file as the panel does (multipart, field `file`, plus `fields`); returns `data`. */
export async function upload<T = unknown>(
  page: Page,
  url: string,
  file: { name: string; type: string; content: string },
  fields: Record<string, string> = {},
): Promise<T> {
  const reply = await page.evaluate(
    async ({ url, file, fields, tokenKey }) => {
      const form = new FormData();
      form.append('file', new File([file.content], file.name, { type: file.type }));
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      const response = await fetch(url, {
        method: 'POST',
        headers: { Authorization: `Bearer ${localStorage.getItem(tokenKey) ?? ''}` },
        body: form,
      });
      return { status: response.status, body: await response.json().catch(() => null) };
    },
    { url, file, fields, tokenKey: TOKEN_KEY },
  );
  expect(reply.status, `POST ${url}: ${JSON.stringify(reply.body)}`).toBeLessThan(300);
  return (reply.body as { data: T }).data;
}

/**
 * The token a sign-in through the login API gets, or null when it is refused. The session of the
 * page stays as it was: for an administrator's reads from a visitor's page.
 */
export async function tokenFor(page: Page, credentials: Credentials) {
  const reply = await api<{ token: string | null }>(page, 'POST', '/api/Auth/login', credentials);
  return reply.status === 200 ? (reply.body?.data?.token ?? null) : null;
}

/** The status of a GET of `url` with `token` (not the stored session's). */
export function statusWith(page: Page, token: string, url: string) {
  return page.evaluate(
    async ({ token, url }) =>
      (await fetch(url, { headers: { Authorization: `Bearer ${token}` } })).status,
    { token, url },
  );
}

/**
 * Signs in through the login API from a page of the site already open (as the login screen does),
 * and keeps the session as the app keeps it (src/lib/session.ts): the next load of a panel screen
 * starts signed in.
 */
export async function storeSession(page: Page, credentials: Credentials) {
  const token = await tokenFor(page, credentials);
  expect(token, `sign-in of ${credentials.username}`).toBeTruthy();
  await page.evaluate(
    ({ token, tokenKey, expirationKey }) => {
      localStorage.setItem(tokenKey, token);
      // One hour, as startSession keeps it.
      localStorage.setItem(expirationKey, new Date(Date.now() + 60 * 60 * 1000).toISOString());
    },
    { token: token as string, tokenKey: TOKEN_KEY, expirationKey: TOKEN_EXPIRATION_KEY },
  );
}

/**
 * The suite's `test`: every API reply checked against the contract (tests/helpers/contract-replies.ts,
 * `suite` and `header` as there), and any console error (a React warning, a failed chunk or
 * request the app did not expect, a CSP violation, an uncaught exception) fails the test.
 * Chromium's own log line for an HTTP error reply is not one: the error paths provoke those.
 */
export function suiteTest(suite: string, header?: string) {
  return contractTest(suite, header).extend<{ consoleErrors: string[] }>({
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
}
