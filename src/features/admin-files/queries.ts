import { queryOptions } from '@tanstack/react-query';
import { listDocuments } from '../../api/generated/backend/endpoints/document/document';
import { getListFilesQueryOptions } from '../../api/generated/backend/endpoints/file/file';
import { listPages } from '../../api/generated/backend/endpoints/page/page';
import { listProducts } from '../../api/generated/backend/endpoints/product/product';
import type { Document, Page, Product } from '../../api/generated/backend/model';
import { isOffsetError } from './list/file-list';

/** The largest page the backend serves (PageSize 1..100): the fewest requests for a whole list. */
const LIST_PAGE_SIZE = 100;

interface PageReply<T> {
  items: T[];
  totalPages: number;
}

/**
 * Every item of a paged list: the first page says how many pages there are, the rest are asked
 * for together.
 */
export async function fetchAllPages<T>(
  fetchPage: (pageIndex: number) => Promise<PageReply<T>>,
): Promise<T[]> {
  const first = await fetchPage(0);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, index) => fetchPage(index + 1)),
  );
  return [first, ...rest].flatMap((page) => page.items);
}

interface DocumentList {
  documents: Document[];
  /**
   * The backend refused a page for its offset (docs/SPEC.md section 8): the list holds what could be
   * read, and the screen silently goes back to page 1.
   */
  offsetReset: boolean;
}

/**
 * Every document, for the file manager's client-side list (GET /api/Document a page of 100 at a
 * time). 'No documents found' is an empty list (the client maps it). A page refused for its
 * offset ends the list there instead of failing it.
 */
export async function fetchAllDocuments(signal?: AbortSignal): Promise<DocumentList> {
  let offsetReset = false;
  const read = async (pageIndex: number): Promise<PageReply<Document>> => {
    try {
      const reply = await listDocuments(
        { PageIndex: pageIndex, PageSize: LIST_PAGE_SIZE },
        undefined,
        signal,
      );
      return { items: reply.data.items, totalPages: reply.data.totalPages };
    } catch (error) {
      if (!isOffsetError(error)) throw error;
      offsetReset = true;
      return { items: [], totalPages: 0 };
    }
  };
  const documents = await fetchAllPages(read);
  return { documents, offsetReset };
}

const documentsListQueryKey = () =>
  ['/api/Document', { all: true, PageSize: LIST_PAGE_SIZE }] as const;

export const documentsListQuery = () =>
  queryOptions({
    queryKey: documentsListQueryKey(),
    queryFn: ({ signal }) => fetchAllDocuments(signal),
  });

/** GET /api/File: every system file (the same query as the shared file picker). */
export const systemFilesQuery = () => getListFilesQueryOptions();

/**
 * Every product, with the token (docs/SPEC.md section 7: the administrator's variant), for the
 * 'related products' of a file.
 */
export const relatedProductsQuery = () =>
  queryOptions({
    queryKey: ['/api/Product', { all: true, PageSize: LIST_PAGE_SIZE }, 'admin'] as const,
    queryFn: ({ signal }): Promise<Product[]> =>
      fetchAllPages(async (pageIndex) => {
        const reply = await listProducts(
          // A draft that uses a file is a related product too.
          { PageIndex: pageIndex, PageSize: LIST_PAGE_SIZE, Drafts: true },
          { withToken: true },
          signal,
        );
        return reply.data;
      }),
  });

/** Every page, for the 'related pages' of a file. */
export const relatedPagesQuery = () =>
  queryOptions({
    queryKey: ['/api/Page', { all: true, PageSize: LIST_PAGE_SIZE }] as const,
    queryFn: ({ signal }): Promise<Page[]> =>
      fetchAllPages(async (pageIndex) => {
        const reply = await listPages(
          { PageIndex: pageIndex, PageSize: LIST_PAGE_SIZE },
          undefined,
          signal,
        );
        return reply.data;
      }),
  });

/**
 * What a change to documents or files can show in: the lists here, the picker, and the public
 * pages' products and pages (which embed files and documents).
 */
export const touchesFiles = (queryKey: readonly unknown[]) =>
  typeof queryKey[0] === 'string' && /^\/api\/(Document|File|Product|Page)(\/|$)/.test(queryKey[0]);
