import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { expect, test, type Request } from '@playwright/test';
import { createLogger, createServer, type Logger, type ViteDevServer } from 'vite';

/**
 * `npm run dev` on a fresh clone, opened in a fresh browser profile (issue 22 section 4): the
 * dependencies are optimised from scratch while the first page loads, the mocks' service worker
 * registers for the first time, and a visitor types into the form the moment it shows. Nothing
 * may load the page a second time and drop what was typed.
 *
 * The server is Vite's, started here as `vite` starts it (vite.config.ts, development mode, so
 * the mocks as in `npm run dev`), with three differences that keep it apart from anyone else's dev
 * server in the same checkout: a port of its own, a dependency cache of its own that starts
 * empty (the cold start a fresh clone or CI has), and no file watching (someone editing or
 * regenerating files would reload the page, which says nothing about a cold start).
 */

const root = path.resolve(import.meta.dirname, '../..');
const QUIET_MS = 6_000; // a reload after this much silence would be a new event, not the start-up
const SETTLE_LIMIT_MS = 60_000;

interface Logged {
  at: number;
  line: string;
}

function recordingLogger(lines: Logged[], started: number): Logger {
  const logger = createLogger('info', { allowClearScreen: false });
  // One line each, without colours; a stack trace is cut short.
  const record = (message: string) =>
    lines.push({
      at: Date.now() - started,
      line: stripVTControlCharacters(message).replace(/\s+/g, ' ').slice(0, 400),
    });
  return {
    ...logger,
    info: record,
    warn: record,
    warnOnce: record,
    error: record,
  };
}

test('a cold `npm run dev` in a fresh profile loads /contact once and keeps what is typed at once', async ({
  page,
}) => {
  const started = Date.now();
  const since = () => Date.now() - started;
  const viteLog: Logged[] = [];
  const cacheDir = path.join(
    root,
    'node_modules',
    `.vite-cold-start-${process.pid}-${randomBytes(4).toString('hex')}`,
  );
  let server: ViteDevServer | undefined;
  try {
    server = await createServer({
      root,
      configFile: path.join(root, 'vite.config.ts'),
      mode: 'development',
      cacheDir,
      clearScreen: false,
      customLogger: recordingLogger(viteLog, started),
      // Port 0: a free one, chosen by the system.
      server: { host: '127.0.0.1', port: 0, strictPort: true, watch: null },
    });
    await server.listen();
    const address = server.httpServer?.address();
    if (!address || typeof address === 'string') throw new Error('The dev server has no port.');
    const origin = `http://127.0.0.1:${address.port}`;

    // Every main-frame navigation Playwright sees, and which of them loaded a new document (the
    // router's first history.replaceState is a navigation within the same document).
    const navigations: string[] = [];
    const documents: string[] = [];
    let lastActivity = Date.now();
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame()) return;
      lastActivity = Date.now();
      navigations.push(`${since()} ms ${frame.url()}`);
    });
    page.on('request', (request: Request) => {
      if (!request.url().startsWith(origin)) return;
      lastActivity = Date.now();
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
        documents.push(`${since()} ms ${request.url()}`);
      }
    });
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(`${since()} ms ${message.text()}`);
    });
    const report = () =>
      [
        `document loads: ${documents.join(' | ') || 'none'}`,
        `main-frame navigations: ${navigations.join(' | ') || 'none'}`,
        `dev server: ${viteLog.map((entry) => `${entry.at} ms ${entry.line}`).join(' | ') || 'silent'}`,
        `console errors: ${consoleErrors.join(' | ') || 'none'}`,
      ].join('\n');

    await page.goto(`${origin}/contact`, { waitUntil: 'commit', timeout: 120_000 });
    // As a person would: the field by its label, typed into as soon as it can be.
    const name = page.getByRole('form', { name: 'İletişim formu' }).getByLabel('İsim', {
      exact: true,
    });
    await name.pressSequentially('Ahmet', { timeout: 150_000 });
    const typedAt = since();
    const documentWhenTyped = await page.evaluate(() => performance.timeOrigin);

    // Wait out a late reload: until neither the page nor the server has done anything for a
    // while (the dependency optimiser logs before it reloads), within a bound.
    const settleUntil = Date.now() + SETTLE_LIMIT_MS;
    while (Date.now() < settleUntil) {
      const lastLog = viteLog.at(-1);
      const quietSince = Math.max(lastActivity, lastLog ? started + lastLog.at : 0);
      if (Date.now() - quietSince >= QUIET_MS) break;
      await page.waitForTimeout(250);
    }

    const details = `typed at ${typedAt} ms, settled at ${since()} ms\n${report()}`;
    await expect(name, details).toHaveValue('Ahmet', { timeout: 1_000 });
    expect(documents, details).toHaveLength(1);
    expect(await page.evaluate(() => performance.timeOrigin), details).toBe(documentWhenTyped);
    // The mocks served the page's content after all.
    await expect(
      page.getByRole('region', { name: 'İletişim Bilgileri' }).getByRole('link').first(),
      details,
    ).toBeVisible();
    console.log(
      `cold dev server: field typed into at ${typedAt} ms, ${documents.length} document load(s), ` +
        `${navigations.length} main-frame navigation(s) in all, settled at ${since()} ms`,
    );
  } finally {
    await server?.close();
    rmSync(cacheDir, { recursive: true, force: true });
  }
});
