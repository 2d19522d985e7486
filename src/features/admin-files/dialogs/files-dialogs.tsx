import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Document } from '../../../api/generated/backend/model';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { showNotice } from '../../../components/notice/notice-store';
import { useDialogState, type DialogState } from '../../../components/use-dialog-state';
import { DetailsDialog } from './details-dialog';
import { DOCUMENT_MESSAGES } from '../../../components/admin/document-form/document-form-rules';
import { DocumentFormDialog } from '../../../components/admin/document-form/document-form-dialog';
import { SYSTEM_FILE_CATEGORY, type FileRow } from '../list/file-rows';
import { relatedPagesQuery, relatedProductsQuery } from '../queries';
import { RefusedDialog } from './refused-dialog';
import {
  deleteConfirmText,
  inUseWarning,
  isUsed,
  usageOf,
  usageText,
  type Usage,
} from '../actions/related';
import { useFileActions, type RefusedDelete } from '../actions/use-file-actions';

/** The file manager's dialogs, and what each shows. */
type FilesDialog =
  | { kind: 'details'; row: FileRow }
  | { kind: 'form'; document: Document | null }
  | { kind: 'in-use'; row: FileRow; usage: Usage }
  | { kind: 'delete'; row: FileRow }
  | { kind: 'bulk-delete'; rows: FileRow[]; used: { row: FileRow; usage: Usage }[] }
  | { kind: 'refused'; refused: RefusedDelete[] };

export const useFilesDialogs = () => useDialogState<FilesDialog>();
type FilesDialogState = DialogState<FilesDialog>;

/** The bulk confirmation's text: how many, and which of them something uses. */
function bulkDeleteText(count: number, used: { row: FileRow; usage: Usage }[]) {
  const base = `${count} dosya çöp kutusuna taşınacak. 30 gün içinde Çöp Kutusu’ndan geri yükleyebilirsiniz; sonra kalıcı olarak silinirler.`;
  if (used.length === 0) return base;
  const shown = used
    .slice(0, 5)
    .map(({ row, usage }) => `“${row.name}” (${usageText(usage)})`)
    .join(', ');
  const more = used.length > 5 ? ` ve ${used.length - 5} dosya daha` : '';
  return `Dikkat, kullanımda olan dosyalar var: ${shown}${more}. ${base}`;
}

/**
 * A delete asks first: with a warning when a product or page uses the file (docs/SPEC.md section
 * 2, admin screen 9), else with the plain confirmation.
 */
export function useDeleteRequests(state: FilesDialogState, rows: readonly FileRow[]) {
  const queryClient = useQueryClient();

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
    state.open(isUsed(usage) ? { kind: 'in-use', row, usage } : { kind: 'delete', row });
  };

  const askBulkDelete = async (selected: FileRow[]) => {
    const [productList, pageList] = await usageData();
    const used = selected
      .map((row) => ({ row, usage: usageOf(row, rows, productList, pageList) }))
      .filter(({ usage }) => isUsed(usage));
    state.open({ kind: 'bulk-delete', rows: selected, used });
  };

  return { askDelete, askBulkDelete };
}

/**
 * Every dialog of the file manager: details, create/edit, the three delete confirmations, and
 * the list of users when the server refuses a delete (409). `onDeleted` gets the keys of the rows
 * that are gone, so the selection can let go of them; a refused row stays, and stays selected.
 */
export function FilesDialogs({
  state,
  rows,
  categories,
  onDeleted,
}: {
  state: FilesDialogState;
  rows: readonly FileRow[];
  categories: readonly string[];
  onDeleted: (keys: string[]) => void;
}) {
  const { dialog, open, close } = state;
  const [deleting, setDeleting] = useState(false);
  const { deleteOne, deleteMany, download, refresh } = useFileActions();

  const confirmDelete = async (row: FileRow) => {
    setDeleting(true);
    const outcome = await deleteOne(row);
    setDeleting(false);
    if (outcome === 'deleted') {
      close();
      onDeleted([row.key]);
    } else if (outcome) open({ kind: 'refused', refused: [outcome] });
    else close();
  };

  const confirmBulkDelete = async (targets: FileRow[]) => {
    setDeleting(true);
    const { deleted, refused } = await deleteMany(targets);
    setDeleting(false);
    if (refused.length > 0) open({ kind: 'refused', refused });
    else close();
    onDeleted(deleted);
  };

  const saved = async (message: string) => {
    close();
    showNotice({
      title: DOCUMENT_MESSAGES.saved,
      text: message,
      variant: 'success',
      autoCloseMs: 2000,
    });
    await refresh();
  };

  return (
    <>
      {dialog?.kind === 'details' ? (
        <DetailsDialog row={dialog.row} rows={rows} onClose={close} onDownload={download} />
      ) : null}
      {dialog?.kind === 'form' ? (
        <DocumentFormDialog
          place="files"
          // A restored revision opens the form again on the document as it is now.
          key={dialog.document ? `${dialog.document.id}-${dialog.document.updatedAt}` : 'new'}
          document={dialog.document}
          categories={categories.filter((category) => category !== SYSTEM_FILE_CATEGORY)}
          onClose={close}
          onSaved={(_document, message) => saved(message)}
          onRestored={async (restored) => {
            open({ kind: 'form', document: restored });
            await refresh();
          }}
        />
      ) : null}
      <ConfirmDialog
        open={dialog?.kind === 'in-use'}
        onOpenChange={(isOpen) => !isOpen && close()}
        title="Dosya Kullanımda"
        description={dialog?.kind === 'in-use' ? inUseWarning(dialog.row, dialog.usage) : ''}
        confirmLabel="Yine de Devam Et"
        cancelLabel="Vazgeç"
        destructive
        onConfirm={() => dialog?.kind === 'in-use' && open({ kind: 'delete', row: dialog.row })}
      />
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        onOpenChange={(isOpen) => !isOpen && !deleting && close()}
        title="Dosyayı Sil"
        description={dialog?.kind === 'delete' ? deleteConfirmText(dialog.row.name) : ''}
        confirmLabel="Evet, Sil"
        cancelLabel="İptal"
        destructive
        busy={deleting}
        onConfirm={() => dialog?.kind === 'delete' && void confirmDelete(dialog.row)}
      />
      {dialog?.kind === 'refused' ? (
        <RefusedDialog refused={dialog.refused} onClose={close} />
      ) : null}
      <ConfirmDialog
        open={dialog?.kind === 'bulk-delete'}
        onOpenChange={(isOpen) => !isOpen && !deleting && close()}
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
    </>
  );
}
