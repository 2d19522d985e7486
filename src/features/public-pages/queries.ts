import { getGetPageByNameSuspenseQueryOptions } from '../../api/generated/backend/endpoints/page/page';

/** Query options shared by route loaders and screens (kept apart from the screens' code). */
export const HOME_PAGE_NAME = 'Anasayfa';
export const homePageQuery = () => getGetPageByNameSuspenseQueryOptions(HOME_PAGE_NAME);
