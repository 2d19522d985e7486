import { apiConfig, thirdPartyEmail } from '../../api/env';
import { createContact } from '../../api/generated/backend-functions/endpoints/contact/contact';
import type { ContactCreate } from '../../api/generated/backend-functions/model';
import { sendEmailForm } from '../../api/generated/email-functions/endpoints/email/email';
import { isSpamEnquiry, trimEnquiry, type EnquiryValues } from '../../../core/lib/enquiry';

/** The enquiry's optional facts (issue 48): e-mail, province, topic and where it came from. */
type EnquiryExtras = Pick<ContactCreate, 'email' | 'province' | 'topic' | 'source'>;

/** What the form tells about its sender: the honeypot's value and how long the form took. */
interface SpamSignals {
  website: string;
  fillTimeMs: number;
}

export const SEND_SUCCESS_MESSAGE = 'Mesajınız başarıyla gönderildi!';
export const SEND_FAILURE_MESSAGE = 'Bir hata oluştu. Lütfen tekrar deneyin.';

/**
 * docs/DESIGN.md section 3: the send counts as a success when the enquiry was stored or e-mailed, so
 * that a visitor is not asked to send again a message the company already has.
 */
export function enquiryDelivered(
  email: PromiseSettledResult<unknown>,
  storage: PromiseSettledResult<unknown>,
): boolean {
  return email.status === 'fulfilled' || storage.status === 'fulfilled';
}

/**
 * Stores the enquiry with POST /api/Contact and, when the build configures one (`thirdPartyEmail`),
 * sends it to the third-party e-mail service in parallel.
 * Resolves with whether it reached either; `stored` says whether the enquiry list changed.
 * The backend judges spam from the signals and stores it as such; what looks like spam here is
 * not e-mailed, and the sender is told the same as anyone (docs/decisions/0025). `extras` go to
 * the site's store only.
 */
export async function sendEnquiry(
  values: EnquiryValues,
  signals?: SpamSignals,
  extras: EnquiryExtras = {},
): Promise<{ delivered: boolean; stored: boolean }> {
  const enquiry = trimEnquiry(values);
  const spam = signals !== undefined && isSpamEnquiry(signals);
  const [email, storage] = await Promise.allSettled([
    spam || !thirdPartyEmail
      ? Promise.reject(new Error(spam ? 'not e-mailed: spam' : 'no third-party e-mail'))
      : sendEmailForm(
          {
            service_id: apiConfig.emailServiceId,
            template_id: apiConfig.emailTemplateId,
            user_id: apiConfig.emailUserId,
            ...enquiry,
          },
          // docs/SPEC.md section 7: the e-mail service's success is status 200; anything else fails.
          { validateStatus: (status) => status === 200 },
        ),
    createContact({
      ...enquiry,
      ...extras,
      ...(signals && {
        ...(signals.website !== '' && { website: signals.website.slice(0, 500) }),
        fillTimeMs: Math.max(0, Math.round(signals.fillTimeMs)),
      }),
    }),
  ]);
  return { delivered: enquiryDelivered(email, storage), stored: storage.status === 'fulfilled' };
}
