import { getGetPageByNameQueryOptions } from '../../api/generated/backend/endpoints/page/page';

/** SPEC.md section 9: the about page is the page named 'Hakkımızda'. */
export const ABOUT_PAGE_NAME = 'Hakkımızda';
export const aboutPageQuery = () => getGetPageByNameQueryOptions(ABOUT_PAGE_NAME);
