// An HTTP proxy for the self-tests: in front of a server, it lets a test rewrite a request on its
// way in and a reply on its way out, to plant drift or a bug the checks must then catch.
import http from 'node:http';
import { freePort } from '../../lib/servers.mjs';

/**
 * Starts a proxy to `upstream` on a free port of 127.0.0.1. `request({ method, url, headers,
 * body })` may answer at once (`{ status, body }`, a JSON text) or change the request (any of its
 * fields); `reply({ method, url, status, headers, body })` may change the reply's `status`,
 * `headers` (merged) or `body` (text). Bodies pass uncompressed. Resolves to `{ url, close() }`.
 */
export async function startRewritingProxy(upstream, { request: onRequest, reply: onReply } = {}) {
  const target = new URL(upstream);
  const server = http.createServer((incoming, response) => {
    const chunks = [];
    incoming.on('data', (chunk) => chunks.push(chunk));
    incoming.on('end', () => {
      const body = Buffer.concat(chunks);
      const sent = {
        method: incoming.method,
        url: incoming.url,
        headers: { ...incoming.headers },
        body: body.toString('utf8'),
      };
      const change = onRequest?.(sent);
      if (change?.status) {
        response.writeHead(change.status, { 'content-type': 'application/json' });
        response.end(change.body);
        return;
      }
      const request = { ...sent, ...change };
      const headers = { ...request.headers, host: target.host };
      delete headers['accept-encoding'];
      const forward = http.request(
        {
          hostname: target.hostname,
          port: target.port,
          method: request.method,
          path: request.url,
          headers,
        },
        (reply) => {
          const parts = [];
          reply.on('data', (chunk) => parts.push(chunk));
          reply.on('end', () => {
            const text = Buffer.concat(parts).toString('utf8');
            const seen = {
              method: request.method,
              url: request.url,
              status: reply.statusCode,
              headers: reply.headers,
              body: text,
            };
            const rewrite = onReply?.(seen) ?? {};
            const out = { ...reply.headers, ...rewrite.headers };
            const outBody = rewrite.body ?? text;
            delete out['transfer-encoding'];
            out['content-length'] = String(Buffer.byteLength(outBody));
            response.writeHead(rewrite.status ?? reply.statusCode ?? 502, out);
            response.end(outBody);
          });
        },
      );
      forward.on('error', (error) => {
        response.writeHead(502, { 'content-type': 'text/plain' });
        response.end(`proxy: ${error.message}`);
      });
      forward.end(body);
    });
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
