import type { AuditEntry } from '../../api/generated/backend/model';
import { ACTION_LABELS, actionTone, targetOf, userText } from './labels';
import { formatDateTime } from '../../../core/lib/turkey-time';
import { TableOrCards } from '../../components/admin/table-or-cards';

const NONE = '—';

function ActionBadge({ entry }: { entry: AuditEntry }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-caption font-semibold whitespace-nowrap ${actionTone(entry.action)}`}
    >
      {ACTION_LABELS[entry.action]}
    </span>
  );
}

function Target({ entry }: { entry: AuditEntry }) {
  const target = targetOf(entry);
  if (!target) return <span className="text-concrete-700">{NONE}</span>;
  return (
    <span className="break-words">
      <span className="text-concrete-700">{target.kind}: </span>
      <span className="font-medium text-concrete-950">{target.name}</span>
    </span>
  );
}

function Time({ entry }: { entry: AuditEntry }) {
  return (
    <time dateTime={entry.at} className="whitespace-nowrap tabular-nums">
      {formatDateTime(entry.at, { seconds: true })}
    </time>
  );
}

const user = (entry: AuditEntry) => userText(entry.username, entry.action);
const address = (entry: AuditEntry) => entry.address ?? NONE;

/**
 * One page of the log, read only: a table on wide screens, a card per entry on narrower ones.
 * A card's head is the action and its time.
 */
export function AuditTable({ entries }: { entries: readonly AuditEntry[] }) {
  return (
    <TableOrCards
      rows={entries}
      caption="İşlem kaydı, en yeni önce"
      label="İşlem kaydı"
      columns={[
        { label: 'Zaman', value: (entry) => <Time entry={entry} />, onCard: false },
        {
          label: 'Kullanıcı',
          value: user,
          className: 'font-medium break-all text-concrete-950',
        },
        { label: 'İşlem', value: (entry) => <ActionBadge entry={entry} />, onCard: false },
        { label: 'Kayıt', value: (entry) => <Target entry={entry} /> },
        {
          label: 'Adres',
          value: address,
          className: 'break-all text-concrete-800 tabular-nums',
        },
      ]}
      cardHead={(entry) => (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <ActionBadge entry={entry} />
          <span className="text-small text-concrete-800">
            <Time entry={entry} />
          </span>
        </div>
      )}
    />
  );
}
