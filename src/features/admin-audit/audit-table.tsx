import type { AuditEntry } from '../../api/generated/backend/model';
import { ACTION_LABELS, actionTone, targetOf, userText } from './labels';
import { formatDateTime } from '../../lib/format';

const NONE = '—';
const COLUMNS = ['Zaman', 'Kullanıcı', 'İşlem', 'Kayıt', 'Adres'];

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

const user = (entry: AuditEntry) => userText(entry.username);
const address = (entry: AuditEntry) => entry.address ?? NONE;

/**
 * One page of the log, read only: a table on wide screens, and on narrower ones one card per
 * entry (five columns do not fit at 360 px without scrolling sideways). CSS shows one of the two.
 */
export function AuditTable({ entries }: { entries: readonly AuditEntry[] }) {
  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl bg-white shadow-card md:block">
        <table className="w-full text-left text-small">
          <caption className="sr-only">İşlem kaydı, en yeni önce</caption>
          <thead className="border-b border-concrete-200 bg-concrete-50 text-caption font-semibold tracking-wide text-concrete-800 uppercase">
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className="px-3 py-3">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-concrete-200">
            {entries.map((entry) => (
              <tr key={entry.id} className="align-top">
                <td className="px-3 py-3 text-concrete-900">
                  <Time entry={entry} />
                </td>
                <td className="px-3 py-3 font-medium break-all text-concrete-950">{user(entry)}</td>
                <td className="px-3 py-3">
                  <ActionBadge entry={entry} />
                </td>
                <td className="px-3 py-3">
                  <Target entry={entry} />
                </td>
                <td className="px-3 py-3 break-all text-concrete-800 tabular-nums">
                  {address(entry)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul aria-label="İşlem kaydı" className="grid gap-3 md:hidden">
        {entries.map((entry) => (
          <li key={entry.id} className="rounded-xl bg-white p-4 shadow-card">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <ActionBadge entry={entry} />
              <span className="text-small text-concrete-800">
                <Time entry={entry} />
              </span>
            </div>
            <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1.5 text-small">
              <dt className="font-semibold text-concrete-700">Kullanıcı</dt>
              <dd className="break-all text-concrete-950">{user(entry)}</dd>
              <dt className="font-semibold text-concrete-700">Kayıt</dt>
              <dd>
                <Target entry={entry} />
              </dd>
              <dt className="font-semibold text-concrete-700">Adres</dt>
              <dd className="break-all text-concrete-800">{address(entry)}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
