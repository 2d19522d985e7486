/** docs/SPEC.md section 9: the backend's pages the public site reads, by name. */
export const HOME_PAGE_NAME = 'Anasayfa';
export const ABOUT_PAGE_NAME = 'Hakkımızda';

/** The address on the site of a page the public site reads (Anasayfa, Hakkımızda); null otherwise. */
export const pagePath = (name: string): string | null =>
  ({ [HOME_PAGE_NAME]: '/', [ABOUT_PAGE_NAME]: '/about' })[name] ?? null;
