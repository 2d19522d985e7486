import path from 'node:path';
import sharp from 'sharp';
import type { Store } from '../store/types.ts';

export interface ImageSize {
  width: number;
  height: number;
}

/**
 * The size of an image this server stores (`/uploads/...`), as a share card shows it: read from
 * the file's header by sharp, turned by its EXIF orientation. Files never change under a path
 * (each upload gets its own), so a size once read is kept. null: not ours, or not an image.
 */
export function uploadedImageSize({ store, uploadsDir }: { store: Store; uploadsDir: string }) {
  const sizes = new Map<string, ImageSize | null>();
  return async (publicPath: string): Promise<ImageSize | null> => {
    if (sizes.has(publicPath)) return sizes.get(publicPath) ?? null;
    const file = await store.getFileByPath(publicPath);
    let size: ImageSize | null = null;
    if (file?.diskName) {
      try {
        const metadata = await sharp(path.join(uploadsDir, file.diskName)).metadata();
        const turned = (metadata.orientation ?? 1) >= 5;
        if (metadata.width && metadata.height) {
          size = turned
            ? { width: metadata.height, height: metadata.width }
            : { width: metadata.width, height: metadata.height };
        }
      } catch {
        size = null; // not an image sharp reads
      }
    }
    if (sizes.size < 1000) sizes.set(publicPath, size);
    return size;
  };
}

const OG_IMAGE = /<meta data-ssr-head="" property="og:image" content="([^"]+)"\/>/;

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
  const size = await sizeOf(decodeURI(url.slice(siteUrl.length)));
  if (!size) return head;
  const tags =
    `<meta data-ssr-head="" property="og:image:width" content="${size.width}"/>` +
    `<meta data-ssr-head="" property="og:image:height" content="${size.height}"/>`;
  return head.replace(match[0], `${match[0]}${tags}`);
}
