// The server's entry (docs/decisions/0016): renders a public route to HTML with the same router,
// routes, screens and generated query options as the browser. Built by `vite build --ssr` into
// dist-server/ and loaded by the reference server (server/ssr/).
import { HeadContent, RouterContextProvider } from '@tanstack/react-router';
import { createRequestHandler, renderSsrHtmlResponse } from '@tanstack/react-router/ssr/server';
import axios, { AxiosError, type AxiosAdapter, type AxiosResponse } from 'axios';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { SERVER_HEAD_ATTRIBUTE } from './lib/seo';

/** The site's public address (the server's SITE_URL), for canonical links and share cards. */
export { setSiteUrl } from './lib/seo';

/** One in-process HTTP request to the server's own API (Fastify's `inject`). */
export interface InjectedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}
export interface InjectedReply {
  statusCode: number;
  statusMessage?: string;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}
export type Inject = (request: InjectedRequest) => Promise<InjectedReply>;

/** Where the clients' requests go: the last server that called useServerTransport. */
let serverInject: Inject | undefined;

/**
 * The data path of the server: the same axios clients as in the browser, whose requests go to
 * the server's own API in-process instead of over a socket. Validation, the read cache and the
 * reply shapes are those of a visitor's request. A client copies axios's defaults when it is made,
 * so the adapter is set once and reads the server from here: a later call (a test's next app in
 * the same process) moves every client to its server.
 */
export function useServerTransport(inject: Inject): void {
  serverInject = inject;
  axios.defaults.adapter = serverAdapter;
}

const serverAdapter: AxiosAdapter = async (config) => {
  const inject = serverInject;
  if (!inject) throw new Error('useServerTransport was not called.');
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(config.headers?.toJSON?.() ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') headers[name] = String(value);
  }
  const reply = await inject({
    method: (config.method ?? 'get').toUpperCase(),
    url: axios.getUri(config),
    headers,
    ...(typeof config.data === 'string' ? { payload: config.data } : {}),
  });
  const response: AxiosResponse = {
    data: reply.body,
    status: reply.statusCode,
    statusText: reply.statusMessage ?? '',
    headers: Object.fromEntries(
      Object.entries(reply.headers).map(([name, value]) => [name, String(value ?? '')]),
    ),
    config,
    request: {},
  };
  const valid = config.validateStatus ? config.validateStatus(response.status) : true;
  if (valid) return response;
  throw new AxiosError(
    `Request failed with status code ${response.status}`,
    response.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
    config,
    response.request,
    response,
  );
};

/** A router that only matches paths (never loaded or rendered), made on first use. */
let matcher: ReturnType<typeof createAppRouter> | undefined;

/**
 * Whether `pathname` finds only the catch-all route (`$`: SPEC's redirect of an unknown path to
 * /), so that the server can answer that redirect without rendering (issue 50, ADR 0071).
 */
export function isUnknownPath(pathname: string): boolean {
  matcher ??= createAppRouter();
  const [, , found] = matcher.getMatchedRoutes(pathname);
  return found?.id === '/$';
}

export type RenderResult =
  | { type: 'redirect'; status: number; location: string }
  | {
      type: 'page';
      status: number;
      /** The route's <title>, meta, canonical and JSON-LD tags, for the page's <head>. */
      head: string;
      /** The app's HTML, for <div id="root">, with the router's state (each route's loader data). */
      body: string;
    };

const markHeadTags = (html: string) =>
  html.replace(/<(title|meta|link|script)\b/g, `<$1 ${SERVER_HEAD_ATTRIBUTE}=""`);

/** React puts the resources it wants early (the high-priority image) before the app's HTML. */
function splitLeadingResources(html: string): { resources: string; body: string } {
  const match = /^(?:<link [^>]*\/>)+/.exec(html);
  if (!match) return { resources: '', body: html };
  return { resources: match[0], body: html.slice(match[0].length) };
}

/**
 * The whole page at once: prerender waits until every lazy screen and Suspense boundary has
 * resolved, and with no chunk size limit it writes each boundary in place, so the HTML has no
 * loading placeholders and no script-driven swaps (it reads the same with JavaScript off).
 */
async function renderApp(router: ReturnType<typeof createAppRouter>): Promise<string> {
  let failure: unknown = null;
  const { prelude } = await prerender(<App router={router} />, {
    // Never split a large finished part out to be swapped in by a script.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      failure ??= error;
    },
  });
  const html = await new Response(prelude).text();
  if (failure) throw failure;
  return html;
}

/** Renders `url` (a path with its query) as a visitor's browser asked for it. */
export async function renderPage(
  url: string,
  requestHeaders: Record<string, string> = {},
): Promise<RenderResult> {
  const request = new Request(new URL(url, 'http://localhost'), { headers: requestHeaders });
  // A router of its own for every request: nothing is shared between visitors.
  const handler = createRequestHandler({ request, createRouter: () => createAppRouter() });
  let head = '';
  const response = await handler(async ({ router, responseHeaders }) => {
    head = markHeadTags(
      renderToString(
        <RouterContextProvider router={router}>
          <HeadContent />
        </RouterContextProvider>,
      ),
    );
    return renderSsrHtmlResponse({ router, responseHeaders, render: () => renderApp(router) });
  });
  const location = response.headers.get('location');
  if (response.status >= 300 && response.status < 400 && location) {
    return { type: 'redirect', status: response.status, location };
  }
  const html = (await response.text()).replace(/^<!DOCTYPE html>/i, '');
  if (response.status === 500 && html === 'Internal Server Error') {
    throw new Error(`Rendering ${url} failed.`);
  }
  const { resources, body } = splitLeadingResources(html);
  return { type: 'page', status: response.status, head: head + resources, body };
}
