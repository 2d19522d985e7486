// `npm run test:at -- <moment> [command ...]`: runs a command (by default `npm test`) with the
// clock of every process it starts (Node, PostgreSQL; not Chromium, see below) moved to <moment>,
// from where it goes on ticking, as if the suite were started then. For the days a suite is most likely to trip
// on: `npm run test:at -- 2026-12-31T23:59+03:00` starts a minute before a new year in Turkey, so
// the tests run on a one-digit day of a new month and year (docs/testing.md).
//
// libfaketime (Debian's `faketime` package) moves the clock: preloaded into every process, it
// offsets what the wall clock says by a fixed number of seconds, the same for each process, so the
// test runners, the servers and PostgreSQL agree. The monotonic clock (timeouts) is left alone.
// Chromium keeps the machine's clock (scripts/lib/chromium-flags.mjs: libfaketime hangs it), as a
// visitor's browser keeps its own; the tests that show a date in it set one (`page.clock`).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { formatDateTime } from '../core/lib/turkey-time.ts';

const LIBRARIES = [
  '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1',
  '/usr/lib/aarch64-linux-gnu/faketime/libfaketime.so.1',
  '/usr/lib/faketime/libfaketime.so.1',
  '/usr/local/lib/faketime/libfaketime.so.1',
];

const [moment, ...command] = process.argv.slice(2);
const target = moment && /(Z|[+-]\d{2}:\d{2})$/.test(moment) ? Date.parse(moment) : Number.NaN;
if (Number.isNaN(target)) {
  console.error(
    'Usage: npm run test:at -- <moment with its offset> [command ...]\n' +
      '  e.g. npm run test:at -- 2026-12-31T23:59+03:00\n' +
      '       npm run test:at -- 2027-01-06T09:00+03:00 npm run test:e2e -- admin-audit.spec.ts',
  );
  process.exit(2);
}
const library = LIBRARIES.find((file) => existsSync(file));
if (!library) {
  console.error(
    'libfaketime is not installed: `sudo apt-get install -y faketime` (Debian, Ubuntu), then again.',
  );
  process.exit(1);
}

const offsetSeconds = Math.round((target - Date.now()) / 1000);
const env = {
  ...process.env,
  LD_PRELOAD: [library, process.env.LD_PRELOAD].filter(Boolean).join(' '),
  FAKETIME: `${offsetSeconds < 0 ? '-' : '+'}${String(Math.abs(offsetSeconds))}`,
  FAKETIME_DONT_FAKE_MONOTONIC: '1',
};

/** What a process started with `env` takes the time to be. */
function clockOfAChild() {
  const { stdout } = spawnSync(
    process.execPath,
    ['-e', 'process.stdout.write(new Date().toISOString())'],
    { env, encoding: 'utf8' },
  );
  return stdout;
}

const seen = Date.parse(clockOfAChild());
if (Number.isNaN(seen) || Math.abs(seen - target) > 60_000) {
  console.error(`libfaketime did not move the clock: a child process said ${String(seen)}.`);
  process.exit(1);
}
const run = command.length > 0 ? command : ['npm', 'test'];
const turkey = (iso) => `${iso} (${formatDateTime(iso, { seconds: true })} in Turkey)`;
console.log(`test:at: "${run.join(' ')}" starts at ${turkey(new Date(seen).toISOString())}`);
const child = spawn(run[0], run.slice(1), { stdio: 'inherit', env });
child.on('exit', (code, signal) => {
  console.log(`test:at: ended at ${turkey(clockOfAChild())}, exit ${String(code ?? signal)}`);
  process.exit(code ?? 1);
});
