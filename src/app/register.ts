import type { createAppRouter } from './router';

/**
 * The public site's router, for TanStack Router's typed links and hooks in this TypeScript
 * program (tsconfig.json). The panel's router is registered in its own program
 * (tsconfig.panel.json, src/panel/register.ts): one `Register` holds one router (docs/decisions/0073).
 */
declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
