/**
 * What the mocks/mock-behaviour.*.test.ts files share. Together they show that the mocks behave
 * like a server: what is written reads back, paging and its defaults follow the contract, the
 * tokens are checked, uploads are kept and served, the content and e-mail services answer as
 * theirs do, and the control switches (failures, latency) do what the mock panel says. Every call
 * goes through the generated request functions and the real clients.
 */
import { ApiError } from '../../src/api/api-error';
import { login } from '../../src/api/generated/backend/endpoints/auth/auth';
import { startSession } from '../../src/lib/session';
import { db } from '../../mocks/node';
import { SEED_IDS } from '../../seed';
import { recordsOf } from './mock-records';

export async function signIn(): Promise<string> {
  const reply = await login({ username: 'admin', password: 'admin123' });
  const token = reply.data.token ?? '';
  startSession(localStorage, token);
  return token;
}

/** The ApiError a call fails with (and a test failure when it succeeds). */
export async function failure(call: Promise<unknown>): Promise<ApiError> {
  const outcome = await call.then(
    (reply) => new Error(`expected a failure, got ${JSON.stringify(reply).slice(0, 300)}`),
    (error: unknown) => error,
  );
  if (!(outcome instanceof ApiError)) throw outcome;
  return outcome;
}

/** GETs a stored file the way the site's <img> and links do: at its path, on the API origin. */
export async function served(path: string) {
  const response = await fetch(new URL(path, location.origin));
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}

const base64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

/** A real 1x1 PNG. */
export const PNG_BYTES = base64(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
);
export const pngFile = (name = 'kat-plani.png') =>
  new File([PNG_BYTES.slice()], name, { type: 'image/png' });

/** A seed PDF's bytes under a new name. */
export function seedPdf(name: string): { file: File; bytes: Uint8Array } {
  const fileId = recordsOf(db).documentById(SEED_IDS.documents.epoksiTeknikFoy)?.fileId ?? '';
  const bytes = db.bytes.get(fileId);
  if (!bytes) throw new Error('no seed PDF');
  return { file: new File([bytes.slice()], name, { type: 'application/pdf' }), bytes };
}

export const names = <T extends { name: string }>(items: readonly T[]) =>
  items.map((item) => item.name);

export const SEED_PRODUCT_COUNT = 11;
export const SEED_DOCUMENT_COUNT = 19;
export const UNKNOWN_PRODUCT = '00000003-0000-4000-8000-0000000000ff';
