import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useLoadErrorNotice } from '../../../components/admin/load-error-notice';
import { categoryOptions, isOffsetError } from './file-list';
import { buildFileRows } from './file-rows';
import {
  documentsListQuery,
  relatedPagesQuery,
  relatedProductsQuery,
  systemFilesQuery,
} from '../queries';

/**
 * The file manager's list: documents and system files read together and made into one list of
 * rows. `onOffsetReset` runs once per result that the backend refused for its offset.
 */
export function useFileRows(onOffsetReset: () => void) {
  const documents = useQuery(documentsListQuery());
  const files = useQuery(systemFilesQuery());
  // Who uses a file: the details list them, a delete warns about them. Loaded with the list, so
  // that a delete can warn at once.
  useQuery(relatedProductsQuery());
  useQuery(relatedPagesQuery());

  // docs/SPEC.md section 8: an error mentioning the offset is no error for the user.
  const documentsFailed = documents.isError && !isOffsetError(documents.error);
  const filesFailed = files.isError && !isOffsetError(files.error);
  const bothFailed = documentsFailed && filesFailed;
  useLoadErrorNotice(bothFailed);

  const rows = useMemo(
    () => buildFileRows(documents.data?.documents ?? [], files.data?.data ?? []),
    [documents.data, files.data],
  );
  const categories = useMemo(() => categoryOptions(rows), [rows]);

  // docs/SPEC.md section 8: a list refused for its offset silently goes back to page 1.
  const offsetHit =
    documents.data?.offsetReset === true ||
    (documents.isError && isOffsetError(documents.error)) ||
    (files.isError && isOffsetError(files.error));
  const resultAt = Math.max(
    documents.dataUpdatedAt,
    documents.errorUpdatedAt,
    files.errorUpdatedAt,
  );
  useEffect(() => {
    if (offsetHit) onOffsetReset();
    // Once per result: a later page change by the administrator stays.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resultAt]);

  return {
    rows,
    categories,
    documents: documents.data?.documents,
    loading: documents.isPending || files.isPending,
    documentsFailed,
    filesFailed,
    bothFailed,
    retryDocuments: () => void documents.refetch(),
    retryFiles: () => void files.refetch(),
  };
}
