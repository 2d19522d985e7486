// `npm run images:backfill`: processes the images stored before image processing existed (or
// whose variants went missing), with the server's own settings (DATA_DIR or DATABASE_URL, STORAGE_DRIVER;
// see server/config.ts and README "Images"). Idempotent: a second run finds nothing to do. Start-up
// never runs it. PGlite serves one process at a time: stop the server first; with PostgreSQL it
// may run while the server does. Exit 1 when an image could not be processed.
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/open.ts';
import { DataDirInUseError } from '../services/data-lock.ts';
import { openStorage } from '../storage/open.ts';
import { createStore } from '../store/store.ts';
import { backfillImages } from './backfill.ts';
import { createImageLimiter } from './limiter.ts';

async function main(): Promise<number> {
  const config = loadConfig();
  const started = performance.now();
  const database = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl ?? undefined,
  });
  const store = createStore(database);
  try {
    const storage = await openStorage(config);
    const counts = await backfillImages({
      store,
      storage,
      limit: createImageLimiter(1),
      log: (line) => console.error(`  failed: ${line}`),
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `images:backfill: ${counts.processed} processed, ${counts.skipped} skipped, ` +
        `${counts.failed} failed (${seconds} s, stored files in ${storage.location})`,
    );
    return counts.failed > 0 ? 1 : 0;
  } finally {
    await store.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    // With PGlite, a running server holds the data folder (server/services/data-lock.ts).
    if (error instanceof DataDirInUseError) console.error(`images:backfill: ${error.message}`);
    else console.error('images:backfill failed:', error);
    process.exit(1);
  },
);
