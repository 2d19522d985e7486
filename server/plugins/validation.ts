import responseValidation from '@fastify/response-validation';
import Ajv2020 from 'ajv/dist/2020.js';
import type { AnySchema, ErrorObject, Options, ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import fp from 'fastify-plugin';
import { PAGING, pagingMessage, type PagingParameter } from '../../core/domain/messages.ts';
import { PATH_PARAMETER_MESSAGES, fieldMessage } from '../../core/domain/validation.ts';
import { type FieldErrors } from '../../core/domain/replies.ts';

/**
 * Ajv made to compile a schema the first time a validator runs, not when a route registers: the
 * contracts' routes hold hundreds of schemas, most of which a process never uses (a server start
 * compiled them all, about two seconds of CPU, and every test app and replica paid it). A schema
 * Ajv cannot compile fails the first request that needs it; contract:lint keeps the documents
 * valid.
 */
function compileLazily(ajv: Ajv2020): Ajv2020 {
  const compileNow = ajv.compile.bind(ajv);
  const compile = (schema: AnySchema, meta?: boolean) => {
    let compiled: ValidateFunction | undefined;
    const validate = ((data: unknown) => {
      compiled ??= compileNow(schema, meta);
      const valid = compiled(data);
      validate.errors = compiled.errors;
      return valid;
    }) as ValidateFunction;
    return validate;
  };
  ajv.compile = compile as Ajv2020['compile'];
  return ajv;
}

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
  return compileLazily(ajv);
}

type HttpPart = 'body' | 'querystring' | 'params' | 'headers' | string;

interface QueryValidator {
  (data: Record<string, unknown>): boolean;
  errors?: ErrorObject[] | null;
}

/**
 * A query string's validator: an empty value (`?Search=`) is a value left out, as the mocks read
 * it; a blank one where a number is declared (`?PageIndex=%20`) is not a number, where Ajv's
 * coercion would read it as 0.
 */
function queryValidator(ajv: Ajv2020, schema: object): QueryValidator {
  const validate = ajv.compile(schema);
  const properties = (schema as { properties?: Record<string, { type?: unknown }> }).properties;
  const numeric = new Map(
    Object.entries(properties ?? {})
      .filter(([, property]) =>
        [property.type].flat().some((type) => type === 'integer' || type === 'number'),
      )
      .map(([name, property]) => [name, property.type]),
  );
  const check: QueryValidator = (data) => {
    for (const [name, value] of Object.entries(data)) {
      if (value === '') Reflect.deleteProperty(data, name);
      else if (numeric.has(name) && typeof value === 'string' && value.trim() === '') {
        check.errors = [
          {
            keyword: 'type',
            instancePath: `/${name}`,
            schemaPath: '#/type',
            params: { type: numeric.get(name) },
          },
        ];
        return false;
      }
    }
    const valid = validate(data);
    check.errors = validate.errors ?? null;
    return valid;
  };
  return check;
}

/** Fastify's validatorCompiler: one Ajv for bodies (exact types), one for strings from the URL. */
function createValidatorCompiler() {
  const bodies = createAjv({ coerceTypes: false });
  const urlParts = createAjv({ coerceTypes: true });
  return ({ schema, httpPart }: { schema: object; httpPart?: HttpPart }) => {
    if (httpPart === 'body') return bodies.compile(schema);
    return httpPart === 'querystring' ? queryValidator(urlParts, schema) : urlParts.compile(schema);
  };
}

interface ValidationOptions {
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

function valueAt(root: unknown, instancePath: string): unknown {
  let value = root;
  for (const segment of instancePath.split('/').slice(1)) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[segment.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return value;
}

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
  // A value of the wrong type gets that one message (its enum or bounds would only repeat it).
  const wrongType = new Set(
    specific.filter((error) => error.keyword === 'type').map((error) => fieldOf(error)),
  );
  for (const error of specific.length > 0 ? specific : errors) {
    const field = fieldOf(error);
    if (wrongType.has(field) && error.keyword !== 'type') continue;
    // Paging parameters and the page type are worded as core/domain/messages.ts words them.
    if (part === 'querystring' && Object.hasOwn(PAGING, field)) {
      add(field, pagingMessage(field as PagingParameter, input.rawQuery.get(field) ?? ''));
      continue;
    }
    const worded = part === 'params' ? PATH_PARAMETER_MESSAGES[field] : undefined;
    if (worded) {
      add(field, worded);
      continue;
    }
    const roots: Record<string, unknown> = {
      params: input.params,
      body: input.body,
      querystring: Object.fromEntries(input.rawQuery),
    };
    const root = roots[part];
    add(field, fieldMessage(field, error, valueAt(root, error.instancePath)));
  }
  return result;
}
