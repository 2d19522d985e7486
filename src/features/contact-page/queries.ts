import { getGetContactContentQueryOptions } from '../../api/generated/content/endpoints/contact-content/contact-content';

/**
 * The contact page's admin-managed content, from the content service (GET /api/contact). With
 * `preview` (a preview link's token, issue 21 section 3) its pending changes; the token is part
 * of the key, so a preview never mixes with the live page.
 */
export const contactContentQuery = (preview?: string) =>
  getGetContactContentQueryOptions(preview ? { Preview: preview } : undefined);

/** The contact page's address. */
export const CONTACT_PATH = '/contact';
