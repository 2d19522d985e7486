import { useQueryClient } from '@tanstack/react-query';
import {
  deleteContact,
  updateContact,
} from '../../api/generated/backend/endpoints/contact/contact';
import type { Contact, ContactInboxResponse } from '../../api/generated/backend/model';
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
 * menu's badge included), and comes back if the save fails; then they are all refetched.
 */
export function useEnquiryActions() {
  const queryClient = useQueryClient();
  const queryKey = inboxQueryKeyPrefix();
  const refresh = () => queryClient.invalidateQueries({ queryKey });

  const setRead = useSave({
    save: ({ enquiry, isRead }: { enquiry: Contact; isRead: boolean }) =>
      updateContact(enquiryUpdate(enquiry, { isRead })),
    failure: UPDATE_FAILURE_MESSAGE,
    optimistic: async ({ enquiry, isRead }) => {
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
      return () => {
        for (const [key, data] of previous) queryClient.setQueryData(key, data);
      };
    },
    onSettled: refresh,
  });

  const notSpam = useSave({
    save: (enquiry: Contact) => updateContact(enquiryUpdate(enquiry, { isSpam: false })),
    failure: UPDATE_FAILURE_MESSAGE,
    success: NOT_SPAM_SUCCESS_MESSAGE,
    onSettled: refresh,
  });

  const remove = useSave({
    save: (enquiry: Contact) => deleteContact(enquiry.id),
    failure: DELETE_FAILURE_MESSAGE,
    success: DELETE_SUCCESS_MESSAGE,
    onSettled: refresh,
  });

  return { setRead, notSpam, remove };
}
