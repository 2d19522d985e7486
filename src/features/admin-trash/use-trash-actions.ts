import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  purgeTrashEntry,
  restoreTrashEntry,
} from '../../api/generated/backend/endpoints/trash/trash';
import type { TrashEntry } from '../../api/generated/backend/model';
import { isApiError } from '../../api/api-error';
import { ReauthCancelledError, withReauth } from '../../lib/reauth';
import { notifyError, notifySuccess } from '../../lib/toast';
import { PURGE_FAILURE_MESSAGE, RESTORE_FAILURE_MESSAGE, purgedText, restoredText } from './labels';
import { trashQueryKeyPrefix } from './queries';

/** Giving up the in-page sign-in leads to /login: no error toast for that. */
const worthReporting = (error: unknown) => !(error instanceof ReauthCancelledError);

/**
 * 'Geri yükle' (POST /api/Trash/{id}/restore) and 'Kalıcı olarak sil' (DELETE /api/Trash/{id}),
 * through the in-page sign-in on a 401. A restore brings a record back into every other list
 * (products, pages, files, the inbox), so it refreshes every query; a clash (409) is left to the
 * screen, which shows the server's message naming the slug.
 */
export function useTrashActions({ onClash }: { onClash: (message: string) => void }) {
  const queryClient = useQueryClient();

  const restore = useMutation({
    mutationFn: (entry: TrashEntry) => withReauth(() => restoreTrashEntry(entry.id)),
    onSuccess: (_reply, entry) => notifySuccess(restoredText(entry.name)),
    onError: (error) => {
      if (isApiError(error) && error.status === 409) onClash(error.message);
      else if (worthReporting(error)) notifyError(RESTORE_FAILURE_MESSAGE);
    },
    onSettled: () => queryClient.invalidateQueries(),
  });

  const purge = useMutation({
    mutationFn: (entry: TrashEntry) => withReauth(() => purgeTrashEntry(entry.id)),
    onSuccess: (_reply, entry) => notifySuccess(purgedText(entry.name)),
    onError: (error) => {
      if (worthReporting(error)) notifyError(PURGE_FAILURE_MESSAGE);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: trashQueryKeyPrefix() }),
  });

  return { restore, purge };
}
