import { getFileById } from '../../api/generated/backend-functions/endpoints/file/file';
import {
  getProductBySlug,
  listProducts,
} from '../../api/generated/backend-functions/endpoints/product/product';
import type { Document, FileInfo, Product } from '../../api/generated/backend/model';
import { documentExternalUrl, documentFilePath } from '../../../core/lib/document-link';
import { readRouteData } from '../../lib/route-data';
import { presentTexts } from '../../lib/text';
import { toEmbedUrl } from '../../lib/video';
import type { ImageFacts } from '../../../core/lib/image-variants';
import { deriveSeo, productSeoFallback } from '../../../core/lib/seo-fields';
import { filePath, imageIds, imageSourceChain, needsOtherProducts } from './image-sources';
import { productTitle } from './product-title';
import { normaliseSlug } from './product-error';

/** docs/SPEC.md section 9: the public product list is read with PageSize 50, without a token. */
const PUBLIC_PRODUCT_PAGE_SIZE = 50;

/** One document thumbnail: what its link and its preview need. */
export interface ProductDocumentView {
  id: string;
  name: string;
  /** The stored file's path (prefixed with the backend's address when shown), else null. */
  file: string | null;
  /** An external web address, used when there is no stored file; only http(s). */
  url: string | null;
  /** The preview image's candidate paths, best first. */
  preview: string[];
}

/** One fact of the info block: listTitles[i] heads listItems[i]; either may be blank. */
export interface ProductFact {
  title: string;
  item: string;
}

/**
 * The product page as it is drawn (issue 24): its texts, the images it shows with the facts of
 * their files, its documents and video, and the head's fields. Not the product's record: the
 * server writes this into the HTML for hydration, so it carries nothing the page does not read.
 */
export interface ProductView {
  /** The product's display title (its first title, else its name): the banner's heading. */
  title: string;
  /** The title of the page's head: its meta title when it has one, else `title`. */
  headTitle: string;
  subtitles: string[];
  /** The info block's heading (the product's second title), when it has one. */
  infoTitle: string | null;
  descriptions: string[];
  facts: ProductFact[];
  documents: ProductDocumentView[];
  banner: string | null;
  /** Candidate paths of the main image, best first (empty: placeholder only). */
  main: string[];
  /** One entry per detail image, in the product's order. */
  details: { id: string; sources: string[] }[];
  /** The facts of the stored images the page shows (variants, size, placeholder colour). */
  images: ImageFacts[];
  video: { link: string; title: string; description: string | null } | null;
  showContact: boolean;
  /** The live page's address, when the product is published (a preview's banner links to it). */
  livePath: string | null;
  /** The product's slug, when it is published: the document centre's filter ('Tüm belgeler'). */
  documentsOf: string | null;
  /** The head's description and share image (core/lib/seo-fields.ts). */
  seo: { description: string; image: string | null };
}

type ImageLike = Pick<ImageFacts, 'id' | 'path'> &
  Partial<Pick<FileInfo, 'width' | 'height' | 'placeholder' | 'altText' | 'variants'>>;

/** Only what SmartImage reads of a stored image. */
const factsOf = (image: ImageLike): ImageFacts => ({
  id: image.id,
  path: image.path,
  width: image.width ?? null,
  height: image.height ?? null,
  placeholder: image.placeholder ?? null,
  altText: image.altText ?? null,
  variants: image.variants ?? null,
});

const documentView = (document: Document): ProductDocumentView => ({
  id: document.id,
  name: document.name.trim() || 'Doküman',
  file: documentFilePath(document),
  url: documentExternalUrl(document),
  preview: presentTexts([document.previewImageFile?.path, document.previewImageUrl]),
});

function factsOfProduct(product: Product): ProductFact[] {
  const count = Math.max(product.listTitles.length, product.listItems.length);
  return Array.from({ length: count }, (_, index) => ({
    title: product.listTitles[index]?.trim() ?? '',
    item: product.listItems[index]?.trim() ?? '',
  })).filter((fact) => fact.title || fact.item);
}

/** What the image lookups found: each id's file, or null when its lookup failed. */
type FileLookups = ReadonlyMap<string, FileInfo | null>;

/**
 * The page's view of a product. `files`: the answers of GET /api/File/{id} for its images;
 * `otherProducts`: the public list, when a failed lookup needed it (docs/SPEC.md sections 7, 8).
 */
export function productView(
  product: Product,
  files: FileLookups = new Map(),
  otherProducts: readonly Product[] | null = null,
): ProductView {
  const title = productTitle(product);
  const { mainId, detailIds } = imageIds(product);
  const others = otherProducts?.filter((other) => other.id !== product.id);
  const chain = (id: string | null, productPaths: (string | null | undefined)[] = []) =>
    imageSourceChain({
      id,
      fetchedPath: id ? filePath(files.get(id)) : null,
      product,
      productPaths,
      otherProducts: others,
    });

  const main = chain(mainId, [product.mainImageUrl, product.image]);
  const details = detailIds.map((id) => ({ id, sources: chain(id) }));
  const documents = product.documents
    .filter((document) => document.isActive !== false)
    .map(documentView);
  const banner = product.bannerImageUrl?.trim() || null;

  // The facts of the images on screen only: the banner, the main image, the details, the
  // documents' previews (every candidate, as SmartImage may fall back to any of them).
  const shown = new Set<string>([
    ...(banner ? [banner] : []),
    ...main,
    ...details.flatMap((detail) => detail.sources),
    ...documents.flatMap((document) => document.preview),
  ]);
  const images = new Map<string, ImageFacts>();
  const known: ImageLike[] = [
    ...(product.images ?? []),
    ...[...files.values()].flatMap((file) => (file?.path ? [file] : [])),
  ];
  for (const image of known) {
    if (shown.has(image.path) && !images.has(image.path)) images.set(image.path, factsOf(image));
  }

  const videoLink = presentTexts(product.videoUrls)[0];
  const derived = deriveSeo(product, productSeoFallback(product));
  const subtitles = presentTexts(product.subtitles);
  return {
    title,
    headTitle: product.metaTitle?.trim() || title,
    subtitles,
    infoTitle: presentTexts(product.titles)[1] ?? null,
    descriptions: presentTexts(product.descriptions),
    facts: factsOfProduct(product),
    documents,
    banner,
    main,
    details,
    images: [...images.values()],
    video:
      videoLink && toEmbedUrl(videoLink)
        ? {
            link: videoLink,
            title: presentTexts(product.videoTitles)[0] ?? `${title} uygulama videosu`,
            description: presentTexts(product.videoDescriptions)[0] ?? null,
          }
        : null,
    showContact: product.showContact,
    livePath:
      product.status === 'published' ? `/product/${encodeURIComponent(product.slug)}` : null,
    documentsOf: product.status === 'published' ? product.slug : null,
    seo: { description: derived.description, image: derived.image },
  };
}

/**
 * docs/SPEC.md sections 7 to 9: GET /api/Product/slug/{slug} (public, no token; the slug one
 * escaped path segment), then each image looked up by file id (a failed lookup is ignored and
 * the image falls back to the product's own files), then, only when a failed lookup is not among
 * the product's own files, the public list of 50 for other products' files. With `preview` (a
 * preview link's token, issue 21 section 3) the product even as a draft; an unknown product or a
 * preview link that no longer works is the route's not-found view.
 */
export async function readProductView(
  slug: string,
  preview: string | undefined,
): Promise<ProductView> {
  const reply = await readRouteData(
    () =>
      getProductBySlug(
        encodeURIComponent(normaliseSlug(slug)),
        preview ? { Preview: preview } : undefined,
      ),
    { notFoundOn404: true },
  );
  const product = reply.data;
  const { mainId, detailIds } = imageIds(product);
  const ids = [...new Set([...(mainId ? [mainId] : []), ...detailIds])];
  const found = await Promise.all(
    ids.map((id) =>
      getFileById(id).then(
        (file) => file.data,
        () => null,
      ),
    ),
  );
  const files = new Map(ids.map((id, index) => [id, found[index] ?? null]));
  const lookups = ids.map((id) => ({ id, failed: files.get(id) === null }));
  const others = needsOtherProducts(lookups, product)
    ? await listProducts({ PageSize: PUBLIC_PRODUCT_PAGE_SIZE }).then(
        (list) => list.data.items,
        () => null,
      )
    : null;
  return productView(product, files, others);
}
