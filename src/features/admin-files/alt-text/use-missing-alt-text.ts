import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Document } from '../../../api/generated/backend/model';
import { getGetAsilnunxQueryOptions } from '../../../api/generated/content/endpoints/asil-nun-x/asil-nun-x';
import { getGetContactContentQueryOptions } from '../../../api/generated/content/endpoints/contact-content/contact-content';
import {
  getGetHalatliTelBetonKesmeQueryOptions,
  getGetKimyasalAnkrajQueryOptions,
  getGetPoliuretanEnjeksiyonQueryOptions,
} from '../../../api/generated/content/endpoints/service-pages/service-pages';
import { publicImagePaths, rowsMissingAltText } from './alt-text';
import type { FileRow } from '../list/file-rows';
import { relatedPagesQuery, relatedProductsQuery } from '../queries';

/**
 * The keys of the rows that are images on the public site without an alt text, from the products,
 * the pages, the five content pages and the documents. Empty until every list has been read, so
 * that nothing is marked from half the picture.
 */
export function useMissingAltText(
  rows: readonly FileRow[],
  documents: readonly Document[] | undefined,
): ReadonlySet<string> {
  const products = useQuery(relatedProductsQuery());
  const pages = useQuery(relatedPagesQuery());
  const contents = useQueries({
    queries: [
      getGetContactContentQueryOptions(),
      getGetPoliuretanEnjeksiyonQueryOptions(),
      getGetKimyasalAnkrajQueryOptions(),
      getGetHalatliTelBetonKesmeQueryOptions(),
      getGetAsilnunxQueryOptions(),
    ],
    combine: (results) =>
      results.every((result) => result.isSuccess) ? results.map((result) => result.data) : null,
  });
  return useMemo(() => {
    if (!products.data || !pages.data || !contents || !documents) return new Set<string>();
    const paths = publicImagePaths([products.data, pages.data, contents], documents);
    return rowsMissingAltText(rows, paths);
  }, [rows, products.data, pages.data, contents, documents]);
}
