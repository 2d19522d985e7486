import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../core/domain/messages.ts';
import { backendOperations } from '../../src/api/generated/backend-operations/operations.ts';
import { contentOperations } from '../../src/api/generated/content-operations/operations.ts';
import { methodsAt, type OperationRoute } from '../../core/lib/operation-info.ts';
import { setupTestApp } from '../test/test-app.ts';

const t = setupTestApp();

/** A concrete path of a template: every parameter a value that fits any of them. */
const pathOf = (template: string) =>
  template.replace(/\{[^}]+\}/g, '3f6c1a2b-8d4e-4f5a-9b6c-7d8e9f0a1b2c');

const unlisted = (allowed: string[]) =>
  ['PATCH', 'DELETE', 'PUT', 'POST', 'GET'].find((method) => !allowed.includes(method));

/** Each path of both contracts once, with a method it does not list and what Allow must say. */
function cases(operations: readonly OperationRoute[], prefix: string) {
  const templates = [...new Set(operations.map((operation) => operation.path))];
  return templates.map((template) => {
    const allowed = methodsAt(operations, pathOf(template));
    return [`${prefix}${template}`, unlisted(allowed) ?? 'PATCH', allowed.join(', ')] as const;
  });
}

describe('405 for a method a path of the contracts does not list (ADR 0045)', () => {
  it('answers in the backend envelope with Allow', async () => {
    const reply = await t.app.inject({ method: 'PATCH', url: '/api/Product' });
    expect(reply.statusCode).toBe(405);
    expect(reply.headers.allow).toBe('GET, HEAD, POST, PUT');
    expect(reply.headers['content-type']).toMatch(/^application\/json/);
    expect(reply.json()).toEqual({
      success: false,
      message: MESSAGES.methodNotAllowed,
      data: null,
    });
  });

  it('answers in the content shape under /content', async () => {
    const reply = await t.app.inject({ method: 'DELETE', url: '/content/api/contact' });
    expect(reply.statusCode).toBe(405);
    expect(reply.headers.allow).toBe('GET, HEAD, PUT');
    expect(reply.json()).toEqual({ message: MESSAGES.methodNotAllowed });
  });

  it('ignores case and the query, as the router does', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/API/auth/LOGIN?x=1' });
    expect(reply.statusCode).toBe(405);
    expect(reply.headers.allow).toBe('POST');
  });

  it('is still 404 for a path of neither contract', async () => {
    for (const url of ['/api/Nothing', '/api/Product/a/b/c', '/content/api/Product']) {
      const reply = await t.app.inject({ method: 'PATCH', url });
      expect(reply.statusCode, url).toBe(404);
      expect(reply.json(), url).toMatchObject({ message: MESSAGES.noRoute });
    }
  });

  it.each([...cases(backendOperations, ''), ...cases(contentOperations, '/content')])(
    '%s with %s: Allow %s',
    async (template, method, allow) => {
      const reply = await t.app.inject({ method, url: pathOf(template) });
      expect(reply.statusCode).toBe(405);
      expect(reply.headers.allow).toBe(allow);
    },
  );
});
