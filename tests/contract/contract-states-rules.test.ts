// @vitest-environment node
/**
 * The contracts state the rules the server and the mocks keep (ADR 0045), and take each number
 * from the one place it is defined: the password policy's minimum length, the paging bounds.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { PAGING } from '../../core/domain/messages';
import { methodNotAllowed } from '../../core/domain/methods';
import { PASSWORD_MIN_LENGTH } from '../../core/domain/passwords';
import { CACHED_OPERATIONS } from '../../core/domain/conditional-reads';

type Schema = { minLength?: number; maximum?: number; minimum?: number; default?: number };
interface Operation {
  operationId: string;
  parameters?: { $ref?: string }[];
  responses: Record<string, unknown>;
}
const backend = parse(readFileSync(resolve('openapi/backend.yaml'), 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, { properties: Record<string, Schema> }>;
    parameters: Record<string, { schema: Schema }>;
  };
};
const { schemas, parameters } = backend.components;

describe('the contract states the password policy', () => {
  it.each([
    ['RegisterRequest', 'password'],
    ['PasswordChange', 'newPassword'],
  ])('%s.%s has the policy minimum length', (schema, field) => {
    expect(schemas[schema]?.properties[field]?.minLength).toBe(PASSWORD_MIN_LENGTH);
  });
});

describe('the contract states the paging bounds', () => {
  it.each(['PageIndex', 'PageSize'] as const)('%s', (name) => {
    const { min, max, fallback } = PAGING[name];
    expect(parameters[name]?.schema).toMatchObject({
      minimum: min,
      maximum: max,
      default: fallback,
    });
  });
});

describe('the contract states the read cache', () => {
  const operations = Object.values(backend.paths).flatMap((item) =>
    Object.values(item).filter((value): value is Operation => 'operationId' in Object(value)),
  );
  const ids = (keep: (operation: Operation) => boolean) =>
    operations
      .filter(keep)
      .map((operation) => operation.operationId)
      .sort();

  it('declares 304 on exactly the reads the server caches (server/plugins/cache.ts)', () => {
    expect(ids((operation) => '304' in operation.responses)).toEqual([...CACHED_OPERATIONS].sort());
  });

  it('takes If-None-Match on exactly those reads', () => {
    const takes = (operation: Operation) =>
      (operation.parameters ?? []).some(
        (parameter) => parameter.$ref === '#/components/parameters/IfNoneMatch',
      );
    expect(ids(takes)).toEqual([...CACHED_OPERATIONS].sort());
  });
});

describe('the 405 rule (core/domain/methods.ts)', () => {
  it('names the methods of a known path that does not take this one', () => {
    expect(methodNotAllowed('PATCH', '/api/Product')).toEqual({
      allow: 'GET, HEAD, POST, PUT',
      style: 'envelope',
    });
    expect(methodNotAllowed('POST', '/content/api/asilnunx')).toEqual({
      allow: 'GET, HEAD, PUT',
      style: 'plain',
    });
  });

  it('is null for a method the path takes, HEAD with GET, and unknown paths', () => {
    expect(methodNotAllowed('GET', '/api/Product')).toBeNull();
    expect(methodNotAllowed('head', '/api/Product')).toBeNull();
    expect(methodNotAllowed('PATCH', '/api/Nothing')).toBeNull();
    expect(methodNotAllowed('PATCH', '/api/Product/')).toBeNull();
  });
});
