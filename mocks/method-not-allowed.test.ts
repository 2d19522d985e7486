/**
 * The mocks answer a path of the contracts asked with a method it does not list as the reference
 * server does (ADR 0045): 405, `Allow` naming the methods it answers, the service's error shape.
 */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../core/domain/messages';
import { SEED_IDS } from '../seed';

const call = (method: string, path: string) => fetch(new URL(path, location.origin), { method });

describe('a known path with a method it does not list', () => {
  it('is 405 with Allow in the backend envelope', async () => {
    const response = await call('PATCH', '/api/Product');
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD, POST, PUT');
    expect(await response.json()).toEqual({
      success: false,
      message: MESSAGES.methodNotAllowed,
      data: null,
    });
  });

  it('names the methods of a templated path', async () => {
    const response = await call('GET', `/api/Product/${SEED_IDS.products.poliuretan}/draft`);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('DELETE');
  });

  it('is 405 in the content service shape under /content', async () => {
    const response = await call('DELETE', '/content/api/contact');
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD, PUT');
    expect(await response.json()).toEqual({ message: MESSAGES.methodNotAllowed });
  });

  it('leaves a listed method to its operation', async () => {
    expect((await call('GET', '/api/Product')).status).toBe(200);
  });
});
