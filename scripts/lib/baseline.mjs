// The benchmarks' baseline (docs/decisions/0041): the same measurement, in the same run, on another
// commit of this repository (by default HEAD, so that uncommitted work is compared with the last
// commit). The commit is checked out into a temporary git worktree that shares this checkout's
// node_modules (when its package-lock.json is this checkout's; otherwise it gets its own, with
// `npm ci --prefer-offline`, from the npm cache as far as it goes), generated and built there (`npm run generate`, `vite build`, `vite build --ssr`,
// that tree as the root) and its own server (server/main.ts of that tree, with its dist/ and
// dist-server/) is started by startFullStack({ root }). The worktree is removed afterwards.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The `--base <git-ref>` option: 'HEAD' when absent, null for `--base none` (no baseline).
 */
export function baseOption(argv = process.argv) {
  const index = argv.indexOf('--base');
  const value = index >= 0 ? argv[index + 1] : 'HEAD';
  if (value === undefined || value.startsWith('--'))
    throw new Error('--base needs a git ref or none');
  return value === 'none' ? null : value;
}

/** Runs a command to its end; rejects when it fails. Its output goes to this process's stderr. */
function run(command, args, cwd) {
  return new Promise((resolve, reject) => {
    // Without NODE_ENV: Vite's build() sets it to production in this process, and `npm ci` would
    // then leave out the devDependencies the build needs.
    const env = { ...process.env };
    delete env.NODE_ENV;
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} in ${cwd} ended with ${signal ?? code}`)),
    );
  });
}

/** The commit a ref names, short, for the tables. */
async function describeRef(ref) {
  const { execFileSync } = await import('node:child_process');
  return execFileSync('git', ['rev-parse', '--short', ref], { cwd: root, encoding: 'utf8' }).trim();
}

/**
 * Checks `ref` out into a temporary worktree, generates and builds it (production: app and server
 * entry), calls `measure(worktreeRoot, label)` and removes the worktree whatever happens. Resolves
 * to what `measure` resolved to.
 */
export async function withBaseline(ref, measure) {
  const commit = await describeRef(ref);
  const dir = mkdtempSync(path.join(tmpdir(), 'asil-baseline-'));
  let added = false;
  try {
    await run('git', ['worktree', 'add', '--detach', dir, ref], root);
    added = true;
    const lock = (tree) => readFileSync(path.join(tree, 'package-lock.json'), 'utf8');
    if (lock(dir) === lock(root)) {
      symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    } else {
      console.log(`The baseline's package-lock.json differs: installing its own node_modules ...`);
      await run(
        'npm',
        ['ci', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'],
        dir,
      );
    }
    console.log(`Building the baseline (${ref}, ${commit}) in ${dir} ...`);
    await run('npm', ['run', '--silent', 'generate'], dir);
    const vite = path.join(dir, 'node_modules/vite/bin/vite.js');
    await run(process.execPath, [vite, 'build', '--logLevel', 'warn'], dir);
    await run(process.execPath, [vite, 'build', '--ssr', '--logLevel', 'warn'], dir);
    return await measure(dir, `${ref} (${commit})`);
  } finally {
    if (added) {
      await run('git', ['worktree', 'remove', '--force', dir], root).catch((error) =>
        console.error(`Could not remove the baseline worktree: ${error.message}`),
      );
    }
    rmSync(dir, { recursive: true, force: true });
  }
}
