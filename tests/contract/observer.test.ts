// @vitest-environment node
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createObserver } from '../../scripts/contract/lib/fuzz/observer.mjs';

/** The oracle every suite shares (issue 25 section 2): what it finds in a reply it is shown. */
describe('the contract observer', () => {
  const observer = createObserver('observer-test');
  const json = { 'content-type': 'application/json' };
  const product = {
    id: '0b6d3a4e-5f1c-4c2b-9a8d-7e6f5a4b3c2d',
    name: 'Enjeksiyon reçinesi',
    slug: 'enjeksiyon-recinesi',
  };

  it('finds the operation, fixed segments before parameters', () => {
    const bySlug = observer.observe({
      method: 'GET',
      url: 'http://localhost/api/Product/slug/enjeksiyon-recinesi',
      status: 404,
      headers: json,
      text: JSON.stringify({ success: false, message: 'Ürün bulunamadı.', data: null }),
    });
    expect(bySlug?.operationId).toBe('getProductBySlug');
    expect(observer.describes('GET', '/assets/index.js')).toBe(false);
    expect(
      observer.observe({ method: 'GET', url: '/robots.txt', status: 200, headers: {} }),
    ).toBeUndefined();
  });

  it('refuses a property the contract does not declare, and an undeclared status', () => {
    const extra = observer.observe({
      method: 'GET',
      url: '/api/Product/slug/enjeksiyon-recinesi',
      status: 404,
      headers: json,
      text: JSON.stringify({
        success: false,
        message: 'Ürün bulunamadı.',
        data: null,
        stack: 'at …',
      }),
    });
    expect(extra?.problems).toEqual([
      expect.stringMatching(
        /getProductBySlug GET .*must NOT have unevaluated properties \(stack\)/,
      ),
    ]);
    const teapot = observer.observe({
      method: 'DELETE',
      url: `/api/Product/${product.id}`,
      status: 418,
      headers: json,
      text: '{}',
    });
    expect(teapot?.problems).toEqual([expect.stringContaining('418 is not declared')]);
  });

  it('refuses a wrong content type and a missing required field', () => {
    const html = observer.observe({
      method: 'GET',
      url: '/api/Product/slug/x',
      status: 404,
      headers: { 'content-type': 'text/html' },
      text: '<h1>Not found</h1>',
    });
    expect(html?.problems).toEqual([expect.stringContaining('text/html, declared')]);
    const noMessage = observer.observe({
      method: 'GET',
      url: '/api/Product/slug/x',
      status: 404,
      headers: json,
      text: JSON.stringify({ success: false, data: null }),
    });
    expect(noMessage?.problems).toEqual([expect.stringContaining("required property 'message'")]);
  });

  it('checks what an MSW server answers, as its life-cycle events give it', async () => {
    const watched = createObserver('observer-test');
    const listeners: ((args: { request: Request; response: Response }) => void)[] = [];
    watched.watchMocks({ events: { on: (_event, listener) => listeners.push(listener) } });
    const response = HttpResponse.json(
      { success: false, message: 'Ürün bulunamadı.', data: null, debug: true },
      { status: 404 },
    );
    const request = new Request('http://localhost/api/Product/slug/x');
    for (const listener of listeners) listener({ request, response });
    expect(await watched.takeProblems()).toEqual([expect.stringContaining('(debug)')]);
    expect(await watched.takeProblems()).toEqual([]);
  });
});
