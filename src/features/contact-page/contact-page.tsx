import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { LoadError, LoadingState } from '../../components/query-states';
import { PageBanner } from '../../components/page-banner';
import { ContactDetails } from './contact-details';
import { ContactForm } from './contact-form';
import { ContactMap } from './contact-map';
import type { ContactView } from './contact-view';
import { CONTACT_PATH } from '../../lib/public-paths';
import { PRIVACY_NOTICE_PATH } from '../../../core/domain/privacy';
import { PreviewBanner } from '../../components/preview-banner';
import type { EnquiryFormOutcome } from '../../../core/lib/enquiry';
import { ImageCatalog } from '../../components/image-catalog';

/**
 * Contact (docs/SPEC.md section 2): banner, phone, e-mail, address and Instagram, the enquiry form and
 * the map. The form does not depend on the content, so it stays usable when the content could not
 * be loaded (`content` null): the details' place says so, and 'Tekrar Dene' (`onRetry`) reads
 * the content again while the form, and whatever is typed in it, stays on screen. `preview`: a
 * preview link's token (issue 21 section 3): the page with its pending changes, under a banner
 * that says it is a preview. `topic` and `from`: a 'Bilgi Al' link's (the form's 'Konu' and the
 * page it was pressed on).
 */
export function ContactPage({
  content,
  onRetry,
  sentWithoutScript,
  preview,
  topic,
  from,
}: {
  content: ContactView | null;
  onRetry: () => Promise<unknown>;
  sentWithoutScript?: EnquiryFormOutcome | undefined;
  preview?: string | undefined;
  /** The form's 'Konu' as a 'Bilgi Al' link names it, and the page that link was on. */
  topic?: string | undefined;
  from?: string | undefined;
}) {
  const [retrying, setRetrying] = useState(false);
  const retry = () => {
    setRetrying(true);
    void onRetry()
      .catch(() => undefined)
      .finally(() => setRetrying(false));
  };
  return (
    <ImageCatalog images={content?.images}>
      <PageBanner title={content?.bannerTitle || 'İletişim'} image={content?.bannerImage} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
        <section aria-labelledby="iletisim-bilgileri" className="min-w-0">
          <h2 id="iletisim-bilgileri" className="text-h3 text-brand-950">
            İletişim Bilgileri
          </h2>
          <div className="mt-6">
            {content ? (
              <ContactDetails content={content} />
            ) : retrying ? (
              <LoadingState className="py-6" />
            ) : (
              <LoadError
                variant="notice"
                message="İletişim bilgileri yüklenemedi."
                detail="Veriler yüklenirken bir hata oluştu. Mesajınızı yine de formla gönderebilirsiniz."
                onRetry={retry}
              />
            )}
          </div>
        </section>
        <section
          aria-labelledby="iletisim-formu"
          className="min-w-0 rounded-2xl bg-white p-5 shadow-card sm:p-8"
        >
          <h2 id="iletisim-formu" className="text-h3 text-brand-950">
            {content?.messageFormTitle || 'Bize Yazın'}
          </h2>
          {content?.messageFormDescription ? (
            <p className="mt-2 text-body text-concrete-700">{content.messageFormDescription}</p>
          ) : null}
          <ContactForm sentWithoutScript={sentWithoutScript} topic={topic} from={from} />
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
      {content ? <ContactMap src={content.mapSrc} title={content.mapTitle} /> : null}
      {preview ? <PreviewBanner livePath={CONTACT_PATH} /> : null}
    </ImageCatalog>
  );
}
