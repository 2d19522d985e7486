import { Icon } from '../../../components/icon';
import { SmartImage } from '../../../components/smart-image';
import { extensionOf, type FileCategory } from '../../../lib/file-types';
import type { FileRow } from './file-rows';

const iconTone: Record<FileCategory, string> = {
  pdf: 'bg-red-50 text-red-800',
  office: 'bg-brand-50 text-brand-800',
  image: 'bg-emerald-50 text-emerald-800',
  other: 'bg-concrete-100 text-concrete-800',
};

/**
 * A row's preview: its image (an image file, or a document's preview image) through SmartImage,
 * else an icon of its type with the extension. Decorative: the name is always next to it.
 */
export function FileThumb({
  row,
  size = 'small',
}: {
  row: Pick<
    FileRow,
    'previewSources' | 'fileType' | 'fileName' | 'filePath' | 'url' | 'file' | 'document'
  >;
  size?: 'small' | 'large';
}) {
  const box = size === 'small' ? 'size-12' : 'aspect-[4/3] w-full max-w-56';
  if (row.previewSources.length > 0) {
    return (
      <SmartImage
        sources={row.previewSources}
        // The small variants, never the original: the list may have thousands of rows.
        images={[row.file, row.document?.previewImageFile]}
        alt=""
        width={size === 'small' ? 48 : 224}
        height={size === 'small' ? 48 : 168}
        className={`${box} shrink-0 rounded-md border border-concrete-200 bg-concrete-100 object-cover`}
      />
    );
  }
  const extension = extensionOf(row.fileName || row.filePath) || (row.url ? 'url' : 'dosya');
  return (
    <span
      aria-hidden="true"
      className={`${box} flex shrink-0 flex-col items-center justify-center gap-0.5 rounded-md border border-concrete-200 ${iconTone[row.fileType]}`}
    >
      <Icon name="file" size={size === 'small' ? 18 : 40} strokeWidth={1.8} />
      <span
        className={`max-w-full truncate px-0.5 font-bold uppercase ${size === 'small' ? 'text-[0.625rem] leading-none' : 'text-small'}`}
      >
        {extension}
      </span>
    </span>
  );
}
