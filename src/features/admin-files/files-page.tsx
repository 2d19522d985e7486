import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouter, useSearch } from '@tanstack/react-router';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { Document } from '../../api/generated/backend/model';
import {
  AdminPage,
  dangerButton,
  primaryButton,
  secondaryButton,
} from '../../components/admin/admin-page';
import { useLoadErrorNotice } from '../../components/admin/load-error-notice';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { showNotice } from '../../components/notice/notice-store';
import { EmptyState, LoadingState } from '../../components/query-states';
import {
  parseFileManagerSearch,
  type FileManagerSearch,
  type FileStatusFilter,
} from '../../lib/file-manager-search';
import { notifyError, notifySuccess } from '../../lib/toast';
import { uploadSummary, useBatchUpload } from './batch-upload';
import { ALT_TEXT_ALL_DONE, missingAltTextSummary } from './alt-text';
import { DetailsDialog } from './details-dialog';
import { DOCUMENT_MESSAGES } from './document-form';
import { DocumentFormDialog } from './document-form-dialog';
import { DropZone, UploadList } from './drop-zone';
import {
  categoryOptions,
  filterRows,
  hasActiveFilters,
  isOffsetError,
  nextPage,
  pageOf,
} from './file-list';
import { SYSTEM_FILE_CATEGORY, buildFileRows, type FileRow } from './file-rows';
import { FilesTable } from './files-table';
import { Pagination } from './pagination';
import {
  documentsListQuery,
  relatedPagesQuery,
  relatedProductsQuery,
  systemFilesQuery,
} from './queries';
import { deleteConfirmText, inUseWarning, isUsed, usageOf, usageText, type Usage } from './related';
import { useFileActions } from './use-file-actions';
import { useMissingAltText } from './use-missing-alt-text';
import { useMediaQuery } from './use-media-query';

const TITLE = 'Dosya Yönetimi';
const DESCRIPTION = 'Belgeler ve sistem dosyaları: arayın, filtreleyin, yükleyin ve düzenleyin.';
const LIST_MESSAGES = {
  empty: 'Henüz dosya eklenmemiş.',
  noMatch: 'Filtrelere uygun dosya bulunamadı.',
  loadFailed: 'Dosyalar yüklenirken bir hata oluştu.',
  documentsFailed: 'Belgeler yüklenemedi; yalnızca sistem dosyaları gösteriliyor.',
  filesFailed: 'Sistem dosyaları yüklenemedi; yalnızca belgeler gösteriliyor.',
} as const;

type DialogState =
  | { kind: 'details'; row: FileRow }
  | { kind: 'form'; document: Document | null }
  | { kind: 'in-use'; row: FileRow; usage: Usage }
  | { kind: 'delete'; row: FileRow }
  | { kind: 'bulk-delete'; rows: FileRow[]; used: { row: FileRow; usage: Usage }[] }
  | null;

const statusOptions: { value: FileStatusFilter; label: string }[] = [
  { value: 'all', label: 'Tümü' },
  { value: 'active', label: 'Aktif' },
  { value: 'inactive', label: 'Pasif' },
];

/** The bulk confirmation's text: how many, and which of them something uses. */
function bulkDeleteText(count: number, used: { row: FileRow; usage: Usage }[]) {
  const base = `${count} dosya silinecek. Bu işlem geri alınamaz; dosyalar kalıcı olarak silinecek.`;
  if (used.length === 0) return base;
  const shown = used
    .slice(0, 5)
    .map(({ row, usage }) => `“${row.name}” (${usageText(usage)})`)
    .join(', ');
  const more = used.length > 5 ? ` ve ${used.length - 5} dosya daha` : '';
  return `Dikkat, kullanımda olan dosyalar var: ${shown}${more}. ${base}`;
}

/**
 * /admin/documents, 'Dosya Yönetimi' (docs/SPEC.md section 2, admin screen 9): documents and system
 * files in one list, searched, filtered and paged on the client; details, create and edit,
 * delete; beyond the seed, drag-and-drop upload and bulk delete.
 */
export function FilesPage() {
  const search = useSearch({ from: '/admin/documents' });
  const navigate = useNavigate({ from: '/admin/documents' });
  const router = useRouter();
  const queryClient = useQueryClient();
  const id = useId();

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

  // The search box answers every keystroke at once from its own state; the URL follows (replaced,
  // not pushed), and Back or Forward bring the box in line with the URL again.
  const [query, setQuery] = useState(search.q);
  useEffect(
    () =>
      router.history.subscribe(({ location, action }) => {
        if (action.type !== 'BACK' && action.type !== 'FORWARD') return;
        setQuery(parseFileManagerSearch(router.options.parseSearch(location.search)).q);
      }),
    [router],
  );

  const filters = useMemo(
    () => ({ q: query, category: search.category, status: search.status }),
    [query, search.category, search.status],
  );
  const missingAlt = useMissingAltText(rows, documents.data?.documents);
  const filtered = useMemo(() => {
    const matching = filterRows(rows, filters);
    return search.alt === 'eksik' ? matching.filter((row) => missingAlt.has(row.key)) : matching;
  }, [rows, filters, search.alt, missingAlt]);
  const slice = useMemo(
    () => pageOf(filtered, search.page, search.size),
    [filtered, search.page, search.size],
  );

  const change = useCallback(
    (update: Partial<FileManagerSearch>, replace = false) => {
      void navigate({
        search: (previous) => {
          const current = { ...previous, q: query };
          return { ...current, ...update, page: nextPage(current, update) };
        },
        replace,
      });
    },
    [navigate, query],
  );

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
    if (offsetHit)
      void navigate({ search: (previous) => ({ ...previous, page: 1 }), replace: true });
    // Once per result: a later page change by the administrator stays.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resultAt]);

  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const selectedRows = useMemo(() => rows.filter((row) => selected.has(row.key)), [rows, selected]);
  const toggle = (row: FileRow, checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(row.key);
      else next.delete(row.key);
      return next;
    });
  const togglePage = (checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const row of slice.items) {
        if (checked) next.add(row.key);
        else next.delete(row.key);
      }
      return next;
    });

  const [dialog, setDialog] = useState<DialogState>(null);
  const [deleting, setDeleting] = useState(false);
  const { deleteOne, deleteMany, download, refresh } = useFileActions();

  const usageData = async () => {
    try {
      return await Promise.all([
        queryClient.ensureQueryData(relatedProductsQuery()),
        queryClient.ensureQueryData(relatedPagesQuery()),
      ]);
    } catch {
      // Without the lists the delete still asks for confirmation, just without the warning.
      return [[], []] as const;
    }
  };

  const askDelete = async (row: FileRow) => {
    const [productList, pageList] = await usageData();
    const usage = usageOf(row, rows, productList, pageList);
    setDialog(isUsed(usage) ? { kind: 'in-use', row, usage } : { kind: 'delete', row });
  };

  const askBulkDelete = async () => {
    const [productList, pageList] = await usageData();
    const used = selectedRows
      .map((row) => ({ row, usage: usageOf(row, rows, productList, pageList) }))
      .filter(({ usage }) => isUsed(usage));
    setDialog({ kind: 'bulk-delete', rows: selectedRows, used });
  };

  const confirmDelete = async (row: FileRow) => {
    setDeleting(true);
    const done = await deleteOne(row);
    setDeleting(false);
    setDialog(null);
    if (done)
      setSelected((current) => {
        const next = new Set(current);
        next.delete(row.key);
        return next;
      });
  };

  const confirmBulkDelete = async (targets: FileRow[]) => {
    setDeleting(true);
    const deleted = await deleteMany(targets);
    setDeleting(false);
    setDialog(null);
    setSelected((current) => new Set([...current].filter((key) => !deleted.includes(key))));
  };

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
  const uploadInput = useRef<HTMLInputElement>(null);

  const wide = useMediaQuery('(min-width: 1280px)');
  const loading = documents.isPending || files.isPending;
  const filtersOn = hasActiveFilters(filters) || search.alt !== '';

  const saved = async (result: 'created' | 'updated') => {
    setDialog(null);
    showNotice({
      title: DOCUMENT_MESSAGES.saved,
      text: result === 'updated' ? DOCUMENT_MESSAGES.updated : DOCUMENT_MESSAGES.created,
      variant: 'success',
      autoCloseMs: 2000,
    });
    await refresh();
  };

  return (
    <AdminPage
      title={TITLE}
      description={DESCRIPTION}
      actions={
        <>
          <button
            type="button"
            className={secondaryButton}
            disabled={uploads.busy}
            onClick={() => uploadInput.current?.click()}
          >
            Dosya Yükle
          </button>
          <button
            type="button"
            className={primaryButton}
            onClick={() => setDialog({ kind: 'form', document: null })}
          >
            Yeni Dosya
          </button>
          <input
            ref={uploadInput}
            type="file"
            multiple
            aria-label="Sistem dosyası yükle"
            className="sr-only"
            tabIndex={-1}
            onChange={(event) => {
              void uploads.start(Array.from(event.target.files ?? []));
              event.target.value = '';
            }}
          />
        </>
      }
    >
      <div
        role="search"
        aria-label="Dosyaları ara ve filtrele"
        className="grid gap-3 rounded-xl bg-white p-4 shadow-card md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]"
      >
        <div>
          <label htmlFor={`${id}-q`} className="block text-small font-semibold text-concrete-800">
            Ara
          </label>
          <input
            id={`${id}-q`}
            type="search"
            value={query}
            placeholder="Ad veya açıklamada ara..."
            onChange={(event) => {
              setQuery(event.target.value);
              change({ q: event.target.value }, true);
            }}
            className="mt-1.5 block w-full rounded-lg border border-concrete-300 px-3 py-2"
          />
        </div>
        <div>
          <label
            htmlFor={`${id}-category`}
            className="block text-small font-semibold text-concrete-800"
          >
            Kategori
          </label>
          <select
            id={`${id}-category`}
            value={search.category}
            onChange={(event) => change({ category: event.target.value })}
            className="mt-1.5 block w-full rounded-lg border border-concrete-300 bg-white px-3 py-2"
          >
            <option value="">Tümü</option>
            {[
              ...categories,
              ...(search.category && !categories.includes(search.category)
                ? [search.category]
                : []),
            ].map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label
            htmlFor={`${id}-status`}
            className="block text-small font-semibold text-concrete-800"
          >
            Durum
          </label>
          <select
            id={`${id}-status`}
            value={search.status}
            onChange={(event) => change({ status: event.target.value as FileStatusFilter })}
            className="mt-1.5 block w-full rounded-lg border border-concrete-300 bg-white px-3 py-2"
          >
            {statusOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        {filtersOn ? (
          <div className="md:col-span-3">
            <button
              type="button"
              className="text-small font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
              onClick={() => {
                setQuery('');
                change({ q: '', category: '', status: 'all', alt: '', page: 1 });
              }}
            >
              Filtreleri Temizle
            </button>
          </div>
        ) : null}
      </div>

      {missingAlt.size > 0 || search.alt === 'eksik' ? (
        <div
          role="region"
          aria-label="Alternatif metin"
          className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="text-amber-950">
            {missingAlt.size > 0 ? missingAltTextSummary(missingAlt.size) : ALT_TEXT_ALL_DONE}
          </p>
          <button
            type="button"
            className={`${secondaryButton} shrink-0`}
            aria-pressed={search.alt === 'eksik'}
            onClick={() => change({ alt: search.alt === 'eksik' ? '' : 'eksik', page: 1 })}
          >
            {search.alt === 'eksik' ? 'Tüm dosyaları göster' : 'Alternatif metni eksik olanlar'}
          </button>
        </div>
      ) : null}

      {selectedRows.length > 0 ? (
        <div
          role="region"
          aria-label="Toplu işlemler"
          className="flex flex-col gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between"
        >
          <p aria-live="polite" className="font-semibold text-brand-950">
            {selectedRows.length} dosya seçildi
          </p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={secondaryButton}
              onClick={() => setSelected(new Set())}
            >
              Seçimi Temizle
            </button>
            <button type="button" className={dangerButton} onClick={() => void askBulkDelete()}>
              Seçilenleri Sil
            </button>
          </div>
        </div>
      ) : null}

      <DropZone onFiles={(dropped) => void uploads.start(dropped)}>
        <UploadList items={uploads.items} busy={uploads.busy} onClear={uploads.clearFinished} />
        {loading ? (
          <LoadingState text="Dosyalar yükleniyor..." className="py-12" />
        ) : bothFailed ? (
          <div
            role="alert"
            className="rounded-xl border border-red-200 bg-red-50 p-6 text-center text-red-800"
          >
            <p className="font-semibold">{LIST_MESSAGES.loadFailed}</p>
            <button
              type="button"
              className={`${secondaryButton} mt-4`}
              onClick={() => {
                void documents.refetch();
                void files.refetch();
              }}
            >
              Tekrar Dene
            </button>
          </div>
        ) : (
          <>
            {documentsFailed || filesFailed ? (
              <div
                role="status"
                className="flex flex-col gap-2 rounded-lg border border-accent-300 bg-accent-50 p-3 text-small text-accent-900 sm:flex-row sm:items-center sm:justify-between"
              >
                <p>{documentsFailed ? LIST_MESSAGES.documentsFailed : LIST_MESSAGES.filesFailed}</p>
                <button
                  type="button"
                  className="font-semibold underline underline-offset-2"
                  onClick={() => void (documentsFailed ? documents.refetch() : files.refetch())}
                >
                  Tekrar Dene
                </button>
              </div>
            ) : null}
            {rows.length === 0 ? (
              <EmptyState>{LIST_MESSAGES.empty}</EmptyState>
            ) : filtered.length === 0 ? (
              <EmptyState>{filtersOn ? LIST_MESSAGES.noMatch : LIST_MESSAGES.empty}</EmptyState>
            ) : (
              <>
                <FilesTable
                  rows={slice.items}
                  layout={wide ? 'table' : 'cards'}
                  selection={{ selected, onToggle: toggle, onTogglePage: togglePage }}
                  actions={{
                    onDetails: (row) => setDialog({ kind: 'details', row }),
                    onEdit: (row) =>
                      row.document && setDialog({ kind: 'form', document: row.document }),
                    onDelete: (row) => void askDelete(row),
                  }}
                  missingAlt={missingAlt}
                />
                <Pagination
                  total={slice.total}
                  page={slice.page}
                  totalPages={slice.totalPages}
                  pageSize={slice.pageSize}
                  onPage={(page) => change({ page })}
                  onPageSize={(size) => change({ size })}
                />
              </>
            )}
          </>
        )}
      </DropZone>

      {dialog?.kind === 'details' ? (
        <DetailsDialog
          row={dialog.row}
          rows={rows}
          onClose={() => setDialog(null)}
          onDownload={download}
        />
      ) : null}
      {dialog?.kind === 'form' ? (
        <DocumentFormDialog
          document={dialog.document}
          categories={categories.filter((category) => category !== SYSTEM_FILE_CATEGORY)}
          onClose={() => setDialog(null)}
          onSaved={saved}
        />
      ) : null}
      <ConfirmDialog
        open={dialog?.kind === 'in-use'}
        onOpenChange={(open) => !open && setDialog(null)}
        title="Dosya Kullanımda"
        description={dialog?.kind === 'in-use' ? inUseWarning(dialog.row.name, dialog.usage) : ''}
        confirmLabel="Yine de Devam Et"
        cancelLabel="Vazgeç"
        destructive
        onConfirm={() =>
          dialog?.kind === 'in-use' && setDialog({ kind: 'delete', row: dialog.row })
        }
      />
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        onOpenChange={(open) => !open && !deleting && setDialog(null)}
        title="Dosyayı Sil"
        description={dialog?.kind === 'delete' ? deleteConfirmText(dialog.row.name) : ''}
        confirmLabel="Evet, Sil"
        cancelLabel="İptal"
        destructive
        busy={deleting}
        onConfirm={() => dialog?.kind === 'delete' && void confirmDelete(dialog.row)}
      />
      <ConfirmDialog
        open={dialog?.kind === 'bulk-delete'}
        onOpenChange={(open) => !open && !deleting && setDialog(null)}
        title="Seçilen Dosyaları Sil"
        description={
          dialog?.kind === 'bulk-delete' ? bulkDeleteText(dialog.rows.length, dialog.used) : ''
        }
        confirmLabel="Evet, Tümünü Sil"
        cancelLabel="İptal"
        destructive
        busy={deleting}
        onConfirm={() => dialog?.kind === 'bulk-delete' && void confirmBulkDelete(dialog.rows)}
      />
    </AdminPage>
  );
}
