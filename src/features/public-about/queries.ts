import { getGetPageByNameQueryOptions } from '../../api/generated/backend/endpoints/page/page';

import { ABOUT_PAGE_NAME } from '../../../core/lib/page-names';

/** docs/SPEC.md section 9: the about page is the page named 'Hakkımızda'. */
export { ABOUT_PAGE_NAME };
/** With `preview` (a preview link's token, issue 21 section 3) the page's pending changes. */
export const aboutPageQuery = (preview?: string) =>
  getGetPageByNameQueryOptions(ABOUT_PAGE_NAME, preview ? { Preview: preview } : undefined);

/** The about page's address. */
export const ABOUT_PATH = '/about';
