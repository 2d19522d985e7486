import { randomBytes } from 'node:crypto';
import type { ServerConfig } from './config.ts';
import { hashPassword } from './services/auth.ts';
import type { Store } from '../core/domain/store.ts';

export interface EnsuredAdmin {
  username: string;
  /** True when this start created the administrator. */
  created: boolean;
  /** The generated password, when one was generated (it is shown once and never stored). */
  generatedPassword: string | null;
}

/**
 * The first administrator (docs/DESIGN.md section 4): created only when there are no users, from
 * ADMIN_USERNAME and ADMIN_PASSWORD, or with a random password printed once.
 */
export async function ensureAdmin(
  store: Store,
  config: Pick<ServerConfig, 'adminUsername' | 'adminPassword'>,
  print: (line: string) => void = (line) => console.log(line),
): Promise<EnsuredAdmin> {
  if ((await store.countUsers()) > 0) {
    return { username: config.adminUsername, created: false, generatedPassword: null };
  }
  const generatedPassword = config.adminPassword ? null : randomBytes(15).toString('base64url');
  const password = config.adminPassword ?? generatedPassword ?? '';
  await store.createUser({
    username: config.adminUsername,
    email: null,
    passwordHash: await hashPassword(password),
  });
  if (generatedPassword) {
    print(
      `First administrator created: ${config.adminUsername} / ${generatedPassword}\n` +
        'This password is shown only once. Set ADMIN_PASSWORD to choose it yourself.',
    );
  } else {
    print(`First administrator created: ${config.adminUsername} (password from ADMIN_PASSWORD).`);
  }
  return { username: config.adminUsername, created: true, generatedPassword };
}
