/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';

const workerFile = 'mockServiceWorker.js';

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

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const mocking = env.VITE_API_MOCKING === 'true';
  return {
    plugins: [
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        generatedRouteTree: './src/app/routeTree.gen.ts',
        quoteStyle: 'single',
        semicolons: true,
      }),
      react(),
      tailwindcss(),
      mockServiceWorker(mocking),
    ],
    build: {
      // MOCK_OUT_DIR lets parallel e2e runs build side by side.
      outDir: mode === 'mock' ? (process.env.MOCK_OUT_DIR ?? 'dist-mock') : 'dist',
      sourcemap: true,
      // The mock build carries MSW, the seed and faker in one lazily loaded chunk (about 1.1 MB);
      // production builds keep the default warning.
      chunkSizeWarningLimit: mode === 'mock' ? 1200 : 500,
    },
    preview: { port: 4173, strictPort: true },
    test: {
      environment: 'jsdom',
      setupFiles: ['./tests/setup/vitest.setup.ts'],
      include: [
        'src/**/*.test.{ts,tsx}',
        'mocks/**/*.test.ts',
        'tests/{contract,architecture}/**/*.test.ts',
      ],
      restoreMocks: true,
      testTimeout: 15_000,
    },
  };
});
