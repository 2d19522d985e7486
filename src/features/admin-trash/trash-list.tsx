import type { TrashEntry } from '../../api/generated/backend/model';
import { formatDateTime } from '../../../core/lib/turkey-time';
import { KIND_LABELS, daysLeftText } from './labels';
import { Button } from '../../components/admin/button';
import { TableOrCards } from '../../components/admin/table-or-cards';

const NONE = '—';

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

/** One page of the trash: a table on wide screens, a card per item on narrower ones. */
export function TrashList({ entries, ...actions }: TrashListProps) {
  return (
    <TableOrCards
      rows={entries}
      caption="Çöp kutusundaki kayıtlar, en son silinen önce"
      label="Çöp kutusundaki kayıtlar"
      columns={[
        {
          label: 'Tür',
          value: (entry) => KIND_LABELS[entry.kind],
          className: 'text-concrete-800',
        },
        {
          label: 'Ad',
          value: (entry) => entry.name,
          className: 'font-medium break-words text-concrete-950',
          onCard: false,
        },
        { label: 'Silinme zamanı', value: (entry) => <DeletedAt entry={entry} /> },
        {
          label: 'Silen',
          value: (entry) => entry.deletedBy ?? NONE,
          className: 'break-all text-concrete-900',
        },
        {
          label: 'Kalan süre',
          value: daysLeftText,
          className: 'whitespace-nowrap text-concrete-900',
        },
      ]}
      cardHead={(entry) => (
        <p className="font-semibold break-words text-concrete-950">{entry.name}</p>
      )}
      action={(entry) => <Actions entry={entry} {...actions} />}
    />
  );
}
