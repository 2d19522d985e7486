import { http, HttpResponse, type HttpHandler } from 'msw';
import { MESSAGES } from '../../core/domain/messages';
import { methodNotAllowed } from '../../core/domain/methods';
import { errorBody } from '../../core/domain/replies';

/**
 * Last of all handlers: a path of the contracts asked with a method it does not list answers 405
 * with `Allow`, as the reference server does (core/domain/methods.ts, ADR 0045). Anything else
 * falls through, unhandled, as before.
 */
export const methodNotAllowedHandler = (): HttpHandler =>
  http.all('*', ({ request }) => {
    const refused = methodNotAllowed(request.method, new URL(request.url).pathname);
    if (!refused) return undefined;
    return HttpResponse.json(errorBody(refused.style, MESSAGES.methodNotAllowed), {
      status: 405,
      headers: { Allow: refused.allow },
    });
  });
