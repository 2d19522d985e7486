// `npm run lint:docs`: the docs name only what exists (ADR 0047). Scans README.md,
// contract/README.md and docs/*.md (not docs/decisions/, docs/SPEC.md, docs/DESIGN.md) for:
//   1. scripts: every `npm run X` (anywhere) and every script-like code span (`storage:check`) is a
//      script of package.json;
//   2. settings: every upper-case setting in code (`DATABASE_URL`, `NODE_ENV=production`) occurs in
//      the source tree (server/, src/, mocks/, core/, seed/, scripts/, tests/, the .env files, the
//      configs);
//   3. paths: every relative link (and its #anchor) and every code span that is a repository path
//      (`server/store/pages.ts`, `src/features/`) exists; a placeholder (`server/store/<entity>.ts`)
//      checks the folder before it;
//   4. counts: "N operations" is the number of operationIds across openapi/*.yaml, "N backend and
//      content operations" the sum of those contracts, and "N: A backend, B content" both.
// Prints `file:line: message` per failure and exits 1. Before the docs it runs its own planted
// cases (a wrong script, path, setting, link and count must each fail), so a rule that stops
// catching anything fails too.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (file) => readFileSync(path.join(root, file), 'utf8');

/** The documents checked, relative to the root. */
function documents() {
  const docs = readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md') && !['SPEC.md', 'DESIGN.md'].includes(name))
    .map((name) => `docs/${name}`);
  return ['README.md', 'contract/README.md', ...docs.sort()];
}

const scripts = new Set(Object.keys(JSON.parse(read('package.json')).scripts));

/** operationIds per contract (file name without .yaml). */
function operationCounts() {
  const counts = {};
  for (const name of readdirSync(path.join(root, 'openapi')).filter((n) => n.endsWith('.yaml'))) {
    const document = parse(read(`openapi/${name}`));
    let count = 0;
    for (const item of Object.values(document.paths ?? {})) {
      for (const operation of Object.values(item ?? {})) {
        if (typeof operation?.operationId === 'string') count += 1;
      }
    }
    counts[name.replace(/\.yaml$/, '')] = count;
  }
  return counts;
}

// Upper-case names the source tree mentions: a setting the docs name must be one of them.
const SOURCE_DIRS = ['server', 'src', 'mocks', 'core', 'seed', 'scripts', 'tests', '.ci'];
const SOURCE_FILES = [
  '.env',
  '.env.development',
  '.env.mock',
  '.env.test',
  'vite.config.ts',
  'drizzle.config.ts',
  'playwright.config.ts',
  'playwright.dev.config.ts',
  'playwright.fullstack.config.ts',
];
/** This file: its planted cases name settings that exist nowhere. */
const SELF = 'scripts/check-docs.mjs';
/** Shell and tool variables the docs may name without the project reading them. */
const SHELL_SETTINGS = new Set(['PATH', 'HOME', 'CI']);

function sourceNames() {
  const names = new Set(SHELL_SETTINGS);
  const add = (text) => {
    for (const match of text.matchAll(/[A-Z][A-Z0-9_]+/g)) names.add(match[0]);
  };
  const walk = (dir) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'generated') walk(relative);
      } else if (/\.(ts|tsx|mts|mjs|js)$|^run$/.test(entry.name) && relative !== SELF) {
        add(read(relative));
      }
    }
  };
  for (const dir of SOURCE_DIRS) if (existsSync(path.join(root, dir))) walk(dir);
  for (const file of SOURCE_FILES) if (existsSync(path.join(root, file))) add(read(file));
  return names;
}

/** GitHub's anchors of a Markdown text's headings. */
function anchorsOf(text) {
  const anchors = new Set();
  const seen = new Map();
  let fenced = false;
  for (const line of text.split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.*)$/.exec(line);
    if (!heading) continue;
    const slug = heading[1]
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N} _-]/gu, '')
      .replace(/ /g, '-');
    const times = seen.get(slug) ?? 0;
    seen.set(slug, times + 1);
    anchors.add(times === 0 ? slug : `${slug}-${times}`);
  }
  return anchors;
}

const REPO_PREFIXES = /^(src|server|mocks|core|tests|scripts|openapi|docs|contract|public|\.ci)\//;
const PLACEHOLDER = /[<>*{}…]|\.\.\./;
const SETTING = /^(?:[A-Z][A-Z0-9]*_[A-Z0-9_]*[A-Z0-9]|PORT|HOST)$/;
const SCRIPT_SPAN = /^([a-z][a-z0-9]*(?::[a-z][a-z0-9]*)+)(?:\s|$)/;
const CONTRACTS = '(?:backend|content|email)';
const COUNT = new RegExp(
  `\\b(\\d[\\d,]*)\\s+((?:${CONTRACTS}(?:,\\s*|\\s+and\\s+|\\s*\\+\\s*))*${CONTRACTS}\\s+)?operations\\b`,
  'g',
);
const SPLIT_COUNT = /\b(\d+):\s*(\d+) backend,\s*(\d+) content\b/g;

/**
 * The failures of one document: `{ line, message }`. `context` holds what the rules compare with
 * (scripts, settings, operation counts, and `exists(relative)` / `anchors(relative)` for paths).
 */
function checkText(file, text, context) {
  const failures = [];
  const fail = (line, message) => failures.push({ line, message });
  const directory = path.posix.dirname(file);
  const total = Object.values(context.counts).reduce((sum, count) => sum + count, 0);
  const checkSetting = (line, name) => {
    if (!context.settings.has(name)) fail(line, `setting ${name} is read nowhere in the source`);
  };
  const checkPath = (line, candidate) => {
    const placeholder = PLACEHOLDER.exec(candidate);
    let target = candidate;
    if (placeholder) target = candidate.slice(0, candidate.lastIndexOf('/', placeholder.index) + 1);
    if (!target) return;
    const fromDoc = path.posix.normalize(path.posix.join(directory, target));
    if (!context.exists(target) && !context.exists(fromDoc)) {
      fail(line, `path ${candidate} does not exist`);
    }
  };

  const lines = text.split('\n');
  let fenced = false;
  // A table whose header names a folder in a code span (`server/store/`): its cells' bare names
  // (`pages.ts`) are paths in that folder.
  let columnFolders = null;
  lines.forEach((content, index) => {
    const line = index + 1;
    if (/^\s*```/.test(content)) {
      fenced = !fenced;
      return;
    }
    if (!fenced && content.startsWith('|')) {
      const cells = content.split('|').slice(1, -1);
      if (/^\|[\s:|-]+\|$/.test(lines[index + 1] ?? '')) {
        columnFolders = cells.map((cell) => /`([^`\s]+\/)`/.exec(cell)?.[1] ?? null);
      } else if (columnFolders && !/^\|[\s:|-]+\|$/.test(content)) {
        cells.forEach((cell, column) => {
          const folder = columnFolders[column];
          if (!folder) return;
          for (const span of cell.matchAll(/`([^`\s]+)`/g)) {
            if (!span[1].startsWith('/')) checkPath(line, folder + span[1]);
          }
        });
      }
    } else {
      columnFolders = null;
    }

    for (const match of content.matchAll(/\bnpm run ([a-z][\w:.-]*[\w])/g)) {
      if (!scriptsHas(context, match[1])) fail(line, `npm run ${match[1]}: no such script`);
    }

    for (const match of content.matchAll(COUNT)) {
      const named = match[2]?.match(/backend|content|email/g);
      const expected = named ? named.reduce((sum, name) => sum + context.counts[name], 0) : total;
      const written = Number(match[1].replace(/,/g, ''));
      if (written !== expected) {
        fail(line, `"${match[0]}": the contracts have ${expected}`);
      }
    }
    for (const match of content.matchAll(SPLIT_COUNT)) {
      const [, sum, backend, content_] = match.map(Number);
      const { backend: b, content: c } = context.counts;
      if (sum !== b + c || backend !== b || content_ !== c) {
        fail(line, `"${match[0]}": the contracts have ${b + c}: ${b} backend, ${c} content`);
      }
    }

    if (fenced) {
      for (const match of content.matchAll(/(?:^|\s)([A-Z][A-Z0-9_]*[A-Z0-9])=/g)) {
        checkSetting(line, match[1]);
      }
      return;
    }

    for (const match of content.matchAll(/(?<!`)`([^`]+)`(?!`)/g)) {
      const span = match[1].trim();
      const script = SCRIPT_SPAN.exec(span);
      if (script && isScriptFamily(context, script[1]) && !context.scripts.has(script[1])) {
        fail(line, `script ${script[1]}: no such script`);
      }
      const setting = /^([A-Z][A-Z0-9_]*)(?:=|\/|$)/.exec(span);
      if (setting && SETTING.test(setting[1])) checkSetting(line, setting[1]);
      for (const assignment of span.matchAll(/\s([A-Z][A-Z0-9_]*[A-Z0-9])=/g)) {
        checkSetting(line, assignment[1]);
      }
      if (REPO_PREFIXES.test(span) && !/\s/.test(span) && !span.includes('://')) {
        checkPath(line, span.replace(/[#?].*$/, '').replace(/:\d+$/, ''));
      }
    }

    for (const match of content.matchAll(/\[[^\]]*\]\(([^)\s]+)\)/g)) {
      const target = match[1];
      if (/^[a-z]+:/i.test(target)) continue;
      const [pathPart, anchor] = target.split('#');
      const resolved = pathPart
        ? path.posix.normalize(path.posix.join(directory, pathPart)).replace(/\/$/, '')
        : file;
      if (!context.exists(resolved)) {
        fail(line, `link ${target}: ${resolved} does not exist`);
      } else if (anchor && resolved.endsWith('.md') && !context.anchors(resolved).has(anchor)) {
        fail(line, `link ${target}: no heading #${anchor} in ${resolved}`);
      }
    }
  });
  return failures;
}

function scriptsHas(context, name) {
  return context.scripts.has(name);
}

/** A code span like `storage:check` is a script when its first part starts one (`twitter:card` not). */
function isScriptFamily(context, name) {
  const family = name.split(':')[0];
  return [...context.scripts].some((script) => script.startsWith(`${family}:`));
}

function realContext() {
  const anchorCache = new Map();
  return {
    scripts,
    settings: sourceNames(),
    counts: operationCounts(),
    exists: (relative) => existsSync(path.join(root, relative)),
    anchors: (relative) => {
      if (!anchorCache.has(relative)) {
        const full = path.join(root, relative);
        anchorCache.set(relative, statSync(full).isFile() ? anchorsOf(read(relative)) : new Set());
      }
      return anchorCache.get(relative);
    },
  };
}

/** The planted cases: each line must fail exactly its rule, the good line must pass. */
function selfTest(context) {
  const total = Object.values(context.counts).reduce((sum, count) => sum + count, 0);
  const { backend, content } = context.counts;
  const cases = [
    ['good', `Run \`npm run lint\`, read \`server/config.ts\` and \`DATABASE_URL\`.`, 0],
    [
      'good count',
      `The contracts have ${total} operations (${backend + content} backend and content operations).`,
      0,
    ],
    ['good split', `(${backend + content}: ${backend} backend, ${content} content)`, 0],
    ['good placeholder', 'Stores in `server/store/<entity>.ts`, a [link](docs/scripts.md#run).', 0],
    ['wrong script', 'Run `npm run lint:everything`.', 1],
    ['wrong script span', 'Then `storage:repair -- --fix`.', 1],
    ['wrong path', 'See `server/handlers/no-such-handler.ts`.', 1],
    ['wrong folder', 'Stores in `server/no-such-folder/<entity>.ts`.', 1],
    ['wrong setting', 'Set `DATABSE_URL` to a PostgreSQL.', 1],
    ['wrong assignment', 'Start with `PORT=3000 DATA_DIRECTORY=/tmp/x npm start`.', 1],
    ['wrong link', 'See [the guide](docs/no-such-guide.md).', 1],
    ['wrong anchor', 'See [scripts](docs/scripts.md#no-such-heading).', 1],
    [
      'wrong table cell',
      '| Route | Store `server/store/` |\n| - | - |\n| `/` | `pages.ts`, `no-such-store.ts` |',
      1,
    ],
    ['wrong count', `It calls all ${total + 1} operations.`, 1],
    ['wrong named count', `It calls all ${backend} backend and content operations.`, 1],
    ['wrong split', `(${backend + content}: ${backend - 1} backend, ${content + 1} content)`, 1],
  ];
  const problems = [];
  for (const [name, text, expected] of cases) {
    const found = checkText('README.md', text, context);
    if (found.length !== expected) {
      problems.push(
        `self-test "${name}": expected ${expected} failure(s), got ${found.length}` +
          found.map((failure) => `\n    ${failure.message}`).join(''),
      );
    }
  }
  return problems;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const context = realContext();
  const problems = selfTest(context);
  for (const file of documents()) {
    for (const failure of checkText(file, read(file), context)) {
      problems.push(`${file}:${failure.line}: ${failure.message}`);
    }
  }
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    console.error(`\nDocs check FAILED: ${problems.length} problem(s).`);
    process.exit(1);
  }
  const files = documents().length;
  console.log(
    `Docs check passed: ${files} documents name only scripts, settings, paths and counts that exist.`,
  );
}
