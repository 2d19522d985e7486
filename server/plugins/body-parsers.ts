import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';
import { MULTIPART_LIMITS } from '../services/uploads.ts';

/**
 * The bodies the server reads at all: JSON and multipart forms (uploads). An empty JSON body is
 * "no body" (the contract's validation then answers), not a parse error.
 */
export default fp(
  async (app) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = String(body);
      if (text.trim() === '') {
        done(null, undefined);
        return;
      }
      parseJson(request, text, done);
    });
    await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });
  },
  { name: 'body-parsers' },
);
