// `npm run test:replicas` (issue 13 §6): two real server processes on one throw-away PostgreSQL
// and one local S3-compatible server, behind a round-robin proxy (tests/replicas/). Builds the
// app first when dist/ or dist-server/ is missing (both replicas serve it). Without PostgreSQL
// binaries it says how to get them, and fails under CI but not on a developer's machine.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { exitUnlessPostgres, startPostgres } from './lib/postgres.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

exitUnlessPostgres('the replicas test');

const built =
  existsSync(path.join(root, 'dist/index.html')) &&
  existsSync(path.join(root, 'dist/admin.html')) &&
  existsSync(path.join(root, 'dist-server/entry-server.js'));
if (!built) {
  console.log('dist/ or dist-server/ is missing: npm run build ...');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

let status = 1;
let cluster;
try {
  cluster = await startPostgres();
  console.log(`Replicas test against PostgreSQL (${cluster.url})`);
  const result = spawnSync(
    'npx',
    ['vitest', 'run', '--config', 'tests/replicas/vitest.config.ts', ...process.argv.slice(2)],
    { cwd: root, stdio: 'inherit', env: { ...process.env, REPLICAS_DATABASE_URL: cluster.url } },
  );
  status = result.status ?? 1;
} catch (error) {
  console.error(error);
} finally {
  await cluster?.remove();
}
process.exit(status);
