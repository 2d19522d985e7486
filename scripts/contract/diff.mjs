// `npm run contract:diff -- <their-openapi.(json|yaml) | URL> [--ours backend|content|<path>]`:
// compares our contract with the document a backend publishes, using Redocly's `diff` with
// `--fail-on major`, plus the project rules below (breaking changes Redocly does not report). Exit 1
// when their document breaks a client built on ours, 0 otherwise, 2 on a usage error or a
// document that cannot be read. See contract/README.md.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, stringify } from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
const OURS = {
  backend: path.join(root, 'openapi/backend.yaml'),
  content: path.join(root, 'openapi/content.yaml'),
};
/** Where the reference server mounts the content API. */
const CONTENT_PREFIX = '/content';
/** `npm run` starts scripts in the package root; relative paths are the caller's. */
const callerCwd = process.env.INIT_CWD || process.cwd();
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

const USAGE = `Usage: npm run contract:diff -- <their-openapi.(json|yaml) | URL> [options]

Compares our contract (the base) with a backend's published OpenAPI document (the revision) with
Redocly's diff and fails on breaking (major) changes: a removed operation, parameter or response
property, a new required request field, a changed type, and so on. Two project rules add what
Redocly does not report: a request body that became required, and an operation that no longer
takes requests without credentials through the document's default security.

Options:
  --ours <which>      backend, content, or a path to an OpenAPI file. Default: detected from the
                      document's paths and title. A document that holds both APIs (the content
                      paths under ${CONTENT_PREFIX}) is compared with both contracts.
  --format <format>   Redocly's report format: stylish (default), markdown, json, github-actions.
  --output <file>     Also write Redocly's report to this file (one comparison only).
  --strict-servers    Also report changed server URLs (ignored by default: the client's base URL
                      is configuration, not contract).
  --help              This text.

Exit codes: 0 no breaking change, 1 breaking change, 2 usage error or unreadable document.`;

class Unusable extends Error {}

/** Usage errors and unreadable documents: exit code 2. */
function fail(message) {
  throw new Unusable(message);
}

function parseArgs(argv) {
  const options = { format: 'stylish', strictServers: false, positionals: [] };
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      process.exit(0);
    }
    const [name, inline] =
      arg.startsWith('--') && arg.includes('=') ? arg.split(/=(.*)/s, 2) : [arg];
    if (['--ours', '--format', '--output'].includes(name)) {
      const value = inline ?? argv[(index += 1)];
      if (!value || value.startsWith('--')) fail(`${name} needs a value.`);
      options[name.slice(2)] = value;
    } else if (name === '--strict-servers') options.strictServers = true;
    else if (name.startsWith('-')) fail(`unknown option '${arg}'.`);
    else options.positionals.push(arg);
  }
  if (options.positionals.length !== 1) {
    fail('give exactly one document (a file or a URL).');
  }
  if (!['stylish', 'markdown', 'json', 'github-actions'].includes(options.format)) {
    fail(`unknown --format '${options.format}'.`);
  }
  return options;
}

async function loadTheirs(source, tempDir) {
  let text;
  let name = source;
  if (/^https?:\/\//i.test(source)) {
    let response;
    try {
      response = await fetch(source, { signal: AbortSignal.timeout(30_000) });
    } catch (error) {
      fail(`could not download ${source}: ${error.cause?.code ?? error.message}`);
    }
    if (!response.ok) fail(`could not download ${source}: HTTP ${response.status}`);
    text = await response.text();
    name = new URL(source).pathname;
  } else {
    const file = path.resolve(callerCwd, source);
    if (!existsSync(file)) fail(`no such file: ${file}`);
    text = readFileSync(file, 'utf8');
  }
  let document;
  try {
    document = parse(text);
  } catch (error) {
    fail(`${source} is neither JSON nor YAML: ${error.message}`);
  }
  if (!document || typeof document !== 'object' || !(document.openapi || document.swagger)) {
    fail(`${source} is not an OpenAPI document (no 'openapi' field).`);
  }
  const extension = /\.json$/i.test(name) || text.trimStart().startsWith('{') ? 'json' : 'yaml';
  const file = path.join(tempDir, `theirs.${extension}`);
  writeFileSync(file, text);
  return { document, file };
}

const lower = (route) => route.toLowerCase();

/** Which of our contracts the document covers: paths (ASP.NET matches them case-blind), then title. */
function detect(document) {
  const theirs = new Set(Object.keys(document.paths ?? {}).map(lower));
  const hits = (name, prefix = '') =>
    Object.keys(readOurs(OURS[name]).paths ?? {}).filter((route) =>
      theirs.has(lower(prefix + route)),
    ).length;
  const backend = hits('backend');
  const contentPlain = hits('content');
  const contentPrefixed = hits('content', CONTENT_PREFIX);
  if (backend > 0 && contentPrefixed > 0) return ['backend', 'content'];
  // '/api/contact' (content) and '/api/Contact' (backend) collide when case is ignored.
  if (contentPlain + contentPrefixed > backend) return ['content'];
  if (backend > 0) return ['backend'];
  return /content/i.test(document.info?.title ?? '') ? ['content'] : ['backend'];
}

/** The part of a combined document that belongs to one contract, content paths unprefixed. */
function partOf(document, which) {
  const copy = structuredClone(document);
  const paths = {};
  for (const [route, item] of Object.entries(document.paths ?? {})) {
    const isContent = lower(route).startsWith(`${CONTENT_PREFIX}/`);
    if (which === 'content' && isContent) paths[route.slice(CONTENT_PREFIX.length)] = item;
    if (which === 'backend' && !isContent) paths[route] = item;
  }
  copy.paths = paths;
  return copy;
}

function operationCount(document) {
  return Object.values(document.paths ?? {}).reduce(
    (sum, item) => sum + METHODS.filter((method) => item?.[method]).length,
    0,
  );
}

// Project rules: breaking changes Redocly's diff does not report (see contract/README.md). Each
// walks both documents, operation by operation (same path and method), and returns findings that
// count as major.

/** Follows a local `$ref` chain ('#/components/...'); anything else is returned as it is. */
function deref(document, value) {
  let current = value;
  for (let hops = 0; current?.$ref && hops < 20; hops += 1) {
    if (!String(current.$ref).startsWith('#/')) return current;
    current = String(current.$ref)
      .slice(2)
      .split('/')
      .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
      .reduce((node, key) => node?.[key], document);
  }
  return current;
}

/** The operations both documents have: [route, method, ours, theirs]. */
function sharedOperations(base, revision) {
  const pairs = [];
  for (const [route, baseItem] of Object.entries(base.paths ?? {})) {
    const revisionItem = deref(revision, revision.paths?.[route]);
    if (!revisionItem) continue;
    for (const method of METHODS) {
      const ours = deref(base, baseItem)?.[method];
      const theirs = revisionItem[method];
      if (ours && theirs) pairs.push([route, method, ours, theirs]);
    }
  }
  return pairs;
}

const pointer = (...parts) =>
  `#/${parts.map((part) => String(part).replaceAll('~', '~0').replaceAll('/', '~1')).join('/')}`;

/** A security requirement list lets a request without credentials through. */
const anonymous = (requirements) =>
  requirements.length === 0 ||
  requirements.some((requirement) => Object.keys(requirement ?? {}).length === 0);

const PROJECT_RULES = {
  /** An operation without a body, or with an optional one, now requires one. */
  'request-body-became-required': (base, revision) =>
    sharedOperations(base, revision).flatMap(([route, method, ours, theirs]) => {
      const before = deref(base, ours.requestBody);
      const after = deref(revision, theirs.requestBody);
      if (after?.required !== true || before?.required === true) return [];
      return [
        {
          at: pointer('paths', route, method, 'requestBody'),
          message: `The request body of \`${method.toUpperCase()} ${route}\` became required (it was ${before ? 'optional' : 'absent'}).`,
        },
      ];
    }),
  /**
   * An operation that took requests without a token no longer does, through the document's
   * default security (Redocly compares an operation's own `security` only).
   */
  'anonymous-access-removed': (base, revision) =>
    sharedOperations(base, revision).flatMap(([route, method, ours, theirs]) => {
      if (ours.security && theirs.security) return [];
      const before = ours.security ?? base.security ?? [];
      const after = theirs.security ?? revision.security ?? [];
      if (!anonymous(before) || anonymous(after)) return [];
      const schemes = after.map((requirement) => Object.keys(requirement).join(' + ')).join(' or ');
      return [
        {
          at: pointer('paths', route, method, 'security'),
          message: `\`${method.toUpperCase()} ${route}\` no longer accepts a request without credentials (it now falls under ${theirs.security ? 'its own' : "the document's"} security: ${schemes}).`,
        },
      ];
    }),
};

function projectFindings(base, revision) {
  return Object.entries(PROJECT_RULES).flatMap(([ruleId, rule]) =>
    rule(base, revision).map((finding) => ({ ruleId: `project/${ruleId}`, ...finding })),
  );
}

function redoclyDiff(base, revision, extra) {
  const cli = path.join(path.dirname(require.resolve('@redocly/cli/package.json')), 'bin/cli.js');
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [
        cli,
        'diff',
        base,
        revision,
        '--fail-on',
        'major',
        '--config',
        path.join(root, 'redocly.yaml'),
        ...extra,
      ],
      {
        cwd: root,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_NOTIFICATIONS: 'true' },
      },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** Our documents, parsed once per run (`detect` and `compare` both read them). */
const parsedOurs = new Map();
function readOurs(file) {
  if (!parsedOurs.has(file)) parsedOurs.set(file, parse(readFileSync(file, 'utf8')));
  return parsedOurs.get(file);
}

/** `revision`: their document as `loadTheirs` gives it (the file Redocly reads, and it parsed). */
async function compare(which, ours, revision, options, tempDir, multiple) {
  const { file: theirsFile, document: theirs } = revision;
  const skip = options.strictServers ? [] : ['--skip-rule', 'server-removed'];
  const label = OURS[which] ? which : path.basename(which).replace(/[^\w.-]/g, '_');
  const jsonFile = path.join(tempDir, `${path.basename(theirsFile)}.${label}.diff.json`);
  const json = await redoclyDiff(ours, theirsFile, [
    ...skip,
    '--format',
    'json',
    '--output',
    jsonFile,
  ]);
  if (/No diff rules are on/.test(json.output)) {
    fail(
      'redocly.yaml turns on no diff rule, so nothing would count as breaking. Add `diff-recommended` to its `extends`.',
    );
  }
  if (!existsSync(jsonFile)) {
    console.error(json.output.trim());
    fail(`Redocly could not compare the documents (exit code ${json.code}).`);
  }
  const report = JSON.parse(readFileSync(jsonFile, 'utf8'));
  const findings = projectFindings(readOurs(ours), theirs);
  report.projectRules = findings;
  if (options.format === 'json' && !options.output) {
    console.log(JSON.stringify(report, null, 2));
  } else {
    const shown = await redoclyDiff(ours, theirsFile, [
      ...skip,
      '--format',
      options.format,
      ...(options.output && !multiple ? ['--output', path.resolve(callerCwd, options.output)] : []),
    ]);
    const shownName = options.positionals[0];
    const text = shown.output
      .replaceAll(path.relative(root, theirsFile), shownName)
      .replaceAll(theirsFile, shownName)
      .replace(/\n[^\n]*diff processed in[\s\S]*$/, '')
      .trimEnd();
    console.log(text || '(no changes)');
    if (findings.length > 0) {
      console.log(`\nProject rules (scripts/contract/diff.mjs): ${findings.length} breaking`);
      for (const finding of findings) {
        console.log(`  ✖ ${finding.message} (${finding.ruleId}) at ${finding.at}`);
      }
    }
  }
  const { minor = 0, patch = 0 } = report.summary ?? {};
  const major = (report.summary?.major ?? 0) + findings.length;
  return { which, ours, major, minor, patch, code: json.code, report, findings };
}

let options;
try {
  options = parseArgs(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof Unusable)) throw error;
  console.error(`contract:diff: ${error.message}\n\n${USAGE}`);
  process.exit(2);
}
const tempDir = mkdtempSync(path.join(os.tmpdir(), 'contract-diff-'));
try {
  const theirs = await loadTheirs(options.positionals[0], tempDir);
  let targets;
  if (!options.ours) targets = detect(theirs.document);
  else if (OURS[options.ours]) targets = [options.ours];
  else if (existsSync(path.resolve(callerCwd, options.ours)))
    targets = [path.resolve(callerCwd, options.ours)];
  else fail(`--ours must be backend, content or an existing file; got '${options.ours}'.`);

  const combined = targets.length > 1;
  const results = [];
  for (const target of targets) {
    const ours = OURS[target] ?? target;
    let revision = theirs;
    const prefixed = Object.keys(theirs.document.paths ?? {}).some((route) =>
      lower(route).startsWith(`${CONTENT_PREFIX}/`),
    );
    if (combined || (target === 'content' && prefixed)) {
      const part = partOf(theirs.document, target === 'content' ? 'content' : 'backend');
      revision = { file: path.join(tempDir, `theirs.${target}.yaml`), document: part };
      writeFileSync(revision.file, stringify(part));
      console.log(
        `${target === 'content' ? `The content paths (under ${CONTENT_PREFIX})` : 'The backend paths'} of ` +
          `${options.positionals[0]}: ${operationCount(part)} operations.`,
      );
    }
    console.log(
      `\n── ${path.relative(root, ours) || ours} (ours) vs ${options.positionals[0]} (theirs) ──`,
    );
    results.push(await compare(target, ours, revision, options, tempDir, combined));
  }

  console.log('\n── Contract diff summary ──');
  let breaking = false;
  for (const result of results) {
    const name = path.relative(root, result.ours) || result.ours;
    const verdict = result.major > 0 ? 'BREAKING' : 'compatible';
    console.log(
      `${name}: ${result.major} breaking (major), ${result.minor} minor, ${result.patch} patch → ${verdict}`,
    );
    if (result.major > 0) {
      breaking = true;
      for (const change of result.report.changes ?? []) {
        for (const verdict of change.verdicts ?? []) {
          if (verdict.impact !== 'major') continue;
          console.log(`  ✖ ${verdict.message} (${verdict.ruleId}) at ${change.path}`);
        }
      }
      for (const finding of result.findings) {
        console.log(`  ✖ ${finding.message} (${finding.ruleId}) at ${finding.at}`);
      }
    }
  }
  if (!options.strictServers)
    console.log('(Server URLs are not compared; --strict-servers compares them.)');
  process.exitCode = breaking ? 1 : 0;
} catch (error) {
  if (!(error instanceof Unusable)) throw error;
  console.error(`contract:diff: ${error.message}`);
  process.exitCode = 2;
} finally {
  rmSync(tempDir, { recursive: true, force: true });
}
