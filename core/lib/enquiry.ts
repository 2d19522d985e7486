/** The contact form's fields (docs/SPEC.md section 3, contact message), named as they are sent. */
export interface EnquiryValues {
  isim: string;
  soyisim: string;
  telefon: string;
  sektor: string;
  mesaj: string;
}

/** The values as they are sent: each without surrounding blanks, a missing one empty. */
export function trimEnquiry(values: Partial<Record<keyof EnquiryValues, unknown>>): EnquiryValues {
  const text = (name: keyof EnquiryValues) => {
    const value = values[name];
    return typeof value === 'string' ? value.trim() : '';
  };
  return {
    isim: text('isim'),
    soyisim: text('soyisim'),
    telefon: text('telefon'),
    sektor: text('sektor'),
    mesaj: text('mesaj'),
  };
}

/** The form's honeypot: a field people never see (hidden, not focusable), named as it is sent. */
export const HONEYPOT_FIELD = 'website';

/** A form sent sooner than this after it became usable was not filled in by a person. */
export const MIN_FILL_TIME_MS = 2000;

/**
 * Spam, as the public form tells it (docs/decisions/0025): its honeypot holds something, or it
 * was sent sooner than {@link MIN_FILL_TIME_MS} after it became usable. A fill time left out (the
 * form sent without the script, an older client, another program) is not judged; the rate limit
 * still applies.
 */
export function isSpamEnquiry(sent: { website?: unknown; fillTimeMs?: unknown }): boolean {
  if (typeof sent.website === 'string' && sent.website.trim() !== '') return true;
  return typeof sent.fillTimeMs === 'number' && sent.fillTimeMs < MIN_FILL_TIME_MS;
}

/** 'İsim Soyisim', as the inbox and the company's e-mail name the sender. */
export const senderName = (enquiry: Pick<EnquiryValues, 'isim' | 'soyisim'>) =>
  [enquiry.isim.trim(), enquiry.soyisim.trim()].filter(Boolean).join(' ');

/**
 * The outcome of a form sent without the script (the server's POST /contact), in the address of
 * the page it returns to: `?gonderim=tamam` or `?gonderim=hata`.
 */
export type EnquiryFormOutcome = 'tamam' | 'hata';
export const parseEnquiryOutcome = (value: unknown): EnquiryFormOutcome | undefined =>
  value === 'tamam' || value === 'hata' ? value : undefined;
