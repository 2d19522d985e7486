import { useQueryClient } from '@tanstack/react-query';
import {
  addContactNote,
  getGetContactByIdQueryKey,
  updateContactFollowUp,
} from '../../api/generated/backend/endpoints/contact/contact';
import type { ContactFollowUp, ContactResponse } from '../../api/generated/backend/model';
import { useSave } from '../../lib/save';
import {
  FOLLOW_UP_FAILURE_MESSAGE,
  FOLLOW_UP_SUCCESS_MESSAGE,
  NOTE_FAILURE_MESSAGE,
  NOTE_SUCCESS_MESSAGE,
} from './enquiries';
import { inboxQueryKeyPrefix } from './queries';

/**
 * An enquiry's follow-up (issue 48): its status, assignee and callback date
 * (PUT /api/Contact/{id}/follow-up, only the changed fields) and a new note
 * (POST /api/Contact/{id}/notes). The reply is the enquiry as stored, shown at once; the inbox's
 * pages and the menu badge are read again.
 */
export function useFollowUp(id: string) {
  const queryClient = useQueryClient();
  const store = (reply: ContactResponse) => {
    queryClient.setQueryData(getGetContactByIdQueryKey(id), reply);
  };
  const refresh = () => queryClient.invalidateQueries({ queryKey: inboxQueryKeyPrefix() });

  const update = useSave({
    save: (change: ContactFollowUp) => updateContactFollowUp(id, change),
    failure: FOLLOW_UP_FAILURE_MESSAGE,
    success: FOLLOW_UP_SUCCESS_MESSAGE,
    onSaved: store,
    onSettled: refresh,
  });

  const addNote = useSave({
    save: (text: string) => addContactNote(id, { text }),
    failure: NOTE_FAILURE_MESSAGE,
    success: NOTE_SUCCESS_MESSAGE,
    onSaved: store,
    onSettled: refresh,
  });

  return { update, addNote };
}
