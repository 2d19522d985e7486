/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { ChunkingContext } from 'rolldown';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { PANEL_PATH } from './core/lib/panel-path.ts';
import { inlineLandingCapture } from './scripts/lib/landing-capture-script.ts';
import { ISOLATED_TESTS } from './tests/setup/isolated-tests.ts';

const workerFile = 'mockServiceWorker.js';

/** The unit and component tests (`npm run test:unit`). */
const UNIT_TESTS = [
  'src/**/*.test.{ts,tsx}',
  'core/**/*.test.ts',
  'seed/**/*.test.ts',
  'mocks/**/*.test.ts',
  'tests/{contract,architecture}/**/*.test.ts',
  'scripts/**/*.test.ts',
];

/**
 * Serves MSW's service worker in development and emits it only into mock-mode builds, straight
 * from the installed msw package: it never reaches a production build and never goes stale.
 */
function mockServiceWorker(enabled: boolean): Plugin {
  const source = () =>
    readFileSync(fileURLToPath(import.meta.resolve(`msw/${workerFile}`)), 'utf8');
  return {
    name: 'mock-service-worker',
    configureServer(server) {
      server.middlewares.use(`/${workerFile}`, (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript');
        response.end(source());
      });
    },
    generateBundle() {
      if (enabled) this.emitFile({ type: 'asset', fileName: workerFile, source: source() });
    },
  };
}

/**
 * Every public page's first data request needs the HTTP client chunk, and every public screen the
 * `screens` chunk: announce both in index.html so the browser fetches them alongside the entry
 * instead of after it (one round trip less before content).
 */
function preloadSharedChunks(): Plugin {
  return {
    name: 'preload-shared-chunks',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        // The panel's page (admin.html) paints no public screen, and its sign-in fetches the HTTP
        // client only once a field is focused (src/panel/main.tsx starts it for the panel's screens).
        const shared = context.path === '/admin.html' ? [] : ['http-client', 'screens'];
        return Object.values(context.bundle ?? {})
          .filter((output) => output.type === 'chunk' && shared.includes(output.name))
          .map((chunk) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: '', href: `/${chunk.fileName}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

/**
 * The dev server and `vite preview` (the mock e2e run) answer a panel address with admin.html, as
 * the reference server does (server/plugins/static.ts); Vite's own fallback would give index.html.
 */
function panelPages(): Plugin {
  const rewrite = (request: { url?: string }, _response: unknown, next: () => void) => {
    if (request.url && PANEL_PATH.test(request.url)) request.url = '/admin.html';
    next();
  };
  return {
    name: 'panel-pages',
    configureServer(server) {
      server.middlewares.use(rewrite);
    },
    configurePreviewServer(server) {
      server.middlewares.use(rewrite);
    },
  };
}

/**
 * Importers, walked up: whether the page `html` (its file name) reaches `id`, through static
 * imports only (it starts with it) or through dynamic ones too (it may load it later).
 */
function reaches(
  html: string,
  id: string,
  context: ChunkingContext,
  dynamic: boolean,
  seen = new Set<string>(),
): boolean {
  if (id.endsWith(`/${html}`)) return true;
  if (seen.has(id)) return false;
  seen.add(id);
  const info = context.getModuleInfo(id);
  const importers = [
    ...(info?.importers ?? []),
    ...(dynamic ? (info?.dynamicImporters ?? []) : []),
  ];
  return importers.some((importer) => reaches(html, importer, context, dynamic, seen));
}

/**
 * The public page's start-up chunks: `app` holds what only the public site can ever load (its
 * routes and frame), `shared` what the panel may load too (React, the router, shared components):
 * a panel chunk importing `app` would fetch the whole site's start-up code. What only the panel
 * starts with is left to the bundler's own chunking, which keeps it with the panel's entry or,
 * where a public screen may load it later (the HTTP client's session hook), in a chunk of its
 * own. An entry's own module stays in its entry chunk (the page's one script, which the server's
 * template looks for).
 */
function startupChunk(id: string, context: ChunkingContext): string | null {
  if (id.endsWith('.html') || /\/src\/(panel\/)?main\.tsx$/.test(id)) return null;
  if (!reaches('index.html', id, context, false)) return null;
  return reaches('admin.html', id, context, true) ? 'shared' : 'app';
}

/**
 * `vite build --ssr` (npm run build): the server's entry, src/entry-server.tsx, into dist-server/,
 * loaded by the reference server to render the public pages (docs/decisions/0015). Packages stay
 * in node_modules (Node imports them); the app's own code, CSS imports included, is bundled.
 */
const serverBuild = {
  ssr: true,
  outDir: 'dist-server',
  emptyOutDir: true,
  copyPublicDir: false,
  sourcemap: true,
  rolldownOptions: {
    input: 'src/entry-server.tsx',
    output: { entryFileNames: 'entry-server.js' },
  },
};

export default defineConfig(({ mode, isSsrBuild }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const mocking = env.VITE_API_MOCKING === 'true';
  if (isSsrBuild && mocking)
    throw new Error('The server entry is built for the real backend only.');
  return {
    plugins: [
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        generatedRouteTree: './src/app/routeTree.gen.ts',
        codeSplittingOptions: {
          // The public frame (header, footer) paints on every public page: it ships with the
          // entry instead of waiting for a chunk of its own. Every other route's loader goes with
          // its screen (issue 24): a hydrating page never runs its loader (its data is in the
          // page), and a navigation needs the screen's chunk anyway, so the entry carries neither
          // the panel's queries nor the public pages' reads and views.
          splitBehavior: ({ routeId }) =>
            routeId === '/_public'
              ? []
              : [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
        },
        quoteStyle: 'single',
        semicolons: true,
      }),
      // The panel (admin.html): a route tree of its own, so that the public entry's tree holds
      // none of its routes or search rules.
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        routesDirectory: './src/panel/routes',
        generatedRouteTree: './src/panel/routeTree.gen.ts',
        // Each screen's loader goes with its screen, as on the public side: the panel's entry
        // then carries no screen's queries or request functions.
        codeSplittingOptions: {
          defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
        },
        quoteStyle: 'single',
        semicolons: true,
      }),
      react(),
      tailwindcss(),
      ...(isSsrBuild
        ? []
        : [
            mockServiceWorker(mocking),
            panelPages(),
            preloadSharedChunks(),
            inlineLandingCapture(),
          ]),
    ],
    build: isSsrBuild
      ? serverBuild
      : {
          // MOCK_OUT_DIR lets parallel e2e runs build side by side.
          outDir: mode === 'mock' ? (process.env.MOCK_OUT_DIR ?? 'dist-mock') : 'dist',
          // Written for the team, linked from no file and never served (server/plugins/static.ts).
          sourcemap: mode === 'mock' ? true : 'hidden',
          // dist/.vite/manifest.json: which chunk holds which route, for the public-bundle test
          // (tests/fullstack/public-bundle.spec.ts); a dot folder, never served.
          manifest: true,
          // The mock build carries MSW, the seed and faker in one lazily loaded chunk (about 1.1 MB);
          // production builds keep the default warning.
          chunkSizeWarningLimit: mode === 'mock' ? 1200 : 500,
          rolldownOptions: {
            input: { index: 'index.html', admin: 'admin.html' },
            // The generated zod schemas are plain `zod.object(...)` calls with no pure annotations:
            // marked pure, a screen's chunk keeps only the schemas it uses, not all 600 KB of them.
            treeshake: { manualPureFunctions: ['zod'] },
            output: {
              codeSplitting: {
                // Everything the entry needs at start-up goes into one chunk, instead of a dozen small
                // shared chunks that compress badly and cost a request each. Route code stays split.
                groups: [
                  // Two start-up chunks: what the public entry starts with (React, the router,
                  // the site's frame), which the panel's page loads too, and what only the panel
                  // starts with. One chunk for both entries would carry the panel's start-up
                  // code onto every public page.
                  {
                    name: startupChunk,
                    debugName: 'startup',
                    tags: ['$initial'],
                    includeDependenciesRecursively: false,
                  },
                  // The parts every public screen paints first. (TanStack Query is the panel's
                  // alone since issue 24: it goes with the panel's chunks.)
                  {
                    name: 'screens',
                    test: /src\/components\/(smart-image|page-banner|query-states)/,
                  },
                  // What every public route's screen and loader share (the request functions, the
                  // clients' lazy front, the read helper, the preview banner): one small chunk
                  // instead of a dozen of a few hundred bytes, each a request of its own.
                  {
                    name: 'public',
                    // Whole file names: a prefix would also take the panel's `text-search.ts` (with the Turkish
                    // search it imports) and the HTTP client's `envelope.ts` onto every public page. The
                    // e-mail service's client is the contact form's alone: it goes with that screen.
                    test: /src\/api\/(clients\/(backend|content)-client\.ts|lazy-client\.ts|env\.ts|generated\/(backend|content)-functions\/)|src\/lib\/(route-data|text|public-paths)\.ts|src\/components\/preview-banner|core\/lib\/(slug|page-names)\.ts/,
                  },
                ],
              },
            },
          },
        },
    optimizeDeps: {
      // `npm run dev` on a cold cache (a fresh clone, CI): the dependency scan starts from the
      // app's own pages only (the site's and the panel's, docs/decisions/0073). By default Vite crawls every *.html under the root, build output and
      // reports included (dist-mock/, playwright-report/, bench/), which other runs rewrite at any
      // time; one unreadable page there fails the whole scan, the dependencies are then found
      // one by one while the first page loads, and the page reloads itself ("optimized
      // dependencies changed. reloading"), losing what was typed. tests/dev-server checks it.
      entries: ['index.html', 'admin.html'],
    },
    preview: { port: 4173, strictPort: true },
    test: {
      environment: 'jsdom',
      setupFiles: ['./tests/setup/vitest.setup.ts'],
      restoreMocks: true,
      testTimeout: 15_000,
      // A worker per core: Vitest's default (cores - 1) runs one file at a time on two cores while
      // the other core idles (ADR 0053).
      maxWorkers: '100%',
      // One worker's files share their modules (isolate: false, ADR 0052), except those that
      // replace a module with vi.mock (tests/setup/isolated-tests.ts).
      projects: [
        {
          extends: true,
          test: {
            name: 'shared',
            include: UNIT_TESTS,
            exclude: ['**/node_modules/**', ...ISOLATED_TESTS],
            isolate: false,
          },
        },
        { extends: true, test: { name: 'isolated', include: ISOLATED_TESTS } },
      ],
    },
  };
});
