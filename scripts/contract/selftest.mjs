// `npm run contract:selftest`: proves that the contract tooling catches drift.
//   (a) contract:test passes against the mocks over HTTP, and fails against a small proxy in front
//       of them that renames one response field (each drift variant below);
//   (b) contract:diff fails (exit 1) on each breaking edit and passes (exit 0) on each compatible
//       edit of a copy of openapi/backend.yaml or openapi/content.yaml (the table of cases in
//       scripts/contract/lib/contract-edits.mjs; known gaps are printed, not scored), fails on a breaking
//       copy fetched from a URL, and compares a combined document with both contracts.
//       It ends with the score: breaking edits caught, compatible edits passed.
// Options: --only test|diff runs one half. Exit 0 only if every expectation holds.
import { spawn } from 'node:child_process';
import {
  copyFileSync,
  createWriteStream,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, stringify } from 'yaml';
import { CASES } from './lib/contract-edits.mjs';
import { startRewritingProxy } from './lib/rewriting-proxy.mjs';
import { freePort, waitForUrl } from '../lib/servers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tempDir = mkdtempSync(path.join(os.tmpdir(), 'contract-selftest-'));
const results = [];
/** The diff half's score: [passed, scored] for each kind, and how many known gaps it printed. */
let diffScore = null;
let diffGaps = 0;
const children = new Set();
const servers = new Set();

const args = process.argv.slice(2);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
if (
  args.some((arg) => !['--only', 'test', 'diff'].includes(arg)) ||
  (only && !['test', 'diff'].includes(only))
) {
  console.error('Usage: npm run contract:selftest [-- --only test|diff]');
  process.exit(2);
}

function expect(name, ok, detail = '') {
  results.push({ name, ok, detail });
  console.log(`${ok ? '✓' : '✗'} ${name}${detail ? ` — ${detail}` : ''}`);
}

/** Runs a node script; its output goes to a log file (shown when something is unexpected). */
function runNode(script, scriptArgs, logName) {
  const log = path.join(tempDir, logName);
  return new Promise((resolve) => {
    const out = createWriteStream(log);
    const child = spawn(process.execPath, [path.join(root, script), ...scriptArgs], {
      cwd: root,
      env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1', INIT_CWD: root },
    });
    children.add(child);
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    child.on('close', (code) => {
      children.delete(child);
      out.end(() => resolve({ code: code ?? 1, log, output: readFileSync(log, 'utf8') }));
    });
  });
}

function tail(text, lines = 25) {
  return text
    .trimEnd()
    .split('\n')
    .slice(-lines)
    .map((line) => `    ${line}`)
    .join('\n');
}

async function startMocks() {
  const port = await freePort();
  const log = createWriteStream(path.join(tempDir, 'mock-server.log'));
  const child = spawn(
    process.execPath,
    [path.join(root, 'scripts/mock-server.mjs'), '--port', String(port), '--quiet'],
    { cwd: root, env: process.env },
  );
  children.add(child);
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  child.on('close', () => children.delete(child));
  const url = `http://127.0.0.1:${port}`;
  if (
    !(await waitForUrl(`${url}/api/Product?PageSize=1`).then(
      () => true,
      () => false,
    ))
  ) {
    throw new Error(
      `the mock server did not start on ${url} (see ${path.join(tempDir, 'mock-server.log')})`,
    );
  }
  return url;
}

/** Renames a key everywhere in a JSON value. */
function renameKey(value, from, to) {
  if (Array.isArray(value)) return value.map((item) => renameKey(item, from, to));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key === from ? to : key,
        renameKey(item, from, to),
      ]),
    );
  }
  return value;
}

/** An HTTP proxy in front of `upstream` that renames one field in every JSON response. */
async function startDriftProxy(upstream, from, to) {
  const proxy = await startRewritingProxy(upstream, {
    reply: ({ headers, body }) => {
      if (!String(headers['content-type'] ?? '').includes('json')) return undefined;
      try {
        return { body: JSON.stringify(renameKey(JSON.parse(body), from, to)) };
      } catch {
        return undefined; // not JSON after all: pass it on unchanged
      }
    },
  });
  servers.add(proxy);
  return proxy.url;
}

function failedChecks(reportFile) {
  if (!existsSync(reportFile)) return null;
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  const checks = [];
  const visit = (entries) => {
    for (const entry of entries ?? []) {
      if (entry.type === 'workflow') visit(entry.executedSteps);
      for (const check of entry.checks ?? []) {
        if (!check.passed) checks.push({ step: `${entry.workflowId}/${entry.stepId}`, ...check });
      }
    }
  };
  for (const file of Object.values(report.files ?? {})) {
    for (const workflow of file.executedWorkflows ?? []) visit(workflow.executedSteps);
  }
  return { checks, contract: report.contract };
}

// (a) contract:test against the mocks and against drifted mocks ------------------------------

async function testHalf() {
  console.log('\n(a) contract:test against the mocks over HTTP, then through drifting proxies');
  const mocks = await startMocks();
  console.log(`  mock server: ${mocks}`);

  const cleanReport = path.join(tempDir, 'report-clean.json');
  const clean = await runNode(
    'scripts/contract/test.mjs',
    ['--server', mocks, '--report', cleanReport],
    'test-clean.log',
  );
  const cleanSummary = failedChecks(cleanReport);
  const operations = cleanSummary?.contract?.operations;
  expect(
    'contract:test passes against the mocks',
    clean.code === 0,
    clean.code === 0
      ? `exit 0, operations exercised ${operations?.exercised}/${operations?.total}`
      : `exit ${clean.code}\n${tail(clean.output)}`,
  );
  const contractOperations = ['openapi/backend.yaml', 'openapi/content.yaml']
    .map((file) => parse(readFileSync(path.join(root, file), 'utf8')))
    .flatMap((document) => Object.values(document.paths ?? {}))
    .flatMap((item) => Object.values(item ?? {}))
    .filter((operation) => typeof operation?.operationId === 'string').length;
  expect(
    'the workflows exercise every operation of both contracts',
    operations?.exercised === operations?.total && operations?.total === contractOperations,
    `${operations?.exercised}/${operations?.total} of the contracts' ${contractOperations}`,
  );

  const variants = [
    { from: 'totalCount', to: 'total', what: 'paged lists: data.totalCount renamed to data.total' },
    { from: 'slug', to: 'slugName', what: 'products, pages, documents: slug renamed to slugName' },
  ];
  for (const variant of variants) {
    await fetch(`${mocks}/__mocks/reset`, { method: 'POST' });
    const proxy = await startDriftProxy(mocks, variant.from, variant.to);
    const report = path.join(tempDir, `report-${variant.to}.json`);
    const run = await runNode(
      'scripts/contract/test.mjs',
      ['--server', proxy, '--report', report],
      `test-${variant.to}.log`,
    );
    const summary = failedChecks(report);
    const schemaFailures = (summary?.checks ?? []).filter(
      (check) => check.name === 'schema check' && String(check.message).includes(variant.from),
    );
    // A network error, or a runner error in a step whose response did not drift, means the run
    // itself broke. (A step whose response drifted may also fail to read an output from it.)
    const drifted = new Set(schemaFailures.map((check) => check.step));
    const brokenRuns = (summary?.checks ?? []).filter(
      (check) =>
        check.name === 'failed network request' ||
        (check.name === 'unexpected error' && !drifted.has(check.step)),
    );
    expect(
      `contract:test fails on drift (${variant.what})`,
      run.code === 1 && schemaFailures.length > 0,
      run.code === 1
        ? `exit 1; ${schemaFailures.length} schema checks name '${variant.from}', first at ${schemaFailures[0]?.step}`
        : `exit ${run.code}\n${tail(run.output)}`,
    );
    expect(
      `  …and it fails on the contract, not on a broken run`,
      brokenRuns.length === 0,
      brokenRuns.length
        ? brokenRuns.map((check) => `${check.step}: ${check.name}`).join('; ')
        : 'no network or runner errors',
    );
  }
}

// (b) contract:diff on breaking and compatible edits ---------------------------------------

/** The contracts as they are when the self-test starts (others may be editing them meanwhile). */
const snapshots = {};
function snapshot(which) {
  if (!snapshots[which]) {
    snapshots[which] = path.join(tempDir, `base-${which}.yaml`);
    copyFileSync(path.join(root, `openapi/${which}.yaml`), snapshots[which]);
  }
  return snapshots[which];
}

function editedCopy(name, edit, which = 'backend') {
  const file = path.join(tempDir, `${name}.yaml`);
  if (!edit) {
    copyFileSync(snapshot(which), file);
    return file;
  }
  const document = parse(readFileSync(snapshot(which), 'utf8'));
  edit(document);
  writeFileSync(file, stringify(document, { aliasDuplicateObjects: false }));
  return file;
}

async function serveFile(file) {
  const body = readFileSync(file);
  const server = http.createServer((request, response) => {
    if (request.url === '/openapi.yaml') {
      response.writeHead(200, { 'content-type': 'application/yaml' });
      response.end(body);
    } else response.writeHead(404).end();
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  servers.add(server);
  return `http://127.0.0.1:${port}/openapi.yaml`;
}

/** The lines of contract:diff's summary that say why (its verdict line and the ✖ lines). */
function verdictOf(output) {
  const lines = output.split('\n');
  const at = lines.findIndex((line) => line.startsWith('── Contract diff summary'));
  const summary = at < 0 ? [] : lines.slice(at + 1);
  const verdict = (summary.find((line) => line.includes(' → ')) ?? '').replace(/^.*?: /, '');
  const first = summary
    .find((line) => line.trimStart().startsWith('✖'))
    ?.trim()
    .replace(/ at #\/\S*$/, '');
  return first ? `${verdict}; ${first}` : verdict;
}

/** `work` of each item, at most `size` at a time; the results in the items' order. */
async function inPool(items, size, work) {
  const results = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]);
    }
  };
  await Promise.all(Array.from({ length: size }, worker));
  return results;
}

async function diffHalf() {
  console.log(
    `\n(b) contract:diff on edited copies of openapi/backend.yaml and openapi/content.yaml (${CASES.length} cases, scripts/contract/lib/contract-edits.mjs)`,
  );
  const score = { breaking: [0, 0], compatible: [0, 0] };
  const gaps = [];
  const prepared = CASES.map((testCase) => {
    const which = testCase.contract ?? 'backend';
    try {
      return { testCase, which, file: editedCopy(testCase.name, testCase.edit, which) };
    } catch (error) {
      return { testCase, which, error };
    }
  });
  // Two diffs at a time (each its own process); the results are reported in the table's order.
  const runs = await inPool(prepared, 2, ({ testCase, which, file }) =>
    file
      ? runNode(
          'scripts/contract/diff.mjs',
          [file, '--ours', snapshot(which), '--format', 'json'],
          `diff-${testCase.name}.log`,
        )
      : null,
  );
  for (const [index, { testCase, which, error }] of prepared.entries()) {
    const expected = testCase.kind === 'breaking' ? 1 : 0;
    if (error) {
      if (!testCase.gap) score[testCase.kind][1] += 1;
      expect(
        `${testCase.kind}: ${testCase.name} (${testCase.what})`,
        false,
        `the edit no longer applies to openapi/${which}.yaml: ${error.message}`,
      );
      continue;
    }
    const run = runs[index];
    if (testCase.gap) {
      gaps.push(testCase);
      console.log(
        `- known gap: ${testCase.name} (${testCase.what}): ${testCase.gap}` +
          (run.code === 1 ? ' [now caught: make it a scored case]' : ''),
      );
      continue;
    }
    score[testCase.kind][1] += 1;
    if (run.code === expected) score[testCase.kind][0] += 1;
    expect(
      `${testCase.kind}: ${testCase.name} (${testCase.what})`,
      run.code === expected,
      run.code === expected
        ? verdictOf(run.output)
        : `exit ${run.code}, expected ${expected}\n${tail(verdictOf(run.output) || run.output)}`,
    );
  }
  expect(
    'the table holds at least 30 breaking and 15 compatible scored cases',
    score.breaking[1] >= 30 && score.compatible[1] >= 15,
    `${score.breaking[1]} breaking, ${score.compatible[1]} compatible, ${gaps.length} known gaps`,
  );
  const url = await serveFile(path.join(tempDir, 'operation-removed.yaml'));
  const remote = await runNode('scripts/contract/diff.mjs', [url], 'diff-url.log');
  expect(
    'contract:diff exits 1 on the breaking copy fetched from a URL',
    remote.code === 1,
    remote.code === 1 ? url : `exit ${remote.code}\n${tail(remote.output)}`,
  );
  const merged = path.join(tempDir, 'merged.yaml');
  await runNode('scripts/contract/merge.mjs', ['--output', merged], 'merge.log');
  const both = await runNode('scripts/contract/diff.mjs', [merged], 'diff-merged.log');
  const compared = both.output.split('\n').filter((line) => /^openapi\/\w+\.yaml: /.test(line));
  expect(
    'contract:diff compares a combined document (contract/merge.mjs) with both contracts: exit 0',
    both.code === 0 && compared.length === 2,
    both.code === 0
      ? compared.map((line) => line.split(':')[0]).join(' and ')
      : `exit ${both.code}\n${tail(both.output)}`,
  );
  const usage = await runNode('scripts/contract/diff.mjs', [], 'diff-usage.log');
  expect('contract:diff exits 2 without a document', usage.code === 2, `exit ${usage.code}`);
  diffScore = score;
  diffGaps = gaps.length;
}

// Main ----------------------------------------------------------------------------------------

let crashed = null;
try {
  if (only !== 'diff') await testHalf();
  if (only !== 'test') await diffHalf();
} catch (error) {
  crashed = error;
} finally {
  for (const child of children) child.kill('SIGTERM');
  for (const server of servers) server.close();
}

const failed = results.filter((result) => !result.ok);
console.log('\n── Contract self-test summary ──');
if (diffScore) {
  const { breaking, compatible } = diffScore;
  console.log(
    `breaking edits caught: ${breaking[0]}/${breaking[1]}, compatible edits passed: ${compatible[0]}/${compatible[1]}` +
      (diffGaps ? `, known gaps (not scored): ${diffGaps}` : ''),
  );
}
if (crashed) console.log(`✗ the self-test could not run: ${crashed.message}`);
console.log(`${results.length - failed.length}/${results.length} expectations hold.`);
if (failed.length > 0 || crashed) {
  console.log(`Logs kept in ${tempDir}`);
  process.exit(1);
}
rmSync(tempDir, { recursive: true, force: true });
console.log(
  'Contract self-test PASSED: drift in a response and breaking contract edits are caught.',
);
process.exit(0);
