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
import { DataDirInUseError } from './services/data-lock.ts';
import { openStorage } from './storage/open.ts';
import { removeStaleTemporaries } from './storage/temporary.ts';
import { createStore } from './store/store.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The production build (the app, and the server entry that renders its public pages), when the
 * app is to be served and has not been built yet.
 */
function buildIfNeeded(staticDir: string | null): void {
  if (!staticDir) return;
  const built =
    existsSync(path.join(staticDir, 'index.html')) &&
    (path.resolve(staticDir) !== path.join(root, 'dist') ||
      existsSync(path.join(root, 'dist-server', 'entry-server.js')));
  if (built) return;
  if (path.resolve(staticDir) !== path.join(root, 'dist')) {
    throw new Error(`STATIC_DIR ${staticDir} has no index.html.`);
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
  const store = createStore(database);
  const seeded = await seedIfEmpty(database, storage);
  const admin = await ensureAdmin(store, config);
  const app = await buildApp({ store, storage, config });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping ...`);
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    try {
      await app.close();
      await store.close();
    } finally {
      process.exit(0);
    }
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const shownHost = ['0.0.0.0', '::'].includes(config.host) ? 'localhost' : config.host;
  const mode = config.databaseUrl
    ? `PostgreSQL (${config.databaseUrl.replace(/\/\/[^@/]*@/, '//***@')})`
    : `PGlite in ${path.join(config.dataDir, 'db')}`;
  console.log(`Asil Yapı reference server on http://${shownHost}:${config.port}`);
  console.log(`  database: ${mode}${seeded ? ' (seeded now)' : ''}`);
  console.log(`  uploads:  ${storage.location}`);
  console.log(`  app:      ${config.staticDir ?? 'not served (STATIC_DIR empty)'}`);
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
