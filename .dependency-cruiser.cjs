/**
 * `npm run lint:cycles` (part of `npm run lint`, issue 47): no import cycle between the modules of
 * core/, mocks/, server/ and src/, type-only imports included. dependency-cruiser reads the
 * imports with TypeScript; the generated code and the tests' fixtures are outside the check.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'An import cycle: cut it the way core/domain is cut (ground types below, each entity with ' +
        'its port and rules, the operations that compose them on top); docs/decisions/0020.',
      from: { path: '^(core|mocks|server|src)/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|dist-server|dist-mock)/|^src/api/generated/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
