import { listPublicDocuments } from '../../api/generated/backend-functions/endpoints/document/document';
import type {
  PublicDocument,
  PublicDocumentLibrary,
  PublicDocumentProduct,
} from '../../api/generated/backend/model';
import { documentExternalUrl, documentFilePath } from '../../../core/lib/document-link';
import { extensionOf, readableMimeType } from '../../lib/file-types';
import { formatFileSize } from '../../lib/format';
import { readRouteData } from '../../lib/route-data';
import type { DocumentCentreSearch } from '../../lib/document-centre-search';

/** The heading of the documents that have no category. */
const UNCATEGORISED = 'Diğer Belgeler';

/** One row of the list: what it shows and where its link goes. */
export interface DocumentRowView {
  name: string;
  description: string | null;
  /** The stored file's path (prefixed with the backend's address when shown), else null. */
  file: string | null;
  /** An external web address, used when there is no stored file. */
  url: string | null;
  /** 'PDF belgesi', 'Word belgesi'... or the address's extension; null when unknown. */
  type: string | null;
  /** '1,20 MB' (docs/SPEC.md section 9's format); null when unknown. */
  size: string | null;
  /**
   * The slugs of the products that list it; their names are in the view's `products` (the page
   * carries each name once, not once per document: its HTML budget).
   */
  products: string[];
}

/**
 * The document centre as it is drawn (issue 49): the documents grouped by category in the
 * owner's order, the filters' choices and the filters applied (as the choices spell them).
 */
export interface DocumentCentreView {
  groups: { category: string; documents: DocumentRowView[] }[];
  categories: string[];
  products: PublicDocumentProduct[];
  category: string | null;
  product: PublicDocumentProduct | null;
  /** A filter is applied (the empty state then says that nothing fits it). */
  filtered: boolean;
}

/** The contract's bounds of the filters: a longer one can match nothing. */
const CATEGORY_MAX = 100;
const PRODUCT_MAX = 200;

function typeOf(document: PublicDocument, address: string | null): string | null {
  const mime = document.mimeType ?? document.contentType ?? document.file?.contentType;
  if (mime?.trim()) return readableMimeType(mime);
  const extension = extensionOf(address?.split(/[?#]/, 1)[0]);
  return extension ? extension.toUpperCase() : null;
}

function rowView(document: PublicDocument): DocumentRowView {
  const file = documentFilePath(document);
  const url = documentExternalUrl(document);
  const bytes = document.fileSize ?? document.file?.size;
  return {
    name: document.name.trim() || 'Doküman',
    description: document.description?.trim() || null,
    file,
    url,
    type: typeOf(document, file ?? url),
    size: typeof bytes === 'number' ? formatFileSize(bytes) : null,
    products: document.products.map((product) => product.slug),
  };
}

const sameKey = (value: string) => value.trim().toLocaleLowerCase('tr-TR');

function documentCentreView(
  library: PublicDocumentLibrary,
  search: DocumentCentreSearch,
): DocumentCentreView {
  const groups = new Map<string, DocumentRowView[]>();
  for (const document of library.documents) {
    // The heading says the category: the rows do not carry it again (the page's HTML budget).
    const category = document.category?.trim() || UNCATEGORISED;
    groups.set(category, [...(groups.get(category) ?? []), rowView(document)]);
  }
  return {
    groups: [...groups].map(([category, documents]) => ({ category, documents })),
    categories: library.categories,
    products: library.products,
    category: search.kategori
      ? (library.categories.find((item) => sameKey(item) === sameKey(search.kategori ?? '')) ??
        search.kategori)
      : null,
    product: search.urun
      ? (library.products.find((item) => sameKey(item.slug) === sameKey(search.urun ?? '')) ?? {
          slug: search.urun,
          name: search.urun,
        })
      : null,
    filtered: Boolean(search.kategori || search.urun),
  };
}

/**
 * GET /api/Document/public (public, no token) with the address's filters. A filter longer than
 * the contract allows matches nothing: the list is read without it and shown empty.
 */
export async function readDocumentCentreView(
  search: DocumentCentreSearch,
): Promise<DocumentCentreView> {
  const { kategori, urun } = search;
  const tooLong = (kategori?.length ?? 0) > CATEGORY_MAX || (urun?.length ?? 0) > PRODUCT_MAX;
  const reply = await readRouteData(() =>
    listPublicDocuments(
      tooLong
        ? undefined
        : { ...(kategori && { Category: kategori }), ...(urun && { Product: urun }) },
    ),
  );
  const library = tooLong ? { ...reply.data, documents: [] } : reply.data;
  return documentCentreView(library, search);
}
