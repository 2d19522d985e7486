/** The kinds of files the pickers filter by (docs/SPEC.md section 2, admin screen 7). */
export type FileCategory = 'image' | 'pdf' | 'office' | 'other';

const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'avif', 'svg'] as const;
const officeExtensions = ['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'odt', 'ods', 'odp'];

export const extensionOf = (name: string | null | undefined) =>
  /\.([a-z0-9]+)$/i.exec(name ?? '')?.[1]?.toLowerCase() ?? '';

export function fileCategory(
  name: string | null | undefined,
  contentType?: string | null,
): FileCategory {
  const type = (contentType ?? '').toLowerCase();
  const extension = extensionOf(name);
  if (type.startsWith('image/') || (IMAGE_EXTENSIONS as readonly string[]).includes(extension))
    return 'image';
  if (type === 'application/pdf' || extension === 'pdf') return 'pdf';
  if (
    officeExtensions.includes(extension) ||
    /msword|officedocument|ms-excel|ms-powerpoint|opendocument/.test(type)
  ) {
    return 'office';
  }
  return 'other';
}

const mimeLabels: Record<string, string> = {
  'application/pdf': 'PDF belgesi',
  'application/msword': 'Word belgesi',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word belgesi',
  'application/vnd.ms-excel': 'Excel tablosu',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel tablosu',
  'application/vnd.ms-powerpoint': 'PowerPoint sunusu',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'PowerPoint sunusu',
  'application/zip': 'ZIP arşivi',
  'application/vnd.rar': 'RAR arşivi',
  'application/x-rar-compressed': 'RAR arşivi',
  'text/plain': 'Metin dosyası',
  'image/svg+xml': 'SVG görseli',
  'image/png': 'PNG görseli',
  'image/jpeg': 'JPEG görseli',
  'image/gif': 'GIF görseli',
  'image/webp': 'WebP görseli',
  'image/avif': 'AVIF görseli',
};

/** A MIME type in words an administrator understands ('application/pdf' → 'PDF belgesi'). */
export function readableMimeType(contentType: string | null | undefined): string {
  const type = (contentType ?? '').toLowerCase().split(';')[0]?.trim() ?? '';
  if (!type) return 'Bilinmiyor';
  return mimeLabels[type] ?? (type.startsWith('image/') ? 'Görsel' : type);
}
