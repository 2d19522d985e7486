import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  deleteContact,
  updateContact,
} from '../../api/generated/backend/endpoints/contact/contact';
import type { Contact, ContactInboxResponse } from '../../api/generated/backend/model';
import { ReauthCancelledError, withReauth } from '../../lib/reauth';
import { notifyError, notifySuccess } from '../../lib/toast';
import {
  DELETE_FAILURE_MESSAGE,
  DELETE_SUCCESS_MESSAGE,
  NOT_SPAM_SUCCESS_MESSAGE,
  UPDATE_FAILURE_MESSAGE,
  enquiryUpdate,
} from './enquiries';
import { inboxQueryKeyPrefix } from './queries';

/** Giving up the in-page sign-in leads to /login: no error toast for that. */
const worthReporting = (error: unknown) => !(error instanceof ReauthCancelledError);

/**
 * Marking an enquiry read or unread and 'Spam değil' (PUT /api/Contact), and deleting it
 * (DELETE /api/Contact/{id}), all through the in-page sign-in on a 401. The read state shows at
 * once on every inbox page held (the side menu's badge included); then they are all refetched.
 */
export function useEnquiryActions() {
  const queryClient = useQueryClient();
  const queryKey = inboxQueryKeyPrefix();
  const refresh = () => queryClient.invalidateQueries({ queryKey });

  const setRead = useMutation({
    mutationFn: ({ enquiry, isRead }: { enquiry: Contact; isRead: boolean }) =>
      withReauth(() => updateContact(enquiryUpdate(enquiry, { isRead }))),
    onMutate: async ({ enquiry, isRead }) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueriesData<ContactInboxResponse>({ queryKey });
      const change = enquiry.isSpam || enquiry.isRead === isRead ? 0 : isRead ? -1 : 1;
      queryClient.setQueriesData<ContactInboxResponse>({ queryKey }, (current) =>
        current
          ? {
              ...current,
              data: {
                ...current.data,
                items: current.data.items.map((item) =>
                  item.id === enquiry.id ? { ...item, isRead } : item,
                ),
                unreadCount: Math.max(0, current.data.unreadCount + change),
              },
            }
          : current,
      );
      return { previous };
    },
    onError: (error, _variables, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
      if (worthReporting(error)) notifyError(UPDATE_FAILURE_MESSAGE);
    },
    onSettled: refresh,
  });

  const notSpam = useMutation({
    mutationFn: (enquiry: Contact) =>
      withReauth(() => updateContact(enquiryUpdate(enquiry, { isSpam: false }))),
    onSuccess: () => notifySuccess(NOT_SPAM_SUCCESS_MESSAGE),
    onError: (error) => {
      if (worthReporting(error)) notifyError(UPDATE_FAILURE_MESSAGE);
    },
    onSettled: refresh,
  });

  const remove = useMutation({
    mutationFn: (enquiry: Contact) => withReauth(() => deleteContact(enquiry.id)),
    onSuccess: () => notifySuccess(DELETE_SUCCESS_MESSAGE),
    onError: (error) => {
      if (worthReporting(error)) notifyError(DELETE_FAILURE_MESSAGE);
    },
    onSettled: refresh,
  });

  return { setRead, notSpam, remove };
}
