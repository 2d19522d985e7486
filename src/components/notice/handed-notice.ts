import { showNotice, type Notice } from './notice-store';

/**
 * A notice for the next page of the tab, when that page is the other app (docs/decisions/0073):
 * the panel's 'Çıkış Yapıldı!' shows on the public site's `/`, 'Tüm Oturumlar Kapatıldı' on
 * `/login` after the page has loaded anew. One key in the tab's sessionStorage, removed when read.
 */
const HANDED_NOTICE_KEY = 'asil.bildirim';

/** Keeps `notice` for the tab's next page; without sessionStorage it is lost, and nothing else. */
export function handNoticeOver(notice: Omit<Notice, 'id'>): void {
  try {
    sessionStorage.setItem(HANDED_NOTICE_KEY, JSON.stringify(notice));
  } catch {
    // Private mode or storage off: the next page opens without it.
  }
}

/** Shows the notice the previous page handed over, once; called after the first render. */
export function showHandedNotice(): void {
  let notice: Omit<Notice, 'id'> | null = null;
  try {
    const text = sessionStorage.getItem(HANDED_NOTICE_KEY);
    sessionStorage.removeItem(HANDED_NOTICE_KEY);
    notice = text ? (JSON.parse(text) as Omit<Notice, 'id'>) : null;
  } catch {
    // Storage off, or not a notice: the page opens without one.
  }
  if (notice) showNotice(notice);
}
