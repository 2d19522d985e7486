// The full stack as `npm start` runs it, for the benchmarks: the reference server (server/main.ts)
// with the production build (dist/, dist-server/), NODE_ENV=production, on a temporary PGlite data
// folder seeded on start, on a free port of 127.0.0.1. `root` (default: this checkout) may name
// another checkout of the repository, such as the baseline's worktree (scripts/lib/baseline.mjs):
// its own server/main.ts then serves its own dist/ and dist-server/.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, stopChild, waitForUrl } from './servers.mjs';

const ownRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Starts the server; resolves to its address, the first administrator's credentials (for benches
 * that sign in) and a stop function that also removes the data.
 */
export async function startFullStack({ root = ownRoot } = {}) {
  // The panel's page too, in a checkout that has one (docs/decisions/0073; a baseline may not).
  const pages = existsSync(path.join(root, 'admin.html'))
    ? ['dist/index.html', 'dist/admin.html']
    : ['dist/index.html'];
  for (const file of [...pages, 'dist-server/entry-server.js']) {
    if (!existsSync(path.join(root, file))) {
      throw new Error(`${file} is missing: run \`npm run build\` first.`);
    }
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'asil-bench-'));
  const port = await freePort();
  const admin = { username: 'admin', password: randomBytes(12).toString('base64url') };
  const env = { ...process.env };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [path.join(root, 'server/main.ts')], {
    cwd: root,
    env: {
      ...env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForUrl(`${url}/api/Product`, { child, name: 'The server' });
  } catch (error) {
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    admin,
    async stop() {
      await stopChild(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
