import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../features/public-pages/home-page';
import { homePageQuery } from '../../features/public-pages/queries';
import { PageError, PageLoading } from '../../features/public-pages/page-states';

export const Route = createFileRoute('/_public/')({
  head: () => ({
    meta: [{ title: 'Asil Yapı Kimyasalları | Yapı Kimyasalları ve Beton Uygulamaları' }],
  }),
  loader: ({ context }) => context.queryClient.ensureQueryData(homePageQuery()),
  pendingComponent: () => <PageLoading />,
  errorComponent: PageError,
  component: HomePage,
});
