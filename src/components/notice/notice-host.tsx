import { lazy, Suspense, useSyncExternalStore } from 'react';
import { notices } from './notice-store';

const NoticeDialog = lazy(() => import('./notice-dialog'));

/** Mounted once at the root; renders (and loads) the dialog only while a notice is shown. */
export function NoticeHost() {
  const notice = useSyncExternalStore(notices.subscribe, notices.getSnapshot, () => null);
  if (!notice) return null;
  return (
    <Suspense fallback={null}>
      <NoticeDialog notice={notice} onClose={() => notices.close(notice.id)} />
    </Suspense>
  );
}
