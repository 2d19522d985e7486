/** Types of photo-banner.mjs, for the TypeScript specs that import it. */
interface Admin {
  username: string;
  password: string;
}
interface StoredFileReply {
  id: string;
  path: string;
  name: string;
  contentType: string;
  size: number;
  width: number | null;
  height: number | null;
  placeholder: string | null;
  altText: string;
  variants: { widths: number[]; formats: ('avif' | 'webp' | 'jpeg' | 'png')[] } | null;
}
export declare function setPhotoBanner(
  baseUrl: string,
  admin: Admin,
): Promise<{ file: StoredFileReply; uploadMs: number; photoBytes: number }>;

// Only what is marked export is exported (a declaration file exports everything otherwise).
export {};
