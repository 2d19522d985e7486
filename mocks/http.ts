import { HttpResponse } from 'msw';
import { z } from 'zod';
import type { OperationInfo } from '../src/api/operation-info';
import { bearerToken, verifyToken } from './auth';

/** How a service words its errors: the backend's envelope, or the content service's `{ message }`. */
export type ErrorStyle = 'envelope' | 'plain';

type FieldErrors = Record<string, string[]>;

const turkish = z.locales.tr();

/** Ends the request with an error reply (MSW uses a thrown Response as the reply). */
export function fail(
  style: ErrorStyle,
  status: number,
  message: string,
  errors?: FieldErrors,
): never {
  const body =
    style === 'envelope'
      ? { success: false, message, data: null, ...(errors ? { errors } : {}) }
      : { message, ...(errors ? { errors } : {}) };
  throw HttpResponse.json(body, { status });
}

export const VALIDATION_MESSAGE = 'Bir veya daha fazla doğrulama hatası oluştu.';
export const NOT_FOUND_MESSAGE = 'Kayıt bulunamadı.';
export const UNAUTHORIZED_MESSAGE =
  'Oturum geçersiz veya süresi dolmuş. Lütfen tekrar giriş yapın.';

export const ok = <T>(data: T, message: string | null = null) => ({
  success: true as const,
  message,
  data,
});

export const done = (message = 'İşlem başarılı.') => ({ success: true, message, data: null });

/**
 * Wraps a handler's resolver in the contract's security check for its operation (from the
 * generated operation index): 401 on a 'bearer' operation without a valid token.
 */
export function createGuard(
  style: ErrorStyle,
  index: readonly OperationInfo[],
  onError?: (error: unknown) => void,
) {
  const operations = new Map(index.map((operation) => [operation.operationId, operation]));
  return function guarded<I extends { request: Request }, R>(
    operationId: string,
    resolver: (info: I) => R,
  ) {
    const operation = operations.get(operationId);
    if (!operation) throw new Error(`No operation ${operationId} in the contract`);
    return async (info: I): Promise<Awaited<R>> => {
      authorize(style, operation, info.request);
      try {
        return await resolver(info);
      } catch (error) {
        onError?.(error);
        throw error;
      }
    };
  };
}

/** 401 unless the operation is public or optional, or the bearer token is valid. */
function authorize(style: ErrorStyle, operation: OperationInfo, request: Request): void {
  if (operation.security !== 'bearer') return;
  if (!verifyToken(bearerToken(request))) fail(style, 401, UNAUTHORIZED_MESSAGE);
}

interface ZodSchema {
  safeParse(
    value: unknown,
    params?: { error?: unknown },
  ):
    | { success: true; data: unknown }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

/** Field errors in ASP.NET's shape: `{ field: [messages] }`. */
function fieldErrors(issues: { path: PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || 'body';
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

/** Validates a value against a generated zod schema; a 400 with field errors when it does not fit. */
export function validate<T>(style: ErrorStyle, schema: unknown, value: unknown): T {
  const result = (schema as ZodSchema).safeParse(value, { error: turkish.localeError });
  if (!result.success) fail(style, 400, VALIDATION_MESSAGE, fieldErrors(result.error.issues));
  return result.data as T;
}

export async function readJson(style: ErrorStyle, request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return fail(style, 400, 'İstek gövdesi geçerli bir JSON değil.', {
      body: ['Geçerli bir JSON nesnesi gönderin.'],
    });
  }
}

export async function readForm(style: ErrorStyle, request: Request): Promise<FormData> {
  const copy = request.clone();
  try {
    return await request.formData();
  } catch {
    const form = await parseMultipart(copy).catch(() => null);
    if (form) return form;
    return fail(style, 400, 'İstek gövdesi multipart/form-data olmalıdır.', {
      file: ['Bir dosya gönderin.'],
    });
  }
}

function indexOfBytes(haystack: Uint8Array, needle: Uint8Array, from: number): number {
  const first = needle[0] ?? 0;
  const last = haystack.length - needle.length;
  for (
    let i = haystack.indexOf(first, from);
    i >= 0 && i <= last;
    i = haystack.indexOf(first, i + 1)
  ) {
    let j = 1;
    while (j < needle.length && haystack[i + j] === needle[j]) j += 1;
    if (j === needle.length) return i;
  }
  return -1;
}

/**
 * Reads a multipart/form-data body by hand. Only used when `request.formData()` cannot: under
 * vitest's jsdom environment on Node 24, undici builds the file parts with jsdom's global `File`
 * and then rejects them (vitest-dev/vitest#9135), so every upload would read as "no file".
 */
async function parseMultipart(request: Request): Promise<FormData | null> {
  const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(request.headers.get('content-type') ?? '');
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary) return null;
  const body = new Uint8Array(await request.arrayBuffer());
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  const delimiter = encoder.encode(`--${boundary}`);
  const headerEnd = encoder.encode('\r\n\r\n');
  const form = new FormData();
  let start = indexOfBytes(body, delimiter, 0);
  while (start >= 0) {
    const partStart = start + delimiter.length;
    if (body[partStart] === 0x2d && body[partStart + 1] === 0x2d) return form; // closing "--"
    const headersEnd = indexOfBytes(body, headerEnd, partStart);
    const next = headersEnd < 0 ? -1 : indexOfBytes(body, delimiter, headersEnd + headerEnd.length);
    if (next < 0) return null;
    const headers = decoder.decode(body.subarray(partStart, headersEnd));
    const content = body.slice(headersEnd + headerEnd.length, next - 2); // without the CRLF
    const name = /\bname="([^"]*)"/i.exec(headers)?.[1];
    const filename = /\bfilename="([^"]*)"/i.exec(headers)?.[1];
    const type = /^content-type:\s*(.+)$/im.exec(headers)?.[1]?.trim() ?? '';
    if (name !== undefined) {
      form.append(
        name,
        filename === undefined ? decoder.decode(content) : new File([content], filename, { type }),
      );
    }
    start = next;
  }
  return null;
}

/** PageIndex (floor 0, default 0) and PageSize (floor 1, default 10, at most 100). */
export function readPaging(url: string): { pageIndex: number; pageSize: number } {
  const params = new URL(url).searchParams;
  const errors: FieldErrors = {};
  const read = (name: string, fallback: number, min: number, max: number) => {
    const raw = params.get(name);
    if (raw === null || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      errors[name] = [
        `'${raw}' değeri ${name} için geçerli değil (${min}-${max} arası bir tam sayı olmalı).`,
      ];
      return fallback;
    }
    return value;
  };
  const pageIndex = read('PageIndex', 0, 0, Number.MAX_SAFE_INTEGER);
  const pageSize = read('PageSize', 10, 1, 100);
  if (Object.keys(errors).length > 0) fail('envelope', 400, VALIDATION_MESSAGE, errors);
  return { pageIndex, pageSize };
}

export function paginate<T>(items: T[], pageIndex: number, pageSize: number) {
  return {
    items: items.slice(pageIndex * pageSize, pageIndex * pageSize + pageSize),
    pageIndex,
    pageSize,
    totalCount: items.length,
    totalPages: Math.ceil(items.length / pageSize),
  };
}

/** Checks an uploaded file's kind by its first bytes, as the reference server does. */
export { sniffContentType } from '../core/lib/sniff-content-type';
