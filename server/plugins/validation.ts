import responseValidation from '@fastify/response-validation';
import Ajv2020 from 'ajv/dist/2020.js';
import type { ErrorObject, Options } from 'ajv';
import addFormats from 'ajv-formats';
import fp from 'fastify-plugin';
import type { FieldErrors } from '../http/errors.ts';

/** JSON Schema 2020-12 (OpenAPI 3.1) with formats; bodies are not coerced, query and path are. */
function createAjv(options: Options = {}): Ajv2020 {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    useDefaults: true,
    removeAdditional: false,
    ...options,
  });
  addFormats(ajv);
  return ajv;
}

export type HttpPart = 'body' | 'querystring' | 'params' | 'headers' | string;

/** Fastify's validatorCompiler: one Ajv for bodies (exact types), one for strings from the URL. */
function createValidatorCompiler() {
  const bodies = createAjv({ coerceTypes: false });
  const urlParts = createAjv({ coerceTypes: true });
  return ({ schema, httpPart }: { schema: object; httpPart?: HttpPart }) =>
    (httpPart === 'body' ? bodies : urlParts).compile(schema);
}

export interface ValidationOptions {
  /** Check every reply against the contract too (development and CI; off in production). */
  responseValidation: boolean;
}

/**
 * How requests and replies meet the contracts: requests validated from the documents' schemas,
 * replies sent as the handlers built them and, when asked, checked against the documents. The
 * failures are worded by the error handler (`fieldErrors`, below).
 */
export default fp<ValidationOptions>(
  async (app, options) => {
    app.setValidatorCompiler(createValidatorCompiler());
    // Replies go out as the handlers built them: the contract is checked by response validation,
    // not enforced by a serializer that would silently drop or coerce fields.
    app.setSerializerCompiler(() => (data) => JSON.stringify(data));

    if (options.responseValidation) {
      await app.register(responseValidation, { ajv: createAjv({ useDefaults: false }) });
    }
  },
  { name: 'validation' },
);

const typeNames: Record<string, string> = {
  string: 'metin',
  integer: 'tam sayı',
  number: 'sayı',
  boolean: 'true ya da false',
  array: 'dizi',
  object: 'nesne',
  null: 'null',
};

const describeType = (type: unknown) =>
  (Array.isArray(type) ? type : [type])
    .map((name) => typeNames[String(name)] ?? name)
    .join(' ya da ');

function fieldOf(error: ErrorObject): string {
  const segments = error.instancePath
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (error.keyword === 'required') segments.push(String(error.params.missingProperty));
  if (error.keyword === 'additionalProperties') {
    segments.push(String(error.params.additionalProperty));
  }
  return segments.join('.');
}

function messageOf(error: ErrorObject, field: string, value: unknown): string {
  const params = error.params as Record<string, unknown>;
  const last = field.split('.').pop() ?? field;
  switch (error.keyword) {
    case 'required':
      return `'${last}' alanı zorunludur.`;
    case 'additionalProperties':
      return `'${last}' alanı tanınmıyor.`;
    case 'type':
      return field === ''
        ? 'İstek gövdesi bir JSON nesnesi olmalıdır.'
        : `'${last}' alanı ${describeType(params.type)} olmalıdır.`;
    case 'minLength':
      return params.limit === 1
        ? `'${last}' alanı boş olamaz.`
        : `'${last}' alanı en az ${String(params.limit)} karakter olmalıdır.`;
    case 'maxLength':
      return `'${last}' alanı en fazla ${String(params.limit)} karakter olabilir.`;
    case 'minimum':
      return `'${last}' alanı en az ${String(params.limit)} olmalıdır.`;
    case 'maximum':
      return `'${last}' alanı en fazla ${String(params.limit)} olabilir.`;
    case 'minItems':
      return `'${last}' alanında en az ${String(params.limit)} öğe olmalıdır.`;
    case 'maxItems':
      return `'${last}' alanında en fazla ${String(params.limit)} öğe olabilir.`;
    case 'enum':
      return `'${last}' alanı şu değerlerden biri olmalıdır: ${(params.allowedValues as unknown[]).join(', ')}.`;
    case 'const':
      return `'${last}' alanı ${JSON.stringify(params.allowedValue)} olmalıdır.`;
    case 'pattern':
      return last === 'slug'
        ? `'${last}' alanı yalnızca küçük harf, rakam ve tire içerebilir (ör. poliuretan-enjeksiyon).`
        : `'${last}' alanı yalnızca harf, rakam, nokta, alt çizgi ve tire içerebilir.`;
    case 'format':
      switch (params.format) {
        case 'uuid':
          return `'${String(value)}' geçerli bir kimlik değil.`;
        case 'email':
          return `'${last}' alanı geçerli bir e-posta adresi olmalıdır.`;
        case 'uri':
          return `'${last}' alanı geçerli bir URL olmalıdır (ör. https://...).`;
        default:
          return `'${last}' alanının biçimi geçerli değil.`;
      }
    default:
      return `'${last || 'body'}' alanı geçerli değil.`;
  }
}

function valueAt(root: unknown, instancePath: string): unknown {
  let value = root;
  for (const segment of instancePath.split('/').slice(1)) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[segment.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return value;
}

/** Paging parameters are worded as the mocks word them (mocks/http.ts readPaging). */
const pagingRanges: Record<string, [number, number]> = {
  PageIndex: [0, Number.MAX_SAFE_INTEGER],
  PageSize: [1, 100],
};

/** Ajv's errors as ASP.NET-style field errors with readable Turkish messages. */
export function fieldErrors(
  errors: readonly ErrorObject[],
  part: string,
  input: { body?: unknown; rawQuery: URLSearchParams; params?: Record<string, unknown> },
): FieldErrors {
  const result: FieldErrors = {};
  const add = (field: string, message: string) => {
    const list = (result[field || 'body'] ??= []);
    if (!list.includes(message)) list.push(message);
  };
  // A oneOf/anyOf failure repeats what its branches said; keep it only when it is alone.
  const specific = errors.filter((error) => !['oneOf', 'anyOf', 'if'].includes(error.keyword));
  for (const error of specific.length > 0 ? specific : errors) {
    const field = fieldOf(error);
    if (part === 'querystring') {
      const range = pagingRanges[field];
      if (range) {
        const raw = input.rawQuery.get(field) ?? '';
        add(
          field,
          `'${raw}' değeri ${field} için geçerli değil (${range[0]}-${range[1]} arası bir tam sayı olmalı).`,
        );
        continue;
      }
    }
    if (part === 'params' && field === 'type') {
      add(field, 'Sayfa türü 0, 1 veya 2 olmalıdır.');
      continue;
    }
    const root = part === 'params' ? input.params : part === 'body' ? input.body : undefined;
    add(field, messageOf(error, field, valueAt(root, error.instancePath)));
  }
  return result;
}
