import type {
  DocumentPreviewLink,
  PagePreviewLink,
  PagePreviewLinkCreate,
  PreviewLink,
  PreviewLinkCreate,
} from '../../src/api/generated/backend/model/index.ts';
import type {
  ContentPreviewLink,
  ContentPreviewLinkCreate,
} from '../../src/api/generated/content/model/index.ts';
import { contentPagePath } from './file-users.ts';
import { MENUS_KEY, MENU_PREVIEW_PARAM } from '../lib/menus.ts';
import { MESSAGES } from './messages.ts';
import { done, found, notFound, ok } from './replies.ts';
import { productPath } from './redirects.ts';
import type { Actor, ContentKey } from './types.ts';

/**
 * Preview links (issue 21 section 3), once for the mocks and the server: a link shows a draft
 * product, or a content page with its pending changes, as visitors will see it, to anyone who has
 * it, until it expires or is revoked. The link is the page's own address with
 * `?onizleme=<token>`; the token names one stored link.
 * The server signs it (server/store/previews.ts), so a forged one is refused before any lookup;
 * the mocks use the link's random id.
 */

/** How long a link works unless asked otherwise. */
const PREVIEW_DAYS = 7;
/** The query parameter of a preview page's address. */
export const PREVIEW_PARAM = 'onizleme';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What a link shows, one of four: a product, a content page (by its key), a page record (the
 * backend's pages: Anasayfa, Hakkımızda), or a document (on a product's page that lists it). The
 * others are null or absent.
 */
type PreviewTarget =
  | { productId: string; page?: null; pageId?: null; documentId?: null }
  | { productId: null; page: ContentKey; pageId?: null; documentId?: null }
  | { productId: null; page?: null; pageId: string; documentId?: null }
  | { productId: null; page?: null; pageId?: null; documentId: string };

/** A preview link as stored: what it shows and until when. */
export type StoredPreviewLink = PreviewTarget & {
  id: string;
  /** ISO 8601. */
  createdAt: string;
  expiresAt: string;
  createdBy: string | null;
};

/** What the store keeps of preview links (part of DomainStore). */
export interface PreviewStore {
  savePreviewLink(link: StoredPreviewLink): Promise<void>;
  findPreviewLink(id: string): Promise<StoredPreviewLink | null>;
  /** The links to a product or a page, the newest first (expired ones included). */
  listPreviewLinks(target: PreviewTarget): Promise<StoredPreviewLink[]>;
  deletePreviewLink(id: string): Promise<boolean>;
  /** The token of a link: the same for the same link every time it is asked for. */
  previewToken(link: StoredPreviewLink): Promise<string>;
  /** The id of the link a token names; null when it is forged or malformed. */
  previewLinkId(token: string): Promise<string | null>;
}

/** The product a link shows, as the operations need it. */
type ProductLookup = (id: string) => Promise<{ id: string; slug: string } | null>;

/** Whether a link still works at `now`. */
const isLive = (link: StoredPreviewLink, now: number) => Date.parse(link.expiresAt) > now;

/** A new link to `target`, valid for `days` days (7 when left out). */
function newLink(target: PreviewTarget, days: number | undefined, actor: Actor): StoredPreviewLink {
  const createdAt = new Date();
  return {
    ...target,
    id: crypto.randomUUID(),
    createdAt: createdAt.toISOString(),
    expiresAt: new Date(createdAt.getTime() + (days ?? PREVIEW_DAYS) * DAY_MS).toISOString(),
    createdBy: actor.username,
  };
}

export function previewOperations(store: PreviewStore, findProduct: ProductLookup) {
  /** The reply's fields of a link: the stored ones, its token, and its address. */
  async function fields(link: StoredPreviewLink, path: string, param = PREVIEW_PARAM) {
    const token = await store.previewToken(link);
    const { id, createdAt, expiresAt, createdBy } = link;
    return {
      id,
      createdAt,
      expiresAt,
      createdBy,
      token,
      path: `${path}?${param}=${encodeURIComponent(token)}`,
    };
  }
  const shown = async (link: StoredPreviewLink, slug: string): Promise<PreviewLink> => ({
    ...(await fields(link, productPath(encodeURIComponent(slug)))),
    productId: link.productId ?? '',
  });
  const shownPage = async (
    link: StoredPreviewLink,
    page: ContentKey,
  ): Promise<ContentPreviewLink> => ({
    // The menus show on every page: their link opens the home page with their own parameter, so
    // that the home page's own preview is not asked for.
    ...(await fields(
      link,
      contentPagePath(page),
      page === MENUS_KEY ? MENU_PREVIEW_PARAM : PREVIEW_PARAM,
    )),
    page,
  });
  const shownRecord = async (
    link: StoredPreviewLink,
    page: { id: string; path: string },
  ): Promise<PagePreviewLink> => ({ ...(await fields(link, page.path)), pageId: page.id });
  const shownDocument = async (
    link: StoredPreviewLink,
    document: { id: string; path: string },
  ): Promise<DocumentPreviewLink> => ({
    ...(await fields(link, document.path)),
    documentId: document.id,
  });
  const liveLinks = async (target: PreviewTarget) => {
    const now = Date.now();
    return (await store.listPreviewLinks(target)).filter((link) => isLive(link, now));
  };
  /** The live link `token` names, when it `matches`; a 404 that says so otherwise. */
  async function check(token: string, matches: (link: StoredPreviewLink) => boolean) {
    const id = await store.previewLinkId(token);
    const link = id ? await store.findPreviewLink(id) : null;
    if (!link || !matches(link) || !isLive(link, Date.now())) {
      return notFound(MESSAGES.previewInvalid);
    }
    return link;
  }

  return {
    createPreviewLink: async (body: PreviewLinkCreate, actor: Actor) => {
      const product = found(await findProduct(body.productId));
      const link = newLink({ productId: product.id }, body.days, actor);
      await store.savePreviewLink(link);
      return ok(await shown(link, product.slug), MESSAGES.previewCreated);
    },

    listPreviewLinks: async (productId: string) => {
      const product = found(await findProduct(productId));
      const links = await liveLinks({ productId: product.id });
      return ok(await Promise.all(links.map((link) => shown(link, product.slug))));
    },

    /** A link to a content page: its pending changes, as they will be published. */
    createContentPreviewLink: async (
      page: ContentKey,
      body: ContentPreviewLinkCreate,
      actor: Actor,
    ) => {
      const link = newLink({ productId: null, page }, body.days, actor);
      await store.savePreviewLink(link);
      return shownPage(link, page);
    },

    listContentPreviewLinks: async (page: ContentKey) =>
      Promise.all(
        (await liveLinks({ productId: null, page })).map((link) => shownPage(link, page)),
      ),

    /** A link to a page record at `path` (its address on the site): its pending changes. */
    createPagePreviewLink: async (
      page: { id: string; path: string },
      body: PagePreviewLinkCreate,
      actor: Actor,
    ) => {
      const link = newLink({ productId: null, pageId: page.id }, body.days, actor);
      await store.savePreviewLink(link);
      return ok(await shownRecord(link, page), MESSAGES.previewCreated);
    },

    listPagePreviewLinks: async (page: { id: string; path: string }) => {
      const links = await liveLinks({ productId: null, pageId: page.id });
      return ok(await Promise.all(links.map((link) => shownRecord(link, page))));
    },

    /**
     * A link to a document at `path`, the page of a product that lists it: the document as it
     * will be published.
     */
    createDocumentPreviewLink: async (
      document: { id: string; path: string },
      body: PagePreviewLinkCreate,
      actor: Actor,
    ) => {
      const link = newLink({ productId: null, documentId: document.id }, body.days, actor);
      await store.savePreviewLink(link);
      return ok(await shownDocument(link, document), MESSAGES.previewCreated);
    },

    listDocumentPreviewLinks: async (document: { id: string; path: string }) => {
      const links = await liveLinks({ productId: null, documentId: document.id });
      return ok(await Promise.all(links.map((link) => shownDocument(link, document))));
    },

    /** Revokes a link, a product's, a page's or a document's. */
    deletePreviewLink: async (id: string) => {
      if (!(await store.deletePreviewLink(id))) notFound();
      return done(MESSAGES.previewRevoked);
    },

    /**
     * The live link `token` names, of a product or a document (both shown on a product's page).
     * Anything else (forged, expired, revoked, a page's) is a 404 that says the link no longer
     * works.
     */
    productPagePreview: (token: string) =>
      check(token, (link) => Boolean(link.productId ?? link.documentId)),

    /** As productPagePreview, for a content page. */
    checkContentPreview: (token: string, page: ContentKey) =>
      check(token, (link) => link.page === page),

    /** As productPagePreview, for a page record. */
    checkPagePreview: (token: string, pageId: string) =>
      check(token, (link) => link.pageId === pageId),
  };
}
