import { HttpResponse } from 'msw';
import { z } from 'zod';
import type { OperationInfo } from '../src/api/operation-info';
import { bearerToken, verifyToken } from './auth';

/** How a service words its errors: the backend's envelope, or the content service's `{ message }`. */
export type ErrorStyle = 'envelope' | 'plain';

type FieldErrors = Record<string, string[]>;

const turkish = z.locales.tr();

/** Ends the request with an error reply (MSW uses a thrown Response as the reply). */
export function fail(style: ErrorStyle, status: number, message: string, errors?: FieldErrors): never {
  const body =
    style === 'envelope'
      ? { success: false, message, data: null, ...(errors ? { errors } : {}) }
      : { message, ...(errors ? { errors } : {}) };
  throw HttpResponse.json(body, { status });
}

export const VALIDATION_MESSAGE = 'Bir veya daha fazla doğrulama hatası oluştu.';
export const NOT_FOUND_MESSAGE = 'Kayıt bulunamadı.';
export const UNAUTHORIZED_MESSAGE = 'Oturum geçersiz veya süresi dolmuş. Lütfen tekrar giriş yapın.';

export const ok = <T>(data: T, message: string | null = null) => ({
  success: true as const,
  message,
  data,
});

export const done = (message = 'İşlem başarılı.') => ({ success: true, message, data: null });

/** 401 unless the operation is public or optional, or the bearer token is valid. */
export function authorize(style: ErrorStyle, operation: OperationInfo, request: Request): void {
  if (operation.security !== 'bearer') return;
  if (!verifyToken(bearerToken(request))) fail(style, 401, UNAUTHORIZED_MESSAGE);
}

interface ZodSchema {
  safeParse(
    value: unknown,
    params?: { error?: unknown },
  ): { success: true; data: unknown } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

/** Field errors in ASP.NET's shape: `{ field: [messages] }`. */
export function fieldErrors(issues: { path: PropertyKey[]; message: string }[]): FieldErrors {
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
  try {
    return await request.formData();
  } catch {
    return fail(style, 400, 'İstek gövdesi multipart/form-data olmalıdır.', {
      file: ['Bir dosya gönderin.'],
    });
  }
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
      errors[name] = [`'${raw}' değeri ${name} için geçerli değil (${min}-${max} arası bir tam sayı olmalı).`];
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

/** Checks an uploaded file's kind by its first bytes, as a server would, not by its name. */
export function sniffContentType(bytes: Uint8Array, declared: string): string | null {
  const head = new TextDecoder().decode(bytes.slice(0, 512));
  const starts = (...values: number[]) => values.every((value, index) => bytes[index] === value);
  if (head.startsWith('%PDF-')) return 'application/pdf';
  if (starts(0x89, 0x50, 0x4e, 0x47)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (head.startsWith('GIF8')) return 'image/gif';
  if (head.startsWith('RIFF') && head.slice(8, 12) === 'WEBP') return 'image/webp';
  if (/^\s*(<\?xml[^>]*>\s*)?<svg[\s>]/i.test(head)) return 'image/svg+xml';
  if (starts(0x50, 0x4b, 0x03, 0x04)) return declared || 'application/zip';
  if (starts(0xd0, 0xcf, 0x11, 0xe0)) return declared || 'application/msword';
  if (head.startsWith('Rar!')) return 'application/vnd.rar';
  if (declared.startsWith('text/') && !head.includes('\u0000')) return declared;
  return null;
}
