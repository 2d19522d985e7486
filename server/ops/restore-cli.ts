// `npm run restore -- FILE`: loads a backup archive into an EMPTY data folder or database and
// storage, with the server's settings (DATA_DIR or DATABASE_URL, STORAGE_DRIVER: the storage may
// differ from the source's). The archive is checked against its manifest before anything is
// written; a damaged archive or a target with data is refused (docs/decisions/0024).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { UsageError, runCommand, withDirectAccess } from './cli.ts';
import { restoreArchive, verifyArchive } from './restore.ts';

runCommand('restore', async () => {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  const [given] = positionals;
  if (!given || positionals.length > 1) {
    throw new UsageError('Name one archive: npm run restore -- FILE');
  }
  const file = path.resolve(given);
  if (!existsSync(file)) throw new UsageError(`${file} does not exist.`);
  const started = performance.now();
  // Checked before the target is even opened (or its settings read, which may create DATA_DIR):
  // a damaged archive leaves no trace anywhere.
  const manifest = await verifyArchive(file);
  const config = loadConfig();
  console.log(
    `restore: ${file} is complete (made ${manifest.createdAt} from ${manifest.source.database} ` +
      `and ${manifest.source.storage} storage, migration ${manifest.migrations.last ?? 'none'})`,
  );
  const summary = await withDirectAccess(config, (database, storage) =>
    restoreArchive(file, database, storage, { verified: manifest }),
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const target = config.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : `PGlite in ${path.join(config.dataDir, 'db')}`;
  console.log(
    `restore: ${summary.rows} rows into ${target} and ${summary.objects} stored objects ` +
      `(${config.storage.driver === 's3' ? 'S3 bucket' : 'local disk'}), in ${seconds} s. ` +
      'Start the server on it: npm start',
  );
  console.log(
    `restore: every session ended (${summary.sessionsEnded} accounts): administrators sign in ` +
      'again. The signing key is not in the archive: JWT_SECRET, or a new key in DATA_DIR.',
  );
  return 0;
});
