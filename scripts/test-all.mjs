// `npm test`: every check and test, each step timed, and a table of the steps' times and results
// at the end, with how busy the cores were during each stage. What several steps need is made
// once, up front or before its first user: the code generated from the contracts (`generate`),
// the production build (contract:ci, the full-stack tests) and the mock build (the end-to-end
// tests); the steps then run with `npm run --ignore-scripts`, so that their pre-scripts do not
// make it again.
// The steps run one after another, except those that leave a core idle much of the time, which run
// side by side (ADR 0054, 0055): the static checks; the fuzzer beside a lane of the full-stack
// browser tests, the fuzzer's self-test and the replicas (each waits on its servers); the contract
// self-test and the dev server's cold start beside the end-to-end tests on the mocks. The first
// lane's output goes straight through; the others' is held and printed as each step ends.
// A failing step does not stop the ones after it (each layer reports what it found), except a
// failed generate or build, which the steps after it need. Exit 1 when any step failed.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// Every Node process the steps start (npm, the test runners, the servers and CLIs the tests
// spawn) keeps the code V8 compiled for each module, and the next one loads it instead of
// compiling again (the server's modules load in about 450 ms instead of 700).
process.env.NODE_COMPILE_CACHE ??= fileURLToPath(
  new URL('../node_modules/.cache/node-compile-cache', import.meta.url),
);

/** A step: its name in the table, and its npm script (and arguments). */
const step = (name, script) => ({ name, script });
/** Lanes that run side by side: each a step, or a list of steps run one after another. */
const side = (...lanes) => ({ lanes: lanes.map((lane) => [lane].flat()) });

/** The stages, one after another. */
const stages = [
  step('ledger reset', 'contract:ledger -- --reset'),
  step('generate', 'generate'),
  side(
    step('format', 'format:check'),
    step('lint', 'lint'),
    step('types', 'typecheck'),
    step('contract lint', 'contract:lint'),
  ),
  step('unit and component', 'test:unit'),
  step('server (PGlite)', 'test:server'),
  step('server (PostgreSQL)', 'test:server:postgres'),
  step('build', 'build'),
  step('contract:ci', 'contract:ci'),
  side(step('fuzz', 'contract:fuzz -- --postgres'), [
    step('end-to-end (full stack)', 'test:fullstack'),
    step('fuzz selftest', 'contract:fuzz:selftest'),
    step('replicas', 'test:replicas'),
  ]),
  step('mock build', 'build:mock'),
  // The dev server's cold start (a Playwright run of its own, mostly waiting on Vite) goes in the
  // self-test's lane, which ends minutes before the end-to-end tests do.
  side(step('end-to-end (mocks)', 'test:e2e -- --config playwright.config.ts'), [
    step('contract selftest', 'contract:selftest'),
    step('dev server cold start', 'test:e2e -- --config playwright.dev.config.ts'),
  ]),
  step('ledger', 'contract:ledger'),
];
const needed = new Set(['generate', 'build', 'mock build']);

const minutes = (ms) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/**
 * Runs one step; its output goes straight through, or is held and printed when it ends (a step
 * beside the first lane of its stage).
 */
async function run({ name, script }, { held, beside }) {
  const [scriptName, ...args] = script.split(' ');
  const header = `\n━━ ${name} (npm run ${script})`;
  if (!held) console.log(header);
  const stepStarted = Date.now();
  // No step runs its pre-script: those only check Node (npm test's own pretest did) or generate
  // and build again (prebuild, prebuild:mock, pretest:unit, ...), which the steps above did once.
  const child = spawn('npm', ['run', '--ignore-scripts', scriptName, ...args], {
    stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    shell: process.platform === 'win32',
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const [status] = await once(child, 'exit');
  const ms = Date.now() - stepStarted;
  if (held) process.stdout.write(`${header}\n${output}`);
  console.log(`━━ ${name}: ${status === 0 ? 'passed' : 'FAILED'} in ${minutes(ms)}`);
  return {
    name: beside ? `${name} (side by side)` : name,
    ok: status === 0,
    ms,
    needed: needed.has(name),
  };
}

/**
 * The machine's busy and idle time so far, from /proc/stat (Linux; null elsewhere): how busy the
 * cores were during a stage says whether it is bound by them or waits on something else.
 */
function cpuTimes() {
  try {
    const [user, nice, system, idle, iowait, irq, softirq, steal] = readFileSync(
      '/proc/stat',
      'utf8',
    )
      .split('\n')[0]
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    return { busy: user + nice + system + irq + softirq + steal, idle: idle + iowait };
  } catch {
    return null;
  }
}

/** How busy the cores were between two cpuTimes() readings, as '93% busy' ('' if unknown). */
function busyBetween(before, after) {
  if (!before || !after) return '';
  const busy = after.busy - before.busy;
  const total = busy + after.idle - before.idle;
  return total > 0 ? `cores ${Math.round((100 * busy) / total)}% busy` : '';
}

/** Runs a lane's steps one after another, until one that the steps after it need fails. */
async function runLane(steps, options) {
  const laneResults = [];
  for (const laneStep of steps) {
    const result = await run(laneStep, options);
    laneResults.push(result);
    if (!result.ok && result.needed) break;
  }
  return laneResults;
}

/** Each stage as its lanes, each lane a list of steps (a single step: one lane of one). */
const plan = stages.map((stage) => stage.lanes ?? [[stage]]);

const results = [];
const started = Date.now();
for (const lanes of plan) {
  const before = cpuTimes();
  const stageResults = (
    await Promise.all(
      lanes.map((steps, index) => runLane(steps, { held: index > 0, beside: lanes.length > 1 })),
    )
  ).flat();
  // The stage's figure goes on its first step's line of the table.
  stageResults[0].busy = busyBetween(before, cpuTimes());
  results.push(...stageResults);
  if (stageResults.some((result) => !result.ok && result.needed)) break;
}

console.log('\nnpm test, step by step:');
for (const { name, ok, ms, busy } of results) {
  const line = `  ${minutes(ms).padStart(6)}  ${ok ? 'ok    ' : 'FAILED'}  ${name}`;
  console.log(busy ? `${line.padEnd(48)}  ${busy}` : line);
}
const skipped = plan.flat(2).length - results.length;
if (skipped) console.log(`  (${skipped} steps not run: a step they need failed)`);
console.log(`  ${minutes(Date.now() - started).padStart(6)}  in all`);
process.exit(results.every((result) => result.ok) && !skipped ? 0 : 1);
