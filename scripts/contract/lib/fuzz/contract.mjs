// The contracts as the fuzzer reads them: every operation of openapi/backend.yaml and
// openapi/content.yaml with its parameters, body, responses and security, $refs followed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** The APIs a server of this contract answers, and where each is mounted on the site's origin. */
export const APIS = [
  { name: 'backend', file: 'openapi/backend.yaml' },
  { name: 'content', file: 'openapi/content.yaml' },
];

/** Follows `#/...` references of `doc` until a node that is not one. */
export function deref(doc, node) {
  let current = node;
  const seen = new Set();
  while (current && typeof current === 'object' && typeof current.$ref === 'string') {
    if (seen.has(current.$ref)) throw new Error(`circular $ref ${current.$ref}`);
    seen.add(current.$ref);
    if (!current.$ref.startsWith('#/')) throw new Error(`only local $refs: ${current.$ref}`);
    current = current.$ref
      .slice(2)
      .split('/')
      .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
      .reduce((parent, key) => parent?.[key], doc);
    if (current === undefined) throw new Error(`unresolved $ref ${[...seen].at(-1)}`);
  }
  return current;
}

/**
 * How an operation is secured: 'public' (`security: []`), 'optional' (an empty alternative beside
 * the bearer token) or 'required' (the document's default, a bearer token).
 */
function securityOf(doc, operation) {
  const security = operation.security ?? doc.security ?? [];
  if (security.length === 0) return 'public';
  return security.some((requirement) => Object.keys(requirement).length === 0)
    ? 'optional'
    : 'required';
}

/** The path's prefix on the site's origin: the document's first server URL ('/' is none). */
function prefixOf(doc) {
  const url = doc.servers?.[0]?.url ?? '/';
  return url === '/' ? '' : url.replace(/\/+$/, '');
}

/** Every operation of the contracts, in document order. */
export function loadOperations(root) {
  const operations = [];
  for (const api of APIS) {
    const doc = parse(readFileSync(path.join(root, api.file), 'utf8'));
    const prefix = prefixOf(doc);
    for (const [route, item] of Object.entries(doc.paths ?? {})) {
      const shared = item.parameters ?? [];
      for (const method of METHODS) {
        const operation = item[method];
        if (!operation) continue;
        const parameters = [...shared, ...(operation.parameters ?? [])].map((parameter) =>
          deref(doc, parameter),
        );
        const requestBody = operation.requestBody ? deref(doc, operation.requestBody) : undefined;
        const responses = Object.fromEntries(
          Object.entries(operation.responses ?? {}).map(([status, response]) => [
            status,
            deref(doc, response),
          ]),
        );
        operations.push({
          api: api.name,
          doc,
          id: operation.operationId,
          method: method.toUpperCase(),
          route,
          prefix,
          methods: METHODS.filter((candidate) => item[candidate]).map((m) => m.toUpperCase()),
          parameters,
          requestBody,
          responses,
          security: securityOf(doc, operation),
        });
      }
    }
  }
  return operations;
}
