// `npm run test:server:postgres`: the server's integration tests against a real PostgreSQL server.
// Uses SERVER_TEST_DATABASE_URL when set; otherwise starts a throw-away cluster with the local
// PostgreSQL binaries (Debian's `postgresql` package: /usr/lib/postgresql/<n>/bin) in a temporary
// folder on a free port, and removes it afterwards. Without either it says how to get one, and
// fails under CI (where .ci/run installs the package) but not on a developer's machine.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { exitUnlessPostgres, startPostgres } from './lib/postgres.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const vitestArgs = [
  'vitest',
  'run',
  '--config',
  'server/vitest.config.ts',
  ...process.argv.slice(2),
];

function runTests(databaseUrl) {
  console.log(`Server tests against PostgreSQL (${databaseUrl.replace(/:[^:@/]*@/, ':***@')})`);
  const result = spawnSync('npx', vitestArgs, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  return result.status ?? 1;
}

if (process.env.SERVER_TEST_DATABASE_URL) {
  process.exit(runTests(process.env.SERVER_TEST_DATABASE_URL));
}

exitUnlessPostgres('the PostgreSQL run of the server tests');

let status;
let cluster;
try {
  cluster = await startPostgres();
  status = runTests(cluster.url);
} catch (error) {
  console.error(error);
  status = 1;
} finally {
  await cluster?.remove();
}
process.exit(status);
