/** docs/SPEC.md section 9: the backend's pages the public site reads, by name. */
export const HOME_PAGE_NAME = 'Anasayfa';
export const ABOUT_PAGE_NAME = 'Hakkımızda';
