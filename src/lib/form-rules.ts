/** Small rules the panel's forms share, written once. */

/** The message of a text field over its limit (the contract's maxLength). */
export const tooLongMessage = (max: number) => `Bu alan en fazla ${max} karakter olabilir.`;

/** An absolute http:// or https:// address. */
export function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value.trim());
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}
