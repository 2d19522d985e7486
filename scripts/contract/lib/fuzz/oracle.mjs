// The fuzzer's oracle is the contract: what a reply must be for the request that provoked it.
// Bodies are checked with closed schemas (an undeclared property is an error, as Respect checks
// them), statuses and content types against the operation's responses.
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { APIS } from './contract.mjs';

/**
 * A copy of the document whose object schemas admit only their declared properties, and whose
 * local references name the document (`backend#/...`) so that any part compiles on its own.
 */
function closed(node, name, inAllOf = false) {
  if (Array.isArray(node)) return node.map((item) => closed(item, name, inAllOf));
  if (!node || typeof node !== 'object') return node;
  const out = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string' && value.startsWith('#/')) {
      out[key] = `${name}${value}`;
    } else if (key === 'allOf') {
      // A part of an allOf is open: the whole, closed, admits what any part declares. A part that
      // is a named schema refers to its open copy (`openSchemas`), as its own closing would refuse
      // the other parts' properties.
      out[key] = value.map((item) =>
        typeof item.$ref === 'string' && item.$ref.startsWith(SCHEMAS)
          ? { $ref: `${name}#/components/openSchemas/${item.$ref.slice(SCHEMAS.length)}` }
          : closed(item, name, true),
      );
    } else if (key === 'example' || key === 'examples') {
      out[key] = value;
    } else {
      out[key] = closed(value, name, false);
    }
  }
  const object = node.properties || node.allOf;
  const open = 'additionalProperties' in node || 'unevaluatedProperties' in node;
  if (object && !open && !inAllOf) out.unevaluatedProperties = false;
  return out;
}

const SCHEMAS = '#/components/schemas/';

export function createOracle(operations) {
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
  addFormats(ajv);
  const docs = new Map(operations.map((operation) => [operation.api, operation.doc]));
  for (const api of APIS) {
    if (!docs.has(api.name)) continue;
    const doc = closed(docs.get(api.name), api.name);
    const schemas = docs.get(api.name).components?.schemas ?? {};
    doc.components.openSchemas = Object.fromEntries(
      Object.entries(schemas).map(([key, schema]) => [key, closed(schema, api.name, true)]),
    );
    ajv.addSchema(doc, api.name);
  }
  const validators = new Map();
  const validatorFor = (operation, status, schema) => {
    const key = `${operation.id} ${status}`;
    if (!validators.has(key)) validators.set(key, ajv.compile(closed(schema, operation.api)));
    return validators.get(key);
  };

  /**
   * What is wrong with `reply` (an array of `{ check, message }`, empty when nothing is):
   * `expect` is 'valid', 'invalid', 'unauthenticated' or 'unsupported-method'; 'observed' (a reply
   * another suite saw, scripts/contract/lib/fuzz/observer.mjs) checks only what the contract says of it.
   */
  return function check(operation, expect, reply) {
    const problems = [];
    const problem = (kind, message) => problems.push({ check: kind, message });
    const { status } = reply;
    if (status === 0) {
      problem('no-reply', String(reply.error));
      return problems;
    }
    if (status >= 500 && expect !== 'observed')
      problem('server-error', `answered ${status}: ${preview(reply.text)}`);
    if (expect === 'unsupported-method') {
      if (status !== 405) problem('method-not-allowed', `answered ${status}, not 405`);
      const allow = reply.headers.get('allow');
      if (status === 405 && !allow) problem('method-not-allowed', '405 without an Allow header');
      return problems;
    }
    if (expect === 'unauthenticated' && status !== 401) {
      problem('auth', `answered ${status} without a valid token, not 401`);
    }
    if (expect === 'valid' && status === 400) {
      problem('valid-refused', `a request the contract allows got 400: ${preview(reply.text)}`);
    }
    if (expect === 'invalid' && (status < 400 || status >= 500)) {
      problem('invalid-accepted', `a request outside the contract got ${status}`);
    }
    const declared = operation.responses[String(status)] ?? operation.responses.default;
    if (!declared) {
      if (status < 500) problem('undeclared-status', `${status} is not declared`);
      return problems;
    }
    for (const [name, header] of Object.entries(declared.headers ?? {})) {
      if (header.required && !reply.headers.get(name)) {
        problem('header', `the declared header ${name} is missing`);
      }
    }
    const content = declared.content ?? {};
    const type = (reply.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
    if (Object.keys(content).length === 0) return problems;
    const media = content[type];
    if (!media) {
      problem(
        'content-type',
        `${type || 'no content type'}, declared ${Object.keys(content).join(', ')}`,
      );
      return problems;
    }
    if (type.endsWith('json') && media.schema) {
      let body;
      try {
        body = JSON.parse(reply.text);
      } catch {
        problem('body', `not JSON: ${preview(reply.text)}`);
        return problems;
      }
      const validate = validatorFor(operation, status, media.schema);
      if (!validate(body)) {
        const [error] = validate.errors ?? [];
        const extra = error?.params?.unevaluatedProperty ?? error?.params?.additionalProperty;
        problem(
          'body',
          `${status} body: ${error?.instancePath || '/'} ${error?.message}${extra ? ` (${extra})` : ''}`,
        );
      }
    }
    return problems;
  };
}

const preview = (text) => (text.length > 200 ? `${text.slice(0, 200)}…` : text);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A reply body in a form two servers can agree on: ids become `<id N>` in order of appearance
 * (the same id the same N), times `<time>`; tokens, tickets, secrets, preview links' tokens and
 * WebAuthn user handles (each side issues its own) placeholders; keys sorted.
 */
export function normalise(text) {
  let value;
  try {
    value = JSON.parse(text);
  } catch {
    return text;
  }
  const ids = new Map();
  const walk = (node, key) => {
    if (Array.isArray(node)) return node.map((item) => walk(item, key));
    if (node && typeof node === 'object') {
      // Keys in one order: JSON objects are unordered.
      const keys = Object.keys(node).sort();
      return Object.fromEntries(keys.map((k) => [k, walk(node[k], k)]));
    }
    if (typeof node !== 'string') return node;
    if (/token|ticket|secret|^uri$|otpauth|challenge/i.test(key ?? '')) return `<${key}>`;
    if (UUID.test(node)) {
      const id = node.toLowerCase();
      if (!ids.has(id)) ids.set(id, ids.size + 1);
      return `<id ${ids.get(id)}>`;
    }
    if (TIME.test(node)) return '<time>';
    // A WebAuthn user handle: the user's id, base64url-encoded.
    const decoded = /^[A-Za-z0-9_-]{48}$/.test(node)
      ? Buffer.from(node, 'base64url').toString()
      : '';
    if (UUID.test(decoded)) return '<user handle>';
    return (
      node
        // A preview link's token (a page's 'onizleme', the menus' 'menu-onizleme') differs each time.
        .replace(/([?&](?:menu-)?onizleme=)[^&#\s]+/g, '$1<token>')
        .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<uuid>')
    );
  };
  return walk(value);
}
