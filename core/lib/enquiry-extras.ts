import type { Province } from '../../src/api/generated/backend/model/province.ts';
import { lineOf } from './enquiry-source.ts';
import { provinceOf } from './province.ts';

/** The form's optional fields (issue 48), named as a form without the script sends them. */
export const EXTRA_FIELDS = { email: 'eposta', province: 'il', topic: 'konu' } as const;

/** The contract's bound of an e-mail address. */
const EMAIL_MAX = 254;

/**
 * The optional fields of a sent form as the enquiry takes them: the e-mail trimmed, the province
 * as the contract writes it (a text that is none is left out), the topic on one line; an empty
 * one is left out. The browser's form and the server's (POST /contact) both read them here.
 */
export function enquiryExtras(fields: Record<string, unknown>): {
  email?: string;
  province?: Province;
  topic?: string;
} {
  const email = lineOf(fields[EXTRA_FIELDS.email], EMAIL_MAX);
  const province = provinceOf(fields[EXTRA_FIELDS.province]);
  const topic = lineOf(fields[EXTRA_FIELDS.topic]);
  return {
    ...(email && { email }),
    ...(province && { province }),
    ...(topic && { topic }),
  };
}
