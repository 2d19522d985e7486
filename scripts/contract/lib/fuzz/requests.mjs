// Requests for one operation of the contract: valid ones built from its parameters and body
// schema, and invalid ones one step outside them, each saying why it is invalid.
import fc from 'fast-check';
import { flatten, invalidBodyEdits, invalidValues, valid } from './arbitraries.mjs';
import { deref } from './contract.mjs';

/**
 * Values the targets already hold (seed records' ids, slugs and names), by parameter name, so
 * that generated paths reach records and not only 404s.
 */
function withKnown(parameter, arbitrary, known) {
  const values = known.get(parameter.name) ?? [];
  return values.length === 0
    ? arbitrary
    : fc.oneof({ weight: 1, arbitrary }, { weight: 2, arbitrary: fc.constantFrom(...values) });
}

/**
 * A header's value stays printable ASCII: a quoted tag no record has (`If-Match` then gets 412,
 * `If-None-Match` a full reply; the conditional reads are checked on their own).
 */
const headerValue = fc.stringMatching(/^"fuzz-[0-9a-z-]{1,24}"$/);

function parameterArb(operation, parameter, known) {
  if (parameter.in === 'header') return headerValue;
  const schema = parameter.schema ?? {};
  return withKnown(parameter, valid(operation.doc, schema), known);
}

/** The JSON or multipart body schema of the operation, and its media type. */
function bodyOf(operation) {
  const content = operation.requestBody?.content ?? {};
  for (const type of ['application/json', 'multipart/form-data']) {
    if (content[type]) return { type, schema: content[type].schema ?? {} };
  }
  return undefined;
}

function parametersArb(operation, known) {
  const model = {};
  const required = [];
  for (const parameter of operation.parameters) {
    const key = `${parameter.in}:${parameter.name}`;
    model[key] = parameterArb(operation, parameter, known);
    if (parameter.required || parameter.in === 'path') required.push(key);
  }
  return fc.record(model, { requiredKeys: required });
}

/** A request as the sender takes it, from generated parameters and body. */
function request(operation, values, body, why, auth) {
  let route = operation.route;
  const query = [];
  const headers = {};
  for (const [key, value] of Object.entries(values)) {
    const [where, name] = [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)];
    if (where === 'path') route = route.replace(`{${name}}`, encodeURIComponent(String(value)));
    else if (where === 'query') {
      for (const item of Array.isArray(value) ? value : [value]) {
        query.push([name, typeof item === 'object' ? JSON.stringify(item) : String(item)]);
      }
    } else if (where === 'header') headers[name.toLowerCase()] = String(value);
  }
  const search = query.length ? `?${new URLSearchParams(query)}` : '';
  return {
    operation: operation.id,
    method: operation.method,
    url: `${operation.prefix}${route}${search}`,
    headers,
    body,
    why,
    auth,
  };
}

/** A multipart body from a generated object: binary values become file parts. */
function formParts(operation, schema, value) {
  const flat = flatten(operation.doc, schema);
  const parts = [];
  for (const [name, item] of Object.entries(value)) {
    const property = deref(operation.doc, flat.properties?.[name] ?? {});
    const items = Array.isArray(item) ? item : [item];
    for (const [index, part] of items.entries()) {
      if (part instanceof Uint8Array) {
        parts.push({
          name,
          filename: `fuzz-${index}.bin`,
          type: 'application/octet-stream',
          data: part,
        });
      } else if (property.type !== 'array' || part !== undefined) {
        parts.push({ name, data: typeof part === 'object' ? JSON.stringify(part) : String(part) });
      }
    }
  }
  return { form: parts };
}

function bodyArb(operation) {
  const body = bodyOf(operation);
  if (!body) return fc.constant(undefined);
  const value = valid(operation.doc, body.schema);
  return body.type === 'application/json'
    ? value.map((json) => ({ json }))
    : value.map((object) => formParts(operation, body.schema, object));
}

/** The token a request carries by default: the operation's own need. */
const defaultAuth = (operation) =>
  operation.security === 'required' ? fc.constant('token') : fc.constantFrom('token', 'none');

/** Requests the contract allows. */
export function validRequests(operation, known) {
  return fc
    .tuple(parametersArb(operation, known), bodyArb(operation), defaultAuth(operation))
    .map(([values, body, auth]) => request(operation, values, body, null, auth));
}

/** Requests one step outside the contract, each with `why`; null when the operation has none. */
export function invalidRequests(operation, known) {
  const variants = [];
  const base = fc.tuple(
    parametersArb(operation, known),
    bodyArb(operation),
    defaultAuth(operation),
  );
  for (const parameter of operation.parameters) {
    if (parameter.in === 'header') continue;
    const key = `${parameter.in}:${parameter.name}`;
    const outside = [...invalidValues(operation.doc, parameter.schema ?? {}, true)];
    if (parameter.in === 'query') {
      // An empty value is one left out (the contract's rule); a blank one is a text of spaces.
      const schema = flatten(operation.doc, parameter.schema ?? {});
      const texts = [schema.type].flat().includes('string');
      if (parameter.required) outside.push({ value: '', why: 'an empty value' });
      if (!texts || schema.enum || schema.format)
        outside.push({ value: '   ', why: 'a blank value' });
    }
    for (const { value, why } of outside) {
      variants.push(
        base.map(([values, body, auth]) =>
          request(operation, { ...values, [key]: value }, body, `${parameter.name}: ${why}`, auth),
        ),
      );
    }
    if (parameter.required && parameter.in === 'query') {
      variants.push(
        base.map(([values, body, auth]) => {
          const rest = Object.fromEntries(Object.entries(values).filter(([name]) => name !== key));
          return request(operation, rest, body, `required ${parameter.name} dropped`, auth);
        }),
      );
    }
  }
  const body = bodyOf(operation);
  if (body?.type === 'application/json') {
    for (const { edit, why } of invalidBodyEdits(operation.doc, body.schema)) {
      variants.push(
        base.map(([values, generated, auth]) =>
          request(operation, values, { json: edit(generated.json) }, `body ${why}`, auth),
        ),
      );
    }
    variants.push(
      base.map(([values, , auth]) =>
        request(operation, values, { raw: '{"broken": ' }, 'a body that is not JSON', auth),
      ),
    );
  }
  return variants.length ? fc.oneof(...variants) : null;
}

/** The one request without a token (or with a bad one) for an operation that needs one. */
export function unauthenticated(operation, known, auth) {
  return validRequests(operation, known).map((built) => ({
    ...built,
    auth,
    why: auth === 'none' ? 'no token' : 'a token the server never issued',
  }));
}

/** A known path with a method it does not list. */
export function unsupportedMethod(operation) {
  const method = ['PATCH', 'PUT', 'DELETE', 'POST', 'GET'].find(
    (candidate) => !operation.methods.includes(candidate),
  );
  if (!method) return null;
  const route = operation.route.replace(/\{[^}]+\}/g, '7d6c5b4a-3f2e-4d1c-8b0a-9f8e7d6c5b4a');
  return {
    operation: operation.id,
    method,
    url: `${operation.prefix}${route}`,
    headers: {},
    body: undefined,
    why: `${method} is not among ${operation.methods.join(', ')}`,
    auth: 'token',
  };
}
