import {
  getGetPageByNameQueryKey,
  getGetPageByNameQueryOptions,
} from '../../api/generated/backend/endpoints/page/page';

// The route file imports this module for its loader, so it is in the first bundle: keep it free
// of anything but the generated page query (the editor's code loads with the screen).

/** docs/SPEC.md section 9: the home page is the page named 'Anasayfa'. */
const HOME_PAGE_NAME = 'Anasayfa';

/** The same query the public home reads, so a save here shows there at once. */
export const homePageQuery = () => getGetPageByNameQueryOptions(HOME_PAGE_NAME);
export const homePageQueryKey = () => getGetPageByNameQueryKey(HOME_PAGE_NAME);
