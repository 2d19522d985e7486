import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  deleteContact,
  updateContact,
} from '../../api/generated/backend/endpoints/contact/contact';
import type { Contact, ContactListResponse } from '../../api/generated/backend/model';
import { ReauthCancelledError, withReauth } from '../../lib/reauth';
import { notifyError, notifySuccess } from '../../lib/toast';
import {
  DELETE_FAILURE_MESSAGE,
  DELETE_SUCCESS_MESSAGE,
  UPDATE_FAILURE_MESSAGE,
  readStateUpdate,
} from './enquiries';
import { enquiriesQueryKey } from './queries';

/** Giving up the in-page sign-in leads to /login: no error toast for that. */
const worthReporting = (error: unknown) => !(error instanceof ReauthCancelledError);

/**
 * Marking an enquiry read or unread (PUT /api/Contact) and deleting it (DELETE /api/Contact/{id}),
 * both through the in-page sign-in on a 401. The list query, which the side menu's unread badge
 * reads too, is updated at once and then refetched.
 */
export function useEnquiryActions() {
  const queryClient = useQueryClient();
  const queryKey = enquiriesQueryKey();

  const patchList = (change: (enquiries: Contact[]) => Contact[]) =>
    queryClient.setQueryData<ContactListResponse>(queryKey, (current) =>
      current ? { ...current, data: change(current.data) } : current,
    );
  const refresh = () => queryClient.invalidateQueries({ queryKey });

  const setRead = useMutation({
    mutationFn: ({ enquiry, isRead }: { enquiry: Contact; isRead: boolean }) =>
      withReauth(() => updateContact(readStateUpdate(enquiry, isRead))),
    onMutate: async ({ enquiry, isRead }) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<ContactListResponse>(queryKey);
      patchList((enquiries) =>
        enquiries.map((item) => (item.id === enquiry.id ? { ...item, isRead } : item)),
      );
      return { previous };
    },
    onError: (error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      if (worthReporting(error)) notifyError(UPDATE_FAILURE_MESSAGE);
    },
    onSettled: refresh,
  });

  const remove = useMutation({
    mutationFn: (enquiry: Contact) => withReauth(() => deleteContact(enquiry.id)),
    onSuccess: (_reply, enquiry) => {
      patchList((enquiries) => enquiries.filter((item) => item.id !== enquiry.id));
      notifySuccess(DELETE_SUCCESS_MESSAGE);
    },
    onError: (error) => {
      if (worthReporting(error)) notifyError(DELETE_FAILURE_MESSAGE);
    },
    onSettled: refresh,
  });

  return { setRead, remove };
}
