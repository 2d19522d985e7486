import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../../features/contact-page/contact-page';
import { CONTACT_PATH, contactContentQuery } from '../../features/contact-page/queries';
import { PreviewNotFound } from '../../components/preview-banner';
import { previewDeps, previewSearch, type PreviewSearch } from '../../lib/preview';
import { loadRouteQuery } from '../../lib/route-data';
import { parseEnquiryOutcome, type EnquiryFormOutcome } from '../../../core/lib/enquiry';
import { seo } from '../../lib/seo';
import { breadcrumbJsonLd, companyJsonLd } from '../../lib/structured-data';

export const Route = createFileRoute('/_public/contact')({
  head: ({ match }) => {
    const preview = match.search.onizleme;
    const content = match.context.queryClient.getQueryData(contactContentQuery(preview).queryKey);
    return seo({
      title: 'İletişim',
      description:
        'Asil Yapı Kimyasalları ile iletişime geçin: telefon, e-posta, adres ve mesaj formu ile keşif ve teklif talebinizi iletin.',
      path: CONTACT_PATH,
      preview: Boolean(preview),
      jsonLd: [
        companyJsonLd(content),
        breadcrumbJsonLd([
          { name: 'Anasayfa', path: '/' },
          { name: 'İletişim', path: CONTACT_PATH },
        ]),
      ],
      banner: content && { path: content.bannerImage, images: content.images },
    });
  },
  // A preview link that no longer works is the not-found view (on the server).
  loader: ({ context, deps: { preview } }) =>
    loadRouteQuery(context.queryClient, contactContentQuery(preview), {
      notFoundOn404: Boolean(preview),
    }),
  // ?gonderim=tamam|hata: the outcome of a form sent before the script had started;
  // ?onizleme=: a preview link's token.
  validateSearch: (
    search: Record<string, unknown>,
  ): PreviewSearch & { gonderim?: EnquiryFormOutcome } => {
    const gonderim = parseEnquiryOutcome(search.gonderim);
    return { ...previewSearch(search), ...(gonderim ? { gonderim } : {}) };
  },
  loaderDeps: previewDeps,
  notFoundComponent: () => (
    <PreviewNotFound
      queryKeyOf={(preview) => contactContentQuery(preview).queryKey}
      livePath={CONTACT_PATH}
    />
  ),
  component: ContactRoute,
});

function ContactRoute() {
  const { gonderim, onizleme } = Route.useSearch();
  return <ContactPage sentWithoutScript={gonderim} preview={onizleme} />;
}
