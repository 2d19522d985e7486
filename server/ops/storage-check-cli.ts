// `npm run storage:check [-- --fix] [--grace-minutes N]`: file records without bytes, bytes
// without records, and this host's stale temporary files (docs/decisions/0024, README "Backup,
// restore and storage:check"). With the server's settings. On PGlite a running server is asked
// over its control socket; otherwise the folder or database is opened directly. Exit 0 when
// clean (after --fix: when everything found was fixed), 1 when problems remain.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { UsageError, runCommand, withDirectAccess } from './cli.ts';
import { checkOnServer } from './control.ts';
import { checkStorage, formatReport, type CheckOptions } from './storage-check.ts';

/** While a server may be running, objects younger than this may be an upload finishing. */
const DEFAULT_GRACE_MINUTES = 15;

runCommand('storage:check', async () => {
  const { values } = parseArgs({
    options: { fix: { type: 'boolean', default: false }, 'grace-minutes': { type: 'string' } },
  });
  const config = loadConfig();
  const given = values['grace-minutes'];
  if (given !== undefined && !/^\d+$/.test(given)) {
    throw new UsageError(`--grace-minutes takes a whole number of minutes, not "${given}".`);
  }
  const grace = (serverMayRun: boolean) =>
    (given === undefined ? (serverMayRun ? DEFAULT_GRACE_MINUTES : 0) : Number(given)) * 60_000;
  const options = (serverMayRun: boolean): CheckOptions => ({
    fix: values.fix,
    graceMs: grace(serverMayRun),
  });

  let report = config.databaseUrl ? null : await checkOnServer(config.dataDir, options(true));
  if (report) console.log('(asked the server running on this data folder)');
  // With PGlite the CLI holds the folder now, so no server runs: nothing is being uploaded.
  report ??= await withDirectAccess(config, (database, storage) =>
    checkStorage(database, storage, options(Boolean(config.databaseUrl))),
  );
  console.log(formatReport(report, values.fix));
  return report.remaining === 0 ? 0 : 1;
});
