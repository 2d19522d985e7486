import type { Store } from '../store/types.ts';

export interface ImageSize {
  width: number;
  height: number;
}

/**
 * The size of an image this server stores (`/uploads/...`), as a share card shows it: the width
 * and height its record keeps (measured upright on upload, or by `npm run images:backfill`).
 * null: not ours, not an image, or not measured yet.
 */
export function uploadedImageSize({ store }: { store: Store }) {
  return async (publicPath: string): Promise<ImageSize | null> => {
    const file = await store.getFileByPath(publicPath);
    return file?.width && file.height ? { width: file.width, height: file.height } : null;
  };
}

const OG_IMAGE = /<meta data-ssr-head="" property="og:image" content="([^"]+)"\/>/;

/** A path as the uploads route decodes it; a broken escape (an editor's typo) is left as it is. */
function decodedPath(publicPath: string): string {
  try {
    return decodeURI(publicPath);
  } catch {
    return publicPath;
  }
}

/**
 * A page head whose share image is one of this site's uploads gets the image's width and height
 * (share crawlers lay the card out before they fetch it). The default image has them already.
 */
export async function withShareImageSize(
  head: string,
  siteUrl: string,
  sizeOf: (publicPath: string) => Promise<ImageSize | null>,
): Promise<string> {
  if (head.includes('property="og:image:width"')) return head;
  const match = OG_IMAGE.exec(head);
  const url = match?.[1]?.replace(/&amp;/g, '&');
  if (!match || !url?.startsWith(`${siteUrl}/uploads/`)) return head;
  const size = await sizeOf(decodedPath(url.slice(siteUrl.length)));
  if (!size) return head;
  const tags =
    `<meta data-ssr-head="" property="og:image:width" content="${size.width}"/>` +
    `<meta data-ssr-head="" property="og:image:height" content="${size.height}"/>`;
  return head.replace(match[0], `${match[0]}${tags}`);
}
