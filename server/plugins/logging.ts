import fp from 'fastify-plugin';
import { securityEvent } from '../services/security-log.ts';

/**
 * The request id on every reply (`x-request-id`: the caller's when it was sane, otherwise the one
 * the server made, see server/services/logging.ts), and a security event for every DELETE that
 * succeeded, whichever route it was: a new delete operation is logged without anyone having to
 * remember it.
 */
export default fp(
  async (app) => {
    app.addHook('onRequest', (request, reply, done) => {
      reply.header('x-request-id', request.id);
      done();
    });
    app.addHook('onResponse', (request, reply, done) => {
      if (request.method === 'DELETE' && reply.statusCode >= 200 && reply.statusCode < 300) {
        const operation = (request.routeOptions.schema as { operationId?: string } | undefined)
          ?.operationId;
        securityEvent(request, 'delete', {
          operation: operation ?? null,
          path: request.url.split('?', 1)[0],
        });
      }
      done();
    });
  },
  { name: 'logging' },
);
