import type { TrashEntry } from '../../api/generated/backend/model';
import { formatDateTime } from '../../lib/format';
import { KIND_LABELS, daysLeftText } from './labels';
import { Button } from '../../components/admin/button';

const NONE = '—';
const COLUMNS = ['Tür', 'Ad', 'Silinme zamanı', 'Silen', 'Kalan süre'];

interface TrashListProps {
  entries: readonly TrashEntry[];
  /** The entry being restored or purged: its buttons are disabled meanwhile. */
  busyId: string | null;
  onRestore: (entry: TrashEntry) => void;
  onPurge: (entry: TrashEntry) => void;
}

function Actions({
  entry,
  busyId,
  onRestore,
  onPurge,
}: { entry: TrashEntry } & Omit<TrashListProps, 'entries'>) {
  const busy = busyId === entry.id;
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="secondary"
        size="xs"
        aria-label={`Geri yükle: ${entry.name}`}
        disabled={busy}
        onClick={() => onRestore(entry)}
      >
        Geri yükle
      </Button>
      <Button
        variant="danger"
        size="xs"
        aria-label={`Kalıcı olarak sil: ${entry.name}`}
        disabled={busy}
        onClick={() => onPurge(entry)}
      >
        Kalıcı olarak sil
      </Button>
    </div>
  );
}

function DeletedAt({ entry }: { entry: TrashEntry }) {
  return (
    <time dateTime={entry.deletedAt} className="whitespace-nowrap tabular-nums">
      {formatDateTime(entry.deletedAt)}
    </time>
  );
}

/**
 * One page of the trash: a table on wide screens, one card per item on narrower ones (six columns
 * do not fit at 360 px without scrolling sideways). CSS shows one of the two.
 */
export function TrashList({ entries, ...actions }: TrashListProps) {
  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl bg-white shadow-card md:block">
        <table className="w-full text-left text-small">
          <caption className="sr-only">Çöp kutusundaki kayıtlar, en son silinen önce</caption>
          <thead className="border-b border-concrete-200 bg-concrete-50 text-caption font-semibold tracking-wide text-concrete-800 uppercase">
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className="px-3 py-3">
                  {column}
                </th>
              ))}
              <th scope="col" className="px-3 py-3">
                <span className="sr-only">İşlemler</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-concrete-200">
            {entries.map((entry) => (
              <tr key={entry.id} className="align-top">
                <td className="px-3 py-3 text-concrete-800">{KIND_LABELS[entry.kind]}</td>
                <td className="px-3 py-3 font-medium break-words text-concrete-950">
                  {entry.name}
                </td>
                <td className="px-3 py-3 text-concrete-900">
                  <DeletedAt entry={entry} />
                </td>
                <td className="px-3 py-3 break-all text-concrete-900">{entry.deletedBy ?? NONE}</td>
                <td className="px-3 py-3 whitespace-nowrap text-concrete-900">
                  {daysLeftText(entry)}
                </td>
                <td className="px-3 py-3">
                  <Actions entry={entry} {...actions} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul aria-label="Çöp kutusundaki kayıtlar" className="grid gap-3 md:hidden">
        {entries.map((entry) => (
          <li key={entry.id} className="rounded-xl bg-white p-4 shadow-card">
            <p className="font-semibold break-words text-concrete-950">{entry.name}</p>
            <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1.5 text-small">
              <dt className="font-semibold text-concrete-700">Tür</dt>
              <dd className="text-concrete-900">{KIND_LABELS[entry.kind]}</dd>
              <dt className="font-semibold text-concrete-700">Silinme zamanı</dt>
              <dd className="text-concrete-900">
                <DeletedAt entry={entry} />
              </dd>
              <dt className="font-semibold text-concrete-700">Silen</dt>
              <dd className="break-all text-concrete-900">{entry.deletedBy ?? NONE}</dd>
              <dt className="font-semibold text-concrete-700">Kalan süre</dt>
              <dd className="text-concrete-900">{daysLeftText(entry)}</dd>
            </dl>
            <div className="mt-3">
              <Actions entry={entry} {...actions} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
