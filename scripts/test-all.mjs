// `npm test`: every check and test, each step timed, and a table of the steps' times and results
// at the end. What several steps need is made once, up front or before its first user: the code
// generated from the contracts (`generate`), the production build (contract:ci, the full-stack
// tests) and the mock build (the end-to-end tests); the steps then run with
// `npm run --ignore-scripts`, so that their pre-scripts do not make it again.
// The steps run one after another, except the static checks, which run side by side (none uses a
// second core to the full on its own); their output is held and printed as each ends.
// A failing step does not stop the ones after it (each layer reports what it found), except a
// failed generate or build, which the steps after it need. Exit 1 when any step failed.
import { spawn } from 'node:child_process';
import { once } from 'node:events';

/** Stages of [name, npm script (and its arguments)]: a stage's steps run side by side. */
const stages = [
  [['ledger reset', 'contract:ledger -- --reset']],
  [['generate', 'generate']],
  [
    ['format', 'format:check'],
    ['lint', 'lint'],
    ['types', 'typecheck'],
    ['contract lint', 'contract:lint'],
  ],
  [['unit and component', 'test:unit']],
  [['server (PGlite)', 'test:server']],
  [['server (PostgreSQL)', 'test:server:postgres']],
  [['contract selftest', 'contract:selftest']],
  [['build', 'build']],
  [['contract:ci', 'contract:ci']],
  [['fuzz', 'contract:fuzz -- --postgres']],
  [['fuzz selftest', 'contract:fuzz:selftest']],
  [['mock build', 'build:mock']],
  [['end-to-end (mocks)', 'test:e2e']],
  [['end-to-end (full stack)', 'test:fullstack']],
  [['replicas', 'test:replicas']],
  [['ledger', 'contract:ledger']],
];
const needed = new Set(['generate', 'build', 'mock build']);

const minutes = (ms) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/** Runs one step; its output goes straight through, or is held and printed when it ends. */
async function run([name, script], held) {
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
  return { name, ok: status === 0, ms };
}

const results = [];
const started = Date.now();
for (const stage of stages) {
  const stageResults = await Promise.all(stage.map((step) => run(step, stage.length > 1)));
  const together = stage.length > 1 ? ' (side by side)' : '';
  results.push(...stageResults.map((result) => ({ ...result, name: result.name + together })));
  if (stageResults.some(({ name, ok }) => !ok && needed.has(name))) break;
}

console.log('\nnpm test, step by step:');
for (const { name, ok, ms } of results) {
  console.log(`  ${minutes(ms).padStart(6)}  ${ok ? 'ok    ' : 'FAILED'}  ${name}`);
}
const skipped = stages.flat().length - results.length;
if (skipped) console.log(`  (${skipped} steps not run: a step they need failed)`);
console.log(`  ${minutes(Date.now() - started).padStart(6)}  in all`);
process.exit(results.every((result) => result.ok) && !skipped ? 0 : 1);
