import { useId, type ReactNode } from 'react';
import { EmptyState, LoadError, LoadingState } from '../../components/query-states';

/** Where a section's read is: loading, failed (with a retry), or in. */
export interface SectionState {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * A card of the dashboard with its own loading, error and empty states: one read failing leaves
 * the other cards as they are. `empty` (a sentence) is shown instead of `children` when set.
 */
export function Section({
  title,
  description,
  state,
  empty,
  className = '',
  children,
}: {
  title: string;
  description?: string;
  state: SectionState;
  empty?: string | false;
  className?: string;
  children: () => ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={`min-w-0 rounded-xl bg-white p-4 shadow-card sm:p-5 ${className}`}
    >
      <h2 id={id} className="text-h4 text-brand-950">
        {title}
      </h2>
      {description ? <p className="mt-1 text-small text-concrete-700">{description}</p> : null}
      <div className="mt-4">
        {state.isError ? (
          <LoadError
            variant="box"
            message={`${title} yüklenemedi.`}
            detail="Diğer bölümler bundan etkilenmez."
            onRetry={() => void state.refetch()}
          />
        ) : state.isPending ? (
          <LoadingState className="py-6" />
        ) : empty ? (
          <EmptyState>{empty}</EmptyState>
        ) : (
          children()
        )}
      </div>
    </section>
  );
}

/** A column of a figures table: its heading, and whether it holds numbers (right aligned). */
interface FigureColumn {
  label: string;
  numeric?: boolean;
}

/** A small table of figures; it scrolls sideways inside its card on a narrow screen. */
export function FigureTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: readonly FigureColumn[];
  rows: readonly { key: string; cells: readonly ReactNode[] }[];
}) {
  const align = (column: FigureColumn | undefined) =>
    column?.numeric ? 'text-right tabular-nums' : 'text-left';
  return (
    // A region that can take the focus: a table wider than a phone scrolls by keyboard too.
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="-mx-1 overflow-x-auto px-1 focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      <table className="w-full text-small">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-concrete-200 text-concrete-700">
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={`px-2 py-2 font-semibold whitespace-nowrap ${align(column)}`}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b border-concrete-100 last:border-0">
              {row.cells.map((cell, index) => {
                const column = columns[index];
                return index === 0 ? (
                  <th
                    key={column?.label}
                    scope="row"
                    className="max-w-[14rem] truncate px-2 py-2 text-left font-normal text-concrete-900"
                  >
                    {cell}
                  </th>
                ) : (
                  <td
                    key={column?.label}
                    className={`px-2 py-2 text-concrete-900 ${align(column)}`}
                  >
                    {cell}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
