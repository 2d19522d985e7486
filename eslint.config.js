import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Architecture (STYLE.md): imports flow one way, shared -> features -> routes.
 *   routes     may import features and shared code;
 *   features   may import shared code, never another feature;
 *   shared     (components, lib, api) never imports features or routes; within it
 *              components -> lib -> api, never back;
 *   generated  code is not linted, but anyone may import it.
 * core/ is what the browser app, the mocks and the server share (core/domain: the backend's rules;
 * core/lib: pure helpers). It imports only itself and the generated contract. seed/ is the demo
 * content (texts, illustrations, PDFs) the mocks, the server and the tests load; it imports core.
 * The mocks are a development tool: the app reaches them only through src/mock-mode.ts, which
 * the two entries (src/main.tsx, src/panel/main.tsx) import and which belongs to no element.
 * panel (src/panel/) is admin.html's app, with its own routes (docs/decisions/0073): it may
 *   import features and shared code; nothing but the tests imports it.
 */
const elements = [
  { type: 'generated', pattern: 'src/api/generated' },
  { type: 'app', pattern: 'src/app' },
  { type: 'routes', pattern: 'src/routes' },
  { type: 'panel', pattern: 'src/panel' },
  { type: 'feature', pattern: 'src/features/*', capture: ['name'] },
  { type: 'components', pattern: 'src/components' },
  { type: 'lib', pattern: 'src/lib' },
  { type: 'api', pattern: 'src/api' },
  { type: 'core', pattern: 'core' },
  { type: 'seed', pattern: 'seed' },
  { type: 'mocks', pattern: 'mocks' },
  { type: 'server', pattern: 'server' },
  { type: 'scripts', pattern: 'scripts' },
  { type: 'tests', pattern: 'tests' },
];

const shared = ['components', 'lib', 'api', 'generated', 'core'];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'test-results*',
      'lighthouse-report',
      'coverage',
      'playwright-report',
      'test-results',
      'src/api/generated',
      'src/app/routeTree.gen.ts',
      'src/panel/routeTree.gen.ts',
      'data',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: [
      'src/**/*.{ts,tsx}',
      'seed/**/*.ts',
      'mocks/**/*.{ts,tsx}',
      'tests/**/*.{ts,tsx}',
      'server/**/*.ts',
      'scripts/**/*.mjs',
    ],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/include': [
        'src/**/*',
        'core/**/*',
        'seed/**/*',
        'mocks/**/*',
        'tests/**/*',
        'server/**/*',
        'scripts/**/*',
      ],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            {
              from: { element: { type: 'app' } },
              allow: { to: { element: { types: { anyOf: ['routes', 'app', ...shared] } } } },
            },
            {
              from: { element: { type: 'routes' } },
              allow: { to: { element: { types: { anyOf: ['feature', 'routes', ...shared] } } } },
            },
            {
              from: { element: { type: 'panel' } },
              allow: { to: { element: { types: { anyOf: ['panel', 'feature', ...shared] } } } },
            },
            {
              from: { element: { type: 'feature' } },
              allow: { to: { element: { types: { anyOf: shared } } } },
            },
            {
              from: { element: { type: 'feature' } },
              allow: {
                to: {
                  element: { type: 'feature', captured: { name: '{{ from.captured.name }}' } },
                },
              },
            },
            {
              from: { element: { type: 'components' } },
              allow: { to: { element: { types: { anyOf: shared } } } },
            },
            {
              // lib -> api, never back: the service clients get the session from src/lib through
              // src/api/client-session.ts (connected by src/main.tsx).
              from: { element: { type: 'lib' } },
              allow: { to: { element: { types: { anyOf: ['lib', 'api', 'generated', 'core'] } } } },
            },
            {
              from: { element: { type: 'api' } },
              allow: { to: { element: { types: { anyOf: ['api', 'generated', 'core'] } } } },
            },
            {
              from: { element: { type: 'core' } },
              allow: { to: { element: { types: { anyOf: ['core', 'generated'] } } } },
            },
            {
              from: { element: { type: 'seed' } },
              allow: { to: { element: { types: { anyOf: ['seed', 'core', 'generated'] } } } },
            },
            {
              from: { element: { type: 'mocks' } },
              allow: {
                to: {
                  element: { types: { anyOf: ['mocks', 'core', 'seed', 'generated', 'api'] } },
                },
              },
            },
            {
              // The reference server: its own code, the contract's generated types and schemas,
              // the shared core and the seed; never the browser app's code.
              from: { element: { type: 'server' } },
              allow: {
                to: {
                  element: { types: { anyOf: ['server', 'core', 'seed', 'generated', 'api'] } },
                },
              },
            },
            {
              // Scripts start and measure the server, the mocks and the builds.
              from: { element: { type: 'scripts' } },
              allow: {
                to: {
                  element: {
                    types: {
                      anyOf: ['scripts', 'server', 'mocks', 'core', 'seed', 'generated', 'lib'],
                    },
                  },
                },
              },
            },
            {
              from: { element: { type: 'tests' } },
              allow: {
                to: {
                  element: {
                    types: {
                      anyOf: [
                        'tests',
                        'mocks',
                        'seed',
                        'scripts',
                        'server',
                        'app',
                        'routes',
                        'panel',
                        'feature',
                        ...shared,
                      ],
                    },
                  },
                },
              },
            },
          ],
        },
      ],
    },
  },
  {
    // Unit and component tests sit next to their code and may use the mocks and test helpers; the
    // server's tests also render the source entry and make test photos (scripts/lib).
    files: [
      'src/**/*.test.{ts,tsx}',
      'core/**/*.test.ts',
      'seed/**/*.test.ts',
      'mocks/**/*.test.ts',
      'server/**/*.test.ts',
      'server/test/**',
    ],
    rules: { 'boundaries/dependencies': 'off' },
  },
  {
    // The server-rendered pages link one stylesheet, the one src/main.tsx imports: CSS imported by
    // a lazily loaded screen would arrive only with its script (unstyled HTML, layout shift).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/main.tsx', 'src/panel/main.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['*.css'],
              message: 'Import component CSS from src/styles.css, not from a module.',
            },
          ],
        },
      ],
    },
  },
);
