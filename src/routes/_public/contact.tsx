import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../../features/contact-page/contact-page';
import { contactContentQuery } from '../../features/contact-page/queries';
import { seo } from '../../lib/seo';

export const Route = createFileRoute('/_public/contact')({
  head: () =>
    seo({
      title: 'İletişim',
      description:
        'Asil Yapı Kimyasalları ile iletişime geçin: telefon, e-posta, adres ve mesaj formu ile keşif ve teklif talebinizi iletin.',
      path: '/contact',
    }),
  // Start the request with the route's code, without holding the first paint for it.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(contactContentQuery());
  },
  component: ContactPage,
});
