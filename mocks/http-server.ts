import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { Readable } from 'node:stream';
import {
  brotliCompressSync,
  constants as zlibConstants,
  createBrotliCompress,
  createGzip,
} from 'node:zlib';
import { getResponse } from 'msw';
import { MESSAGES } from '../core/domain/messages';
import { createControl, isLatency } from './control';
import { MockDb } from './db';
import { createHandlers } from './handlers';

/**
 * The stateful mocks over real HTTP: the same store and handlers as the browser and Vitest, for
 * frontend and mobile developers, contract tests, and serving a production build (`--static dist`)
 * with a working API for benchmarks. Paths: /api/* (backend), /content/api/* (content service),
 * /api/v1.0/email/* (e-mail), /uploads/* (files), POST /__mocks/reset (back to the seed).
 */
export interface MockServerOptions {
  port: number;
  host?: string;
  /** A built site to serve next to the API (SPA fallback to index.html). */
  staticDir?: string | undefined;
  quiet?: boolean;
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
};

const compressible = /^(text\/|application\/(json|xml|javascript)|image\/svg\+xml)/;

/** Brotli where the browser takes it (every current one), else gzip, else none. */
function encodingFor(request: IncomingMessage): 'br' | 'gzip' | null {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

const compressor = (encoding: 'br' | 'gzip') =>
  encoding === 'br'
    ? createBrotliCompress({ params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
    : createGzip();

/** Static files are compressed once, at the highest brotli quality, and kept in memory. */
const brotliCache = new Map<string, Buffer>();
function brotliFile(file: string): Buffer {
  let compressed = brotliCache.get(file);
  if (!compressed) {
    compressed = brotliCompressSync(readFileSync(file), {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 },
    });
    brotliCache.set(file, compressed);
  }
  return compressed;
}

function toRequest(request: IncomingMessage, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const method = request.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(new URL(request.url ?? '/', origin), {
    method,
    headers,
    body: hasBody ? (Readable.toWeb(request) as ReadableStream) : undefined,
    // Node's fetch needs this for a streamed body.
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit);
}

async function send(response: Response, request: IncomingMessage, out: ServerResponse) {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => (headers[name] = value));
  headers['access-control-allow-origin'] ??= '*';
  const type = headers['content-type'] ?? '';
  const body = response.body ? Readable.fromWeb(response.body as never) : null;
  const encoding = encodingFor(request);
  if (body && compressible.test(type) && encoding) {
    delete headers['content-length'];
    out.writeHead(response.status, {
      ...headers,
      'content-encoding': encoding,
      vary: 'Accept-Encoding',
    });
    body.pipe(compressor(encoding)).pipe(out);
    return;
  }
  out.writeHead(response.status, headers);
  if (body) body.pipe(out);
  else out.end();
}

function serveStatic(root: string, request: IncomingMessage, out: ServerResponse) {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const safe = normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, '');
  let file = join(root, safe);
  if (!file.startsWith(root) || !existsSync(file) || statSync(file).isDirectory()) {
    // A client-side route: the app's shell answers, the router does the rest.
    file = join(root, 'index.html');
  }
  const type = contentTypes[extname(file)] ?? 'application/octet-stream';
  const immutable = safe.startsWith('/assets/');
  const headers: Record<string, string> = {
    'content-type': type,
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  };
  const encoding = encodingFor(request);
  if (compressible.test(type) && encoding === 'br') {
    const compressed = brotliFile(file);
    out.writeHead(200, {
      ...headers,
      'content-encoding': 'br',
      vary: 'Accept-Encoding',
      'content-length': String(compressed.length),
    });
    out.end(compressed);
    return;
  }
  if (compressible.test(type) && encoding === 'gzip') {
    out.writeHead(200, { ...headers, 'content-encoding': 'gzip', vary: 'Accept-Encoding' });
    createReadStream(file).pipe(createGzip()).pipe(out);
    return;
  }
  out.writeHead(200, { ...headers, 'content-length': String(statSync(file).size) });
  createReadStream(file).pipe(out);
}

const isMockPath = (path: string) =>
  path.startsWith('/api/') || path.startsWith('/content/api/') || path.startsWith('/uploads/');

export function startMockServer(options: MockServerOptions) {
  const db = new MockDb();
  const latency = process.env.MOCK_LATENCY;
  const control = createControl(isLatency(latency) ? latency : 'none');
  const handlers = createHandlers(db, control);
  const staticRoot = options.staticDir ? resolve(options.staticDir) : undefined;
  const origin = `http://${options.host ?? 'localhost'}:${options.port}`;

  const server = createServer(async (request, out) => {
    const path = new URL(request.url ?? '/', origin).pathname;
    try {
      if (request.method === 'OPTIONS') {
        out.writeHead(204, {
          'access-control-allow-origin': '*',
          'access-control-allow-methods': 'GET,POST,PUT,DELETE,OPTIONS',
          'access-control-allow-headers': 'Authorization, Content-Type, Accept',
          'access-control-max-age': '600',
        });
        out.end();
        return;
      }
      if (path === '/__mocks/reset' && request.method === 'POST') {
        db.reset();
        out.writeHead(204).end();
        return;
      }
      if (isMockPath(path)) {
        const response = await getResponse(handlers, toRequest(request, origin));
        if (response) return void (await send(response, request, out));
        out.writeHead(404, { 'content-type': 'application/json; charset=utf-8' });
        out.end(JSON.stringify({ success: false, message: MESSAGES.noRoute, data: null }));
        return;
      }
      if (staticRoot) return serveStatic(staticRoot, request, out);
      out.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
    } catch (error) {
      if (!options.quiet) console.error(error);
      if (!out.headersSent)
        out.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
      out.end(
        JSON.stringify({
          success: false,
          message: MESSAGES.serverError,
          data: null,
        }),
      );
    }
  });

  return new Promise<{ url: string; close: () => Promise<void>; db: MockDb }>((done) => {
    server.listen(options.port, options.host ?? '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : options.port;
      const url = `http://localhost:${port}`;
      if (!options.quiet) {
        console.log(
          `Mock API on ${url} (backend /api, content /content/api, files /uploads)${staticRoot ? `, site from ${staticRoot}` : ''}`,
        );
        console.log('Demo administrator: admin / admin123. POST /__mocks/reset restores the seed.');
      }
      done({ url, db, close: () => new Promise((closed) => server.close(() => closed())) });
    });
  });
}

// Started as a program (node dist-server/http-server.js --port 4300 --static dist).
const entry = process.argv[1] ?? '';
if (entry.endsWith('http-server.js') || entry.endsWith('http-server.ts')) {
  const args = process.argv.slice(2);
  const flag = (name: string) => {
    const index = args.indexOf(`--${name}`);
    return index >= 0 ? args[index + 1] : undefined;
  };
  void startMockServer({
    port: Number(flag('port') ?? process.env.PORT ?? 4300),
    host: flag('host') ?? '127.0.0.1',
    staticDir: flag('static'),
    quiet: args.includes('--quiet'),
  });
}
