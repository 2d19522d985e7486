import { createFileRoute } from '@tanstack/react-router';
import { PreviewLinkNotFound } from '../../components/preview-not-found';
import { RouteLoadError } from '../../components/route-load-error';
import { PrivacyNoticePage } from '../../features/privacy-notice/privacy-notice-page';
import { readPrivacyNoticeView } from '../../features/privacy-notice/privacy-notice-view';
import { previewDeps, previewSearch } from '../../lib/preview';
import { seo } from '../../lib/seo';
import { PRIVACY_NOTICE_PATH } from '../../../core/domain/privacy';

export const Route = createFileRoute('/_public/aydinlatma-metni')({
  // ?onizleme=: a preview link's token (issue 21 section 3).
  validateSearch: previewSearch,
  loaderDeps: previewDeps,
  // A preview link that no longer works is the not-found view.
  loader: ({ deps: { preview } }) => readPrivacyNoticeView(preview),
  head: ({ match }) =>
    seo({
      title: 'Aydınlatma Metni',
      description:
        'Asil Yapı Kimyasalları iletişim formu için KVKK aydınlatma metni: hangi verileri, hangi amaçla ve ne kadar süre sakladığımız.',
      path: PRIVACY_NOTICE_PATH,
      preview: Boolean(match.search.onizleme),
    }),
  notFoundComponent: ({ data }) => (
    <PreviewLinkNotFound data={data} livePath={PRIVACY_NOTICE_PATH} />
  ),
  errorComponent: RouteLoadError,
  component: PrivacyNoticeRoute,
});

function PrivacyNoticeRoute() {
  const { onizleme } = Route.useSearch();
  return <PrivacyNoticePage view={Route.useLoaderData()} preview={onizleme} />;
}
