import type { FastifyInstance } from 'fastify';
import { HONEYPOT_FIELD, trimEnquiry } from '../../core/lib/enquiry.ts';
import { enquiryExtras } from '../../core/lib/enquiry-extras.ts';
import { FROM_PARAM, sitePathOf } from '../../core/lib/enquiry-source.ts';

/**
 * The contact form sent before the page's script has started (a slow phone, or no JavaScript):
 * the browser posts it to /contact as a plain form. The enquiry goes to the API's own
 * POST /api/Contact in-process, with the sender's address (so its limits and validation are the
 * same), and the browser comes back to /contact with the outcome (303: a reload does not send it
 * again). The optional fields (e-mail, province, topic) go along, and the enquiry's source is the
 * page the form was reached from (its hidden `kaynak`: a 'Bilgi Al' link's page, else /contact);
 * without the script there are no landing facts (issue 48).
 */
export function registerEnquiryForm(app: FastifyInstance, { bodyLimit }: { bodyLimit: number }) {
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );
    scope.post('/contact', { bodyLimit }, async (request, reply) => {
      const fields = (request.body ?? {}) as Record<string, unknown>;
      // The honeypot goes along (a filled one stores the enquiry as spam). The fill time does
      // not: without the script there is no clock of the visitor's, and the page may come from
      // the page cache, so it is not judged here (docs/decisions/0025).
      const honeypot = fields[HONEYPOT_FIELD];
      const enquiry = {
        ...trimEnquiry(fields),
        ...enquiryExtras(fields),
        source: { page: sitePathOf(fields[FROM_PARAM]) ?? '/contact' },
        ...(typeof honeypot === 'string' &&
          honeypot !== '' && { [HONEYPOT_FIELD]: honeypot.slice(0, 500) }),
      };
      const stored = await app.inject({
        method: 'POST',
        url: '/api/Contact',
        // The same request id, so that both log lines (this one's and the API's) go together.
        headers: { 'content-type': 'application/json', 'x-request-id': request.id },
        payload: JSON.stringify(enquiry),
        remoteAddress: request.ip,
      });
      const outcome = stored.statusCode < 300 ? 'tamam' : 'hata';
      return reply.redirect(`/contact?gonderim=${outcome}`, 303);
    });
  });
}
