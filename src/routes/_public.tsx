import { createFileRoute } from '@tanstack/react-router';
import { PublicLayout } from '../components/layout/public-layout';
import { menuPreviewSearch, readMenusView } from '../components/layout/site-menus';
import { MENU_PREVIEW_PARAM } from '../../core/lib/menus';

export const Route = createFileRoute('/_public')({
  // ?menu-onizleme=: a menus' preview link (issue 49), on any public page.
  validateSearch: menuPreviewSearch,
  loaderDeps: ({ search }) => ({ preview: search[MENU_PREVIEW_PARAM] }),
  // The header's and the footer's links, read once: they change only when the owner publishes.
  loader: ({ deps: { preview } }) => readMenusView(preview),
  staleTime: Infinity,
  component: PublicLayoutRoute,
});

function PublicLayoutRoute() {
  return <PublicLayout menus={Route.useLoaderData()} />;
}
