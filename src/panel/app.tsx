import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, useEffect } from 'react';
import { showHandedNotice } from '../components/notice/handed-notice';
import { watchSession } from '../lib/auth';
import type { PanelRouter } from './router';

/**
 * The panel and its sign-in (admin.html), with its strict-mode frame; shared by src/panel/main.tsx
 * and the component tests. Rendered in the browser only, never by the server.
 */
export function PanelApp({ router }: { router: PanelRouter }) {
  useEffect(() => watchSession(), []);
  // 'Tüm Oturumlar Kapatıldı', handed over by the page that signed out (src/components/admin/leave-panel.ts).
  useEffect(() => showHandedNotice(), []);
  return (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
}
