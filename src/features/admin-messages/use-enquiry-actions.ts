import { useQueryClient } from '@tanstack/react-query';
import {
  deleteContact,
  getGetContactByIdQueryKey,
  updateContact,
} from '../../api/generated/backend/endpoints/contact/contact';
import type {
  Contact,
  ContactInboxResponse,
  ContactResponse,
} from '../../api/generated/backend/model';
import { useSave } from '../../lib/save';
import {
  DELETE_FAILURE_MESSAGE,
  DELETE_SUCCESS_MESSAGE,
  NOT_SPAM_SUCCESS_MESSAGE,
  UPDATE_FAILURE_MESSAGE,
  enquiryUpdate,
} from './enquiries';
import { inboxQueryKeyPrefix } from './queries';

/**
 * Marking an enquiry read or unread and 'Spam değil' (PUT /api/Contact), and deleting it
 * (DELETE /api/Contact/{id}). The read state shows at once on every inbox page held (the side
 * menu's badge included) and on the enquiry's own read, and comes back if the save fails; then
 * they are all refetched.
 */
export function useEnquiryActions() {
  const queryClient = useQueryClient();
  const queryKey = inboxQueryKeyPrefix();
  const refresh = () => queryClient.invalidateQueries({ queryKey });
  // Not after a delete: the open enquiry's read would answer 404 before the view closes.
  const refreshWith = (enquiry: Contact) =>
    Promise.all([
      refresh(),
      queryClient.invalidateQueries({ queryKey: getGetContactByIdQueryKey(enquiry.id) }),
    ]);

  const setRead = useSave({
    save: ({ enquiry, isRead }: { enquiry: Contact; isRead: boolean }) =>
      updateContact(enquiryUpdate(enquiry, { isRead })),
    failure: UPDATE_FAILURE_MESSAGE,
    optimistic: async ({ enquiry, isRead }) => {
      const ownKey = getGetContactByIdQueryKey(enquiry.id);
      await Promise.all([
        queryClient.cancelQueries({ queryKey }),
        queryClient.cancelQueries({ queryKey: ownKey }),
      ]);
      const previous = queryClient.getQueriesData<ContactInboxResponse>({ queryKey });
      const own = queryClient.getQueryData<ContactResponse>(ownKey);
      if (own) queryClient.setQueryData(ownKey, { ...own, data: { ...own.data, isRead } });
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
      return () => {
        for (const [key, data] of previous) queryClient.setQueryData(key, data);
        if (own) queryClient.setQueryData(ownKey, own);
      };
    },
    onSettled: ({ enquiry }) => refreshWith(enquiry),
  });

  const notSpam = useSave({
    save: (enquiry: Contact) => updateContact(enquiryUpdate(enquiry, { isSpam: false })),
    failure: UPDATE_FAILURE_MESSAGE,
    success: NOT_SPAM_SUCCESS_MESSAGE,
    onSettled: refreshWith,
  });

  const remove = useSave({
    save: (enquiry: Contact) => deleteContact(enquiry.id),
    failure: DELETE_FAILURE_MESSAGE,
    success: DELETE_SUCCESS_MESSAGE,
    onSettled: refresh,
  });

  return { setRead, notSpam, remove };
}
