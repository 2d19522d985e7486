import { Fragment, type ReactNode } from 'react';
import type { MissedAddress, Redirect } from '../../api/generated/backend/model';
import { formatDateTime } from '../../lib/format';
import { REDIRECT_TEXTS } from './labels';
import { Button } from '../../components/admin/button';

const headCell = 'px-3 py-3';
const cell = 'px-3 py-3 text-concrete-900';
const address = 'font-mono text-small break-all';

function When({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} className="whitespace-nowrap tabular-nums">
      {formatDateTime(iso)}
    </time>
  );
}

function Target({ redirect }: { redirect: Redirect }) {
  return redirect.to === null ? (
    <span className="text-concrete-700">{REDIRECT_TEXTS.gone}</span>
  ) : (
    <span className={address}>{redirect.to}</span>
  );
}

/**
 * A table on wide screens and one card per row on narrower ones (five columns do not fit at
 * 360 px without scrolling sideways); CSS shows one of the two, as in the trash.
 */
function TableOrCards<T>({
  rows,
  keyOf,
  caption,
  columns,
  cells,
  title,
  action,
}: {
  rows: readonly T[];
  keyOf: (row: T) => string;
  caption: string;
  columns: readonly string[];
  /** The row's values, in the order of `columns`. */
  cells: (row: T) => ReactNode[];
  /** A card's heading. */
  title: (row: T) => ReactNode;
  action: (row: T) => ReactNode;
}) {
  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl bg-white shadow-card md:block">
        <table className="w-full text-left text-small">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-concrete-200 bg-concrete-50 text-caption font-semibold tracking-wide text-concrete-800 uppercase">
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className={headCell}>
                  {column}
                </th>
              ))}
              <th scope="col" className={headCell}>
                <span className="sr-only">İşlemler</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-concrete-200">
            {rows.map((row) => (
              <tr key={keyOf(row)} className="align-top">
                {cells(row).map((value, index) => (
                  <td key={columns[index]} className={cell}>
                    {value}
                  </td>
                ))}
                <td className="px-3 py-3">{action(row)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul aria-label={caption} className="grid gap-3 md:hidden">
        {rows.map((row) => (
          <li key={keyOf(row)} className="rounded-xl bg-white p-4 shadow-card">
            <p className="font-semibold text-concrete-950">{title(row)}</p>
            <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1.5 text-small">
              {cells(row).map((value, index) =>
                // The first column is the card's heading.
                index === 0 ? null : (
                  <Fragment key={columns[index]}>
                    <dt className="font-semibold text-concrete-700">{columns[index]}</dt>
                    <dd className="text-concrete-900">{value}</dd>
                  </Fragment>
                ),
              )}
            </dl>
            <div className="mt-3">{action(row)}</div>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The redirects, newest first: old and new address, when it was added and how often followed. */
export function RedirectList({
  redirects,
  busyId,
  onRemove,
}: {
  redirects: readonly Redirect[];
  /** The redirect being removed: its button is disabled meanwhile. */
  busyId: string | null;
  onRemove: (redirect: Redirect) => void;
}) {
  return (
    <TableOrCards
      rows={redirects}
      keyOf={(redirect) => redirect.id}
      caption="Yönlendirmeler, en yeni önce"
      columns={['Eski adres', 'Yeni adres', 'Eklenme', 'Ziyaret']}
      cells={(redirect) => [
        <span key="from" className={address}>
          {redirect.from}
        </span>,
        <Target key="to" redirect={redirect} />,
        <When key="createdAt" iso={redirect.createdAt} />,
        <span key="hits" className="tabular-nums">
          {redirect.hits}
        </span>,
      ]}
      title={(redirect) => <span className={address}>{redirect.from}</span>}
      action={(redirect) => (
        <Button
          variant="danger"
          size="xs"
          aria-label={`Kaldır: ${redirect.from}`}
          disabled={busyId === redirect.id}
          onClick={() => onRemove(redirect)}
        >
          Kaldır
        </Button>
      )}
    />
  );
}

/** The addresses that found nothing, the most requested first, each with 'Yönlendir'. */
export function MissedList({
  missed,
  onRedirect,
}: {
  missed: readonly MissedAddress[];
  onRedirect: (path: string) => void;
}) {
  return (
    <TableOrCards
      rows={missed}
      keyOf={(item) => item.path}
      caption="Bulunamayan adresler, en çok istenen önce"
      columns={['Adres', 'İstek', 'Son istek']}
      cells={(item) => [
        <span key="path" className={address}>
          {item.path}
        </span>,
        <span key="hits" className="tabular-nums">
          {item.hits}
        </span>,
        <When key="lastSeenAt" iso={item.lastSeenAt} />,
      ]}
      title={(item) => <span className={address}>{item.path}</span>}
      action={(item) => (
        <Button
          variant="secondary"
          size="xs"
          aria-label={`Yönlendir: ${item.path}`}
          onClick={() => onRedirect(item.path)}
        >
          Yönlendir
        </Button>
      )}
    />
  );
}
