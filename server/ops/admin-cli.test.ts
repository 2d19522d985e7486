import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/open.ts';
import { accountMail, auditLog, factorFailures } from '../db/schema.ts';
import { createTokens, verifyPassword } from '../services/auth.ts';
import { createStore } from '../store/store.ts';
import { createEmptyDatabase } from '../test/test-store.ts';
import { MESSAGES } from '../../core/domain/messages.ts';
import { codeHash } from '../../core/domain/one-time-codes.ts';

// `npm run admin` as an operator runs it: a child process with the server's settings, on a
// PGlite folder, or on PostgreSQL when the suite runs there (test:server:postgres).
const root = fileURLToPath(new URL('../..', import.meta.url));
const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function emptyDatabase() {
  const empty = await createEmptyDatabase();
  cleanups.push(() => empty.dispose());
  return empty;
}

type Settings = Awaited<ReturnType<typeof emptyDatabase>>;

/**
 * Runs the CLI; `input` is piped to its standard input (none: an empty, closed one); `env` adds
 * settings.
 */
async function admin(
  settings: Settings,
  args: string[],
  input = '',
  env: Record<string, string> = {},
) {
  const child = spawn(process.execPath, ['server/ops/admin-cli.ts', ...args], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: settings.dataDir,
      DATABASE_URL: settings.databaseUrl ?? '',
      STORAGE_DRIVER: 'local',
      ...env,
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stdin.end(input);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, output };
}

/** The set-up code a command printed for `username`. */
function setupCodeIn(output: string, username: string): string {
  const printed = new RegExp(`One-time set-up code for ${username} \\(shown only once\\): (\\S+)`);
  const code = printed.exec(output)?.[1];
  if (!code) throw new Error(`No set-up code in:\n${output}`);
  return code;
}

/** Opens the settings' database in this process for a look, and closes it. */
async function inspect<T>(
  settings: Settings,
  look: (
    store: ReturnType<typeof createStore>,
    database: Awaited<ReturnType<typeof openDatabase>>,
  ) => Promise<T>,
): Promise<T> {
  const database = await openDatabase({
    dataDir: settings.dataDir,
    databaseUrl: settings.databaseUrl,
  });
  const store = createStore(database);
  try {
    return await look(store, database);
  } finally {
    await store.close();
  }
}

const oneTimePassword = (output: string) =>
  /One-time password \(shown only once\): (\S+)/.exec(output)?.[1] ?? '';

// Each test starts the command a few times, each a process that opens the database (with PGlite,
// its migrations): on a busy two-core machine that is well over the suite's 30 s.
describe('npm run admin', { timeout: 180_000 }, () => {
  it('creates an administrator with a password from standard input, under the policy', async () => {
    const settings = await emptyDatabase();
    const weak = await admin(settings, ['create', 'sahip'], 'kisa\n');
    expect(weak.code).toBe(1);
    expect(weak.output).toContain(MESSAGES.passwordTooShort);
    const common = await admin(settings, ['create', 'sahip', '--stdin'], 'qwerty123456\n');
    expect(common.code).toBe(1);
    expect(common.output).toContain(MESSAGES.passwordTooCommon);

    const made = await admin(
      settings,
      ['create', 'sahip', '--email', 'sahip@example.com'],
      'Sahibin-Sifresi-2026\n',
    );
    expect(made.code, made.output).toBe(0);
    expect(made.output).toContain('Administrator sahip created.');
    expect(made.output).not.toContain('One-time password');

    const again = await admin(settings, ['create', 'sahip'], 'Sahibin-Sifresi-2026\n');
    expect(again.code).toBe(1);
    expect(again.output).toContain('reset-password sahip');

    await inspect(settings, async (store, database) => {
      const user = await store.findUser('sahip');
      expect(user?.email).toBe('sahip@example.com');
      expect(await verifyPassword(user, 'Sahibin-Sifresi-2026')).toBe(true);
      const audit = await database.db.select().from(auditLog);
      expect(audit.map((row) => [row.action, row.targetName])).toEqual([['user-create', 'sahip']]);
    });
  });

  it('resets a password to a printed one-time password and ends the sessions', async () => {
    const settings = await emptyDatabase();
    expect((await admin(settings, ['create', 'sahip'], 'Sahibin-Sifresi-2026\n')).code).toBe(0);
    const tokenBefore = await inspect(settings, async (store) => {
      const user = await store.findUser('sahip');
      if (!user) throw new Error('no user');
      return (await createTokens('cli-test-secret', store).issue(user, Date.now())).token;
    });

    // No password on standard input (it is empty, as from /dev/null): one is generated.
    const reset = await admin(settings, ['reset-password', 'sahip']);
    expect(reset.code, reset.output).toBe(0);
    const password = oneTimePassword(reset.output);
    expect(password).toMatch(/^\w{4}(-\w{4}){3}$/);

    await inspect(settings, async (store) => {
      const user = await store.findUser('sahip');
      expect(await verifyPassword(user, password)).toBe(true);
      expect(await verifyPassword(user, 'Sahibin-Sifresi-2026')).toBe(false);
      expect(await createTokens('cli-test-secret', store).verify(tokenBefore)).toBeNull();
      // A generated password is changed at the first sign-in (issue 23).
      expect((await store.secondFactorsOf(user?.id ?? '')).mustChangePassword).toBe(true);
    });

    const chosen = await admin(
      settings,
      ['reset-password', 'sahip', '--stdin'],
      'Yeni-Secilen-Sifre-2026\n',
    );
    expect(chosen.code, chosen.output).toBe(0);
    expect(oneTimePassword(chosen.output)).toBe('');
    const unknown = await admin(settings, ['reset-password', 'kimse']);
    expect(unknown.code).toBe(1);
    expect(unknown.output).toContain('There is no administrator "kimse".');
    const usage = await admin(settings, ['delete', 'sahip']);
    expect(usage.code).toBe(1);
    expect(usage.output).toContain('Usage: npm run admin');
  });

  it("removes a locked-out owner's second factors, ends the sessions, and audits it", async () => {
    const settings = await emptyDatabase();
    expect((await admin(settings, ['create', 'sahip'], 'Sahibin-Sifresi-2026\n')).code).toBe(0);
    const tokenBefore = await inspect(settings, async (store) => {
      const user = await store.findUser('sahip');
      if (!user) throw new Error('no user');
      await store.setTotp(user.id, 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', 1);
      await store.setRecoveryCodes(user.id, ['a'.repeat(64)]);
      return (await createTokens('cli-test-secret', store).issue(user, Date.now())).token;
    });

    const reset = await admin(settings, ['reset-second-factor', 'sahip']);
    expect(reset.code, reset.output).toBe(0);
    expect(reset.output).toContain('every session of it has ended');
    // The new first factor needs the printed set-up code as well as the password (issue 46).
    const code = setupCodeIn(reset.output, 'sahip');

    await inspect(settings, async (store, database) => {
      const user = await store.findUser('sahip');
      expect(await store.secondFactorsOf(user?.id ?? '')).toMatchObject({
        totpSecret: null,
        passkeys: [],
        recoveryCodesLeft: 0,
        setupCodeHash: await codeHash(code),
      });
      expect(await createTokens('cli-test-secret', store).verify(tokenBefore)).toBeNull();
      const entries = await database.db.select().from(auditLog);
      expect(entries.at(-1)).toMatchObject({
        action: 'second-factor-reset',
        username: null,
        targetName: 'sahip',
      });
    });
    const unknown = await admin(settings, ['reset-second-factor', 'kimse']);
    expect(unknown.code).toBe(1);
  });

  it('prints a set-up code for an account that has no second factor yet (setup-code, create)', async () => {
    const settings = await emptyDatabase();
    const required = { REQUIRE_SECOND_FACTOR: 'true' };
    const created = await admin(settings, ['create', 'yeni'], 'Yeninin-Sifresi-2026\n', required);
    expect(created.code, created.output).toBe(0);
    const first = setupCodeIn(created.output, 'yeni');
    // Without REQUIRE_SECOND_FACTOR an account created by the CLI needs none.
    const plain = await admin(settings, ['create', 'serbest'], 'Serbestin-Sifresi-26\n');
    expect(plain.output).not.toContain('set-up code');

    const again = await admin(settings, ['setup-code', 'yeni']);
    expect(again.code, again.output).toBe(0);
    const second = setupCodeIn(again.output, 'yeni');
    expect(second).not.toBe(first);
    await inspect(settings, async (store) => {
      const yeni = await store.findUser('yeni');
      const serbest = await store.findUser('serbest');
      // The new code replaces the old one: only the last printed works.
      expect((await store.secondFactorsOf(yeni?.id ?? '')).setupCodeHash).toBe(
        await codeHash(second),
      );
      expect((await store.secondFactorsOf(serbest?.id ?? '')).setupCodeHash).toBeNull();
      await store.setTotp(serbest?.id ?? '', 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', 1);
    });
    const refused = await admin(settings, ['setup-code', 'serbest']);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('serbest has a second factor already');
    expect((await admin(settings, ['setup-code', 'kimse'])).code).toBe(1);
  });

  it("opens the counts of wrong codes (unlock); a reset queues the owner's e-mail", async () => {
    const settings = await emptyDatabase();
    const create = ['create', 'sahip', '--email', 'sahip@example.com'];
    expect((await admin(settings, create, 'Sahibin-Sifresi-2026\n')).code).toBe(0);
    await inspect(settings, async (store, database) => {
      const user = await store.findUser('sahip');
      await database.db.insert(factorFailures).values({
        key: `factor:sign-in:${encodeURIComponent(user?.id ?? '')}`,
        failures: 100,
        lastFailureAt: new Date(),
      });
    });
    const opened = await admin(settings, ['unlock', 'sahip']);
    expect(opened.code, opened.output).toBe(0);
    expect(opened.output).toContain('sahip may try again: 1 count(s)');

    const mail = { SMTP_URL: 'smtp://127.0.0.1:9', NOTIFY_EMAIL: 'bildirim@example.com' };
    const reset = await admin(settings, ['reset-second-factor', 'sahip'], '', mail);
    expect(reset.code, reset.output).toBe(0);
    await inspect(settings, async (store, database) => {
      expect(await database.db.select().from(factorFailures)).toEqual([]);
      const user = await store.findUser('sahip');
      // Sent by the server's mail worker (server/services/mail-worker.ts) once one runs.
      expect(await database.db.select().from(accountMail)).toMatchObject([
        { userId: user?.id, action: 'second-factor-reset', address: null },
      ]);
    });
  });

  it.skipIf(Boolean(process.env.DATABASE_URL))(
    'stops with a clear message while a server holds the PGlite folder',
    async () => {
      const settings = await emptyDatabase();
      const held = await openDatabase({ dataDir: settings.dataDir });
      try {
        const refused = await admin(settings, ['create', 'sahip'], 'Sahibin-Sifresi-2026\n');
        expect(refused.code).toBe(1);
        expect(refused.output).toContain('is in use by another server process');
        expect(refused.output).toContain('stop the server, run the command again');
      } finally {
        await held.close();
      }
    },
  );
});
