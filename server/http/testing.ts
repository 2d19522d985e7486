import { Readable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { hashPassword } from './auth.ts';
import { buildApp, type BuildAppOptions } from '../app.ts';
import { testConfig, type ServerConfig } from '../config.ts';
import { openTestStore, type TestStore } from '../test/test-store.ts';

/** Test helpers of the HTTP tests: an app over a fresh seeded store, sign-in, multipart bodies. */
export const ADMIN = { username: 'admin', password: 'admin-test-password' };

export interface TestApp {
  app: FastifyInstance;
  ts: TestStore;
  /** A valid bearer header of the seeded administrator. */
  auth(): Promise<Record<string, string>>;
  /** POSTs a multipart form as the administrator. */
  postForm(url: string, parts: readonly Part[]): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function openTestApp(
  overrides: Partial<ServerConfig> = {},
  staticDir: string | null = null,
  options: Pick<BuildAppOptions, 'serverEntry'> = {},
): Promise<TestApp> {
  const ts = await openTestStore();
  await ts.store.createUser({
    username: ADMIN.username,
    email: 'admin@asilyapi.com.tr',
    passwordHash: await hashPassword(ADMIN.password),
  });
  const app = await buildApp({
    store: ts.store,
    uploadsDir: ts.uploadsDir,
    config: testConfig(overrides),
    staticDir,
    ...options,
  });
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
