import { getGetPageByNameQueryOptions } from '../../api/generated/backend/endpoints/page/page';

import { HOME_PAGE_NAME } from '../../../core/lib/page-names';

/** docs/SPEC.md section 9: the home page is the page named 'Anasayfa'. */
export const homePageQuery = () => getGetPageByNameQueryOptions(HOME_PAGE_NAME);
