import { auth } from '../../lib/auth';
import { loadPage } from '../../lib/load-page';
import { handNoticeOver } from '../notice/handed-notice';
import type { Notice } from '../notice/notice-store';

let leaving = false;
// A session that starts again (a sign-in in this document, as the component tests do) is the
// panel's once more.
auth.subscribe(() => {
  if (auth.getSnapshot()) leaving = false;
});

/**
 * Whether the panel is being left after a sign-out: the session's end is then no reason to ask
 * the administrator to sign in again (src/features/admin-layout/admin-layout.tsx).
 */
export const isLeavingPanel = (): boolean => leaving;

/**
 * Ends the session on this device and leaves the panel by a full page load, with `notice` shown
 * there: '/' after 'Çıkış Yap' (the public site, another app: docs/decisions/0073), '/login'
 * after 'Tüm oturumları kapat'. The panel's query cache and screens go with the page. The
 * administrator's kept work is forgotten before the page goes (issue 22 section 2).
 */
export async function signOutAndLeave(to: '/' | '/login', notice: Omit<Notice, 'id'>) {
  leaving = true;
  await auth.signOut();
  handNoticeOver(notice);
  loadPage(to);
}
