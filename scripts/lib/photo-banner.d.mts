/** Types of photo-banner.mjs, for the TypeScript specs that import it. */
export interface Admin {
  username: string;
  password: string;
}
export interface StoredFileReply {
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
export declare function signInApi(baseUrl: string, admin: Admin): Promise<string>;
export declare function uploadPhoto(
  baseUrl: string,
  token: string,
  photo: Uint8Array,
  name?: string,
): Promise<{ file: StoredFileReply; ms: number }>;
export declare function setPhotoBanner(
  baseUrl: string,
  admin: Admin,
): Promise<{ file: StoredFileReply; uploadMs: number; photoBytes: number }>;
