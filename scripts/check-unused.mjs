/**
 * `npm run lint:exports`: fails on files nothing reaches and on exports nothing imports.
 *
 * Built on the TypeScript compiler API rather than ts-unused-exports (tried first), because that
 * tool reads imports by pattern, without the type checker: it misses `const { x } = await
 * import('...')` (so the lazily loaded mocks read as unused), cannot see the `.mjs` scripts that
 * import TypeScript files, and calls a file unused only when it has exports and none is imported
 * (a file nobody reaches, or one reached only from such a file, goes unnoticed). Here the checker
 * resolves every name, and a file is unused when no entry point reaches it.
 *
 * An export counts as used when another file refers to it: an import, a re-export, `ns.name`,
 * a destructured dynamic import, an `import('...')` type. Use inside its own file does not count:
 * such an export becomes module-local.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Entry points: what tools and `node` start by path, so nothing imports them. Their exports are
 * not reported either (a config's default export is read by its tool). Route files need no entry:
 * the generated route tree imports them. Test helpers (tests/helpers, server/test, fixtures) are
 * checked like any code: tests reach them, and an export no test uses is dead.
 */
const entries = [
  /^src\/main\.tsx$/, // index.html
  /^src\/panel\/main\.tsx$/, // admin.html
  /^src\/(app|panel)\/register\.ts$/, // each TypeScript program's router type, read by tsc
  /^src\/entry-server\.tsx$/, // vite.config.ts, the SSR build's input
  /^server\/(main|admin|images\/backfill-cli|ops\/[a-z-]+-cli)\.ts$/, // npm start, the CLIs
  /^mocks\/http-server\.ts$/, // built by scripts/mock-server.mjs
  /^scripts\/(contract\/)?[^/]+\.mjs$/, // npm scripts
  /^scripts\/lib\/made-up-address\.cjs$/, // bench:flood's autocannon workers load it by path
  /(^|\/)[^/]+\.config\.ts$/, // vite, vitest, playwright, orval, drizzle, tailwind
  /\.test\.tsx?$/, // vitest
  /^tests\/.+\.spec\.ts$/, // playwright
  /^tests\/setup\//, // vitest's setupFiles
  /^server\/test\/postgres-template\.ts$/, // server/vitest.config.ts's globalSetup
  /^server\/test\/setup\.ts$/, // server/vitest.config.ts's setupFiles
];

/** Generated code: its files and exports are not ours to trim (still read for what it imports). */
const generated = [
  /^src\/api\/generated\//,
  /^src\/app\/routeTree\.gen\.ts$/,
  /^src\/panel\/routeTree\.gen\.ts$/,
];

const matches = (patterns, file) => patterns.some((pattern) => pattern.test(file));

// Two TypeScript programs (docs/decisions/0073): the site's (tsconfig.json) and the panel's
// (tsconfig.panel.json). Their files are read as one program here: only names are resolved, and
// the two router registrations conflicting in it changes no import.
function filesOf(configFile) {
  const configPath = path.join(root, configFile);
  const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
  // The `.mjs` scripts import TypeScript files too: read them, without type-checking them.
  return ts.parseJsonConfigFileContent(
    config,
    ts.sys,
    root,
    { allowJs: true, checkJs: false },
    configPath,
  );
}
const parsed = filesOf('tsconfig.json');
const fileNames = [...new Set([...parsed.fileNames, ...filesOf('tsconfig.panel.json').fileNames])];
const program = ts.createProgram(fileNames, parsed.options);
const checker = program.getTypeChecker();

const relative = (sourceFile) => path.relative(root, sourceFile.fileName).split(path.sep).join('/');
const sourceFiles = program
  .getSourceFiles()
  .filter((file) => !program.isSourceFileFromExternalLibrary(file))
  .filter((file) => !relative(file).startsWith('..') && !relative(file).includes('node_modules'));

/** Files each file imports (static, dynamic and type imports, re-exports). */
const importsOf = new Map();
/** Export symbols referred to from outside the file that declares them, with the files that do. */
const usedBy = new Map();

function fileOfModuleSpecifier(specifier) {
  const moduleSymbol = checker.getSymbolAtLocation(specifier);
  const declaration = moduleSymbol?.valueDeclaration;
  return declaration && ts.isSourceFile(declaration) ? declaration : undefined;
}

/** Marks a symbol and every alias it goes through (an import of a re-export marks both). */
function markUsed(symbol, fromFile) {
  for (let current = symbol, depth = 0; current && depth < 20; depth += 1) {
    const exported = checker.getExportSymbolOfSymbol(current);
    const declaredIn = exported.declarations?.[0]?.getSourceFile();
    if (declaredIn && declaredIn !== fromFile) {
      if (!usedBy.has(exported)) usedBy.set(exported, new Set());
      usedBy.get(exported).add(fromFile);
    }
    if (!(current.flags & ts.SymbolFlags.Alias)) break;
    current = checker.getImmediateAliasedSymbol(current);
  }
}

/**
 * `lazy(() => import('./x'))` hands the whole module to someone else: every export counts as
 * used. Awaited or `.then`, the names taken from it are seen where they are used.
 */
function escapes(importCall) {
  const parent = importCall.parent;
  return !(
    ts.isAwaitExpression(parent) ||
    (ts.isPropertyAccessExpression(parent) && parent.name.text === 'then')
  );
}

for (const sourceFile of sourceFiles) {
  const imported = new Set();
  importsOf.set(sourceFile, imported);
  const visit = (node) => {
    if (ts.isStringLiteralLike(node)) {
      const parent = node.parent;
      const isSpecifier =
        ((ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent)) &&
          parent.moduleSpecifier === node) ||
        (ts.isCallExpression(parent) && parent.expression.kind === ts.SyntaxKind.ImportKeyword) ||
        (ts.isLiteralTypeNode(parent) && ts.isImportTypeNode(parent.parent)) ||
        ts.isExternalModuleReference(parent);
      const target = isSpecifier ? fileOfModuleSpecifier(node) : undefined;
      if (target) imported.add(target);
      if (target && ts.isCallExpression(parent) && escapes(parent)) {
        for (const symbol of checker.getExportsOfModule(checker.getSymbolAtLocation(target))) {
          markUsed(symbol, sourceFile);
        }
      }
    } else if (ts.isIdentifier(node)) {
      const symbol = checker.getSymbolAtLocation(node);
      if (symbol) markUsed(symbol, sourceFile);
      // `const { name } = await import('...')`: the shorthand name is a property of the module.
      const parent = node.parent;
      if (
        ts.isBindingElement(parent) &&
        parent.name === node &&
        !parent.propertyName &&
        ts.isObjectBindingPattern(parent.parent)
      ) {
        const property = checker.getTypeAtLocation(parent.parent).getProperty(node.text);
        if (property) markUsed(property, sourceFile);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
}

// Files: reached from an entry point, following imports.
const reached = new Set();
const pending = sourceFiles.filter(
  // Declaration files without imports or exports declare globals (vite-env.d.ts).
  (file) =>
    matches(entries, relative(file)) || (file.isDeclarationFile && !ts.isExternalModule(file)),
);
while (pending.length > 0) {
  const file = pending.pop();
  if (reached.has(file)) continue;
  reached.add(file);
  for (const next of importsOf.get(file) ?? []) pending.push(next);
}
const unusedFiles = sourceFiles
  .filter((file) => !reached.has(file))
  .filter((file) => !matches(generated, relative(file)))
  .map(relative);

// Exports: declared here and referred to from another file.
const unusedExports = [];
for (const sourceFile of sourceFiles) {
  const file = relative(sourceFile);
  if (matches(entries, file) || matches(generated, file)) continue;
  if (!reached.has(sourceFile)) continue;
  const moduleSymbol = checker.getSymbolAtLocation(sourceFile);
  if (!moduleSymbol) continue;
  for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
    const declaration = symbol.declarations?.[0];
    // `export * from` brings another file's exports: those are checked in their own file.
    if (!declaration || declaration.getSourceFile() !== sourceFile) continue;
    // A use counts only from a file that is itself reached.
    if ([...(usedBy.get(symbol) ?? [])].some((user) => reached.has(user))) continue;
    const { line } = sourceFile.getLineAndCharacterOfPosition(declaration.getStart());
    unusedExports.push(`${file}:${line + 1}  ${symbol.name}`);
  }
}

for (const file of unusedFiles) console.log(`unused file    ${file}`);
for (const entry of unusedExports) console.log(`unused export  ${entry}`);
if (unusedFiles.length + unusedExports.length > 0) {
  console.log(
    `\n${unusedFiles.length} unused files, ${unusedExports.length} unused exports: delete the file, ` +
      'or drop `export` (delete the declaration when nothing uses it at all).',
  );
  process.exitCode = 1;
}
