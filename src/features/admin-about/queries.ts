import {
  getGetPageByNameQueryKey,
  getGetPageByNameQueryOptions,
} from '../../api/generated/backend/endpoints/page/page';

// The route file imports this module for its loader, so it stays in the first bundle: keep it
// free of anything but the generated query (the editor's code loads with the screen).

/** docs/SPEC.md section 9: the about page is the page named 'Hakkımızda'. */
export const ABOUT_PAGE_NAME = 'Hakkımızda';

/**
 * The page 'Hakkımızda' as the panel reads it (`Drafts=true`, with the token: its pending changes
 * when it has some, issue 21). Its key starts with the public read's, which a save reads again.
 */
export const aboutEditorQuery = () =>
  getGetPageByNameQueryOptions(ABOUT_PAGE_NAME, { Drafts: true }, { request: { withToken: true } });
/** The start of every read of the page: the panel's and the public ones (a preview's too). */
export const aboutPageQueryKey = () => getGetPageByNameQueryKey(ABOUT_PAGE_NAME);
