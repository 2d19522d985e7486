import {
  getGetPageByNameQueryKey,
  getGetPageByNameQueryOptions,
} from '../../api/generated/backend/endpoints/page/page';

// The route file imports this module for its loader, so it stays in the first bundle: keep it
// free of anything but the generated query (the editor's code loads with the screen).

/** docs/SPEC.md section 9: the about page is the page named 'Hakkımızda'. */
export const ABOUT_PAGE_NAME = 'Hakkımızda';

/** The page 'Hakkımızda': the same query the public /about reads, so a save shows there at once. */
export const aboutEditorQuery = () => getGetPageByNameQueryOptions(ABOUT_PAGE_NAME);
export const aboutPageQueryKey = () => getGetPageByNameQueryKey(ABOUT_PAGE_NAME);
