import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

/**
 * The public pages' code boundary (issues 24 and 50, docs/decisions/0073), read from the
 * production build the full-stack run has just made (dist/): the panel is admin.html's app, so
 * nothing the public entry (index.html) can ever load, statically or by a dynamic import, may hold
 * the panel's code, the session code, a generated zod schema or an admin-only package; what a
 * chunk holds is read from its hidden source map. The build manifest (dist/.vite/) and the maps
 * are never served (server/plugins/static.ts: no dot folders, no .map).
 */
const dist = fileURLToPath(new URL('../../dist/', import.meta.url));

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const forbidden: [string, RegExp][] = [
  ['panel entry or route', /(^|\/)src\/panel\//],
  ['sign-in screen', /(^|\/)src\/features\/auth\//],
  [
    'session code',
    /(^|\/)src\/lib\/(auth|session|client-session|account-gate|reauth|fresh-proof|sign-in|query-client)\.ts$/,
  ],
  ['admin screen', /(^|\/)src\/features\/admin-[^/]*\//],
  ['admin component', /(^|\/)src\/components\/admin\//],
  ['mocks', /(^|\/)mocks\//],
  ['generated zod schema', /(^|\/)src\/api\/generated\/[^/]+-zod\//],
  // Radix is not among them: the public root's notice host loads its dialog when a notice shows
  // (the logout's, after the panel hands over); bench:bundle checks that no page fetches it.
  [
    'admin-only package',
    /(^|\/)node_modules\/(zod|@dnd-kit|react-hook-form|@hookform|sonner|@tanstack\/(react-)?query(-core)?)\//,
  ],
];

const PUBLIC_ROUTE = /^src\/routes\/(_public\/[^?]+|_public\.tsx|__root\.tsx)(\?tsr-split=.*)?$/;

/**
 * Adds to `via` every chunk reachable from `starts` (static imports, and dynamic ones when
 * `withDynamic`), each with the chunk it was reached from (null for a start).
 */
function walk(
  manifest: Record<string, ManifestChunk>,
  starts: string[],
  withDynamic: boolean,
  via: Map<string, string | null>,
) {
  const queue: [string, string | null][] = starts.map((key) => [key, null]);
  for (let next = queue.shift(); next; next = queue.shift()) {
    const [key, parent] = next;
    if (via.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest names ${key} but has no entry for it`);
    via.set(key, parent);
    for (const item of [
      ...(chunk.imports ?? []),
      ...(withDynamic ? (chunk.dynamicImports ?? []) : []),
    ])
      queue.push([item, key]);
  }
}

/** How a chunk was reached: its start first. */
function pathTo(key: string, via: Map<string, string | null>) {
  const chain = [key];
  for (let parent = via.get(key); parent; parent = via.get(parent)) chain.unshift(parent);
  return chain.join(' -> ');
}

function readManifest(): Record<string, ManifestChunk> {
  const manifestFile = path.join(dist, '.vite/manifest.json');
  expect(existsSync(manifestFile), `${manifestFile} (build.manifest in vite.config.ts)`).toBe(true);
  return JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
}

/** The modules of each chunk `via` holds, relative to the repository (from its source map). */
function modulesOf(manifest: Record<string, ManifestChunk>, via: Map<string, string | null>) {
  const found: { key: string; file: string; modules: string[] | null }[] = [];
  for (const key of via.keys()) {
    const chunk = manifest[key];
    if (!chunk) continue; // walk() has thrown for a key without an entry
    const map = path.join(dist, `${chunk.file}.map`);
    // Rolldown's runtime helpers are generated code, with no module and so no source map.
    if (!existsSync(map) && chunk.name === 'rolldown-runtime' && chunk.src === undefined) continue;
    if (!existsSync(map)) {
      found.push({ key, file: chunk.file, modules: null });
      continue;
    }
    const sources = (JSON.parse(readFileSync(map, 'utf8')) as { sources?: string[] }).sources ?? [];
    // The maps name the modules relative to themselves.
    const modules = sources.map((source) =>
      path.posix.normalize(
        path.posix.join('dist', path.posix.dirname(chunk.file), source.replace(/\\/g, '/')),
      ),
    );
    found.push({ key, file: chunk.file, modules });
  }
  return found;
}

/** What each pattern finds among the chunks, worded with how each chunk was reached. */
function findingsOf(
  manifest: Record<string, ManifestChunk>,
  via: Map<string, string | null>,
  patterns: [string, RegExp][],
) {
  const findings: string[] = [];
  for (const { key, file, modules } of modulesOf(manifest, via)) {
    if (!modules) {
      findings.push(`no source map for ${file} (${key}): its modules cannot be checked`);
      continue;
    }
    for (const [label, pattern] of patterns) {
      const hits = modules.filter((module) => pattern.test(module));
      if (hits.length > 0)
        findings.push(`${label} in ${file}, reached by ${pathTo(key, via)}: ${hits.join(', ')}`);
    }
  }
  return findings;
}

test('nothing the public entry can load holds panel code, session code or a zod schema', () => {
  const manifest = readManifest();

  const chunks = Object.entries(manifest);
  const entries = chunks.filter(([, chunk]) => chunk.isEntry).map(([key]) => key);
  expect(entries.sort()).toEqual(['admin.html', 'index.html']);
  const publicRoutes = chunks
    .filter(([, chunk]) => PUBLIC_ROUTE.test(chunk.src ?? ''))
    .map(([key]) => key);
  // The walk must find the public screens, split off by TanStack Router, or it proves nothing.
  expect(publicRoutes).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^src\/routes\/_public\/index\.tsx\?tsr-split=/),
      expect.stringMatching(/^src\/routes\/_public\/contact\.tsx\?tsr-split=/),
      expect.stringMatching(/^src\/routes\/_public\/product\.\$slug\.tsx\?tsr-split=/),
    ]),
  );

  const via = new Map<string, string | null>();
  // Everything index.html can ever load: its start-up chunks and every dynamic import from there.
  walk(manifest, ['index.html'], true, via);
  // That walk must reach each public route's chunks.
  expect(publicRoutes.filter((key) => !via.has(key))).toEqual([]);

  const findings = findingsOf(manifest, via, forbidden);
  expect(findings, `reachable from a public route:\n${findings.join('\n')}`).toEqual([]);
});

/**
 * The sign-in's first load (issue 50, docs/decisions/0076): admin.html's start-up chunks and the
 * /login screen's, statically imported, hold none of the panel's heavier libraries. The HTTP
 * client comes when a field is focused, the second step with its challenge.
 */
test('the sign-in screen starts without the form, query, dialog, toast, passkey or HTTP libraries', () => {
  const manifest = readManifest();
  const login = Object.keys(manifest).filter((key) =>
    /^src\/panel\/routes\/login\.tsx\?tsr-split=component/.test(key),
  );
  // The walk must start from the sign-in screen's own chunk, or it proves nothing.
  expect(login).toHaveLength(1);
  const via = new Map<string, string | null>();
  walk(manifest, ['admin.html', ...login], false, via);
  const findings = findingsOf(manifest, via, [
    ['generated zod schema', /(^|\/)src\/api\/generated\/[^/]+-zod\//],
    [
      'a library the sign-in does without',
      /(^|\/)node_modules\/(zod|axios|react-hook-form|@hookform|sonner|@radix-ui|@simplewebauthn|@tanstack\/(react-)?query(-core)?)\//,
    ],
    ['the save path', /(^|\/)src\/lib\/save\.ts$/],
  ]);
  expect(findings, `in the sign-in's first load:\n${findings.join('\n')}`).toEqual([]);
});
