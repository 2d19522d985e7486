import { useQueryClient } from '@tanstack/react-query';
import type { UseFormSetError } from 'react-hook-form';
import {
  createRedirect,
  deleteRedirect,
} from '../../api/generated/backend/endpoints/redirect/redirect';
import type { Redirect, RedirectCreate } from '../../api/generated/backend/model';
import { useSave } from '../../lib/save';
import { type FailureWording } from '../../lib/failure';
import { MESSAGES } from '../../../core/domain/messages';
import { REDIRECT_TEXTS } from './labels';
import { redirectsQueryKey } from './queries';
import type { RedirectFormValues } from './redirect-form';

/** The fields a refusal of the add dialog may name. */
const REDIRECT_FIELDS = ['from', 'to'] as const;

/** A refused add: the reply's message (the server's or the client's), else the general one. */
const CREATE_WORDING: FailureWording = {
  fallback: REDIRECT_TEXTS.createFailed,
  reason: 'error',
};

/** The redirects overview is read again after every change. */
function useRefreshRedirects() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: redirectsQueryKey() });
}

/**
 * Removing a redirect (DELETE /api/Redirect/{id}) from the overview, which is refetched after it.
 */
export function useRedirectActions() {
  const remove = useSave({
    save: (redirect: Redirect) => deleteRedirect(redirect.id),
    failure: REDIRECT_TEXTS.removeFailed,
    success: (reply) => reply.message ?? MESSAGES.redirectDeleted,
    onSettled: useRefreshRedirects(),
  });
  return { remove };
}

export type RedirectActions = ReturnType<typeof useRedirectActions>;

/**
 * Adding a redirect (POST /api/Redirect) from its dialog: a refusal puts the server's messages on
 * the dialog's fields; one that fits none is the reply's message, or 'Yönlendirme eklenemedi.'.
 */
export function useCreateRedirect(setError: UseFormSetError<RedirectFormValues>) {
  return useSave({
    save: (body: RedirectCreate) => createRedirect(body),
    failure: CREATE_WORDING,
    success: (reply) => reply.message ?? MESSAGES.redirectCreated,
    onSettled: useRefreshRedirects(),
    form: { setError, fields: REDIRECT_FIELDS },
  });
}
