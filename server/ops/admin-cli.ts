// `npm run admin -- reset-password USERNAME`, `npm run admin -- create USERNAME [--email E]` and
// `npm run admin -- reset-second-factor USERNAME` (audited; issue 23): for an owner who is locked
// out (issue 14 section 1), or who lost the phone and the recovery codes. `npm run admin -- unlock
// USERNAME` opens the account's counts of wrong passwords and codes, shut after 100 wrong codes in
// a row (issue 46). `reset-second-factor`, `create` under REQUIRE_SECOND_FACTOR and `npm run admin
// -- setup-code USERNAME` print a one-time set-up code: the account's first second factor needs it
// as well as the password (issue 46). With the server's settings (DATA_DIR, or
// DATABASE_URL). The password is read from standard input when it is not a terminal, or with
// `--stdin` (its first line); otherwise one is generated and printed once. Either way it must
// meet the password policy (core/domain/passwords.ts). A reset ends every session of the account.
// On PGlite the folder belongs to one process: with a server running on it, the command stops
// and says so. On PostgreSQL it works while servers run.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/open.ts';
import { DataDirInUseError } from '../services/data-lock.ts';
import { hashPassword } from '../services/auth.ts';
import { createStore } from '../store/store.ts';
import { newSetupCode } from '../../core/domain/one-time-codes.ts';
import { generatePassword, passwordProblems } from '../../core/domain/passwords.ts';
import type { Store } from '../store/types.ts';
import { UsageError, runCommand } from './cli.ts';

const USAGE =
  'Usage: npm run admin -- reset-password USERNAME [--stdin]\n' +
  '       npm run admin -- create USERNAME [--email ADDRESS] [--stdin]\n' +
  '       npm run admin -- reset-second-factor USERNAME\n' +
  '       npm run admin -- setup-code USERNAME\n' +
  '       npm run admin -- unlock USERNAME';

/** The contract's rule for a user name (RegisterRequest.username). */
const USERNAME = /^[A-Za-z0-9._-]{3,100}$/;

async function readFirstLine(input: NodeJS.ReadStream): Promise<string> {
  let text = '';
  for await (const chunk of input) text += String(chunk);
  return text.split(/\r?\n/)[0] ?? '';
}

/** The password from standard input (null: none given, generate one), checked by the policy. */
async function passwordFromInput(force: boolean): Promise<string | null> {
  if (!force && process.stdin.isTTY) return null;
  const password = await readFirstLine(process.stdin);
  if (password === '') {
    if (force) throw new UsageError('--stdin: standard input held no password.');
    return null;
  }
  const problems = passwordProblems(password);
  if (problems.length > 0) throw new UsageError(`The password was refused: ${problems.join(' ')}`);
  return password;
}

async function withStore<T>(work: (store: Store) => Promise<T>): Promise<T> {
  const config = loadConfig();
  let database;
  try {
    database = await openDatabase({
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl ?? undefined,
    });
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      throw new UsageError(
        `${error.message} npm run admin changes the accounts in that folder itself: stop the ` +
          'server, run the command again, then start the server.',
      );
    }
    throw error;
  }
  // A reset is told to the account by e-mail, as the server would (the server's worker sends it).
  const store = createStore(database, { accountMail: Boolean(config.enquiryMail) });
  try {
    return await work(store);
  } finally {
    await store.close();
  }
}

/** A new set-up code for the account (its hash replaces any pending one), to print once. */
async function setupCodeFor(store: Store, user: { id: string }): Promise<string> {
  const { code, hash } = await newSetupCode();
  await store.setSetupCode(user.id, hash);
  return code;
}

function printSetupCode(user: { username: string }, code: string) {
  console.log(`One-time set-up code for ${user.username} (shown only once): ${code}`);
  console.log(
    'Its first second factor (Hesap Güvenliği) asks for it as well as the password: hand it over ' +
      'apart from the password. npm run admin -- setup-code prints a new one.',
  );
}

function printPassword(generated: boolean, password: string): void {
  if (!generated) return;
  console.log(`One-time password (shown only once): ${password}`);
  console.log('Sign in with it: the panel asks for a password of your own before anything else.');
}

runCommand('admin', async () => {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { stdin: { type: 'boolean' }, email: { type: 'string' } },
  });
  const [command, username, ...rest] = positionals;
  if (!command || !username || rest.length > 0) throw new UsageError(USAGE);
  if (command === 'setup-code') {
    if (values.email !== undefined || values.stdin) throw new UsageError(USAGE);
    return withStore(async (store) => {
      const user = await store.findUser(username);
      if (!user) throw new UsageError(`There is no administrator "${username}".`);
      const factors = await store.secondFactorsOf(user.id);
      if (factors.totpSecret !== null || factors.passkeys.length > 0) {
        throw new UsageError(
          `${user.username} has a second factor already: it adds another after proving itself ` +
            `with that one. If it lost it: npm run admin -- reset-second-factor ${user.username}`,
        );
      }
      printSetupCode(user, await setupCodeFor(store, user));
      return 0;
    });
  }
  if (command === 'unlock') {
    if (values.email !== undefined || values.stdin) throw new UsageError(USAGE);
    return withStore(async (store) => {
      const user = await store.findUser(username);
      if (!user) throw new UsageError(`There is no administrator "${username}".`);
      const opened = await store.clearLockouts(user);
      console.log(
        opened > 0
          ? `${user.username} may try again: ${String(opened)} count(s) of wrong passwords or codes cleared.`
          : `Nothing held ${user.username} back: no count of wrong passwords or codes.`,
      );
      return 0;
    });
  }
  if (command === 'reset-second-factor') {
    if (values.email !== undefined || values.stdin) throw new UsageError(USAGE);
    return withStore(async (store) => {
      const user = await store.findUser(username);
      if (!user) throw new UsageError(`There is no administrator "${username}".`);
      // The code first: no moment in which the account has neither a factor nor a pending code.
      const code = await setupCodeFor(store, user);
      await store.clearSecondFactors(user.id);
      await store.clearLockouts(user);
      await store.endSessions(user.id);
      await store.recordAudit({
        action: 'second-factor-reset',
        username: null,
        address: null,
        target: { kind: 'user', id: user.id, name: user.username },
      });
      console.log(
        `The second factors of ${user.username} (authenticator app, passkeys, recovery codes) ` +
          'are removed and every session of it has ended. It signs in with its password and ' +
          'sets up a new one in the panel (Hesap Güvenliği) with this code.',
      );
      printSetupCode(user, code);
      return 0;
    });
  }
  if (command !== 'reset-password' && command !== 'create') {
    throw new UsageError(`Unknown command "${command}".\n${USAGE}`);
  }
  if (values.email !== undefined && command !== 'create') {
    throw new UsageError(`--email is for create only.\n${USAGE}`);
  }
  const given = await passwordFromInput(values.stdin ?? false);
  const password = given ?? generatePassword();

  if (command === 'reset-password') {
    return withStore(async (store) => {
      const user = await store.findUser(username);
      if (!user) throw new UsageError(`There is no administrator "${username}".`);
      const reset = await store.setPasswordHash(
        user.id,
        await hashPassword(password),
        given === null,
      );
      if (!reset) throw new UsageError(`There is no administrator "${username}".`);
      await store.recordAudit({
        action: 'password-reset',
        username: null,
        address: null,
        target: { kind: 'user', id: reset.id, name: reset.username },
      });
      console.log(`The password of ${reset.username} is reset; every session of it has ended.`);
      printPassword(given === null, password);
      return 0;
    });
  }

  if (!USERNAME.test(username)) {
    throw new UsageError(
      'A user name has 3 to 100 characters: letters, digits, dot, underscore and hyphen.',
    );
  }
  return withStore(async (store) => {
    if (await store.findUser(username)) {
      throw new UsageError(
        `"${username}" exists already: npm run admin -- reset-password ${username}`,
      );
    }
    const user = await store.createUser({
      username,
      email: values.email ?? null,
      passwordHash: await hashPassword(password),
      mustChangePassword: given === null,
    });
    await store.recordAudit({
      action: 'user-create',
      username: null,
      address: null,
      target: { kind: 'user', id: user.id, name: user.username },
    });
    console.log(`Administrator ${user.username} created.`);
    printPassword(given === null, password);
    if (loadConfig().requireSecondFactor) printSetupCode(user, await setupCodeFor(store, user));
    return 0;
  });
});
