import { useQueryClient } from '@tanstack/react-query';
import {
  purgeTrashEntry,
  restoreTrashEntry,
} from '../../api/generated/backend/endpoints/trash/trash';
import type { TrashEntry } from '../../api/generated/backend/model';
import { isApiError } from '../../api/api-error';
import { useSave } from '../../lib/save';
import { PURGE_FAILURE_MESSAGE, RESTORE_FAILURE_MESSAGE, purgedText, restoredText } from './labels';
import { trashQueryKeyPrefix } from './queries';

/**
 * 'Geri yükle' (POST /api/Trash/{id}/restore) and 'Kalıcı olarak sil' (DELETE /api/Trash/{id}). A
 * restore brings a record back into every other list (products, pages, files, the inbox), so it
 * refreshes every query; a clash (409) is left to the screen, which shows the server's message
 * naming the slug.
 */
export function useTrashActions({ onClash }: { onClash: (message: string) => void }) {
  const queryClient = useQueryClient();

  const restore = useSave({
    save: (entry: TrashEntry) => restoreTrashEntry(entry.id),
    failure: RESTORE_FAILURE_MESSAGE,
    success: (_reply, entry) => restoredText(entry.name),
    onRefused: (error) => {
      if (!(isApiError(error) && error.status === 409)) return false;
      onClash(error.message);
      return true;
    },
    onSettled: () => queryClient.invalidateQueries(),
  });

  const purge = useSave({
    save: (entry: TrashEntry) => purgeTrashEntry(entry.id),
    failure: PURGE_FAILURE_MESSAGE,
    success: (_reply, entry) => purgedText(entry.name),
    onSettled: () => queryClient.invalidateQueries({ queryKey: trashQueryKeyPrefix() }),
  });

  return { restore, purge };
}
