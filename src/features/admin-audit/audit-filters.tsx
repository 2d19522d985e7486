import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { MESSAGES } from '../../../core/domain/messages';
import { getListUsersQueryOptions } from '../../api/generated/backend/endpoints/user/user';
import { AUDIT_ACTIONS, type AuditAction } from '../../../core/domain/audit';
import type { AuditView } from './audit-search';
import { ACTION_LABELS, hasFilters } from './labels';
import { Button } from '../../components/admin/button';

type Filters = Omit<AuditView, 'page'>;

const fieldClass =
  'mt-1.5 block w-full rounded-lg border border-concrete-300 bg-white px-3 py-2 text-body focus:border-brand-500 aria-invalid:border-red-600';
const labelClass = 'block text-small font-semibold text-concrete-800';

/** A day of the range; its error (a range that ends before it starts) is announced. */
function DayField({
  id,
  label,
  value,
  onChange,
  error = null,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        name={id}
        type="date"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={fieldClass}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-small text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The log's filters: a user name (exactly), an action and a range of days in Turkey, applied
 * together with 'Filtrele' (or Enter). The fields show the URL's filters (back, forward and
 * 'Filtreleri temizle'); a range that ends before it starts is refused here, as the server would.
 */
export function AuditFilters({
  view,
  onApply,
}: {
  view: AuditView;
  onApply: (filters: Filters) => void;
}) {
  const id = useId();
  const [filters, setFilters] = useState<Filters>(view);
  const [rangeError, setRangeError] = useState(false);
  const userField = useRef<HTMLInputElement>(null);
  // The administrators' names as suggestions for the user field, asked for when it is first
  // focused (a failed sign-in's name may be any other; without them a typed name still works).
  const [suggest, setSuggest] = useState(false);
  const users = useQuery({ ...getListUsersQueryOptions(), enabled: suggest });
  const usernames = users.data?.data.map((account) => account.username) ?? [];
  // The fields follow the URL when it changes (back, forward, 'Filtreleri temizle'), set while
  // rendering as React's "adjusting state when a prop changes" does.
  const { user, action, from, to } = view;
  const viewKey = [user, action, from, to].join('\n');
  const [shownKey, setShownKey] = useState(viewKey);
  if (shownKey !== viewKey) {
    setShownKey(viewKey);
    setFilters({ user, action, from, to });
    setRangeError(false);
  }

  const set = (changes: Partial<Filters>) => {
    setFilters((previous) => ({ ...previous, ...changes }));
    setRangeError(false);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (filters.from !== '' && filters.to !== '' && filters.from > filters.to) {
      setRangeError(true);
      return;
    }
    onApply({ ...filters, user: filters.user.trim() });
  };

  return (
    <form
      aria-label="İşlem kaydını filtrele"
      onSubmit={submit}
      noValidate
      className="rounded-xl bg-white p-4 shadow-card sm:p-5"
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <label htmlFor={`${id}-user`} className={labelClass}>
            Kullanıcı
          </label>
          <input
            ref={userField}
            id={`${id}-user`}
            name="user"
            type="text"
            autoComplete="off"
            spellCheck={false}
            maxLength={100}
            value={filters.user}
            onChange={(event) => set({ user: event.target.value })}
            aria-describedby={`${id}-user-hint`}
            list={`${id}-users`}
            onFocus={() => setSuggest(true)}
            className={fieldClass}
          />
          <datalist id={`${id}-users`}>
            {usernames.map((username) => (
              <option key={username} value={username} />
            ))}
          </datalist>
          <p id={`${id}-user-hint`} className="mt-1 text-caption text-concrete-700">
            Tam kullanıcı adı, ör. admin
          </p>
        </div>
        <div>
          <label htmlFor={`${id}-action`} className={labelClass}>
            İşlem
          </label>
          <select
            id={`${id}-action`}
            name="action"
            value={filters.action}
            onChange={(event) => set({ action: event.target.value as AuditAction | '' })}
            className={fieldClass}
          >
            <option value="">Tüm işlemler</option>
            {AUDIT_ACTIONS.map((known) => (
              <option key={known} value={known}>
                {ACTION_LABELS[known]}
              </option>
            ))}
          </select>
        </div>
        <DayField
          id={`${id}-from`}
          label="Başlangıç tarihi"
          value={filters.from}
          onChange={(from) => set({ from })}
        />
        <DayField
          id={`${id}-to`}
          label="Bitiş tarihi"
          value={filters.to}
          onChange={(to) => set({ to })}
          error={rangeError ? MESSAGES.auditDaysReversed : null}
        />
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <Button type="submit" variant="primary" className="py-2 text-small">
          Filtrele
        </Button>
        {hasFilters(view) ? (
          <Button
            onClick={() => {
              // The button goes away with the filters: focus waits in the first field.
              userField.current?.focus();
              onApply({ user: '', action: '', from: '', to: '' });
            }}
            variant="secondary"
            className="py-2 text-small"
          >
            Filtreleri temizle
          </Button>
        ) : null}
        <p className="text-caption text-concrete-700 sm:ml-auto">
          Tarihler Türkiye saatine göredir; iki gün de dahildir.
        </p>
      </div>
    </form>
  );
}
