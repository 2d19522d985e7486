import { ALT_TEXT_MESSAGES } from '../../../components/admin/alt-text-field';
import { DraftMark } from '../../../components/admin/publish-bar';
import { useEffect, useRef, type ReactNode } from 'react';
import { formatFileSize } from '../../../lib/format';
import { FileThumb } from './file-thumb';
import { rowTypeLabel, type FileRow } from './file-rows';

export const NO_CATEGORY = 'Kategori Yok';
export const NO_ORDER = 'Belirlenmemiş';

interface RowActions {
  onDetails: (row: FileRow) => void;
  onEdit: (row: FileRow) => void;
  onDelete: (row: FileRow) => void;
}

interface Selection {
  selected: ReadonlySet<string>;
  onToggle: (row: FileRow, checked: boolean) => void;
  onTogglePage: (checked: boolean) => void;
}

const actionButton =
  'inline-flex min-h-10 items-center justify-center rounded-md border px-2.5 py-1.5 text-small font-semibold whitespace-nowrap';

function TypeBadge({ row }: { row: FileRow }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-caption font-semibold whitespace-nowrap ${
        row.kind === 'system' ? 'bg-accent-100 text-accent-900' : 'bg-brand-100 text-brand-900'
      }`}
    >
      {rowTypeLabel(row)}
    </span>
  );
}

function StatusBadge({ active }: { active: boolean }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-caption font-semibold ${
        active ? 'bg-emerald-100 text-emerald-900' : 'bg-concrete-200 text-concrete-800'
      }`}
    >
      {active ? 'Aktif' : 'Pasif'}
    </span>
  );
}

function Actions({
  row,
  actions,
  wrap = true,
}: {
  row: FileRow;
  actions: RowActions;
  wrap?: boolean;
}) {
  // The visible word first, so that the name a person says is the start of the accessible one.
  const name = (text: string) => `${text}: ${row.name}`;
  return (
    <div className={`flex gap-1.5 ${wrap ? 'flex-wrap' : 'flex-nowrap'}`}>
      <button
        type="button"
        className={`${actionButton} border-concrete-300 bg-white text-concrete-900 hover:bg-concrete-100`}
        onClick={() => actions.onDetails(row)}
        aria-label={name('Detaylar')}
      >
        Detaylar
      </button>
      {row.kind === 'document' ? (
        <button
          type="button"
          className={`${actionButton} border-brand-200 bg-brand-50 text-brand-900 hover:bg-brand-100`}
          onClick={() => actions.onEdit(row)}
          aria-label={name('Düzenle')}
        >
          Düzenle
        </button>
      ) : null}
      <button
        type="button"
        className={`${actionButton} border-red-200 bg-red-50 text-red-800 hover:bg-red-100`}
        onClick={() => actions.onDelete(row)}
        aria-label={name('Sil')}
      >
        Sil
      </button>
    </div>
  );
}

function NameCell({ row, missingAlt }: { row: FileRow; missingAlt: boolean }) {
  return (
    <div className="min-w-0">
      <p className="font-semibold break-words text-concrete-950">{row.name}</p>
      {row.document ? (
        // Issue 21: a draft, a schedule or pending changes, which visitors do not see yet.
        <DraftMark record={row.document} />
      ) : null}
      {missingAlt ? (
        <p className="mt-1">
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-caption font-bold text-amber-900">
            {ALT_TEXT_MESSAGES.missing}
          </span>
        </p>
      ) : null}
      {row.description ? (
        <p className="mt-0.5 line-clamp-2 text-small break-words text-concrete-700">
          {row.description}
        </p>
      ) : null}
    </div>
  );
}

/** The 'select every file on this page' box, which reads 'mixed' when only some are. */
function PageCheckbox({
  rows,
  selection,
  children,
}: {
  rows: readonly FileRow[];
  selection: Selection;
  children?: ReactNode;
}) {
  const box = useRef<HTMLInputElement>(null);
  const count = rows.filter((row) => selection.selected.has(row.key)).length;
  const all = rows.length > 0 && count === rows.length;
  useEffect(() => {
    if (box.current) box.current.indeterminate = count > 0 && !all;
  }, [count, all]);
  return (
    <label className="inline-flex items-center gap-2">
      <input
        ref={box}
        type="checkbox"
        className="size-5 accent-brand-800"
        checked={all}
        disabled={rows.length === 0}
        onChange={(event) => selection.onTogglePage(event.target.checked)}
        aria-label={children ? undefined : 'Bu sayfadaki tüm dosyaları seç'}
      />
      {children}
    </label>
  );
}

function RowCheckbox({ row, selection }: { row: FileRow; selection: Selection }) {
  return (
    <input
      type="checkbox"
      className="size-5 accent-brand-800"
      checked={selection.selected.has(row.key)}
      onChange={(event) => selection.onToggle(row, event.target.checked)}
      aria-label={`${row.name} seç`}
    />
  );
}

const orderText = (row: FileRow) => (row.order === null ? NO_ORDER : String(row.order));

/**
 * The current page of the list: a table on wide screens; stacked cards on narrower ones (the
 * nine columns do not fit, and the page must not scroll sideways at 360 px).
 */
export function FilesTable({
  rows,
  layout,
  selection,
  actions,
  missingAlt,
}: {
  rows: readonly FileRow[];
  layout: 'table' | 'cards';
  selection: Selection;
  actions: RowActions;
  /** The keys of the rows to mark: images on the public site without an alt text. */
  missingAlt: ReadonlySet<string>;
}) {
  if (layout === 'cards') {
    return (
      <div>
        <div className="mb-3 rounded-lg bg-concrete-50 px-3 py-2">
          <PageCheckbox rows={rows} selection={selection}>
            <span className="text-small font-semibold text-concrete-900">
              Bu sayfadaki tüm dosyaları seç
            </span>
          </PageCheckbox>
        </div>
        <ul aria-label="Dosyalar" className="grid gap-3 md:grid-cols-2" data-results>
          {rows.map((row) => (
            <li
              key={row.key}
              className="rounded-xl border border-concrete-200 bg-white p-4 shadow-card"
            >
              <div className="flex items-start gap-3">
                <RowCheckbox row={row} selection={selection} />
                <FileThumb row={row} />
                <NameCell row={row} missingAlt={missingAlt.has(row.key)} />
              </div>
              <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-2 text-small">
                <div>
                  <dt className="text-caption font-semibold text-concrete-700">Tür</dt>
                  <dd className="mt-0.5">
                    <TypeBadge row={row} />
                  </dd>
                </div>
                <div>
                  <dt className="text-caption font-semibold text-concrete-700">Durum</dt>
                  <dd className="mt-0.5">
                    <StatusBadge active={row.isActive} />
                  </dd>
                </div>
                <div>
                  <dt className="text-caption font-semibold text-concrete-700">Kategori</dt>
                  <dd className="mt-0.5 break-words text-concrete-900">
                    {row.category ?? NO_CATEGORY}
                  </dd>
                </div>
                <div>
                  <dt className="text-caption font-semibold text-concrete-700">Boyut</dt>
                  <dd className="mt-0.5 text-concrete-900">{formatFileSize(row.size)}</dd>
                </div>
                <div>
                  <dt className="text-caption font-semibold text-concrete-700">Sıra</dt>
                  <dd className="mt-0.5 text-concrete-900">{orderText(row)}</dd>
                </div>
              </dl>
              <div className="mt-3 border-t border-concrete-200 pt-3">
                <Actions row={row} actions={actions} />
              </div>
            </li>
          ))}
        </ul>
      </div>
    );
  }

  return (
    <div className="overflow-x-auto rounded-xl bg-white shadow-card">
      <table className="w-full text-left text-small">
        <caption className="sr-only">Belgeler ve sistem dosyaları</caption>
        <thead className="border-b border-concrete-200 bg-concrete-50 text-caption font-semibold tracking-wide text-concrete-800 uppercase">
          <tr>
            <th scope="col" className="w-10 px-3 py-3">
              <PageCheckbox rows={rows} selection={selection} />
            </th>
            {['Önizleme', 'Ad', 'Tür', 'Kategori', 'Boyut', 'Durum', 'Sıra', 'İşlemler'].map(
              (column) => (
                <th key={column} scope="col" className="px-3 py-3">
                  {column}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-concrete-200" data-results>
          {rows.map((row) => (
            <tr
              key={row.key}
              className={selection.selected.has(row.key) ? 'bg-brand-50' : 'hover:bg-concrete-50'}
            >
              <td className="px-3 py-2.5">
                <RowCheckbox row={row} selection={selection} />
              </td>
              <td className="px-3 py-2.5">
                <FileThumb row={row} />
              </td>
              <th scope="row" className="min-w-48 px-3 py-2.5 text-body font-normal">
                <NameCell row={row} missingAlt={missingAlt.has(row.key)} />
              </th>
              <td className="px-3 py-2.5">
                <TypeBadge row={row} />
              </td>
              <td className="px-3 py-2.5 text-concrete-900">{row.category ?? NO_CATEGORY}</td>
              <td className="px-3 py-2.5 whitespace-nowrap text-concrete-900">
                {formatFileSize(row.size)}
              </td>
              <td className="px-3 py-2.5">
                <StatusBadge active={row.isActive} />
              </td>
              <td className="px-3 py-2.5 text-concrete-900">{orderText(row)}</td>
              <td className="px-3 py-2.5">
                <Actions row={row} actions={actions} wrap={false} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
