import { useCallback, useMemo } from 'react';
import { AdminPage } from '../../components/admin/admin-page';
import { Pagination } from '../../components/admin/pagination';
import { EmptyState, LoadError, LoadingState } from '../../components/query-states';
import { FILE_PAGE_SIZES } from '../../lib/route-search';
import { notifyError, notifySuccess } from '../../lib/toast';
import { ALT_TEXT_ALL_DONE, missingAltTextSummary } from './alt-text/alt-text';
import { uploadSummary, useBatchUpload } from './upload/batch-upload';
import { DropZone, UploadList } from './upload/drop-zone';
import { filterRows, pageOf } from './list/file-list';
import { FilesDialogs, useDeleteRequests, useFilesDialogs } from './dialogs/files-dialogs';
import { FilesFilters } from './list/files-filters';
import { FilesTable } from './list/files-table';
import { useFileActions } from './actions/use-file-actions';
import { useFileRows } from './list/use-file-rows';
import { useFilesSearch } from './list/use-files-search';
import { useMediaQuery } from './list/use-media-query';
import { useMissingAltText } from './alt-text/use-missing-alt-text';
import { useSelection } from './list/use-selection';
import { Button } from '../../components/admin/button';
import { FileInputButton } from '../../components/admin/file-input-button';

const TITLE = 'Dosya Yönetimi';
const DESCRIPTION = 'Belgeler ve sistem dosyaları: arayın, filtreleyin, yükleyin ve düzenleyin.';
const LIST_MESSAGES = {
  empty: 'Henüz dosya eklenmemiş.',
  noMatch: 'Filtrelere uygun dosya bulunamadı.',
  loadFailed: 'Dosyalar yüklenirken bir hata oluştu.',
  documentsFailed: 'Belgeler yüklenemedi; yalnızca sistem dosyaları gösteriliyor.',
  filesFailed: 'Sistem dosyaları yüklenemedi; yalnızca belgeler gösteriliyor.',
} as const;

/**
 * /admin/documents, 'Dosya Yönetimi' (docs/SPEC.md section 2, admin screen 9): documents and system
 * files in one list, searched, filtered and paged on the client; details, create and edit,
 * delete; beyond the seed, drag-and-drop upload and bulk delete.
 */
export function FilesPage() {
  const files = useFilesSearch();
  const { search, change } = files;
  const list = useFileRows(files.backToFirstPage);
  const { rows } = list;

  const missingAlt = useMissingAltText(rows, list.documents);
  const filtered = useMemo(() => {
    const matching = filterRows(rows, files.filters);
    return search.alt === 'eksik' ? matching.filter((row) => missingAlt.has(row.key)) : matching;
  }, [rows, files.filters, search.alt, missingAlt]);
  const slice = useMemo(
    () => pageOf(filtered, search.page, search.size),
    [filtered, search.page, search.size],
  );

  const selection = useSelection(rows);
  const dialogs = useFilesDialogs();
  const { askDelete, askBulkDelete } = useDeleteRequests(dialogs, rows);
  const { refresh } = useFileActions();

  const onUploaded = useCallback(
    ({ done, failed }: { done: number; failed: number }) => {
      const summary = uploadSummary(done, failed);
      if (summary.ok) notifySuccess(summary.text);
      else notifyError(summary.text);
      if (done > 0) void refresh();
    },
    [refresh],
  );
  const uploads = useBatchUpload(onUploaded);

  const wide = useMediaQuery('(min-width: 1280px)');

  return (
    <AdminPage
      title={TITLE}
      description={DESCRIPTION}
      actions={
        <>
          <FileInputButton
            disabled={uploads.busy}
            multiple
            inputLabel="Sistem dosyası yükle"
            onFiles={(chosen) => void uploads.start(chosen)}
          >
            Dosya Yükle
          </FileInputButton>
          <Button variant="primary" onClick={() => dialogs.open({ kind: 'form', document: null })}>
            Yeni Dosya
          </Button>
        </>
      }
    >
      <FilesFilters files={files} categories={list.categories} />

      {missingAlt.size > 0 || search.alt === 'eksik' ? (
        <div
          role="region"
          aria-label="Alternatif metin"
          className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="text-amber-950">
            {missingAlt.size > 0 ? missingAltTextSummary(missingAlt.size) : ALT_TEXT_ALL_DONE}
          </p>
          <Button
            variant="secondary"
            className="shrink-0"
            aria-pressed={search.alt === 'eksik'}
            onClick={() => change({ alt: search.alt === 'eksik' ? '' : 'eksik', page: 1 })}
          >
            {search.alt === 'eksik' ? 'Tüm dosyaları göster' : 'Alternatif metni eksik olanlar'}
          </Button>
        </div>
      ) : null}

      {selection.selectedItems.length > 0 ? (
        <div
          role="region"
          aria-label="Toplu işlemler"
          className="flex flex-col gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between"
        >
          <p aria-live="polite" className="font-semibold text-brand-950">
            {selection.selectedItems.length} dosya seçildi
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={selection.clear}>
              Seçimi Temizle
            </Button>
            <Button variant="danger" onClick={() => void askBulkDelete(selection.selectedItems)}>
              Seçilenleri Sil
            </Button>
          </div>
        </div>
      ) : null}

      <DropZone onFiles={(dropped) => void uploads.start(dropped)}>
        <UploadList items={uploads.items} busy={uploads.busy} onClear={uploads.clearFinished} />
        {list.loading ? (
          <LoadingState text="Dosyalar yükleniyor..." className="py-12" />
        ) : list.bothFailed ? (
          <LoadError
            variant="box"
            message={LIST_MESSAGES.loadFailed}
            onRetry={() => {
              list.retryDocuments();
              list.retryFiles();
            }}
          />
        ) : (
          <>
            {list.documentsFailed || list.filesFailed ? (
              <div
                role="status"
                className="flex flex-col gap-2 rounded-lg border border-accent-300 bg-accent-50 p-3 text-small text-accent-900 sm:flex-row sm:items-center sm:justify-between"
              >
                <p>
                  {list.documentsFailed ? LIST_MESSAGES.documentsFailed : LIST_MESSAGES.filesFailed}
                </p>
                <button
                  type="button"
                  className="font-semibold underline underline-offset-2"
                  onClick={list.documentsFailed ? list.retryDocuments : list.retryFiles}
                >
                  Tekrar Dene
                </button>
              </div>
            ) : null}
            {rows.length === 0 ? (
              <EmptyState>{LIST_MESSAGES.empty}</EmptyState>
            ) : filtered.length === 0 ? (
              <EmptyState>
                {files.filtersOn ? LIST_MESSAGES.noMatch : LIST_MESSAGES.empty}
              </EmptyState>
            ) : (
              <>
                <FilesTable
                  rows={slice.items}
                  layout={wide ? 'table' : 'cards'}
                  selection={{
                    selected: selection.selected,
                    onToggle: selection.toggle,
                    onTogglePage: (checked) => selection.toggleAll(slice.items, checked),
                  }}
                  actions={{
                    onDetails: (row) => dialogs.open({ kind: 'details', row }),
                    onEdit: (row) =>
                      row.document && dialogs.open({ kind: 'form', document: row.document }),
                    onDelete: (row) => void askDelete(row),
                  }}
                  missingAlt={missingAlt}
                />
                <Pagination
                  page={slice.page}
                  totalPages={slice.totalPages}
                  onPage={(page) => change({ page })}
                  total={{ count: slice.total, noun: 'dosya' }}
                  size={{
                    value: slice.pageSize,
                    options: FILE_PAGE_SIZES,
                    onChange: (size) => change({ size }),
                  }}
                  firstLast
                />
              </>
            )}
          </>
        )}
      </DropZone>

      <FilesDialogs
        state={dialogs}
        rows={rows}
        categories={list.categories}
        onDeleted={selection.drop}
      />
    </AdminPage>
  );
}
