/**
 * The one-time codes a person types (issue 23, issue 46): recovery codes and set-up codes. Random
 * (60 bits each), written `abcd-efgh-ijkl`; only their SHA-256 is stored, so a copy of the database
 * holds none. Case, spaces and dashes do not matter when one is typed.
 */

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/** A code as typed: case, spaces and dashes do not matter. */
export const normalizeCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

/** SHA-256 (Web Crypto) of a normalized code, hex. */
export async function codeHash(code: string): Promise<string> {
  const digest = await crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(normalizeCode(code)),
  );
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** One random code (60 bits). */
export function newCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  const letters = [...bytes].map((byte) => ALPHABET[byte % 32]).join('');
  return `${letters.slice(0, 4)}-${letters.slice(4, 8)}-${letters.slice(8)}`;
}

/**
 * A set-up code and the hash to keep (issue 46): after `npm run admin -- reset-second-factor`, and
 * on an account added while the owner requires a second factor, enrolling the first factor needs
 * it as well as the password, so that whoever learnt the password alone cannot enrol first.
 */
export async function newSetupCode(): Promise<{ code: string; hash: string }> {
  const code = newCode();
  return { code, hash: await codeHash(code) };
}
