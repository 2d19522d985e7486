import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { LoadingState, buttonClass } from '../../components/query-states';
import { PageBanner } from '../../components/page-banner';
import { ContactDetails } from './contact-details';
import { ContactForm } from './contact-form';
import { ContactMap } from './contact-map';
import { CONTACT_PATH, contactContentQuery } from './queries';
import { PRIVACY_NOTICE_PATH } from '../../../core/domain/privacy';
import { PreviewBanner, PreviewUnavailable } from '../../components/preview-banner';
import { previewFailure } from '../../lib/preview';
import type { EnquiryFormOutcome } from '../../../core/lib/enquiry';
import { ImageCatalog } from '../../components/image-catalog';

/**
 * Contact (docs/SPEC.md section 2): banner, phone, e-mail, address and Instagram, the enquiry form and
 * the map. The form does not depend on the content, so it is there from the first paint and stays
 * usable when the content cannot be loaded. `preview`: a preview link's token (issue 21 section
 * 3): the page with its pending changes, under a banner that says it is a preview.
 */
export function ContactPage({
  sentWithoutScript,
  preview,
}: {
  sentWithoutScript?: EnquiryFormOutcome;
  preview?: string;
}) {
  const { data, isPending, isError, error, isFetching, refetch } = useQuery(
    contactContentQuery(preview),
  );
  // A preview link that no longer works has no page to show: it says so, in the server's words.
  const failure = previewFailure(error, preview);
  if (failure) return <PreviewUnavailable message={failure} livePath={CONTACT_PATH} />;
  // Only the first load hides the page's body: once the form is on screen it stays there, even
  // while the details are asked for again, so that nothing a visitor is typing goes out of view.
  const loading = isPending;
  return (
    <ImageCatalog images={data?.images}>
      <PageBanner title={data?.bannerTitle || 'İletişim'} image={data?.bannerImage} />
      {/* Details and form appear together, so neither pushes the other down (no layout shift). */}
      {loading ? <LoadingState className="min-h-[60vh]" /> : null}
      <div
        hidden={loading}
        className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16"
      >
        <section aria-labelledby="iletisim-bilgileri" className="min-w-0">
          <h2 id="iletisim-bilgileri" className="text-h3 text-brand-950">
            İletişim Bilgileri
          </h2>
          <div className="mt-6">
            {loading ? null : isError && isFetching ? (
              <LoadingState className="py-6" />
            ) : isError ? (
              <div
                role="alert"
                className="rounded-xl border border-accent-300 bg-accent-50 p-5 text-concrete-900"
              >
                <p className="font-semibold">İletişim bilgileri yüklenemedi.</p>
                <p className="mt-1 text-small">
                  Veriler yüklenirken bir hata oluştu. Mesajınızı yine de formla gönderebilirsiniz.
                </p>
                <button
                  type="button"
                  className={`${buttonClass} mt-4`}
                  onClick={() => void refetch()}
                >
                  Tekrar Dene
                </button>
              </div>
            ) : (
              <ContactDetails content={data} />
            )}
          </div>
        </section>
        <section
          aria-labelledby="iletisim-formu"
          className="min-w-0 rounded-2xl bg-white p-5 shadow-card sm:p-8"
        >
          <h2 id="iletisim-formu" className="text-h3 text-brand-950">
            {data?.messageFormTitle || 'Bize Yazın'}
          </h2>
          {data?.messageFormDescription ? (
            <p className="mt-2 text-body text-concrete-700">{data.messageFormDescription}</p>
          ) : null}
          <ContactForm sentWithoutScript={sentWithoutScript} />
          {/* KVKK (issue 23 section 3, ADR 0038): what happens to what is sent, in one line. */}
          <p className="mt-6 text-small text-concrete-700">
            Formdaki bilgileriniz yalnızca talebinizi yanıtlamak için işlenir. Ayrıntılar için{' '}
            <Link
              to={PRIVACY_NOTICE_PATH}
              className="font-semibold text-brand-700 underline underline-offset-2"
            >
              Aydınlatma Metni
            </Link>
            &apos;ni okuyabilirsiniz.
          </p>
        </section>
      </div>
      {data ? <ContactMap code={data.mapIframeCode} title={data.mapTitle} /> : null}
      {preview ? <PreviewBanner livePath={CONTACT_PATH} /> : null}
    </ImageCatalog>
  );
}
