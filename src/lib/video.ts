const youtubeId = /^[\w-]{6,20}$/;

/**
 * docs/SPEC.md section 7: short (youtu.be/ID) and watch-page (youtube.com/watch?v=ID) links become
 * embed links; an embed link stays; anything else gives null and no video is shown.
 */
export function toEmbedUrl(link: string | null | undefined): string | null {
  const value = link?.trim();
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.slice(1).split('/')[0] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (url.pathname === '/watch') id = url.searchParams.get('v');
    else {
      const match = /^\/(embed|shorts|live)\/([^/]+)/.exec(url.pathname);
      id = match?.[2] ?? null;
    }
  }
  if (!id || !youtubeId.test(id)) return null;
  return `https://www.youtube.com/embed/${id}`;
}
