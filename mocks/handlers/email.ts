import { HttpResponse, type HttpHandler } from 'msw';
import { getSendEmailFormMockHandler } from '../../src/api/generated/email/endpoints/email/email.msw';
import type { MockDb } from '../db';

const required = [
  'service_id',
  'template_id',
  'user_id',
  'isim',
  'soyisim',
  'telefon',
  'sektor',
  'mesaj',
];

/**
 * The real service is called cross-origin from the site and allows it; without this header a
 * browser-like client (jsdom's XHR in the tests) reads every reply as a network error.
 */
const EMAIL_CORS_HEADERS = { 'Access-Control-Allow-Origin': '*' };

/** The third-party e-mail service: 200 'OK', or a plain-text error as the real one sends. */
export function emailHandlers(db: MockDb): HttpHandler[] {
  return [
    getSendEmailFormMockHandler(async ({ request }) => {
      let form: FormData;
      try {
        form = await request.formData();
      } catch {
        throw HttpResponse.text('The request body must be multipart/form-data.', {
          status: 400,
          headers: EMAIL_CORS_HEADERS,
        });
      }
      const missing = required.filter((name) => !String(form.get(name) ?? '').trim());
      if (missing.length > 0) {
        throw HttpResponse.text(`Missing parameters: ${missing.join(', ')}.`, {
          status: 400,
          headers: EMAIL_CORS_HEADERS,
        });
      }
      db.state.sentEmails.push(
        Object.fromEntries(required.map((name) => [name, String(form.get(name))])),
      );
      db.changed();
      // Thrown, not returned: the generated handler would send 'OK' without the CORS header.
      throw HttpResponse.text('OK', { status: 200, headers: EMAIL_CORS_HEADERS });
    }),
  ];
}
