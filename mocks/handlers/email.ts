import { HttpResponse, type HttpHandler } from 'msw';
import { getSendEmailFormMockHandler } from '../../src/api/generated/email/endpoints/email/email.msw';
import type { MockDb } from '../db';

const required = ['service_id', 'template_id', 'user_id', 'isim', 'soyisim', 'telefon', 'sektor', 'mesaj'];

/** The third-party e-mail service: 200 'OK', or a plain-text error as the real one sends. */
export function emailHandlers(db: MockDb): HttpHandler[] {
  return [
    getSendEmailFormMockHandler(async ({ request }) => {
      let form: FormData;
      try {
        form = await request.formData();
      } catch {
        throw HttpResponse.text('The request body must be multipart/form-data.', { status: 400 });
      }
      const missing = required.filter((name) => !String(form.get(name) ?? '').trim());
      if (missing.length > 0) {
        throw HttpResponse.text(`Missing parameters: ${missing.join(', ')}.`, { status: 400 });
      }
      db.state.sentEmails.push(Object.fromEntries(required.map((name) => [name, String(form.get(name))])));
      db.changed();
      return 'OK';
    }),
  ];
}
