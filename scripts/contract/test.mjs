// `npm run contract:test -- --server <base-url> [--report <path>]`: runs the Arazzo workflows in
// contract/ with Redocly `respect` against a live server (the reference server, the mocks over
// HTTP, or any backend that claims to follow the contracts). See contract/README.md.
//
// Before the run it checks that the workflows call every operation of openapi/backend.yaml and
// openapi/content.yaml. The run happens in a temporary copy of contract/ and openapi/, where the
// 52428801-byte PDF for the 413 case is generated (and where binary response schemas are relaxed,
// because respect cannot check a binary body against `type: string`). Exit 0 when every workflow
// passes, 1 on any failure (drift), 2 on a usage error.
import { spawn } from 'node:child_process';
import {
  closeSync,
  cpSync,
  existsSync,
  ftruncateSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, stringify } from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const contractDir = path.join(root, 'contract');
const require = createRequire(import.meta.url);

/** The documents the workflows exercise, by the file name their sourceDescriptions point at. */
const DOCUMENTS = ['backend.yaml', 'content.yaml'];
const TOO_LARGE_BYTES = 52428801; // the PDF limit (52428800) plus one byte
const TOO_LARGE_PATH = 'fixtures/generated/too-large.pdf';
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];
/** Media types whose bodies respect reads as bytes (its own list, abridged). */
const BINARY_MEDIA = /^(application\/(octet-stream|pdf|zip|gzip)|image\/|audio\/|video\/)/;

const USAGE = `Usage: npm run contract:test -- --server <base-url> [options]

Runs the Arazzo workflows in contract/ with Redocly respect against a running server: the backend
at <base-url>, the content API at <base-url>/content.

Options:
  --server <url>     Base URL of the server (required unless --backend and --content are given).
  --backend <url>    Backend base URL (default: <server>).
  --content <url>    Content API base URL (default: <server>/content).
  --report <path>    JSON report (respect's JSON output plus a "contract" summary);
                     default contract-report.json.
  --workflow <id>    Run only this workflow (repeatable; the coverage check still runs).
  --verbose          Respect's verbose output (request and response details).
  --keep             Keep the temporary run folder.
  --help             This text.

Environment:
  CONTRACT_USERNAME, CONTRACT_PASSWORD   The administrator to sign in as (default admin / admin123,
                                         the mocks' demo administrator).

Exit codes: 0 all workflows passed, 1 drift or a failed run, 2 usage error.`;

function usageError(message) {
  console.error(`contract:test: ${message}\n\n${USAGE}`);
  process.exit(2);
}

function parseArgs(argv) {
  const options = { workflows: [], verbose: false, keep: false, report: 'contract-report.json' };
  const valued = new Set(['--server', '--backend', '--content', '--report', '--workflow']);
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      process.exit(0);
    }
    const [name, inline] = arg.includes('=') ? arg.split(/=(.*)/s, 2) : [arg, undefined];
    if (valued.has(name)) {
      const value = inline ?? argv[(index += 1)];
      if (!value || value.startsWith('--')) usageError(`${name} needs a value.`);
      if (name === '--workflow') options.workflows.push(value);
      else options[name.slice(2)] = value;
    } else if (name === '--verbose') options.verbose = true;
    else if (name === '--keep') options.keep = true;
    else usageError(`unknown argument '${arg}'.`);
  }
  const base = options.server?.replace(/\/+$/, '');
  options.backend = (options.backend ?? base)?.replace(/\/+$/, '');
  options.content = (options.content ?? (base ? `${base}/content` : undefined))?.replace(
    /\/+$/,
    '',
  );
  if (!options.backend || !options.content) usageError('--server <base-url> is required.');
  for (const url of [options.backend, options.content]) {
    if (!/^https?:\/\/[^/]/.test(url)) usageError(`'${url}' is not an http(s) URL.`);
  }
  options.serverUrl = options.backend;
  return options;
}

// Coverage ----------------------------------------------------------------------------------------

function operationsOf(file) {
  const document = parse(readFileSync(file, 'utf8'));
  const operations = [];
  for (const [route, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item?.[method];
      if (operation?.operationId) {
        operations.push({
          operationId: operation.operationId,
          method: method.toUpperCase(),
          route,
        });
      }
    }
  }
  return operations;
}

function workflowFiles() {
  return readdirSync(contractDir)
    .filter((name) => /\.arazzo\.ya?ml$/.test(name))
    .sort()
    .map((name) => path.join(contractDir, name));
}

/**
 * Every step that names an operation, as `document#operationId` keys, with the workflow and step
 * it belongs to (to map respect's report back to operations).
 */
function stepsOf(file) {
  const arazzo = parse(readFileSync(file, 'utf8'));
  const sources = new Map(
    (arazzo.sourceDescriptions ?? []).map((source) => [source.name, path.basename(source.url)]),
  );
  const steps = [];
  const visit = (workflowId, list) => {
    for (const step of list ?? []) {
      if (typeof step.operationId !== 'string') continue;
      const match = /^\$sourceDescriptions\.([^.]+)\.(.+)$/.exec(step.operationId);
      const document = match ? sources.get(match[1]) : sources.values().next().value;
      const operationId = match ? match[2] : step.operationId;
      steps.push({ workflowId, stepId: step.stepId, key: `${document}#${operationId}` });
    }
  };
  for (const workflow of arazzo.workflows ?? []) visit(workflow.workflowId, workflow.steps);
  return { arazzo, steps };
}

function checkCoverage(files) {
  const all = DOCUMENTS.flatMap((name) =>
    operationsOf(path.join(root, 'openapi', name)).map((operation) => ({
      ...operation,
      document: name,
      key: `${name}#${operation.operationId}`,
    })),
  );
  const steps = files.flatMap((file) =>
    stepsOf(file).steps.map((step) => ({ ...step, file: path.relative(root, file) })),
  );
  const declared = new Set(steps.map((step) => step.key));
  const known = new Set(all.map((operation) => operation.key));
  return {
    all,
    steps,
    missing: all.filter((operation) => !declared.has(operation.key)),
    unknown: [...declared].filter((key) => !known.has(key)),
  };
}

// The run folder ----------------------------------------------------------------------------------

/** Respect reads a binary body as bytes and then fails `type: string`; drop that one keyword. */
function relaxBinarySchemas(document) {
  let relaxed = 0;
  for (const item of Object.values(document.paths ?? {})) {
    for (const method of METHODS) {
      for (const response of Object.values(item?.[method]?.responses ?? {})) {
        for (const [media, content] of Object.entries(response?.content ?? {})) {
          if (BINARY_MEDIA.test(media) && content?.schema?.type === 'string') {
            content.schema = { ...content.schema };
            delete content.schema.type;
            relaxed += 1;
          }
        }
      }
    }
  }
  return relaxed;
}

function prepareRunFolder(files) {
  const runDir = mkdtempSync(path.join(os.tmpdir(), 'contract-test-'));
  const runContract = path.join(runDir, 'contract');
  mkdirSync(path.join(runDir, 'openapi'), { recursive: true });
  cpSync(contractDir, runContract, {
    recursive: true,
    filter: (source) => !source.includes(`${path.sep}generated`),
  });
  for (const name of DOCUMENTS) {
    const document = parse(readFileSync(path.join(root, 'openapi', name), 'utf8'));
    relaxBinarySchemas(document);
    writeFileSync(path.join(runDir, 'openapi', name), stringify(document));
  }
  // Sparse: a header that makes it a PDF, then zeros up to one byte over the limit.
  const tooLarge = path.join(runContract, TOO_LARGE_PATH);
  mkdirSync(path.dirname(tooLarge), { recursive: true });
  const descriptor = openSync(tooLarge, 'w');
  writeSync(descriptor, '%PDF-1.4\n% contract test: one byte over the 50 MB limit\n');
  ftruncateSync(descriptor, TOO_LARGE_BYTES);
  closeSync(descriptor);
  return {
    runDir,
    runFiles: files.map((file) => path.join('contract', path.basename(file))),
  };
}

// Running respect -----------------------------------------------------------------------------

async function preflight(url) {
  try {
    const response = await fetch(`${url}/api/Product?PageSize=1`, {
      signal: AbortSignal.timeout(10_000),
    });
    await response.arrayBuffer();
    return null;
  } catch (error) {
    return error.cause?.code ?? error.name ?? String(error);
  }
}

function runRespect(options, runDir, runFiles, jsonOutput) {
  const cli = path.join(path.dirname(require.resolve('@redocly/cli/package.json')), 'bin/cli.js');
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const inputs = {
    username: process.env.CONTRACT_USERNAME || 'admin',
    password: process.env.CONTRACT_PASSWORD || 'admin123',
    stamp,
    serverUrl: options.serverUrl,
  };
  const args = [
    cli,
    'respect',
    ...runFiles,
    '--server',
    JSON.stringify({ backend: options.backend, content: options.content }),
    '--input',
    JSON.stringify(inputs),
    '--json-output',
    jsonOutput,
    ...options.workflows.flatMap((id) => ['--workflow', id]),
    ...(options.verbose ? ['--verbose'] : []),
  ];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd: runDir,
      stdio: 'inherit',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_NOTIFICATIONS: 'true' },
    });
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), stamp }));
  });
}

/** Every executed step in the report, flattened (goto and sub-workflow entries nest steps). */
function executedSteps(entries, file, out = []) {
  for (const entry of entries ?? []) {
    if (entry.type === 'workflow') executedSteps(entry.executedSteps, file, out);
    else out.push({ ...entry, file });
  }
  return out;
}

function summarize(report, coverage) {
  const byStep = new Map(
    coverage.steps.map((step) => [`${step.file}|${step.workflowId}|${step.stepId}`, step.key]),
  );
  const exercised = new Set();
  const failures = [];
  const totals = { workflows: 0, failedWorkflows: 0, steps: 0, failedSteps: 0 };
  for (const [file, result] of Object.entries(report.files ?? {})) {
    const relative = path.relative(root, path.join(contractDir, path.basename(file)));
    for (const workflow of result.executedWorkflows ?? []) {
      totals.workflows += 1;
      if (workflow.status !== 'success') totals.failedWorkflows += 1;
      for (const step of executedSteps(workflow.executedSteps, relative)) {
        totals.steps += 1;
        const key = byStep.get(`${relative}|${step.workflowId}|${step.stepId}`);
        if (key && step.response) exercised.add(key);
        const failed = (step.checks ?? []).filter(
          (check) => !check.passed && check.severity !== 'warn' && check.severity !== 'off',
        );
        if (step.status !== 'success' || failed.length > 0) {
          totals.failedSteps += 1;
          failures.push({ file: relative, step, failed });
        }
      }
    }
  }
  return { exercised, failures, totals };
}

function describeFailure({ file, step, failed }) {
  const request = step.request
    ? `${step.request.method?.toUpperCase()} ${step.request.url}`
    : '(no request)';
  const status = step.response?.statusCode ?? '-';
  const lines = [`  ✗ ${file} · ${step.workflowId} / ${step.stepId}: ${request} → ${status}`];
  for (const check of failed) {
    const message = String(check.message ?? '')
      // eslint-disable-next-line no-control-regex
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .map((line) => line.trimEnd())
      .filter(Boolean)
      .slice(0, 8)
      .map((line) => `        ${line}`)
      .join('\n');
    lines.push(`      ${check.name}${check.condition ? ` (${check.condition})` : ''}`);
    if (message) lines.push(message);
  }
  return lines.join('\n');
}

// Main ----------------------------------------------------------------------------------------

const options = parseArgs(process.argv.slice(2));
const files = workflowFiles();
if (files.length === 0) {
  console.error('contract:test: no *.arazzo.yaml files in contract/.');
  process.exit(1);
}

const coverage = checkCoverage(files);
const total = coverage.all.length;
console.log(
  `Contract workflows: ${files.map((file) => path.relative(root, file)).join(', ')}` +
    `\nOperations named by the workflows: ${total - coverage.missing.length}/${total}` +
    ` (backend.yaml ${coverage.all.filter((o) => o.document === 'backend.yaml').length},` +
    ` content.yaml ${coverage.all.filter((o) => o.document === 'content.yaml').length})`,
);
if (coverage.unknown.length > 0) {
  console.error(`Steps name operations the contracts do not have: ${coverage.unknown.join(', ')}`);
  process.exit(1);
}
if (coverage.missing.length > 0) {
  console.error('\nThese operations are not called by any workflow (add a step for each):');
  for (const operation of coverage.missing) {
    console.error(
      `  - ${operation.document} ${operation.operationId} (${operation.method} ${operation.route})`,
    );
  }
  process.exit(1);
}

const unreachable = await preflight(options.backend);
if (unreachable) {
  console.error(
    `\ncontract:test: the server at ${options.backend} does not answer (${unreachable}). Start it first,` +
      ' e.g. `npm run mock:server -- --port 4300` or `npm start`.',
  );
  process.exit(1);
}

console.log(
  `Server: backend ${options.backend}, content ${options.content};` +
    ` signing in as '${process.env.CONTRACT_USERNAME || 'admin'}'.\n`,
);
// Respect refuses a --workflow that one of its files lacks: give it only the files that have one.
let selected = files;
if (options.workflows.length > 0) {
  const idsOf = (file) =>
    (stepsOf(file).arazzo.workflows ?? []).map((workflow) => workflow.workflowId);
  const unknown = options.workflows.filter((id) => !files.some((file) => idsOf(file).includes(id)));
  if (unknown.length > 0) usageError(`no workflow named ${unknown.join(', ')} in contract/.`);
  selected = files.filter((file) => idsOf(file).some((id) => options.workflows.includes(id)));
}
const { runDir, runFiles } = prepareRunFolder(selected);
const jsonOutput = path.join(runDir, 'respect-report.json');
const { code, stamp } = await runRespect(options, runDir, runFiles, jsonOutput);

// `npm run` starts scripts in the package root; a relative --report is the caller's.
const reportPath = path.resolve(process.env.INIT_CWD || process.cwd(), options.report);
let exitCode = code === 0 ? 0 : 1;
if (!existsSync(jsonOutput)) {
  console.error(`\ncontract:test: respect wrote no report (exit code ${code}).`);
  exitCode = 1;
} else {
  const report = JSON.parse(readFileSync(jsonOutput, 'utf8'));
  // Name the files as they are in the repository, not in the temporary run folder.
  report.files = Object.fromEntries(
    Object.entries(report.files ?? {}).map(([file, result]) => [
      path.relative(root, path.join(contractDir, path.basename(file))),
      result,
    ]),
  );
  const { exercised, failures, totals } = summarize(report, coverage);
  const notExercised = coverage.all.filter((operation) => !exercised.has(operation.key));
  report.contract = {
    backend: options.backend,
    content: options.content,
    stamp,
    passed: exitCode === 0 && failures.length === 0,
    operations: {
      total,
      named: total - coverage.missing.length,
      exercised: total - notExercised.length,
      notExercised: notExercised.map(
        (operation) => `${operation.document}#${operation.operationId}`,
      ),
    },
    failedSteps: failures.map(({ file, step, failed }) => ({
      file,
      workflowId: step.workflowId,
      stepId: step.stepId,
      request: step.request ? `${step.request.method?.toUpperCase()} ${step.request.url}` : null,
      statusCode: step.response?.statusCode ?? null,
      checks: failed.map((check) => check.name),
    })),
  };
  mkdirSync(path.dirname(reportPath), { recursive: true });
  writeFileSync(reportPath, `${JSON.stringify(report, null, 2)}\n`);
  if (failures.length > 0) exitCode = 1;

  console.log('\n── Contract test summary ──');
  console.log(
    `Workflows: ${totals.workflows - totals.failedWorkflows} passed, ${totals.failedWorkflows} failed;` +
      ` steps: ${totals.steps - totals.failedSteps} passed, ${totals.failedSteps} failed.`,
  );
  console.log(
    `Operations exercised: ${total - notExercised.length}/${total}` +
      (notExercised.length && options.workflows.length === 0
        ? ` (not reached: ${notExercised.map((operation) => operation.operationId).join(', ')})`
        : ''),
  );
  if (failures.length > 0) {
    console.log('Failed steps (drift between the server and the contract, or a broken server):');
    for (const failure of failures) console.log(describeFailure(failure));
  }
  console.log(`Report: ${path.relative(process.cwd(), reportPath) || reportPath}`);
}
if (options.keep) console.log(`Run folder kept: ${runDir}`);
else rmSync(runDir, { recursive: true, force: true });
console.log(exitCode === 0 ? 'Contract test PASSED.' : 'Contract test FAILED.');
process.exit(exitCode);
