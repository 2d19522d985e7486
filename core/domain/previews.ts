import type {
  PreviewLink,
  PreviewLinkCreate,
} from '../../src/api/generated/backend/model/index.ts';
import { MESSAGES } from './messages.ts';
import { done, found, notFound, ok } from './replies.ts';
import { productPath } from './redirects.ts';
import type { Actor } from './store.ts';

/**
 * Preview links (issue 21 section 3), once for the mocks and the server: a link shows a draft
 * product, as visitors will see it, to anyone who has it, until it expires or is revoked. The
 * link is the product page's address with `?onizleme=<token>`; the token names one stored link.
 * The server signs it (server/store/previews.ts), so a forged one is refused before any lookup;
 * the mocks use the link's random id.
 */

/** How long a link works unless asked otherwise. */
const PREVIEW_DAYS = 7;
/** The query parameter of a preview page's address. */
export const PREVIEW_PARAM = 'onizleme';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A preview link as stored: what it shows and until when. */
export interface StoredPreviewLink {
  id: string;
  productId: string;
  /** ISO 8601. */
  createdAt: string;
  expiresAt: string;
  createdBy: string | null;
}

/** What the store keeps of preview links (part of DomainStore). */
export interface PreviewStore {
  savePreviewLink(link: StoredPreviewLink): Promise<void>;
  findPreviewLink(id: string): Promise<StoredPreviewLink | null>;
  /** The product's links, the newest first (expired ones included). */
  listPreviewLinks(productId: string): Promise<StoredPreviewLink[]>;
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

/** The address of a preview: the product page with the token. */
const previewPath = (slug: string, token: string) =>
  `${productPath(encodeURIComponent(slug))}?${PREVIEW_PARAM}=${encodeURIComponent(token)}`;

export function previewOperations(store: PreviewStore, findProduct: ProductLookup) {
  async function shown(link: StoredPreviewLink, slug: string): Promise<PreviewLink> {
    const token = await store.previewToken(link);
    return { ...link, token, path: previewPath(slug, token) };
  }

  return {
    createPreviewLink: async (body: PreviewLinkCreate, actor: Actor) => {
      const product = found(await findProduct(body.productId));
      const createdAt = new Date();
      const link: StoredPreviewLink = {
        id: crypto.randomUUID(),
        productId: product.id,
        createdAt: createdAt.toISOString(),
        expiresAt: new Date(
          createdAt.getTime() + (body.days ?? PREVIEW_DAYS) * DAY_MS,
        ).toISOString(),
        createdBy: actor.username,
      };
      await store.savePreviewLink(link);
      return ok(await shown(link, product.slug), MESSAGES.previewCreated);
    },

    listPreviewLinks: async (productId: string) => {
      const product = found(await findProduct(productId));
      const now = Date.now();
      const links = (await store.listPreviewLinks(product.id)).filter((link) => isLive(link, now));
      return ok(await Promise.all(links.map((link) => shown(link, product.slug))));
    },

    deletePreviewLink: async (id: string) => {
      if (!(await store.deletePreviewLink(id))) notFound();
      return done(MESSAGES.previewRevoked);
    },

    /**
     * Whether `token` is a live link to product `productId`. Anything else (forged, expired,
     * revoked, another product's) is a 404 that says the link no longer works.
     */
    async checkPreview(token: string, productId: string): Promise<void> {
      const id = await store.previewLinkId(token);
      const link = id ? await store.findPreviewLink(id) : null;
      if (!link || link.productId !== productId || !isLive(link, Date.now())) {
        notFound(MESSAGES.previewInvalid);
      }
    },
  };
}
