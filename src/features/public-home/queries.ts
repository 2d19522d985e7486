import { getGetPageByNameQueryOptions } from '../../api/generated/backend/endpoints/page/page';

/** SPEC.md section 9: the home page is the page named 'Anasayfa'. */
export const HOME_PAGE_NAME = 'Anasayfa';
export const homePageQuery = () => getGetPageByNameQueryOptions(HOME_PAGE_NAME);
