/**
 * A `tel:` link for a phone number as an administrator typed it ('+90 (216) 574 38 12'): only
 * digits, with a leading '+' kept. Null when there is no digit.
 */
export function telHref(phoneNumber: string | null | undefined): string | null {
  const trimmed = (phoneNumber ?? '').trim();
  const digits = trimmed.replace(/\D/g, '');
  if (!digits) return null;
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

/** A `mailto:` link for an e-mail address, or null when there is none. */
export function mailtoHref(emailAddress: string | null | undefined): string | null {
  const address = (emailAddress ?? '').trim();
  return address ? `mailto:${address}` : null;
}

/**
 * The bare Instagram user name from what an administrator typed: 'asil', '@asil' or a profile
 * address ('https://www.instagram.com/asil/'). Null when nothing usable is left.
 */
export function instagramUsername(input: string | null | undefined): string | null {
  let name = (input ?? '').trim();
  const fromUrl = /^(?:https?:\/\/)?(?:www\.)?instagram\.com\/([^/?#]+)/i.exec(name);
  if (fromUrl?.[1]) name = fromUrl[1];
  name = name.replace(/^@+/, '');
  // Instagram names are letters, digits, periods and underscores.
  return /^[\w.]{1,30}$/.test(name) ? name : null;
}

/** The profile address for an Instagram user name. */
export const instagramUrl = (username: string) => `https://www.instagram.com/${username}`;
