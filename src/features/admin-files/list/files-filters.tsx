import { useId } from 'react';
import type { FileStatusFilter } from '../../../lib/route-search';
import type { FilesSearch } from './use-files-search';

const statusOptions: { value: FileStatusFilter; label: string }[] = [
  { value: 'all', label: 'Tümü' },
  { value: 'active', label: 'Aktif' },
  { value: 'inactive', label: 'Pasif' },
];

const labelClass = 'block text-small font-semibold text-concrete-800';
const selectClass = 'mt-1.5 block w-full rounded-lg border border-concrete-300 bg-white px-3 py-2';

/** The search box and the category and status filters above the file list. */
export function FilesFilters({
  files,
  categories,
}: {
  files: FilesSearch;
  categories: readonly string[];
}) {
  const id = useId();
  const { search, change } = files;
  return (
    <div
      role="search"
      aria-label="Dosyaları ara ve filtrele"
      className="grid gap-3 rounded-xl bg-white p-4 shadow-card md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]"
    >
      <div>
        <label htmlFor={`${id}-q`} className={labelClass}>
          Ara
        </label>
        <input
          id={`${id}-q`}
          type="search"
          value={files.query}
          placeholder="Ad veya açıklamada ara..."
          onChange={(event) => files.type(event.target.value)}
          className="mt-1.5 block w-full rounded-lg border border-concrete-300 px-3 py-2"
        />
      </div>
      <div>
        <label htmlFor={`${id}-category`} className={labelClass}>
          Kategori
        </label>
        <select
          id={`${id}-category`}
          value={search.category}
          onChange={(event) => change({ category: event.target.value })}
          className={selectClass}
        >
          <option value="">Tümü</option>
          {[
            ...categories,
            ...(search.category && !categories.includes(search.category) ? [search.category] : []),
          ].map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-status`} className={labelClass}>
          Durum
        </label>
        <select
          id={`${id}-status`}
          value={search.status}
          onChange={(event) => change({ status: event.target.value as FileStatusFilter })}
          className={selectClass}
        >
          {statusOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {files.filtersOn ? (
        <div className="md:col-span-3">
          <button
            type="button"
            className="text-small font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
            onClick={files.clear}
          >
            Filtreleri Temizle
          </button>
        </div>
      ) : null}
    </div>
  );
}
