// `npm start`: the full stack on one origin (docs/DESIGN.md section 4). Builds the app if dist/ is
// missing, opens the database (PGlite in DATA_DIR, or DATABASE_URL), migrates, seeds the first
// time, creates the first administrator, then serves the app and both APIs on PORT.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureAdmin } from './admin.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/open.ts';
import { seedIfEmpty } from './db/seed.ts';
import { backfillRedirects } from './store/redirects.ts';
import { postgresFeed } from './services/change-feed.ts';
import { DataDirInUseError } from './services/data-lock.ts';
import { openStorage } from './storage/open.ts';
import { removeStaleTemporaries } from './storage/temporary.ts';
import { startControlSocket } from './ops/control.ts';
import { createStore } from './store/store.ts';
import { startEnquiryDigest } from './services/enquiry-digest.ts';
import { startMailWorker } from './services/mail-worker.ts';
import { startScheduledPublishing } from './services/scheduled-publishing.ts';
import { startTrashPurge } from './services/trash-purge.ts';
import { startEnquiryRetention } from './services/enquiry-retention.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The production build (the app, and the server entry that renders its public pages), when the
 * app is to be served and has not been built yet.
 */
function buildIfNeeded(staticDir: string | null): void {
  if (!staticDir) return;
  // Both pages: the public site's and the panel's (a build from before docs/decisions/0073 has
  // only the first, and would answer every panel address with a missing file).
  const built =
    existsSync(path.join(staticDir, 'index.html')) &&
    existsSync(path.join(staticDir, 'admin.html')) &&
    (path.resolve(staticDir) !== path.join(root, 'dist') ||
      existsSync(path.join(root, 'dist-server', 'entry-server.js')));
  if (built) return;
  if (path.resolve(staticDir) !== path.join(root, 'dist')) {
    throw new Error(`STATIC_DIR ${staticDir} has no index.html and admin.html.`);
  }
  console.log('dist/ or dist-server/ is missing: building the app (vite build) ...');
  for (const args of [['build'], ['build', '--ssr']]) {
    const result = spawnSync(
      process.execPath,
      [path.join(root, 'node_modules/vite/bin/vite.js'), ...args],
      { cwd: root, stdio: 'inherit' },
    );
    if (result.status !== 0)
      throw new Error(`vite ${args.join(' ')} failed (exit ${result.status ?? 'signal'}).`);
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  buildIfNeeded(config.staticDir);

  // First the database: with PGlite it takes the data folder for this process, so that a second
  // server on the same DATA_DIR stops here, before touching anything (its uploads included).
  const database = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl ?? undefined,
  });
  // The stored files (DATA_DIR/uploads or the S3 bucket), reachable before anything is served;
  // then this host's upload leftovers of processes that stopped in the middle of one (another
  // replica's uploads in progress on a shared volume are left alone).
  const storage = await openStorage(config);
  await storage.ping();
  await removeStaleTemporaries(storage.tempDir);
  // With e-mails on, each enquiry's notification is queued in its own transaction, and each change
  // to an account's sign-in with its audit line.
  const sendsMail = Boolean(config.enquiryMail);
  const store = createStore(database, { enquiryMail: sendsMail, accountMail: sendsMail });
  // Replicas started together on an empty database: one seeds and creates the administrator,
  // the others wait for it and then find both done.
  const { seeded, admin } = await database.exclusive(async () => ({
    seeded: await seedIfEmpty(database, storage),
    admin: await ensureAdmin(store, config),
    // Old slugs in the revisions of a database from before redirects (once; see the ADR 0027).
    redirects: await backfillRedirects(database.db),
  }));
  // Several replicas on one PostgreSQL hear each other's writes (their read caches clear). Its
  // troubles go to the server's log once there is one.
  let reportFeed = (message: string, error: unknown) => console.error(message, error);
  const changes = config.databaseUrl
    ? await postgresFeed(config.databaseUrl, {
        onError: (message, error) => reportFeed(message, error),
      })
    : undefined;
  const app = await buildApp({ store, storage, config, ...(changes && { changes }) });
  // The company's e-mail about each enquiry and the accounts' about their sign-in, sent and
  // retried from the database's queues.
  const mail = config.enquiryMail
    ? startMailWorker({
        db: database.db,
        config: config.enquiryMail,
        siteUrl: config.siteUrl,
        log: app.log,
      })
    : null;
  // The assignees' digest of enquiries waiting to be called, each weekday at 09:00 in Turkey, sent
  // once across replicas (ENQUIRY_DIGEST=off turns it off).
  const digest = startEnquiryDigest({ db: database.db, config, log: app.log });
  // The trash's expiry: items deleted more than 30 days ago, now and every hour.
  const trashPurge = startTrashPurge({
    store,
    storage,
    log: app.log,
    changed: () => app.contentChanged(),
  });
  // KVKK: enquiries past the retention period set in the panel, now and every hour.
  const retention = startEnquiryRetention({ store, log: app.log });
  // Scheduled products: those missed while no server ran now, then every SCHEDULE_CHECK_SECONDS.
  const scheduled = startScheduledPublishing({
    store,
    changed: () => app.contentChanged(),
    log: app.log,
    intervalMs: config.scheduleCheckMs,
  });
  reportFeed = (message, error) => app.log.error({ err: error }, message);
  // PGlite lets one process open DATA_DIR, and this is it: `npm run backup` and `npm run
  // storage:check` ask it over a Unix socket in DATA_DIR, owner only (docs/decisions/0024).
  const control = config.databaseUrl
    ? null
    : await startControlSocket({
        dataDir: config.dataDir,
        database,
        storage,
        onError: (message, error) => app.log.error({ err: error }, message),
      });

  // SIGTERM (or Ctrl-C): stop taking connections, let the requests in flight finish (at most
  // SHUTDOWN_TIMEOUT_SECONDS, then their connections are cut), then close the database, so
  // that nothing answered is lost. /readyz and any new request on an open connection answer 503
  // meanwhile (server/app.ts).
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const seconds = config.shutdownTimeoutMs / 1000;
    app.log.info({ signal }, `${signal}: stopping, requests in flight get up to ${seconds} s`);
    const cut = setTimeout(() => {
      app.log.warn(`shutdown: requests still running after ${seconds} s are cut`);
      app.server.closeAllConnections();
    }, config.shutdownTimeoutMs);
    cut.unref();
    // Should closing the database itself hang, the process still ends.
    const last = setTimeout(() => process.exit(1), config.shutdownTimeoutMs + 15_000);
    last.unref();
    let code = 0;
    try {
      await app.close();
      clearTimeout(cut);
      await control?.close();
      await digest?.stop();
      await mail?.stop();
      await trashPurge.stop();
      await retention.stop();
      await scheduled.stop();
      await store.close();
      app.log.info('stopped');
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      code = 1;
    } finally {
      process.exit(code);
    }
  };
  // `on`, not `once`: a second signal while draining must not kill the process half-way.
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const shownHost = ['0.0.0.0', '::'].includes(config.host) ? 'localhost' : config.host;
  const mode = config.databaseUrl
    ? `PostgreSQL (${config.databaseUrl.replace(/\/\/[^@/]*@/, '//***@')})`
    : `PGlite in ${path.join(config.dataDir, 'db')}`;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`Asil Yapı reference server on http://${shownHost}:${String(port)}`);
  console.log(`  database: ${mode}${seeded ? ' (seeded now)' : ''}`);
  console.log(`  uploads:  ${storage.location}`);
  console.log(`  app:      ${config.staticDir ?? 'not served (STATIC_DIR empty)'}`);
  console.log(
    `  e-mail:   ${config.enquiryMail ? 'on, for every enquiry that is not spam' : 'off (SMTP_URL and NOTIFY_EMAIL not set)'}`,
  );
  console.log(
    `  admin:    ${admin.created ? `${admin.username} (created now)` : 'administrators exist already (ADMIN_* not used)'}`,
  );
  console.log(
    `  response validation ${config.responseValidation ? 'on' : 'off'}` +
      (config.corsOrigins.length ? `, CORS for ${config.corsOrigins.join(', ')}` : ''),
  );
}

main().catch((error: unknown) => {
  if (error instanceof DataDirInUseError)
    console.error(`The server could not start. ${error.message}`);
  else console.error('The server could not start:', error);
  process.exit(1);
});
