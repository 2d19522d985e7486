import { getGetPageByNameQueryOptions } from '../../api/generated/backend/endpoints/page/page';

import { ABOUT_PAGE_NAME } from '../../../core/lib/page-names';

/** docs/SPEC.md section 9: the about page is the page named 'Hakkımızda'. */
export { ABOUT_PAGE_NAME };
export const aboutPageQuery = () => getGetPageByNameQueryOptions(ABOUT_PAGE_NAME);
