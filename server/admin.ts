import type { ServerConfig } from './config.ts';
import { hashPassword } from './services/auth.ts';
import { generatePassword, passwordProblems } from '../core/domain/passwords.ts';
import type { Store } from './store/types.ts';

/** ADMIN_PASSWORD fails the password policy: the server does not start. */
export class AdminPasswordError extends Error {
  constructor(problems: readonly string[]) {
    super(
      `ADMIN_PASSWORD does not meet the password policy (at least 12 characters, not a common ` +
        `password): ${problems.join(' ')} Choose another, or leave ADMIN_PASSWORD unset to have ` +
        'one generated and printed once.',
    );
    this.name = 'AdminPasswordError';
  }
}

export interface EnsuredAdmin {
  username: string;
  /** True when this start created the administrator. */
  created: boolean;
  /** The generated password, when one was generated (it is shown once and never stored). */
  generatedPassword: string | null;
}

/**
 * The first administrator (docs/DESIGN.md section 4): created only when there are no users, from
 * ADMIN_USERNAME and ADMIN_PASSWORD, or with a random password printed once. ADMIN_PASSWORD must
 * meet the password policy (core/domain/passwords.ts), or the start stops with AdminPasswordError.
 * Once any administrator exists it is not used: `npm run admin` resets a password or adds one.
 */
export async function ensureAdmin(
  store: Store,
  config: Pick<ServerConfig, 'adminUsername' | 'adminPassword'>,
  print: (line: string) => void = (line) => console.log(line),
): Promise<EnsuredAdmin> {
  if ((await store.countUsers()) > 0) {
    return { username: config.adminUsername, created: false, generatedPassword: null };
  }
  const problems = config.adminPassword ? passwordProblems(config.adminPassword) : [];
  if (problems.length > 0) throw new AdminPasswordError(problems);
  const generatedPassword = config.adminPassword ? null : generatePassword();
  const password = config.adminPassword ?? generatedPassword ?? '';
  await store.createUser({
    username: config.adminUsername,
    email: null,
    passwordHash: await hashPassword(password),
    mustChangePassword: generatedPassword !== null,
  });
  if (generatedPassword) {
    print(
      `First administrator created: ${config.adminUsername} / ${generatedPassword}\n` +
        'This password is shown only once and must be changed at the first sign-in. Set ' +
        'ADMIN_PASSWORD to choose it yourself.',
    );
  } else {
    print(`First administrator created: ${config.adminUsername} (password from ADMIN_PASSWORD).`);
  }
  return { username: config.adminUsername, created: true, generatedPassword };
}
