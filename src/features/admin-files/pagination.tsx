import { useId } from 'react';
import { FILE_PAGE_SIZES } from '../../lib/file-manager-search';
import { pageSizeOptions } from './file-list';

const pageButton =
  'inline-flex min-h-10 min-w-10 items-center justify-center rounded-md border border-concrete-300 bg-white px-3 text-small font-semibold text-concrete-900 hover:bg-concrete-100 disabled:cursor-not-allowed disabled:opacity-50';

/**
 * docs/SPEC.md section 2, admin screen 9: the total, 'Sayfa x / y', first/previous/next/last and the
 * page size (5, 10, 20, 50).
 */
export function Pagination({
  total,
  page,
  totalPages,
  pageSize,
  onPage,
  onPageSize,
}: {
  total: number;
  page: number;
  totalPages: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}) {
  const id = useId();
  const first = page <= 1;
  const last = page >= totalPages;
  return (
    <nav
      aria-label="Sayfalama"
      className="flex flex-col gap-3 rounded-xl bg-white p-3 shadow-card sm:flex-row sm:flex-wrap sm:items-center sm:justify-between"
    >
      <p className="text-small text-concrete-800">
        Toplam <strong>{total.toLocaleString('tr-TR')}</strong> dosya ·{' '}
        <span aria-live="polite">
          Sayfa {page} / {totalPages}
        </span>
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          className={pageButton}
          disabled={first}
          onClick={() => onPage(1)}
          aria-label="İlk sayfa"
        >
          <span aria-hidden="true">«</span>
          <span className="ml-1 hidden sm:inline" aria-hidden="true">
            İlk
          </span>
        </button>
        <button
          type="button"
          className={pageButton}
          disabled={first}
          onClick={() => onPage(page - 1)}
          aria-label="Önceki sayfa"
        >
          <span aria-hidden="true">‹</span>
          <span className="ml-1 hidden sm:inline" aria-hidden="true">
            Önceki
          </span>
        </button>
        <button
          type="button"
          className={pageButton}
          disabled={last}
          onClick={() => onPage(page + 1)}
          aria-label="Sonraki sayfa"
        >
          <span className="mr-1 hidden sm:inline" aria-hidden="true">
            Sonraki
          </span>
          <span aria-hidden="true">›</span>
        </button>
        <button
          type="button"
          className={pageButton}
          disabled={last}
          onClick={() => onPage(totalPages)}
          aria-label="Son sayfa"
        >
          <span className="mr-1 hidden sm:inline" aria-hidden="true">
            Son
          </span>
          <span aria-hidden="true">»</span>
        </button>
        <label htmlFor={`${id}-size`} className="ml-1 text-small text-concrete-800">
          Sayfa başına
        </label>
        <select
          id={`${id}-size`}
          value={pageSize}
          onChange={(event) => onPageSize(Number(event.target.value))}
          className="min-h-10 rounded-md border border-concrete-300 bg-white px-2 text-small"
        >
          {pageSizeOptions(pageSize, FILE_PAGE_SIZES).map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
    </nav>
  );
}
