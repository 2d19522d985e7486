import type { ReactNode, Ref } from 'react';
import type { Contact } from '../../api/generated/backend/model';
import { formatDateTime } from '../../../core/lib/turkey-time';
import { phoneHref, senderName } from './enquiries';
import { Button } from '../../components/admin/button';

function Field({
  label,
  children,
  wide = false,
}: {
  label: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-caption font-semibold tracking-wide text-concrete-700 uppercase">
        {label}
      </dt>
      <dd className="mt-1 text-body break-words text-concrete-950">{children}</dd>
    </div>
  );
}

/** One enquiry with every field, and what can be done with it. */
export function EnquiryDetails({
  enquiry,
  headingRef,
  onBack,
  onMarkUnread,
  onNotSpam,
  onDelete,
  busy,
}: {
  enquiry: Contact;
  headingRef: Ref<HTMLHeadingElement>;
  onBack: () => void;
  onMarkUnread: () => void;
  onNotSpam: () => void;
  onDelete: () => void;
  /** A change of this enquiry is being saved. */
  busy: boolean;
}) {
  const tel = phoneHref(enquiry.telefon);
  return (
    <article
      aria-labelledby="enquiry-details-title"
      className="rounded-xl bg-white p-5 shadow-card sm:p-6 xl:sticky xl:top-8"
    >
      <button
        type="button"
        onClick={onBack}
        className="mb-4 inline-flex items-center gap-1 rounded-md py-1 text-small font-semibold text-brand-700 hover:text-brand-900 hover:underline xl:hidden"
      >
        <span aria-hidden="true">←</span> Tüm mesajlar
      </button>
      <h2
        id="enquiry-details-title"
        ref={headingRef}
        tabIndex={-1}
        className="text-h3 break-words text-brand-950"
      >
        {senderName(enquiry)}
      </h2>
      <p className="mt-1 text-small text-concrete-700">{enquiry.sektor}</p>
      {enquiry.isSpam ? (
        <p className="mt-3 rounded-lg border border-accent-600/40 bg-accent-50 px-3 py-2 text-small text-accent-900">
          Bu mesaj spam olarak ayrıldı: form çok hızlı gönderildi ya da insanların görmediği alan
          dolduruldu. Gerçek bir talepse &apos;Spam değil&apos; ile gelen kutusuna taşıyın.
        </p>
      ) : null}

      <dl className="mt-6 grid gap-x-6 gap-y-4 sm:grid-cols-2">
        <Field label="İsim">{enquiry.isim}</Field>
        <Field label="Soyisim">{enquiry.soyisim}</Field>
        <Field label="Telefon">
          {tel ? (
            <a
              href={tel}
              className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
            >
              {enquiry.telefon}
            </a>
          ) : (
            enquiry.telefon
          )}
        </Field>
        <Field label="Sektör">{enquiry.sektor}</Field>
        <Field label="Tarih" wide>
          <time dateTime={enquiry.createdAt}>{formatDateTime(enquiry.createdAt)}</time>
        </Field>
        <Field label="Mesaj" wide>
          <span className="block whitespace-pre-line">{enquiry.mesaj}</span>
        </Field>
      </dl>

      <div className="mt-6 flex flex-col gap-2 border-t border-concrete-200 pt-5 sm:flex-row sm:justify-end">
        {enquiry.isSpam ? (
          <Button variant="secondary" onClick={onNotSpam} disabled={busy}>
            Spam değil
          </Button>
        ) : enquiry.isRead ? (
          <Button variant="secondary" onClick={onMarkUnread} disabled={busy}>
            Okunmadı olarak işaretle
          </Button>
        ) : null}
        <Button variant="danger" onClick={onDelete}>
          Sil
        </Button>
      </div>
    </article>
  );
}
