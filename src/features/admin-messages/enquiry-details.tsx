import type { ReactNode, Ref } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Contact } from '../../api/generated/backend/model';
import { formatDateTime } from '../../../core/lib/turkey-time';
import { mailtoHref, phoneHref, senderName, sourceEntries, whatsappHref } from './enquiries';
import { Button } from '../../components/admin/button';
import { buttonClass } from '../../components/button-class';
import { FollowUp } from './follow-up';
import { enquiryQuery } from './queries';
import { StatusBadge } from './status-badge';

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
  enquiry: listed,
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
  // The list's copy shows at once; the enquiry's own read adds its notes and the latest follow-up.
  const full = useQuery(enquiryQuery(listed.id));
  const enquiry: Contact =
    full.data?.data.id === listed.id ? { ...listed, ...full.data.data } : listed;
  const tel = phoneHref(enquiry.telefon);
  const whatsapp = whatsappHref(enquiry);
  const mail = mailtoHref(enquiry.email);
  const source = sourceEntries(enquiry.source);
  const action = buttonClass('secondary', 'lg', 'min-h-12 flex-1 sm:flex-none');
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
      <p className="mt-1 flex flex-wrap items-center gap-2 text-small text-concrete-700">
        <StatusBadge status={enquiry.status} />
        {enquiry.sektor}
      </p>
      {tel || whatsapp || mail ? (
        <ul aria-label="Hızlı iletişim" className="mt-4 flex flex-wrap gap-2">
          {tel ? (
            <li className="flex flex-1 sm:flex-none">
              <a href={tel} className={action}>
                Ara
              </a>
            </li>
          ) : null}
          {whatsapp ? (
            <li className="flex flex-1 sm:flex-none">
              <a href={whatsapp} target="_blank" rel="noopener noreferrer" className={action}>
                WhatsApp
              </a>
            </li>
          ) : null}
          {mail ? (
            <li className="flex flex-1 sm:flex-none">
              <a href={mail} className={action}>
                E-posta
              </a>
            </li>
          ) : null}
        </ul>
      ) : null}
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
        {enquiry.email ? <Field label="E-posta">{enquiry.email}</Field> : null}
        {enquiry.province ? <Field label="İl">{enquiry.province}</Field> : null}
        {enquiry.topic ? (
          <Field label="Konu" wide>
            {enquiry.topic}
          </Field>
        ) : null}
        <Field label="Tarih" wide>
          <time dateTime={enquiry.createdAt}>{formatDateTime(enquiry.createdAt)}</time>
        </Field>
        <Field label="Mesaj" wide>
          <span className="block whitespace-pre-line">{enquiry.mesaj}</span>
        </Field>
        {source.length > 0 ? (
          <Field label="Kaynak" wide>
            <dl className="grid gap-x-4 gap-y-1 text-small sm:grid-cols-[auto_minmax(0,1fr)]">
              {source.map((entry) => (
                <div key={entry.key} className="contents">
                  <dt className="text-concrete-700">{entry.label}</dt>
                  <dd className="break-all text-concrete-950">{entry.value}</dd>
                </div>
              ))}
            </dl>
          </Field>
        ) : null}
      </dl>

      {enquiry.isSpam ? null : (
        <FollowUp
          enquiry={enquiry}
          loading={full.isPending}
          failed={full.isError}
          onRetry={() => void full.refetch()}
        />
      )}

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
