// `npm run backup -- --out FILE`: one archive with the database, the stored files and a manifest
// with checksums (docs/decisions/0024, README "Backup, restore and storage:check"). With the
// server's settings; works while the server runs or not. On PGlite a running server streams the
// archive over its control socket; otherwise the CLI opens the folder (or PostgreSQL) itself.
// The archive is written beside FILE, read back and checked, then renamed to FILE.
import { createWriteStream, existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { describeBackup, writeBackup } from './backup.ts';
import { UsageError, runCommand, withDirectAccess } from './cli.ts';
import { backupFromServer } from './control.ts';
import { verifyArchive } from './restore.ts';

runCommand('backup', async () => {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  if (!values.out) throw new UsageError('Say where the archive goes: npm run backup -- --out FILE');
  const out = path.resolve(values.out);
  if (existsSync(out)) {
    throw new UsageError(
      `${out} exists already: choose a new name (backups are never overwritten).`,
    );
  }
  const config = loadConfig();
  const started = performance.now();
  const partial = `${out}.partial`;
  try {
    // Owner-only: the archive holds the enquiries' personal data and the password hashes.
    const file = () => createWriteStream(partial, { flags: 'wx', mode: 0o600 });
    const viaServer = config.databaseUrl ? false : await backupFromServer(config.dataDir, file);
    if (viaServer) console.log('(streamed by the server running on this data folder)');
    else {
      await withDirectAccess(config, (database, storage) =>
        writeBackup({ database, storage, out: file(), via: 'direct' }),
      );
    }
    const manifest = await verifyArchive(partial);
    await rename(partial, out);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`backup: ${out} written and verified (${seconds} s)`);
    console.log(describeBackup(manifest));
    return 0;
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
});
