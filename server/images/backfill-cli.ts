// `npm run images:backfill`: processes the images stored before image processing existed (or
// whose variants went missing), with the server's own settings (DATA_DIR or DATABASE_URL, see
// server/config.ts and README "Images"). Idempotent: a second run finds nothing to do. Start-up
// never runs it. PGlite serves one process at a time: stop the server first; with PostgreSQL it
// may run while the server does. Exit 1 when an image could not be processed.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/open.ts';
import { createStore } from '../store/store.ts';
import { backfillImages } from './backfill.ts';
import { createImageLimiter } from './limiter.ts';

async function main(): Promise<number> {
  const config = loadConfig();
  const uploadsDir = path.join(config.dataDir, 'uploads');
  if (!config.databaseUrl && existsSync(path.join(config.dataDir, 'db', 'postmaster.pid'))) {
    console.error(
      `The server seems to be running on ${path.join(config.dataDir, 'db')} (PGlite serves one ` +
        'process at a time): stop it, then run this again. If it is not running, it did not stop ' +
        'cleanly: start and stop it once.',
    );
    return 1;
  }
  const started = performance.now();
  const database = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl ?? undefined,
  });
  const store = createStore(database);
  try {
    const counts = await backfillImages({
      store,
      uploadsDir,
      limit: createImageLimiter(1),
      log: (line) => console.error(`  failed: ${line}`),
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `images:backfill: ${counts.processed} processed, ${counts.skipped} skipped, ` +
        `${counts.failed} failed (${seconds} s, uploads in ${uploadsDir})`,
    );
    return counts.failed > 0 ? 1 : 0;
  } finally {
    await store.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('images:backfill failed:', error);
    process.exit(1);
  },
);
