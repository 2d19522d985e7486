import {
  getListContactsQueryKey,
  getListContactsQueryOptions,
} from '../../api/generated/backend/endpoints/contact/contact';

/**
 * Every stored enquiry (GET /api/Contact). The side menu's unread badge reads the same query, so
 * invalidating {@link enquiriesQueryKey} after a change updates both.
 */
export const enquiriesQuery = () => getListContactsQueryOptions();
export const enquiriesQueryKey = () => getListContactsQueryKey();
