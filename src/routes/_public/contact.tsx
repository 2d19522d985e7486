import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../../features/contact-page/contact-page';
import { contactContentQuery } from '../../features/contact-page/queries';
import { loadRouteQuery } from '../../lib/route-data';
import { parseEnquiryOutcome, type EnquiryFormOutcome } from '../../../core/lib/enquiry';
import { seo } from '../../lib/seo';
import { breadcrumbJsonLd, companyJsonLd } from '../../lib/structured-data';

export const Route = createFileRoute('/_public/contact')({
  head: ({ match }) => {
    const content = match.context.queryClient.getQueryData(contactContentQuery().queryKey);
    return seo({
      title: 'İletişim',
      description:
        'Asil Yapı Kimyasalları ile iletişime geçin: telefon, e-posta, adres ve mesaj formu ile keşif ve teklif talebinizi iletin.',
      path: '/contact',
      jsonLd: [
        companyJsonLd(content),
        breadcrumbJsonLd([
          { name: 'Anasayfa', path: '/' },
          { name: 'İletişim', path: '/contact' },
        ]),
      ],
      banner: content && { path: content.bannerImage, images: content.images },
    });
  },
  loader: ({ context }) => loadRouteQuery(context.queryClient, contactContentQuery()),
  // ?gonderim=tamam|hata: the outcome of a form sent before the script had started.
  validateSearch: (search: Record<string, unknown>): { gonderim?: EnquiryFormOutcome } => {
    const gonderim = parseEnquiryOutcome(search.gonderim);
    return gonderim ? { gonderim } : {};
  },
  component: ContactRoute,
});

function ContactRoute() {
  const { gonderim } = Route.useSearch();
  return <ContactPage sentWithoutScript={gonderim} />;
}
