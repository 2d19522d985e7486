import { Fragment, type ReactNode } from 'react';

interface Column<T> {
  /** The column's heading, and the label of its value on a card. */
  label: string;
  value: (row: T) => ReactNode;
  /** Classes of the value's cell and card line (default: body text colour). */
  className?: string;
  /** False: left off the cards (the card's head shows it). */
  onCard?: boolean;
}

const headCell = 'px-3 py-3';

/** What tells the rows apart: their `id` unless `keyOf` says otherwise. */
type RowKey<T> = T extends { id: string }
  ? { keyOf?: (row: T) => string }
  : { keyOf: (row: T) => string };

/**
 * A panel list: a table on wide screens, one card per row on narrower ones (five or six columns
 * do not fit at 360 px without scrolling sideways). CSS shows one of the two, so both are in the
 * page and each is named: the table by `caption`, the cards by `label`.
 */
export function TableOrCards<T>({
  rows,
  caption,
  label = caption,
  columns,
  cardHead,
  action,
  ...key
}: {
  rows: readonly T[];
  caption: string;
  label?: string;
  columns: readonly Column<T>[];
  /** The top of a card: what names the row. */
  cardHead: (row: T) => ReactNode;
  /** The row's buttons, in the last column and at the foot of its card. */
  action?: (row: T) => ReactNode;
} & RowKey<T>) {
  // RowKey<T> allows no keyOf only where rows have an id.
  const keyOf =
    (key as { keyOf?: (row: T) => string }).keyOf ??
    ((row: T) => (row as unknown as { id: string }).id);
  const onCards = columns.filter((column) => column.onCard !== false);
  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl bg-white shadow-card md:block">
        <table className="w-full text-left text-small">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-concrete-200 bg-concrete-50 text-caption font-semibold tracking-wide text-concrete-800 uppercase">
            <tr>
              {columns.map((column) => (
                <th key={column.label} scope="col" className={headCell}>
                  {column.label}
                </th>
              ))}
              {action && (
                <th scope="col" className={headCell}>
                  <span className="sr-only">İşlemler</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-concrete-200">
            {rows.map((row) => (
              <tr key={keyOf(row)} className="align-top">
                {columns.map((column) => (
                  <td
                    key={column.label}
                    className={`px-3 py-3 ${column.className ?? 'text-concrete-900'}`}
                  >
                    {column.value(row)}
                  </td>
                ))}
                {action && <td className="px-3 py-3">{action(row)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul aria-label={label} className="grid gap-3 md:hidden">
        {rows.map((row) => (
          <li key={keyOf(row)} className="rounded-xl bg-white p-4 shadow-card">
            {cardHead(row)}
            <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1.5 text-small">
              {onCards.map((column) => (
                <Fragment key={column.label}>
                  <dt className="font-semibold text-concrete-700">{column.label}</dt>
                  <dd className={column.className ?? 'text-concrete-900'}>{column.value(row)}</dd>
                </Fragment>
              ))}
            </dl>
            {action && <div className="mt-3">{action(row)}</div>}
          </li>
        ))}
      </ul>
    </>
  );
}
