import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { createObserver } from '../../scripts/contract/lib/fuzz/observer.mjs';
import { hashPassword } from '../services/auth.ts';
import { buildApp, type BuildAppOptions } from '../app.ts';
import { testConfig, type ServerConfig } from '../config.ts';
import { openTestStore, type TestStore } from './test-store.ts';

/** Test helpers of the HTTP tests: an app over a fresh seeded store, sign-in, multipart bodies. */

/**
 * Every reply the tests' `app.inject` gets is checked against the contract with closed schemas
 * (the fuzzer's oracle, issue 25) and its (operation, status) pair goes to the ledger.
 */
const contract = createObserver('server');

export const ADMIN = { username: 'admin', password: 'admin-test-password' };

interface TestApp {
  app: FastifyInstance;
  ts: TestStore;
  /** A valid bearer header of the seeded administrator. */
  auth(): Promise<Record<string, string>>;
  /** POSTs a multipart form as the administrator. */
  postForm(url: string, parts: readonly Part[]): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** Settings for the test app; a function is called when the app opens (e.g. after an S3 server). */
type ConfigOverrides = Partial<ServerConfig> | (() => Partial<ServerConfig>);

async function openTestApp(
  overrides: ConfigOverrides = {},
  staticDir: string | null = null,
  options: Pick<BuildAppOptions, 'serverEntry'> = {},
): Promise<TestApp> {
  const config = testConfig(typeof overrides === 'function' ? overrides() : overrides);
  const ts = await openTestStore({ storage: config.storage });
  await ts.store.createUser({
    username: ADMIN.username,
    email: 'admin@asilyapi.com.tr',
    passwordHash: await hashPassword(ADMIN.password),
  });
  const app = await buildApp({
    store: ts.store,
    storage: ts.storage,
    config,
    staticDir,
    ...options,
  });
  contract.watchInjections(app);
  let token: string | null = null;
  const auth = async () => {
    if (!token) {
      const reply = await app.inject({ method: 'POST', url: '/api/Auth/login', payload: ADMIN });
      token = (reply.json() as { data: { token: string } }).data.token;
    }
    return { authorization: `Bearer ${token}` };
  };
  return {
    app,
    ts,
    auth,
    async postForm(url, parts) {
      const body = multipart(parts);
      return app.inject({
        method: 'POST',
        url,
        payload: body.payload,
        headers: { ...body.headers, ...(await auth()) },
      });
    },
    async close() {
      await app.close();
      await ts.close();
    },
  };
}

/** A test file's app: open before its first test, closed after its last. */
interface SharedTestApp extends Omit<TestApp, 'close'> {
  /** The seeded administrator's bearer header, signed in before the first test. */
  readonly authHeaders: Record<string, string>;
}

/**
 * Opens a test app (`openTestApp`'s arguments) and signs in in the file's beforeAll, and closes it
 * in its afterAll. Call it at the top of a test file; use the result inside the tests.
 */
export function setupTestApp(...args: Parameters<typeof openTestApp>): SharedTestApp {
  let opened: TestApp | undefined;
  const authHeaders: Record<string, string> = {};
  beforeAll(async () => {
    opened = await openTestApp(...args);
    Object.assign(authHeaders, await opened.auth());
  });
  afterEach(async () => {
    expect(await contract.takeProblems(), 'replies that do not match the contract').toEqual([]);
  });
  afterAll(async () => {
    await opened?.close();
    contract.save();
  });
  const current = () => {
    if (!opened) throw new Error('The test app opens in beforeAll: use it inside the tests.');
    return opened;
  };
  return {
    get app() {
      return current().app;
    },
    get ts() {
      return current().ts;
    },
    auth: () => current().auth(),
    postForm: (url, parts) => current().postForm(url, parts),
    authHeaders,
  };
}

export interface Part {
  name: string;
  filename?: string;
  type?: string;
  data: string | Uint8Array;
}

const BOUNDARY = '----asil-test-boundary-7f3a9c';

function partHead(part: Part): string {
  const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
  const type =
    part.filename === undefined
      ? ''
      : `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n`;
  return `--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`;
}

/** A multipart/form-data body held in memory. */
export function multipart(parts: readonly Part[]) {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(partHead(part)), Buffer.from(part.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

/** A multipart body with one file of `size` bytes starting with `head`, generated as it is read. */
export function streamedUpload(
  field: string,
  filename: string,
  type: string,
  head: string,
  size: number,
) {
  const chunk = Buffer.alloc(1024 * 1024);
  async function* generate() {
    yield Buffer.from(partHead({ name: field, filename, type, data: '' }));
    yield Buffer.from(head);
    let left = size - head.length;
    while (left > 0) {
      const next = Math.min(left, chunk.length);
      yield chunk.subarray(0, next);
      left -= next;
    }
    yield Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  }
  return {
    payload: Readable.from(generate()),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

/** A minimal valid PDF. */
export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A test file's app that renders the public pages (server/ssr) with `serverEntry` (the source
 * module, imported by the test file): a static folder of its own holding the app's index.html
 * and the panel's admin.html, removed after the file's last test.
 */
export function setupRenderingTestApp(
  serverEntry: NonNullable<BuildAppOptions['serverEntry']>,
  overrides: ConfigOverrides = {},
): SharedTestApp {
  const staticDir = mkdtempSync(path.join(tmpdir(), 'asil-ssr-'));
  // Both pages: the public site's and the panel's (docs/decisions/0073).
  for (const page of ['index.html', 'admin.html']) {
    copyFileSync(
      fileURLToPath(new URL(`../../${page}`, import.meta.url)),
      path.join(staticDir, page),
    );
  }
  afterAll(() => rmSync(staticDir, { recursive: true, force: true }));
  return setupTestApp(overrides, staticDir, { serverEntry });
}
