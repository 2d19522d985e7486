import { getGetContactContentQueryOptions } from '../../api/generated/content/endpoints/contact-content/contact-content';

/** The contact page's admin-managed content, from the content service (GET /api/contact). */
export const contactContentQuery = () => getGetContactContentQueryOptions();
