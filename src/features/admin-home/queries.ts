import {
  getGetPageByNameQueryKey,
  getGetPageByNameQueryOptions,
} from '../../api/generated/backend/endpoints/page/page';

// The route file imports this module for its loader, so it is in the first bundle: keep it free
// of anything but the generated page query (the editor's code loads with the screen).

/** docs/SPEC.md section 9: the home page is the page named 'Anasayfa'. */
const HOME_PAGE_NAME = 'Anasayfa';

/**
 * The page as the panel reads it (`Drafts=true`, with the token: its pending changes when it has
 * some, issue 21). Its key starts with the public home's, which a save reads again.
 */
export const homePageQuery = () =>
  getGetPageByNameQueryOptions(HOME_PAGE_NAME, { Drafts: true }, { request: { withToken: true } });
/** The start of every read of the page: the panel's and the public ones (a preview's too). */
export const homePageQueryKey = () => getGetPageByNameQueryKey(HOME_PAGE_NAME);
