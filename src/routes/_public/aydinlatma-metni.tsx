import { createFileRoute } from '@tanstack/react-router';
import { PreviewNotFound } from '../../components/preview-banner';
import { PrivacyNoticePage } from '../../features/privacy-notice/privacy-notice-page';
import { privacyNoticeQuery } from '../../features/privacy-notice/queries';
import { previewDeps, previewSearch } from '../../lib/preview';
import { loadRouteQuery } from '../../lib/route-data';
import { seo } from '../../lib/seo';
import { PRIVACY_NOTICE_PATH } from '../../../core/domain/privacy';

export const Route = createFileRoute('/_public/aydinlatma-metni')({
  // ?onizleme=: a preview link's token (issue 21 section 3).
  validateSearch: previewSearch,
  loaderDeps: previewDeps,
  head: ({ match }) =>
    seo({
      title: 'Aydınlatma Metni',
      description:
        'Asil Yapı Kimyasalları iletişim formu için KVKK aydınlatma metni: hangi verileri, hangi amaçla ve ne kadar süre sakladığımız.',
      path: PRIVACY_NOTICE_PATH,
      preview: Boolean(match.search.onizleme),
    }),
  // A preview link that no longer works is the not-found view (on the server).
  loader: ({ context, deps: { preview } }) =>
    loadRouteQuery(context.queryClient, privacyNoticeQuery(preview), {
      notFoundOn404: Boolean(preview),
    }),
  notFoundComponent: () => (
    <PreviewNotFound
      queryKeyOf={(preview) => privacyNoticeQuery(preview).queryKey}
      livePath={PRIVACY_NOTICE_PATH}
    />
  ),
  component: PrivacyNoticeRoute,
});

function PrivacyNoticeRoute() {
  const { onizleme } = Route.useSearch();
  return <PrivacyNoticePage preview={onizleme} />;
}
