import { useRef, useState, type FormEvent } from 'react';
import { buttonClass } from '../../components/button-class';
import { TextField } from '../../components/text-field';
import { HONEYPOT_FIELD, trimEnquiry, type EnquiryFormOutcome } from '../../../core/lib/enquiry';
import { FROM_PARAM } from '../../../core/lib/enquiry-source';
import { CONTACT_PATH } from '../../lib/public-paths';
import { enquirySource } from '../../lib/visit-source';
import { enquiryExtras } from '../../../core/lib/enquiry-extras';
import { EnquiryExtraFields } from './enquiry-extra-fields';
import { SEND_FAILURE_MESSAGE, SEND_SUCCESS_MESSAGE, sendEnquiry } from './send-enquiry';

type SendResult = 'success' | 'failure' | null;

const fieldClass =
  'mt-1.5 block w-full rounded-lg border border-concrete-300 px-3.5 py-2.5 text-body focus:border-brand-500';

/**
 * The public enquiry form (docs/SPEC.md section 5: all five fields required by the browser). The
 * form is reset after a successful send only; after a failure what was typed stays (docs/DESIGN.md
 * section 3). The result is announced next to the button.
 *
 * The fields keep their own values (uncontrolled) and are read when the form is sent: the page
 * comes rendered from the server, and what a visitor types before the JavaScript has started
 * must be sent as it is, never replaced by an empty state.
 */
export function ContactForm({
  sentWithoutScript,
  topic,
  from,
}: {
  sentWithoutScript?: EnquiryFormOutcome | undefined;
  /** 'Konu' as a 'Bilgi Al' link fills it in, and the page that link was on. */
  topic?: string | undefined;
  from?: string | undefined;
}) {
  const [sending, setSending] = useState(false);
  // A form sent before the script had started went to the server (POST /contact), which came back
  // here saying how it went.
  const [result, setResult] = useState<SendResult>(
    sentWithoutScript === 'tamam' ? 'success' : sentWithoutScript === 'hata' ? 'failure' : null,
  );
  // State updates are not synchronous: the ref stops a second submit (Enter pressed twice).
  const inFlight = useRef(false);
  // When the form became usable, on performance's clock (docs/decisions/0025). A form the server
  // rendered was usable when the page arrived (its fields take typing before the script starts),
  // so it counts from the navigation's start (0), never from hydration, which would make a quick
  // typist look quicker. A form drawn by the app (a link followed) counts from being drawn.
  const [usableSince] = useState(() =>
    typeof document !== 'undefined' && document.getElementById('iletisim-isim')
      ? 0
      : performance.now(),
  );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const form = event.currentTarget;
    inFlight.current = true;
    setSending(true);
    setResult(null);
    try {
      // What the fields hold right now, as the browser has them.
      const fields = Object.fromEntries(new FormData(form));
      const honeypot = fields[HONEYPOT_FIELD];
      const { delivered } = await sendEnquiry(
        trimEnquiry(fields),
        {
          website: typeof honeypot === 'string' ? honeypot : '',
          fillTimeMs: performance.now() - usableSince,
        },
        { ...enquiryExtras(fields), source: enquirySource(CONTACT_PATH, from) },
      );
      if (delivered) form.reset();
      setResult(delivered ? 'success' : 'failure');
    } catch {
      setResult('failure');
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  return (
    // Sent before the script has started, the form goes to the server (POST /contact), which
    // stores the enquiry the same way and comes back with the outcome.
    <form
      aria-label="İletişim formu"
      method="post"
      action="/contact"
      className="mt-6"
      onSubmit={(event) => void submit(event)}
    >
      <p className="text-small text-concrete-700">
        E-posta, il ve konu dışındaki tüm alanlar zorunludur.
      </p>
      <div className="mt-4 grid gap-5 sm:grid-cols-2">
        <TextField
          id="iletisim-isim"
          label="İsim"
          name="isim"
          autoComplete="given-name"
          required
          maxLength={100}
          readOnly={sending}
        />
        <TextField
          id="iletisim-soyisim"
          label="Soyisim"
          name="soyisim"
          autoComplete="family-name"
          required
          maxLength={100}
          readOnly={sending}
        />
        <TextField
          id="iletisim-telefon"
          label="Telefon"
          name="telefon"
          type="tel"
          autoComplete="tel"
          required
          maxLength={40}
          readOnly={sending}
        />
        <TextField
          id="iletisim-sektor"
          label="Sektör"
          name="sektor"
          autoComplete="organization-title"
          required
          maxLength={100}
          readOnly={sending}
        />
        <EnquiryExtraFields topic={topic} readOnly={sending} />
        <div className="sm:col-span-2">
          <label
            htmlFor="iletisim-mesaj"
            className="block text-small font-semibold text-concrete-800"
          >
            Mesajınız
          </label>
          <textarea
            id="iletisim-mesaj"
            name="mesaj"
            rows={6}
            required
            maxLength={5000}
            readOnly={sending}
            className={`${fieldClass} resize-y`}
          />
        </div>
      </div>
      {/* The page the form was reached from, for the form sent without the script (issue 48). */}
      <input type="hidden" name={FROM_PARAM} value={from ?? CONTACT_PATH} />
      {/* The honeypot (docs/decisions/0025): off screen, hidden from assistive technology, out
          of the tab order and never autofilled. People leave it empty; form-filling programs
          fill it, and their enquiry is kept as spam. */}
      <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
        <label htmlFor="iletisim-website">Web siteniz</label>
        <input
          id="iletisim-website"
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-center">
        <button
          type="submit"
          disabled={sending}
          className={buttonClass(
            'accent',
            'xl',
            'shrink-0 disabled:cursor-wait disabled:opacity-70',
          )}
        >
          {sending ? 'Gönderiliyor...' : 'Gönder'}
        </button>
        <div className="min-w-0 flex-1">
          {/* Present from the start, so that screen readers announce the text put into it. */}
          <p
            role="status"
            className={
              result === 'success'
                ? 'rounded-lg border border-green-700/30 bg-green-50 px-4 py-3 font-semibold text-green-800'
                : 'sr-only'
            }
          >
            {result === 'success' ? SEND_SUCCESS_MESSAGE : ''}
          </p>
          {result === 'failure' ? (
            <p
              role="alert"
              className="rounded-lg border border-red-700/30 bg-red-50 px-4 py-3 font-semibold text-red-800"
            >
              {SEND_FAILURE_MESSAGE}
            </p>
          ) : null}
        </div>
      </div>
    </form>
  );
}
