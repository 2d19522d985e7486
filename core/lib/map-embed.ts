const allowedHosts = new Set(['www.google.com', 'google.com', 'maps.google.com']);

/** The message shown when an embed code is refused (admin contact editor, content service). */
export const MAP_EMBED_ERROR =
  'Yalnızca https Google Haritalar yerleştirme bağlantısı kabul edilir (https://www.google.com/maps/embed?...).';

/**
 * The only safe part of an administrator's map embed code: its https Google Maps embed URL.
 * Accepts a single `<iframe src="...">` or the bare URL; anything with a script, an event handler,
 * another tag or another host gives null, and the map is not shown.
 */
export function mapEmbedUrl(code: string | null | undefined): string | null {
  const input = (code ?? '').trim();
  if (!input) return null;
  let candidate = input;
  if (input.startsWith('<')) {
    if (/<\s*script|javascript:|\son\w+\s*=/i.test(input)) return null;
    const tags = input.match(/<\s*\/?\s*([a-z0-9-]+)/gi) ?? [];
    if (tags.some((tag) => !/^<\s*\/?\s*iframe$/i.test(tag))) return null;
    const src = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(input);
    candidate = (src?.[1] ?? src?.[2] ?? '').replace(/&amp;/g, '&');
  }
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || !allowedHosts.has(url.hostname)) return null;
  if (!url.pathname.startsWith('/maps/embed')) return null;
  return url.toString();
}
