import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { getListFilesQueryOptions } from '../../api/generated/backend/endpoints/file/file';
import type { FileInfo } from '../../api/generated/backend/model';
import { fileCategory, type FileCategory } from '../../lib/file-types';
import { formatFileSize } from '../../lib/format';
import { compareTurkish, matchesSearch } from '../../lib/text-search';
import { Modal } from '../modal';
import { PickerList, PickerSearch } from './picker';
import { SmartImage } from '../smart-image';
import { ModalCloseButton } from './modal-close-button';

type FileTypeFilter = 'all' | 'images' | 'pdf' | 'office' | 'other';

const typeOptions: { value: FileTypeFilter; label: string }[] = [
  { value: 'all', label: 'Tümü' },
  { value: 'images', label: 'Görseller' },
  { value: 'pdf', label: 'PDF' },
  { value: 'office', label: 'Word/Excel/PowerPoint' },
  { value: 'other', label: 'Diğer' },
];

const categoryOf: Record<Exclude<FileTypeFilter, 'all'>, FileCategory> = {
  images: 'image',
  pdf: 'pdf',
  office: 'office',
  other: 'other',
};

/** The picker's rules (docs/SPEC.md section 2, admin screen 7): search, type filter, A-Z or Z-A. */
export function filterFiles(
  files: readonly FileInfo[],
  { query, type, order }: { query: string; type: FileTypeFilter; order: 'asc' | 'desc' },
): FileInfo[] {
  return files
    .filter(
      (file) => type === 'all' || fileCategory(file.name, file.contentType) === categoryOf[type],
    )
    .filter((file) => matchesSearch(query, file.name))
    .sort((a, b) => (order === 'asc' ? 1 : -1) * compareTurkish(a.name, b.name));
}

/** The one picker of system files, used by every editor that takes an image or a file. */
export function FilePickerDialog({
  open,
  onOpenChange,
  onPick,
  title = 'Sistemden Dosya Seç',
  initialType = 'all',
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (file: FileInfo) => void;
  title?: string;
  initialType?: FileTypeFilter;
}) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [type, setType] = useState<FileTypeFilter>(initialType);
  const [order, setOrder] = useState<'asc' | 'desc'>('asc');
  const files = useQuery({ ...getListFilesQueryOptions(), enabled: open });
  const shown = useMemo(
    () => filterFiles(files.data?.data ?? [], { query, type, order }),
    [files.data, query, type, order],
  );

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description="Yüklenmiş dosyalardan birini seçin."
      size="4xl"
      header={
        <div className="mt-4 grid gap-3 sm:grid-cols-[1fr_auto_auto]">
          <PickerSearch
            label="Dosya ara"
            placeholder="Dosya ara..."
            value={query}
            onChange={setQuery}
          />
          <div>
            <label htmlFor={`${id}-type`} className="sr-only">
              Dosya türü
            </label>
            <select
              id={`${id}-type`}
              value={type}
              onChange={(event) => setType(event.target.value as FileTypeFilter)}
              className="block w-full rounded-lg border border-concrete-300 px-3 py-2"
            >
              {typeOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-order`} className="sr-only">
              Sıralama
            </label>
            <select
              id={`${id}-order`}
              value={order}
              onChange={(event) => setOrder(event.target.value as 'asc' | 'desc')}
              className="block w-full rounded-lg border border-concrete-300 px-3 py-2"
            >
              <option value="asc">A-Z</option>
              <option value="desc">Z-A</option>
            </select>
          </div>
        </div>
      }
      footer={<ModalCloseButton variant="secondary">Kapat</ModalCloseButton>}
    >
      <PickerList
        query={files}
        loading="Dosyalar yükleniyor..."
        failed="Dosyalar yüklenirken bir hata oluştu."
      >
        {shown.length === 0 ? (
          <p>Aramaya uygun dosya bulunamadı.</p>
        ) : (
          <ul
            aria-label="Dosyalar"
            className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
          >
            {shown.map((file) => {
              const image = fileCategory(file.name, file.contentType) === 'image';
              return (
                <li key={file.id}>
                  <button
                    type="button"
                    onClick={() => {
                      onPick(file);
                      onOpenChange(false);
                    }}
                    className="flex w-full flex-col overflow-hidden rounded-lg border border-concrete-200 text-left hover:border-brand-500 focus-visible:border-brand-500"
                  >
                    {image ? (
                      <SmartImage
                        sources={[file.path]}
                        images={[file]}
                        alt=""
                        width={300}
                        height={200}
                        className="aspect-[3/2] w-full bg-concrete-100 object-cover"
                      />
                    ) : (
                      <span
                        aria-hidden="true"
                        className="flex aspect-[3/2] w-full items-center justify-center bg-concrete-100 text-h4 font-bold text-concrete-600 uppercase"
                      >
                        {/\.([a-z0-9]+)$/i.exec(file.name)?.[1] ?? 'dosya'}
                      </span>
                    )}
                    <span className="block truncate px-2 pt-2 text-small font-semibold text-concrete-900">
                      {file.name}
                    </span>
                    <span className="block px-2 pb-2 text-caption text-concrete-600">
                      {formatFileSize(file.size)}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </PickerList>
    </Modal>
  );
}
