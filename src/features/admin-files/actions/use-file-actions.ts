import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { deleteDocument } from '../../../api/generated/backend/endpoints/document/document';
import { deleteFile } from '../../../api/generated/backend/endpoints/file/file';
import { isApiError } from '../../../api/api-error';
import { showNotice } from '../../../components/notice/notice-store';
import { useSave } from '../../../lib/save';
import { describeFailure } from '../../../lib/failure';
import { notifyError, notifySuccess } from '../../../lib/toast';
import { DOWNLOAD_MESSAGES, downloadName, fetchRowFile } from './download';
import { saveBlob } from '../../../lib/save-blob';
import type { FileRow } from '../list/file-rows';
import { touchesFiles } from '../queries';
import { usageFromReply, type Usage } from './related';

const DELETE_MESSAGES = {
  deleted: 'Dosya başarıyla silindi!',
  failed: 'Dosya silinirken bir hata oluştu.',
} as const;

/** The summary toast of a bulk delete. */
export function bulkDeleteSummary(deleted: number, failed: number): { ok: boolean; text: string } {
  if (failed === 0) return { ok: true, text: `${deleted} dosya silindi.` };
  if (deleted === 0) return { ok: false, text: `${failed} dosya silinemedi.` };
  return { ok: false, text: `${deleted} dosya silindi, ${failed} dosya silinemedi.` };
}

/** DELETE /api/Document/{id} for a document, DELETE /api/File/{id} for a system file. */
const remove = (row: FileRow) =>
  row.kind === 'document' ? deleteDocument(row.id) : deleteFile(row.id);

/** A file the server would not delete because records use it (409), with who uses it. */
export interface RefusedDelete {
  row: FileRow;
  usage: Usage;
}

/** The users a delete's 409 names; null for any other failure. */
const refusalOf = (error: unknown): Usage | null =>
  isApiError(error) && error.status === 409 ? usageFromReply(error.errors) : null;

/**
 * What the rows' buttons do beyond opening a dialog: delete one or many, and download. After a
 * change every query that shows files is refreshed: the list, the picker, and the public pages'
 * products and pages.
 */
export function useFileActions() {
  const queryClient = useQueryClient();
  const refresh = useCallback(
    () => queryClient.invalidateQueries({ predicate: (query) => touchesFiles(query.queryKey) }),
    [queryClient],
  );

  /**
   * Deletes one row: 'deleted', or the users the server named when it refused (no toast: the
   * caller shows them), or undefined after any other failure (told in a toast).
   */
  const { run: deleteOne } = useSave({
    save: async (row: FileRow): Promise<'deleted' | RefusedDelete> => {
      try {
        await remove(row);
      } catch (error) {
        const usage = refusalOf(error);
        if (!usage) throw error;
        return { row, usage };
      }
      return 'deleted';
    },
    failure: DELETE_MESSAGES.failed,
    success: (outcome) => (outcome === 'deleted' ? DELETE_MESSAGES.deleted : null),
    // After a refusal too: what the lists knew of the file's users was out of date.
    onSaved: () => refresh(),
  });

  /** Deletes one after another; the keys of the deleted rows come back, and the refusals. */
  const deleteMany = useCallback(
    async (rows: readonly FileRow[]): Promise<{ deleted: string[]; refused: RefusedDelete[] }> => {
      const deleted: string[] = [];
      const refused: RefusedDelete[] = [];
      let failed = 0;
      for (const row of rows) {
        try {
          await remove(row);
          deleted.push(row.key);
        } catch (error) {
          // A cancelled sign-in stops the loop: the panel goes to /login.
          if (!describeFailure(error, DELETE_MESSAGES.failed)) break;
          failed += 1;
          const usage = refusalOf(error);
          if (usage) refused.push({ row, usage });
        }
      }
      const summary = bulkDeleteSummary(deleted.length, failed);
      if (summary.ok) notifySuccess(summary.text);
      else notifyError(summary.text);
      await refresh();
      return { deleted, refused };
    },
    [refresh],
  );

  const download = useCallback(async (row: FileRow) => {
    try {
      saveBlob(await fetchRowFile(row), downloadName(row));
      notifySuccess(DOWNLOAD_MESSAGES.started);
    } catch (error) {
      // Nothing to say after a cancelled sign-in; any other failure has SPEC's fixed words.
      if (!describeFailure(error, DOWNLOAD_MESSAGES.failed)) return;
      showNotice({
        title: DOWNLOAD_MESSAGES.failedTitle,
        text: DOWNLOAD_MESSAGES.failed,
        variant: 'error',
        confirmLabel: 'Tamam',
      });
    }
  }, []);

  return { deleteOne, deleteMany, download, refresh };
}
