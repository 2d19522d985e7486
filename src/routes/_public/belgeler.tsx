import { createFileRoute } from '@tanstack/react-router';
import { LoadingState } from '../../components/query-states';
import { RouteLoadError } from '../../components/route-load-error';
import { DocumentCentrePage } from '../../features/document-centre/document-centre-page';
import { readDocumentCentreView } from '../../features/document-centre/document-centre-view';
import { DOCUMENT_CENTRE_PATH, documentCentreSearch } from '../../lib/document-centre-search';
import { seo } from '../../lib/seo';
import { breadcrumbJsonLd } from '../../lib/structured-data';

const TITLE = 'Belge Merkezi';

export const Route = createFileRoute('/_public/belgeler')({
  // ?kategori=&urun=: the filters (issue 49); the address is their only state.
  validateSearch: documentCentreSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => readDocumentCentreView(deps),
  // Every filtered list has the whole list as its canonical address; its title names the filter.
  head: ({ loaderData: view }) => {
    const filter = [view?.product?.name, view?.category].filter(Boolean).join(', ');
    return seo({
      title: filter ? `${TITLE}: ${filter}` : TITLE,
      description:
        'Asil Yapı Kimyasalları ürünlerinin teknik föyleri, güvenlik bilgi formları, sertifikaları ve uygulama kılavuzları: kategoriye ve ürüne göre süzün, doğrudan indirin.',
      path: DOCUMENT_CENTRE_PATH,
      jsonLd: [
        breadcrumbJsonLd([
          { name: 'Anasayfa', path: '/' },
          { name: TITLE, path: DOCUMENT_CENTRE_PATH },
        ]),
      ],
    });
  },
  pendingComponent: () => <LoadingState text="Belgeler yükleniyor..." />,
  errorComponent: RouteLoadError,
  component: DocumentCentreRoute,
});

function DocumentCentreRoute() {
  return <DocumentCentrePage view={Route.useLoaderData()} />;
}
