/** The debug listing's title: its heading and its tab's (a light module: the route's head stays in the entry). */
export const DEBUG_PAGE_TITLE = 'Ürün Listesi (Hata Ayıklama)';
