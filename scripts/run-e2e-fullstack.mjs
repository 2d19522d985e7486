// `npm run test:fullstack`: the main Playwright flows against the real thing. Starts the reference
// server (`node server/main.ts`, as `npm start` does) on a temporary PGlite data folder with a
// random administrator password, and Prism's validation proxy (`prism proxy --errors`, on the
// merged contract of scripts/contract/merge.mjs) in front of it: the flows run through Prism, so a
// reply that breaks the contract fails them. Flows tagged @direct (binary uploads: Prism reads
// request bodies as text and corrupts them) go to the server itself. Then restarts the server on
// the same folder and checks that what the flows saved is still there, and removes the folder.
// The second factor's flows start a server of their own and run in a second Playwright meanwhile.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startMailSink } from './lib/mail-sink.mjs';
import { freePort, stopChild, waitForUrl } from './lib/servers.mjs';
import { findPlaywrightChromium, findTestChromium, missingBrowserHelp } from './find-chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const system = findTestChromium();
const executable = system ?? (await findPlaywrightChromium());
if (!executable) {
  console.error(missingBrowserHelp);
  process.exit(1);
}
if (!['index.html', 'admin.html'].every((page) => existsSync(path.join(root, 'dist', page)))) {
  console.error('dist/ is missing: run `npm run build` first (npm run test:fullstack does it).');
  process.exit(1);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'asil-fullstack-'));
const password = randomBytes(12).toString('base64url');
const serverPort = await freePort();
const serverUrl = `http://127.0.0.1:${serverPort}`;
// The flows run on PGlite, whatever DATABASE_URL the shell has.
const baseEnv = { ...process.env };
delete baseEnv.DATABASE_URL;
// The company's e-mail about each enquiry goes to a local SMTP sink, retried every second.
const mailSink = await startMailSink();
const serverEnv = {
  ...baseEnv,
  SMTP_URL: mailSink.smtpUrl,
  NOTIFY_EMAIL: 'bildirim@asilyapi.test',
  ENQUIRY_MAIL_RETRY_SECONDS: '1',
  ENQUIRY_MAIL_POLL_SECONDS: '1',
  // Scheduled products are published within a second of their time.
  SCHEDULE_CHECK_SECONDS: '1',
  PORT: String(serverPort),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  ADMIN_USERNAME: 'admin',
  ADMIN_PASSWORD: password,
  // The server's output is shown: its warnings and errors, not an access line per request.
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
};

const chosen = process.argv.length > 2;
const children = [];

/**
 * Runs Playwright on the full-stack configuration; resolves with its exit code. Not spawnSync: the
 * SMTP sink lives in this process and must keep answering meanwhile. A quiet run's output is held
 * and printed when it ends, so that it does not interleave with the other's.
 */
async function playwright(args, env, quiet = false) {
  const child = spawn('playwright', ['test', '-c', 'playwright.fullstack.config.ts', ...args], {
    cwd: root,
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    shell: process.platform === 'win32',
    env,
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const [code] = await once(child, 'exit');
  if (quiet) process.stdout.write(`\n${output}`);
  return code ?? 1;
}
function startServer() {
  const child = spawn(process.execPath, [path.join(root, 'server/main.ts')], {
    cwd: root,
    env: serverEnv,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push(child);
  return child;
}
let status;
try {
  let server = startServer();
  await waitForUrl(`${serverUrl}/api/Product`, { child: server, name: 'The server' });

  const prismPort = await freePort();
  const prismUrl = `http://127.0.0.1:${prismPort}`;
  const merged = path.join(dataDir, 'openapi.prism.yaml');
  const merge = spawnSync(
    process.execPath,
    [path.join(root, 'scripts/contract/merge.mjs'), '--prism', '--output', merged],
    { cwd: root, encoding: 'utf8' },
  );
  if (merge.status !== 0) throw new Error(`contract/merge.mjs failed:\n${merge.stderr}`);
  const prism = spawn(
    path.join(root, 'node_modules/.bin/prism'),
    ['proxy', merged, serverUrl, '--errors', '-h', '127.0.0.1', '-p', String(prismPort)],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  children.push(prism);
  await waitForUrl(`${prismUrl}/api/Product`, { child: prism, name: 'Prism' });

  console.log(
    `End-to-end tests (full stack) in ${executable}: through Prism at ${prismUrl}, @direct flows at ${serverUrl}`,
  );
  const env = {
    ...process.env,
    CHROMIUM_PATH: system ?? '',
    FULLSTACK_BASE_URL: prismUrl,
    FULLSTACK_DIRECT_URL: serverUrl,
    FULLSTACK_ADMIN_USERNAME: 'admin',
    FULLSTACK_ADMIN_PASSWORD: password,
    FULLSTACK_MAIL_URL: mailSink.httpUrl,
  };
  // The whole suite: the second factor's flows (a server of their own, mostly waiting on the
  // clock) in a second Playwright beside the others, their report printed when they end. Chosen
  // specs: one Playwright.
  const runs = chosen
    ? [{ args: process.argv.slice(2) }]
    : [
        {
          args: ['--project', 'through-prism', '--project', 'direct', '--project', 'photo-banner'],
        },
        { args: ['--project', 'second-factor'], quiet: true },
      ];
  const codes = await Promise.all(runs.map(({ args, quiet }) => playwright(args, env, quiet)));
  status = codes.every((code) => code === 0) ? 0 : 1;

  // Persistence: a restart on the same folder still has what the flows saved (the contact phone
  // fullstack.spec.ts sets), checked when the whole suite ran, not after chosen specs.
  if (chosen) {
    console.log('Chosen specs only: the restart check needs the whole suite, skipped.');
  } else {
    await stopChild(server);
    server = startServer();
    await waitForUrl(`${serverUrl}/api/Product`, { child: server, name: 'The restarted server' });
    const contact = await (await fetch(`${serverUrl}/content/api/contact`)).json();
    if (contact.phoneNumber === '+90 (312) 444 27 45') {
      console.log('After a restart the data folder still holds the edits of the flows.');
    } else if (status === 0) {
      console.error(`After a restart the contact phone is ${contact.phoneNumber}: data was lost.`);
      status = 1;
    }
  }
} catch (error) {
  console.error(error);
  status = 1;
} finally {
  await Promise.all(children.map(stopChild));
  await mailSink.close();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(status);
