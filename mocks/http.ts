import { HttpResponse, type JsonBodyType } from 'msw';
import { z } from 'zod';
import type { OperationInfo } from '../core/lib/operation-info';
import { MESSAGES, PAGING, pagingMessage, type PagingParameter } from '../core/domain/messages';
import { errorBody, fail, invalid, replyOf, type ErrorStyle } from '../core/domain/replies';
import type { Paging } from '../core/domain/types';
import { PATH_PARAMETER_MESSAGES, fieldMessage, type SchemaIssue } from '../core/domain/validation';
import { bearerToken, dutiesOfRequest, roleOfRequest, verifyToken } from './auth';
import { requireRight } from '../core/domain/roles';
import { requireDutiesDone } from '../core/domain/account-duties';
import { versionOfReply } from '../core/domain/versioned-writes';
import { CACHED_OPERATIONS, ifNoneMatches, isPublicRead } from '../core/domain/conditional-reads';

/** The version a write was made from (`If-Match`), if it says. */
export const ifMatchOf = (request: Request) => request.headers.get('if-match') ?? undefined;

type FieldErrors = Record<string, string[]>;

const turkish = z.locales.tr();

/**
 * Wraps a handler's resolver in the contract's security check for its operation (from the
 * generated operation index): 401 on a 'bearer' operation without a valid token. The rules' errors
 * become the service's error replies.
 */
export function createGuard(
  style: ErrorStyle,
  index: readonly OperationInfo[],
  /** The service's generated zod module: each operation's path parameters are checked with it. */
  schemas: Record<string, unknown> = {},
) {
  const operations = new Map(index.map((operation) => [operation.operationId, operation]));
  return function guarded<I extends { request: Request; params?: unknown }, R>(
    operationId: string,
    resolver: (info: I) => R,
  ) {
    const operation = operations.get(operationId);
    if (!operation) throw new Error(`No operation ${operationId} in the contract`);
    const pathSchema = schemas[`${operationId[0]?.toUpperCase()}${operationId.slice(1)}Params`];
    const numeric = pathSchema ? numericParameters(pathSchema) : new Set<string>();
    return async (info: I): Promise<Awaited<R>> => {
      try {
        authorize(operation, info.request);
        // After the token, as the server validates (server/routes/contracts.ts).
        // Numbers coerced and the page type worded as the server does (server/plugins/validation.ts).
        if (pathSchema) {
          validate(pathSchema, numbersIn(numeric, info.params ?? {}), PATH_PARAMETER_MESSAGES);
        }
        const result = await resolver(info);
        // A record the panel edits goes with its version (core/domain/versioned-writes.ts).
        const version = await versionOfReply(operationId, result);
        // A catalogue read is revalidated as the server's (core/domain/conditional-reads.ts).
        const { method, headers, url } = info.request;
        const cached =
          CACHED_OPERATIONS.has(operationId) &&
          isPublicRead(method, headers.get('authorization'), url);
        const etag = version ?? (cached ? await replyTag(result) : undefined);
        if (!etag) return result;
        if (cached && ifNoneMatches(headers.get('if-none-match'), etag)) {
          throw new HttpResponse(null, { status: 304, headers: { etag } });
        }
        throw HttpResponse.json(result as JsonBodyType, { headers: { etag } });
      } catch (error) {
        // A rule's error (core/domain/replies.ts) in the service's style; MSW sends a thrown Response.
        const reply = replyOf(error);
        if (reply) {
          throw HttpResponse.json(errorBody(style, reply.message, reply.errors, reply.extra), {
            status: reply.statusCode,
            headers: reply.headers,
          });
        }
        throw error;
      }
    };
  };
}

/** A strong ETag of a reply: a digest of its JSON, as the server tags its cached replies. */
async function replyTag(result: unknown): Promise<string> {
  const bytes = new TextEncoder().encode(JSON.stringify(result));
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-1', bytes));
  const base64 = btoa(String.fromCharCode(...digest));
  return `"${base64.replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')}"`;
}

/** 401 unless the operation is public or optional, or the bearer token is valid. */
function authorize(operation: OperationInfo, request: Request): void {
  if (operation.security !== 'bearer') return;
  if (!verifyToken(bearerToken(request))) fail(401, MESSAGES.unauthorized);
  requireRight(operation.operationId, roleOfRequest(request));
  requireDutiesDone(operation.operationId, dutiesOfRequest(request));
}

/** The parts of a zod issue the wording needs (zod 4's issue shapes). */
interface ZodIssue {
  code: string;
  path: PropertyKey[];
  message: string;
  input?: unknown;
  expected?: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  format?: string;
  values?: unknown[];
  keys?: string[];
}

interface ZodSchema {
  safeParse(
    value: unknown,
    params?: { error?: unknown; reportInput?: boolean },
  ): { success: true; data: unknown } | { success: false; error: { issues: ZodIssue[] } };
}

const sizeKeywords: Record<string, [string, string]> = {
  string: ['minLength', 'maxLength'],
  array: ['minItems', 'maxItems'],
  set: ['minItems', 'maxItems'],
};

type ZodDef = {
  type?: string;
  innerType?: z.ZodType;
  shape?: Record<PropertyKey, z.ZodType>;
  element?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
  options?: z.ZodType[];
  values?: unknown[];
};
const defOf = (schema: z.ZodType) => schema._zod.def as ZodDef;

/** The zod schema of `key` in `schema` (through wrappers, `.and()` and unions). */
function childOf(schema: z.ZodType | undefined, key: PropertyKey): z.ZodType | undefined {
  let current = schema;
  while (current && defOf(current).innerType) current = defOf(current).innerType;
  if (!current) return undefined;
  const def = defOf(current);
  if (def.type === 'object') return def.shape?.[key];
  if (def.type === 'array') return def.element;
  if (def.type === 'intersection') return childOf(def.left, key) ?? childOf(def.right, key);
  if (def.type === 'union') {
    return def.options?.map((option) => childOf(option, key)).find(Boolean);
  }
  return undefined;
}

const schemaAt = (schema: unknown, path: readonly PropertyKey[]) =>
  path.reduce<z.ZodType | undefined>((current, key) => childOf(current, key), schema as z.ZodType);

/** The values of a union of literals (the contract's integer enums, e.g. pageType). */
function literalsOf(schema: z.ZodType | undefined): unknown[] | undefined {
  const options = schema && defOf(schema).options;
  if (!options?.every((option) => defOf(option).type === 'literal')) return undefined;
  return options.flatMap((option) => defOf(option).values ?? []);
}

/**
 * The JSON types a field allows, as Ajv names them when a value has another type ('integer', or
 * `['string', 'null']` for a nullable text): from the contract's schema, not zod's own words.
 */
function jsonTypes(schema: z.ZodType | undefined): unknown {
  if (!schema) return undefined;
  const json = z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as {
    type?: unknown;
    anyOf?: { type?: unknown }[];
  };
  if (json.type !== undefined) return json.type;
  const types = (json.anyOf ?? []).map((part) => part.type);
  return types.length > 0 && types.every((type) => typeof type === 'string') ? types : undefined;
}

/** The parameters of an operation's path schema that the contract declares as numbers. */
function numericParameters(schema: unknown): ReadonlySet<string> {
  const shape = defOf(schema as z.ZodType).shape ?? {};
  return new Set(
    Object.keys(shape).filter((name) => {
      const types = [jsonTypes(shape[name])].flat();
      return types.includes('integer') || types.includes('number');
    }),
  );
}

/** Path parameters with the `numeric` ones read as numbers, as Ajv coerces them. */
function numbersIn(numeric: ReadonlySet<string>, params: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => {
      const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
      return [name, numeric.has(name) && Number.isFinite(number) ? number : value];
    }),
  );
}

const jsonTypeOf = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

/** A zod issue in JSON Schema's words, as the server's Ajv reports it (core/domain/validation.ts). */
function schemaIssue(issue: ZodIssue, root: unknown): SchemaIssue | null {
  const typeIssue = (): SchemaIssue => {
    const schema = schemaAt(root, issue.path);
    const literals = literalsOf(schema);
    const integers = literals?.every((value) => Number.isInteger(value));
    return {
      keyword: 'type',
      params: {
        type: integers
          ? 'integer'
          : (jsonTypes(schema) ?? (issue.expected === 'int' ? 'integer' : issue.expected)),
      },
    };
  };
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return { keyword: 'required', params: {} };
      return typeIssue();
    case 'too_small':
    case 'too_big': {
      const [min, max] = sizeKeywords[issue.origin ?? ''] ?? ['minimum', 'maximum'];
      return {
        keyword: issue.code === 'too_small' ? min : max,
        params: { limit: Number(issue.code === 'too_small' ? issue.minimum : issue.maximum) },
      };
    }
    case 'invalid_format':
      return issue.format === 'regex'
        ? { keyword: 'pattern', params: {} }
        : { keyword: 'format', params: { format: issue.format === 'url' ? 'uri' : issue.format } };
    case 'invalid_union': {
      const values = literalsOf(schemaAt(root, issue.path));
      return values ? schemaIssue({ ...issue, code: 'invalid_value', values }, root) : null;
    }
    case 'invalid_value': {
      if (issue.input === undefined) return { keyword: 'required', params: {} };
      // Ajv checks the type before the enum: a list where a text is declared is a wrong type.
      const values = issue.values ?? [];
      const integers = values.length > 0 && values.every((value) => Number.isInteger(value));
      if (
        !values.some((value) => jsonTypeOf(value) === jsonTypeOf(issue.input)) ||
        (integers && !Number.isInteger(issue.input))
      ) {
        return typeIssue();
      }
      return values.length === 1
        ? { keyword: 'const', params: { allowedValue: values[0] } }
        : { keyword: 'enum', params: { allowedValues: values } };
    }
    default:
      return null;
  }
}

/** Field errors in ASP.NET's shape, `{ field: [messages] }`, worded as the server words them. */
function fieldErrors(issues: ZodIssue[], root: unknown): FieldErrors {
  const errors: FieldErrors = {};
  // A value of the wrong type gets that one message, as Ajv gives it.
  const wrongType = new Set(
    issues
      .filter((issue) => issue.code === 'invalid_type' && issue.input !== undefined)
      .map((issue) => issue.path.map(String).join('.')),
  );
  const add = (path: PropertyKey[], message: string) => {
    const list = (errors[path.map(String).join('.') || 'body'] ??= []);
    if (!list.includes(message)) list.push(message);
  };
  for (const issue of issues) {
    const field = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys ?? []) {
        add(
          [...issue.path, key],
          fieldMessage(`${field ? `${field}.` : ''}${key}`, {
            keyword: 'additionalProperties',
            params: {},
          }),
        );
      }
      continue;
    }
    if (wrongType.has(field) && issue.code !== 'invalid_type') continue;
    const schema = schemaIssue(issue, root);
    add(issue.path, schema ? fieldMessage(field, schema, issue.input) : issue.message);
  }
  return errors;
}

/** Validates a value against a generated zod schema; a 400 with field errors when it does not fit. */
export function validate<T>(
  schema: unknown,
  value: unknown,
  /** Fields worded by the product rather than by their schema (PATH_PARAMETER_MESSAGES). */
  worded: Readonly<Record<string, string>> = {},
): T {
  const result = (schema as ZodSchema).safeParse(value, {
    error: turkish.localeError,
    reportInput: true,
  });
  if (result.success) return result.data as T;
  const errors = fieldErrors(result.error.issues, schema);
  for (const field of Object.keys(errors)) {
    const message = worded[field];
    if (message) errors[field] = [message];
  }
  return invalid(errors);
}

/**
 * The named values of the request's query; an empty one (`?Search=`) is a value left out, as the
 * server reads it (server/plugins/validation.ts).
 */
export function queryValues<N extends string>(
  request: Request,
  names: readonly N[],
): Partial<Record<N, string>> {
  const params = new URL(request.url).searchParams;
  return Object.fromEntries(
    names.flatMap((name) => {
      const value = params.get(name);
      return value === null || value === '' ? [] : [[name, value]];
    }),
  ) as Partial<Record<N, string>>;
}

/**
 * A read's publishing parameters (issue 21), checked against the operation's query schema:
 * `Drafts=true` is the panel's (401 without a valid token); `Preview` is a preview link's token.
 */
export function readPublishing(
  request: Request,
  schema: unknown,
): { drafts: boolean; preview?: string } {
  const { Drafts: drafts, Preview: preview } = queryValues(request, ['Drafts', 'Preview']);
  const query = validate<{ Drafts?: boolean; Preview?: string }>(schema, {
    ...(drafts !== undefined && {
      Drafts: drafts === 'true' ? true : drafts === 'false' ? false : drafts,
    }),
    ...(preview !== undefined && { Preview: preview }),
  });
  if (query.Drafts && !verifyToken(bearerToken(request))) fail(401, MESSAGES.unauthorized);
  return {
    drafts: query.Drafts === true,
    ...(query.Preview !== undefined && { preview: query.Preview }),
  };
}

export async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return fail(400, MESSAGES.invalidJson, { body: [MESSAGES.sendJsonObject] });
  }
}

export async function readForm(request: Request): Promise<FormData> {
  const copy = request.clone();
  try {
    return await request.formData();
  } catch {
    const form = await parseMultipart(copy).catch(() => null);
    if (form) return form;
    return fail(400, MESSAGES.notMultipart, { file: [MESSAGES.sendAFile] });
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

/**
 * PageIndex and PageSize from the address, as the contract ranges them (core/domain/messages.ts);
 * `pageSize` is an operation's own default (the inbox's 25).
 */
export function readPaging(url: string, defaults: { pageSize?: number } = {}): Paging {
  const params = new URL(url).searchParams;
  const errors: FieldErrors = {};
  const read = (name: PagingParameter) => {
    const { min, max } = PAGING[name];
    const fallback =
      name === 'PageSize' ? (defaults.pageSize ?? PAGING.PageSize.fallback) : PAGING[name].fallback;
    const raw = params.get(name);
    if (raw === null || raw === '') return fallback;
    const value = raw.trim() === '' ? Number.NaN : Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      errors[name] = [pagingMessage(name, raw)];
      return fallback;
    }
    return value;
  };
  const paging = { pageIndex: read('PageIndex'), pageSize: read('PageSize') };
  if (Object.keys(errors).length > 0) invalid(errors);
  return paging;
}
