import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Province, type EnquiryStatus } from '../../api/generated/backend/model';
import { ENQUIRY_STATUSES, ENQUIRY_STATUS_LABELS } from '../../../core/domain/enquiry-status';
import { Button } from '../../components/admin/button';
import type { MessagesView } from '../../lib/route-search';
import {
  SORT_OPTIONS,
  UNASSIGNED,
  UNASSIGNED_LABEL,
  activeFilterTexts,
  type InboxFilterValues,
} from './enquiries';
import { assigneesQuery, knownProvince } from './queries';

const fieldClass =
  'mt-1.5 block min-h-11 w-full rounded-lg border border-concrete-300 bg-white px-3 py-2 text-body focus:border-brand-500 aria-invalid:border-red-600';
const labelClass = 'block text-small font-semibold text-concrete-800';

const PROVINCES = Object.values(Province);

/** The filters and the order as the form holds them: '' for each one not set. */
interface Fields {
  status: EnquiryStatus | '';
  assignee: string;
  source: string;
  province: string;
  from: string;
  to: string;
  sort: '' | 'oldest' | 'callback';
}

export type FollowUpFilterValues = InboxFilterValues & { sort?: 'oldest' | 'callback' | undefined };

const fieldsOf = (view: MessagesView): Fields => ({
  status: view.status ?? '',
  assignee: view.assignee ?? '',
  source: view.source ?? '',
  province: knownProvince(view.province) ?? '',
  from: view.from ?? '',
  to: view.to ?? '',
  sort: view.sort ?? '',
});

/** Only the filters set, as the URL keeps them. */
const valuesOf = (fields: Fields): FollowUpFilterValues => ({
  ...(fields.status && { status: fields.status }),
  ...(fields.assignee && { assignee: fields.assignee }),
  ...(fields.source.trim() && { source: fields.source.trim() }),
  ...(fields.province && { province: fields.province }),
  ...(fields.from && { from: fields.from }),
  ...(fields.to && { to: fields.to }),
  ...(fields.sort && { sort: fields.sort }),
});

/** The names of the filters that are set, for the empty state and the closed panel. */
export function useFilterTexts(view: MessagesView): string[] {
  const assignees = useQuery(assigneesQuery());
  const name = (id: string) => assignees.data?.data.find((account) => account.id === id)?.username;
  return activeFilterTexts({ ...view, province: knownProvince(view.province) }, name);
}

/**
 * The inbox's follow-up filters (issue 48): status, assignee ('Atanmadı' for no one), source text,
 * province, a range of days and the order, applied together with 'Filtrele' (or Enter) and kept
 * in the URL. On a phone they fold behind 'Filtreler', which names how many are set.
 */
export function FollowUpFilters({
  view,
  onApply,
}: {
  view: MessagesView;
  onApply: (values: FollowUpFilterValues) => void;
}) {
  const id = useId();
  const [fields, setFields] = useState<Fields>(() => fieldsOf(view));
  const [rangeError, setRangeError] = useState(false);
  const [open, setOpen] = useState(false);
  const firstField = useRef<HTMLSelectElement>(null);
  const assignees = useQuery(assigneesQuery());
  const texts = useFilterTexts(view);
  // The fields follow the URL (back, forward, 'Filtreleri temizle'), as the audit's filters do.
  const viewKey = JSON.stringify(fieldsOf(view));
  const [shownKey, setShownKey] = useState(viewKey);
  if (shownKey !== viewKey) {
    setShownKey(viewKey);
    setFields(fieldsOf(view));
    setRangeError(false);
  }
  const set = (change: Partial<Fields>) => {
    setFields((previous) => ({ ...previous, ...change }));
    setRangeError(false);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (fields.from !== '' && fields.to !== '' && fields.from > fields.to) {
      setRangeError(true);
      return;
    }
    onApply(valuesOf(fields));
  };

  const anySet = Object.keys(valuesOf(fieldsOf(view))).length > 0;

  return (
    <div className="mb-5">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen((previous) => !previous)}
        className="flex min-h-11 w-full items-center justify-between rounded-lg border border-concrete-300 bg-white px-4 py-2 text-small font-semibold text-concrete-900 lg:hidden"
      >
        <span>
          Filtreler
          {texts.length > 0 ? ` (${texts.length})` : ''}
        </span>
        <span aria-hidden="true">{open ? '▲' : '▼'}</span>
      </button>
      <form
        id={`${id}-panel`}
        aria-label="Mesajları filtrele"
        onSubmit={submit}
        noValidate
        className={`${open ? 'mt-2 block' : 'hidden'} rounded-xl bg-white p-4 shadow-card sm:p-5 lg:mt-0 lg:block`}
      >
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <div>
            <label htmlFor={`${id}-status`} className={labelClass}>
              Durum
            </label>
            <select
              ref={firstField}
              id={`${id}-status`}
              value={fields.status}
              onChange={(event) => set({ status: event.target.value as EnquiryStatus | '' })}
              className={fieldClass}
            >
              <option value="">Tüm durumlar</option>
              {ENQUIRY_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {ENQUIRY_STATUS_LABELS[status]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-assignee`} className={labelClass}>
              Atanan
            </label>
            <select
              id={`${id}-assignee`}
              value={fields.assignee}
              onChange={(event) => set({ assignee: event.target.value })}
              className={fieldClass}
            >
              <option value="">Herkes</option>
              <option value={UNASSIGNED}>{UNASSIGNED_LABEL}</option>
              {fields.assignee !== '' &&
              fields.assignee !== UNASSIGNED &&
              !assignees.data?.data.some((account) => account.id === fields.assignee) ? (
                <option value={fields.assignee}>Bilinmeyen hesap</option>
              ) : null}
              {(assignees.data?.data ?? []).map((account) => (
                <option key={account.id} value={account.id}>
                  {account.username}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-source`} className={labelClass}>
              Kaynak
            </label>
            <input
              id={`${id}-source`}
              type="search"
              value={fields.source}
              maxLength={200}
              placeholder="Sayfa, site veya kampanya"
              onChange={(event) => set({ source: event.target.value })}
              className={fieldClass}
            />
          </div>
          <div>
            <label htmlFor={`${id}-province`} className={labelClass}>
              İl
            </label>
            <select
              id={`${id}-province`}
              value={fields.province}
              onChange={(event) => set({ province: event.target.value })}
              className={fieldClass}
            >
              <option value="">Tüm iller</option>
              {PROVINCES.map((province) => (
                <option key={province} value={province}>
                  {province}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-from`} className={labelClass}>
              Başlangıç tarihi
            </label>
            <input
              id={`${id}-from`}
              type="date"
              value={fields.from}
              onChange={(event) => set({ from: event.target.value })}
              className={fieldClass}
            />
          </div>
          <div>
            <label htmlFor={`${id}-to`} className={labelClass}>
              Bitiş tarihi
            </label>
            <input
              id={`${id}-to`}
              type="date"
              value={fields.to}
              onChange={(event) => set({ to: event.target.value })}
              aria-invalid={rangeError ? true : undefined}
              aria-describedby={rangeError ? `${id}-to-error` : undefined}
              className={fieldClass}
            />
            {rangeError ? (
              <p id={`${id}-to-error`} role="alert" className="mt-1 text-small text-red-700">
                Bitiş tarihi başlangıç tarihinden önce olamaz.
              </p>
            ) : null}
          </div>
          <div>
            <label htmlFor={`${id}-sort`} className={labelClass}>
              Sıralama
            </label>
            <select
              id={`${id}-sort`}
              value={fields.sort}
              onChange={(event) => set({ sort: event.target.value as Fields['sort'] })}
              className={fieldClass}
            >
              {SORT_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-2">
          <Button type="submit" variant="primary" className="min-h-11 py-2 text-small">
            Filtrele
          </Button>
          {anySet ? (
            <Button
              onClick={() => {
                // The button goes away with the filters: focus waits in the first field.
                firstField.current?.focus();
                onApply({});
              }}
              className="min-h-11 py-2 text-small"
            >
              Filtreleri temizle
            </Button>
          ) : null}
          <p className="text-caption text-concrete-700 sm:ml-auto">
            Tarihler Türkiye saatine göredir; iki gün de dahildir.
          </p>
        </div>
      </form>
    </div>
  );
}
