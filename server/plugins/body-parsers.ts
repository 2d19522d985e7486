import multipart from '@fastify/multipart';
import { errorCodes } from 'fastify';
import fp from 'fastify-plugin';
import { MULTIPART_LIMITS } from '../services/uploads.ts';

/**
 * The bodies the server reads at all: JSON and multipart forms (uploads). An empty JSON body is
 * "no body" (the contract's validation then answers), not a parse error. Any other type is 415.
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
    // fastify-openapi-glue asks for a parser of every media type the contracts name, the replies'
    // too, and would warn at each start that `application/octet-stream` (the downloads' reply)
    // and `text/csv` (the enquiries' export) have none. Such a request body is refused as any
    // type without a parser is (415).
    app.addContentTypeParser(
      ['application/octet-stream', 'text/csv'],
      (_request, _payload, done) => {
        done(new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(), undefined);
      },
    );
  },
  { name: 'body-parsers' },
);
