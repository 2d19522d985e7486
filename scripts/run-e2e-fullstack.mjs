// `npm run test:fullstack`: the main Playwright flows against the real thing. Starts the reference
// server (`node server/main.ts`, as `npm start` does) on a temporary PGlite data folder with a
// random administrator password, and Prism's validation proxy (`prism proxy --errors`, on the
// merged contract of scripts/contract-merge.mjs) in front of it: the flows run through Prism, so a
// reply that breaks the contract fails them. Flows tagged @direct (binary uploads: Prism reads
// request bodies as text and corrupts them) go to the server itself. Then restarts the server on
// the same folder and checks that what the flows saved is still there, and removes the folder.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium, findPlaywrightChromium, missingBrowserHelp } from './find-chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const system = findChromium();
const executable = system ?? (await findPlaywrightChromium());
if (!executable) {
  console.error(missingBrowserHelp);
  process.exit(1);
}
if (!existsSync(path.join(root, 'dist/index.html'))) {
  console.error('dist/ is missing: run `npm run build` first (npm run test:fullstack does it).');
  process.exit(1);
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

async function waitFor(url, child, name) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${name} did not answer at ${url} within 120 s`);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'asil-fullstack-'));
const password = randomBytes(12).toString('base64url');
const serverPort = await freePort();
const serverUrl = `http://127.0.0.1:${serverPort}`;
// The flows run on PGlite, whatever DATABASE_URL the shell has.
const baseEnv = { ...process.env };
delete baseEnv.DATABASE_URL;
const serverEnv = {
  ...baseEnv,
  PORT: String(serverPort),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  ADMIN_USERNAME: 'admin',
  ADMIN_PASSWORD: password,
};

const children = [];
function startServer() {
  const child = spawn(process.execPath, [path.join(root, 'server/main.ts')], {
    cwd: root,
    env: serverEnv,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push(child);
  return child;
}
async function stop(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

let status;
try {
  let server = startServer();
  await waitFor(`${serverUrl}/api/Product`, server, 'The server');

  const prismPort = await freePort();
  const prismUrl = `http://127.0.0.1:${prismPort}`;
  const merged = path.join(dataDir, 'openapi.prism.yaml');
  const merge = spawnSync(
    process.execPath,
    [path.join(root, 'scripts/contract-merge.mjs'), '--prism', '--output', merged],
    { cwd: root, encoding: 'utf8' },
  );
  if (merge.status !== 0) throw new Error(`contract-merge failed:\n${merge.stderr}`);
  const prism = spawn(
    path.join(root, 'node_modules/.bin/prism'),
    ['proxy', merged, serverUrl, '--errors', '-h', '127.0.0.1', '-p', String(prismPort)],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  children.push(prism);
  await waitFor(`${prismUrl}/api/Product`, prism, 'Prism');

  console.log(
    `End-to-end tests (full stack) in ${executable}: through Prism at ${prismUrl}, @direct flows at ${serverUrl}`,
  );
  const result = spawnSync(
    'playwright',
    ['test', '-c', 'playwright.fullstack.config.ts', ...process.argv.slice(2)],
    {
      cwd: root,
      stdio: 'inherit',
      shell: process.platform === 'win32',
      env: {
        ...process.env,
        CHROMIUM_PATH: system ?? '',
        FULLSTACK_BASE_URL: prismUrl,
        FULLSTACK_DIRECT_URL: serverUrl,
        FULLSTACK_ADMIN_USERNAME: 'admin',
        FULLSTACK_ADMIN_PASSWORD: password,
      },
    },
  );
  status = result.status ?? 1;

  // Persistence: a restart on the same folder still has what the flows saved.
  await stop(server);
  server = startServer();
  await waitFor(`${serverUrl}/api/Product`, server, 'The restarted server');
  const contact = await (await fetch(`${serverUrl}/content/api/contact`)).json();
  if (contact.phoneNumber === '+90 (312) 444 27 45') {
    console.log('After a restart the data folder still holds the edits of the flows.');
  } else if (status === 0) {
    console.error(`After a restart the contact phone is ${contact.phoneNumber}: data was lost.`);
    status = 1;
  }
} catch (error) {
  console.error(error);
  status = 1;
} finally {
  await Promise.all(children.map(stop));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(status);
