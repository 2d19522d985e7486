import { createFileRoute, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { ContactPage } from '../../features/contact-page/contact-page';
import { readContactView, type ContactView } from '../../features/contact-page/contact-view';
import { PreviewLinkNotFound } from '../../components/preview-not-found';
import { CONTACT_PATH } from '../../lib/public-paths';
import { previewDeps, previewSearch, type PreviewSearch } from '../../lib/preview';
import { parseEnquiryOutcome, type EnquiryFormOutcome } from '../../../core/lib/enquiry';
import { seo } from '../../lib/seo';
import { lineOf, sitePathOf } from '../../../core/lib/enquiry-source';
import { breadcrumbJsonLd, companyJsonLd } from '../../lib/structured-data';

export const Route = createFileRoute('/_public/contact')({
  // ?gonderim=tamam|hata: the outcome of a form sent before the script had started;
  // ?onizleme=: a preview link's token; ?konu=&kaynak=: a 'Bilgi Al' link's topic and the page
  // it was pressed on (issue 48).
  validateSearch: (
    search: Record<string, unknown>,
  ): PreviewSearch & { gonderim?: EnquiryFormOutcome; konu?: string; kaynak?: string } => {
    const gonderim = parseEnquiryOutcome(search.gonderim);
    const konu = lineOf(search.konu);
    const kaynak = sitePathOf(search.kaynak);
    return {
      ...previewSearch(search),
      ...(gonderim ? { gonderim } : {}),
      ...(konu ? { konu } : {}),
      ...(kaynak ? { kaynak } : {}),
    };
  },
  loaderDeps: previewDeps,
  // A preview link that no longer works is the not-found view. Content that could not be read is
  // `content: null` in the browser (the page says so, and its form still works), and the route's
  // error on the server (status 500), whose view is the same page.
  loader: ({ deps: { preview } }) => readContactView(preview),
  // After the loader: its data's type is inferred from it.
  head: ({ loaderData, match }) => {
    const preview = match.search.onizleme;
    const content = loaderData?.content;
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
  notFoundComponent: ({ data }) => <PreviewLinkNotFound data={data} livePath={CONTACT_PATH} />,
  errorComponent: ContactReadFailed,
  component: ContactRoute,
});

function ContactRoute() {
  const { gonderim, onizleme, konu, kaynak } = Route.useSearch();
  const router = useRouter();
  return (
    <ContactPage
      content={Route.useLoaderData().content}
      // The route's data is read again; the page (and its form) stays on screen meanwhile.
      onRetry={() => router.invalidate()}
      sentWithoutScript={gonderim}
      preview={onizleme}
      topic={konu}
      from={kaynak}
    />
  );
}

/**
 * The server could not read the content (the page answers 500): the same page with the notice and
 * the form. 'Tekrar Dene' reads the content here, without loading the route again, which would
 * replace the page, and what is being typed, with the loading view.
 */
function ContactReadFailed() {
  const { gonderim, onizleme, konu, kaynak } = Route.useSearch();
  const [content, setContent] = useState<ContactView | null>(null);
  return (
    <ContactPage
      content={content}
      onRetry={async () =>
        setContent((await readContactView(onizleme).catch(() => null))?.content ?? null)
      }
      sentWithoutScript={gonderim}
      preview={onizleme}
      topic={konu}
      from={kaynak}
    />
  );
}
