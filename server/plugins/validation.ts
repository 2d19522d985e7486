import responseValidation from '@fastify/response-validation';
import Ajv2020 from 'ajv/dist/2020.js';
import type { ErrorObject, Options } from 'ajv';
import addFormats from 'ajv-formats';
import fp from 'fastify-plugin';
import {
  MESSAGES,
  PAGING,
  pagingMessage,
  type PagingParameter,
} from '../../core/domain/messages.ts';
import { fieldMessage } from '../../core/domain/validation.ts';
import { type FieldErrors } from '../../core/domain/replies.ts';

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

type HttpPart = 'body' | 'querystring' | 'params' | 'headers' | string;

/** Fastify's validatorCompiler: one Ajv for bodies (exact types), one for strings from the URL. */
function createValidatorCompiler() {
  const bodies = createAjv({ coerceTypes: false });
  const urlParts = createAjv({ coerceTypes: true });
  return ({ schema, httpPart }: { schema: object; httpPart?: HttpPart }) =>
    (httpPart === 'body' ? bodies : urlParts).compile(schema);
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
  for (const error of specific.length > 0 ? specific : errors) {
    const field = fieldOf(error);
    // Paging parameters and the page type are worded as core/domain/messages.ts words them.
    if (part === 'querystring' && Object.hasOwn(PAGING, field)) {
      add(field, pagingMessage(field as PagingParameter, input.rawQuery.get(field) ?? ''));
      continue;
    }
    if (part === 'params' && field === 'type') {
      add(field, MESSAGES.pageType);
      continue;
    }
    const root = part === 'params' ? input.params : part === 'body' ? input.body : undefined;
    add(field, fieldMessage(field, error, valueAt(root, error.instancePath)));
  }
  return result;
}
