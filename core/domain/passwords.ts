import { COMMON_PASSWORDS } from './common-passwords.ts';
import { MESSAGES } from './messages.ts';
import { invalid } from './replies.ts';

/**
 * The password policy (issue 14 section 1), the one rule of every path that sets a password: the
 * panel's forms, POST /api/Auth/register, the account operations (core/domain/accounts.ts),
 * ADMIN_PASSWORD at start and `npm run admin`. It follows NIST 800-63B §3.1.1.2: a minimum length
 * and a list of passwords known to be common, and no rules on character classes.
 */
export const PASSWORD_MIN_LENGTH = 12;

/** Characters as a person counts them: code points, so 'ş' or an emoji is one. */
const lengthOf = (password: string) => [...password].length;

/** What is wrong with this password, each as its Turkish message; empty when it is acceptable. */
export function passwordProblems(password: string): string[] {
  if (lengthOf(password) < PASSWORD_MIN_LENGTH) return [MESSAGES.passwordTooShort];
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return [MESSAGES.passwordTooCommon];
  return [];
}

/** A 400 naming `field` with the policy's messages when the password does not meet it. */
export function requireAcceptablePassword(password: string, field = 'password'): void {
  const problems = passwordProblems(password);
  if (problems.length > 0) invalid({ [field]: problems });
}

/** Letters and digits that cannot be mistaken for each other when read out (no 0/O, 1/l/I). */
const ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const GROUP = 4;
const GROUPS = 4;

/**
 * A one-time password for a reset (the panel's and `npm run admin`'s): four groups of four from
 * 56 characters, about 93 bits, such as `k7Qm-Xt3p-9fRw-Ha2e`, easy to read out and to type.
 */
export function generatePassword(): string {
  const groups: string[] = [];
  // Rejection sampling keeps every character equally likely (256 is not a multiple of 56).
  const limit = 256 - (256 % ALPHABET.length);
  let group = '';
  while (groups.length < GROUPS) {
    for (const byte of crypto.getRandomValues(new Uint8Array(32))) {
      if (byte >= limit) continue;
      group += ALPHABET[byte % ALPHABET.length];
      if (group.length === GROUP) {
        groups.push(group);
        group = '';
        if (groups.length === GROUPS) break;
      }
    }
  }
  return groups.join('-');
}
