import { getMenus } from '../../api/generated/content-functions/endpoints/menus/menus';
import type { MenuLink, MenusContent } from '../../api/generated/content/model';
import {
  DEFAULT_MENUS,
  MENU_PREVIEW_PARAM,
  SITE_TARGETS,
  isSiteTarget,
} from '../../../core/lib/menus';

/** A link of the header or the footer as it is drawn. */
export interface MenuItem {
  label: string;
  href: string;
  /** An outside address: opened in a new tab, with rel="noopener noreferrer". */
  external: boolean;
}

/** The header's and the footer's links as the public layout draws them (issue 49). */
export interface MenusView {
  header: MenuItem[];
  footer: MenuItem[];
}

const itemsOf = (links: readonly MenuLink[]): MenuItem[] =>
  links.flatMap((link) => {
    // The server resolves each link; a default link (no reply) names a site page by key.
    const href =
      link.href ??
      (link.kind === 'site' && isSiteTarget(link.target) ? SITE_TARGETS[link.target].path : null);
    return href ? [{ label: link.label, href, external: link.kind === 'url' }] : [];
  });

const viewOf = (menus: MenusContent): MenusView => ({
  header: itemsOf(menus.header),
  footer: itemsOf(menus.footer),
});

/** The site's links as they were in code: what a visitor sees when the menus cannot be read. */
const DEFAULT_MENUS_VIEW = viewOf(DEFAULT_MENUS);

/** The public layout's search: a menus' preview link's token, on any page. */
interface MenuPreviewSearch {
  [MENU_PREVIEW_PARAM]?: string;
}

export function menuPreviewSearch(search: Record<string, unknown>): MenuPreviewSearch {
  const token = search[MENU_PREVIEW_PARAM];
  return typeof token === 'string' && token !== '' ? { [MENU_PREVIEW_PARAM]: token } : {};
}

/**
 * The published menus (GET /api/menuler), or with `preview` (a menus' preview link) their pending
 * changes. A link that no longer works shows the published menus; menus that cannot be read at
 * all, the default links, so that a page never loses its header for them.
 */
export async function readMenusView(preview: string | undefined): Promise<MenusView> {
  const read = async (token: string | undefined) =>
    viewOf(await getMenus(token ? { Preview: token } : undefined));
  try {
    return await read(preview).catch((error: unknown) => {
      if (preview) return read(undefined);
      throw error;
    });
  } catch {
    return DEFAULT_MENUS_VIEW;
  }
}
