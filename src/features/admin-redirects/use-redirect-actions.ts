import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createRedirect,
  deleteRedirect,
} from '../../api/generated/backend/endpoints/redirect/redirect';
import type { Redirect, RedirectCreate } from '../../api/generated/backend/model';
import { ReauthCancelledError, withReauth } from '../../lib/reauth';
import { notifyError, notifySuccess } from '../../lib/toast';
import { MESSAGES } from '../../../core/domain/messages';
import { REDIRECT_TEXTS } from './labels';
import { redirectsQueryKey } from './queries';

/**
 * Adding a redirect (POST /api/Redirect) and removing one (DELETE /api/Redirect/{id}), through the
 * in-page sign-in on a 401; the overview is refetched after each. A refused add is left to the
 * dialog, which shows the messages on its fields.
 */
export function useRedirectActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: redirectsQueryKey() });

  const create = useMutation({
    mutationFn: (body: RedirectCreate) => withReauth(() => createRedirect(body)),
    onSuccess: (reply) => notifySuccess(reply.message ?? MESSAGES.redirectCreated),
    onSettled: refresh,
  });

  const remove = useMutation({
    mutationFn: (redirect: Redirect) => withReauth(() => deleteRedirect(redirect.id)),
    onSuccess: (reply) => notifySuccess(reply.message ?? MESSAGES.redirectDeleted),
    onError: (error) => {
      // Giving up the in-page sign-in leads to /login: no error toast for that.
      if (!(error instanceof ReauthCancelledError)) notifyError(REDIRECT_TEXTS.removeFailed);
    },
    onSettled: refresh,
  });

  return { create, remove };
}

export type RedirectActions = ReturnType<typeof useRedirectActions>;
