import type { MenuLink, MenusContent } from '../../src/api/generated/content/model/index.ts';
import {
  MENU_MESSAGES,
  SITE_TARGETS,
  externalUrl,
  isSiteTarget,
  labelProblem,
  storedLink,
} from '../lib/menus.ts';
import { pagePath } from '../lib/page-names.ts';
import { CATALOGUE_PAGE_NAME, CATALOGUE_PATH } from '../lib/catalogue.ts';
import { normalizeId } from './ids.ts';
import type { PageStore } from './pages.ts';
import type { ProductStore } from './products.ts';
import { isPublished } from './publishing.ts';
import { productPath } from './redirects.ts';
import { invalid } from './replies.ts';

/**
 * The menus' links against the records they name (issue 49, ADR 0072), once for the mocks and the
 * server. A page or a product is named by id and resolved to its address at each read, so a
 * product renamed later is followed; one deleted (in the trash, or purged) is `missing`.
 */

type Lookups = Pick<PageStore, 'findPage'> & Pick<ProductStore, 'findProduct'>;

/** A page record's address on the site: Anasayfa, Hakkımızda, the catalogue's 'Ürünler'. */
const recordPath = (name: string) =>
  name === CATALOGUE_PAGE_NAME ? CATALOGUE_PATH : pagePath(name);

/** Where a link leads now, and whether a visitor may follow it (a draft product: not yet). */
async function resolve(
  store: Lookups,
  link: MenuLink,
): Promise<{ href: string | null; visible: boolean }> {
  switch (link.kind) {
    case 'site': {
      const href = isSiteTarget(link.target) ? SITE_TARGETS[link.target].path : null;
      return { href, visible: href !== null };
    }
    case 'url': {
      const href = externalUrl(link.target);
      return { href, visible: href !== null };
    }
    case 'page': {
      const id = normalizeId(link.target);
      const page = id ? await store.findPage({ id }) : null;
      const href = page ? recordPath(page.name) : null;
      return { href, visible: href !== null };
    }
    case 'product': {
      const id = normalizeId(link.target);
      const product = id ? await store.findProduct({ id }) : null;
      const href = product ? productPath(encodeURIComponent(product.slug)) : null;
      return { href, visible: href !== null && isPublished(product?.status) };
    }
  }
}

/**
 * The menus as a read answers them: each link with its `href`. Visitors' (`panel` false) leave out
 * the links they cannot follow; the panel's keep them, with `missing` on those whose target is gone.
 */
export async function resolvedMenus(
  store: Lookups,
  menus: MenusContent,
  panel: boolean,
): Promise<MenusContent> {
  const list = async (links: readonly MenuLink[]) => {
    const resolved = await Promise.all(
      links.map(async (link) => ({ link: storedLink(link), ...(await resolve(store, link)) })),
    );
    return panel
      ? resolved.map(({ link, href }) => ({ ...link, href, missing: href === null }))
      : resolved.filter(({ visible }) => visible).map(({ link, href }) => ({ ...link, href }));
  };
  const [header, footer] = await Promise.all([list(menus.header), list(menus.footer)]);
  return { ...menus, header, footer };
}

/** The problem with a link's target, or null. */
async function targetProblem(store: Lookups, link: MenuLink): Promise<string | null> {
  switch (link.kind) {
    case 'site':
      return isSiteTarget(link.target) ? null : MENU_MESSAGES.siteUnknown;
    case 'url':
      return externalUrl(link.target) ? null : MENU_MESSAGES.urlInvalid;
    case 'page': {
      const id = normalizeId(link.target);
      const page = id ? await store.findPage({ id }) : null;
      if (!page) return MENU_MESSAGES.targetMissing;
      return recordPath(page.name) ? null : MENU_MESSAGES.pageWithoutAddress;
    }
    case 'product': {
      const id = normalizeId(link.target);
      return id && (await store.findProduct({ id })) ? null : MENU_MESSAGES.targetMissing;
    }
  }
}

/**
 * The menus a write stores, or a 400 naming each bad link's field (`header.0.label`, as the schema's checks name them): labels
 * not blank, targets that exist. Ids in their stored spelling; `href` and `missing` dropped.
 */
export async function checkedMenus(store: Lookups, body: MenusContent): Promise<MenusContent> {
  const errors: Record<string, string[]> = {};
  for (const side of ['header', 'footer'] as const) {
    for (const [index, link] of body[side].entries()) {
      const label = labelProblem(link.label);
      if (label) errors[`${side}.${index}.label`] = [label];
      const target = await targetProblem(store, link);
      if (target) errors[`${side}.${index}.target`] = [target];
    }
  }
  if (Object.keys(errors).length > 0) invalid(errors);
  const stored = (link: MenuLink) => {
    const kept = storedLink(link);
    const id = kept.kind === 'page' || kept.kind === 'product' ? normalizeId(kept.target) : null;
    return id ? { ...kept, target: id } : kept;
  };
  return { ...body, header: body.header.map(stored), footer: body.footer.map(stored) };
}
