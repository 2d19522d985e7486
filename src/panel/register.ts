import type { PanelRouter } from './router';

/** The panel's router, for typed links and hooks in the panel's program (tsconfig.panel.json). */
declare module '@tanstack/react-router' {
  interface Register {
    router: PanelRouter;
  }
}
