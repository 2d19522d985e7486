import { Outlet } from '@tanstack/react-router';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import type { MenusView } from './site-menus';

/**
 * Header, page and footer of every public route. /login and /admin live outside it. The links of
 * the header and the footer are the owner's menus (issue 49), read by the layout's loader.
 */
export function PublicLayout({ menus }: { menus: MenusView }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#icerik"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow-card"
      >
        İçeriğe geç
      </a>
      <SiteHeader links={menus.header} />
      {/* At least a screen tall, so that the footer starts below the fold and content arriving
          after the first paint never pushes visible parts of the page (layout shift). */}
      <main id="icerik" className="min-h-[calc(100dvh-4rem)] flex-1">
        <Outlet />
      </main>
      <SiteFooter links={menus.footer} />
    </div>
  );
}
