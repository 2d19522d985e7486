import { getGetPageByNameQueryOptions } from '../../api/generated/backend/endpoints/page/page';

import { HOME_PAGE_NAME } from '../../../core/lib/page-names';

/**
 * docs/SPEC.md section 9: the home page is the page named 'Anasayfa'. With `preview` (a preview
 * link's token, issue 21 section 3) its pending changes; the token is part of the key, so a
 * preview never mixes with the live page.
 */
export const homePageQuery = (preview?: string) =>
  getGetPageByNameQueryOptions(HOME_PAGE_NAME, preview ? { Preview: preview } : undefined);

/** The home page's address. */
export const HOME_PATH = '/';
