import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { Product, PublishStatus } from '../../api/generated/backend/model';
import { MESSAGES } from '../../../core/domain/messages';
import { formatDateTime, fromTurkeyInput, turkeyInputValue } from '../../../core/lib/turkey-time';
import type { SaveFeedback } from '../../lib/failure';
import { Modal } from '../modal';
import { FormStatus } from './form-status';
import { SaveButton } from './save-button';
import { Button } from './button';
import { ModalCloseButton } from './modal-close-button';

/**
 * What the bar needs to know of a record: its status, its schedule, its pending changes. A record
 * read without a status (a document from before drafts) is published.
 */
type StatusOf = Pick<Product, 'publishAt' | 'hasPendingChanges' | 'pendingPublishAt'> & {
  status?: PublishStatus | undefined;
};

/** Issue 21: where a record stands, in the panel's words ('Zamanlandı: 12.12.2026 09:00'). */
function statusText(product: StatusOf): string {
  const at = scheduledAt(product);
  if (at) return `Zamanlandı: ${formatDateTime(at)}`;
  if (product.status === 'draft') return 'Taslak';
  return product.hasPendingChanges ? 'Yayımlanmamış değişiklikler var' : 'Yayında';
}

/** When the record (or a published record's pending changes) is published by itself. */
function scheduledAt(record: StatusOf): string | null {
  if (record.status === 'scheduled') return record.publishAt ?? null;
  return record.hasPendingChanges ? (record.pendingPublishAt ?? null) : null;
}

/**
 * Where a record stands, once for the bar and its editor: not yet public (a draft or a schedule),
 * published with pending changes, and the time it (or they) will be published.
 */
export function publishState(record: StatusOf | null) {
  const status = record ? (record.status ?? 'published') : null;
  return {
    unpublished: status === 'draft' || status === 'scheduled',
    pending: status === 'published' && record?.hasPendingChanges === true,
    at: record ? scheduledAt(record) : null,
  };
}

const BADGE_CLASSES = {
  draft: 'bg-amber-100 text-amber-900',
  scheduled: 'bg-sky-100 text-sky-900',
  published: 'bg-emerald-100 text-emerald-900',
  pending: 'bg-amber-100 text-amber-900',
} as const;

/** The status as a badge (an editor's publish bar, the product grid's cards). */
export function StatusBadge({ product }: { product: StatusOf }) {
  const { pending, at } = publishState(product);
  const kind = at ? 'scheduled' : pending ? 'pending' : (product.status ?? 'published');
  return (
    <span
      className={`rounded-full px-2.5 py-0.5 text-caption font-semibold ${BADGE_CLASSES[kind]}`}
    >
      {statusText(product)}
    </span>
  );
}

/** A list's or a picker's mark: the badge of a record that is not plainly published, else nothing. */
export function DraftMark({ record }: { record: StatusOf }) {
  const { unpublished, pending } = publishState(record);
  return unpublished || pending ? <StatusBadge product={record} /> : null;
}

const HOUR = 60 * 60 * 1000;

/** The time the dialog offers first: the schedule's, or the next full hour after one from now. */
function firstChoice(publishAt: string | null | undefined): string {
  if (publishAt) return turkeyInputValue(publishAt);
  const next = new Date(Math.ceil((Date.now() + HOUR) / HOUR) * HOUR);
  return turkeyInputValue(next.toISOString());
}

/**
 * 'Zamanla' (issue 21 section 4): a date and time in Turkey's time, ahead of now. `onSchedule`
 * saves the product with it; a product already scheduled can also have its schedule removed
 * ('Zamanlamayı kaldır': it stays a draft).
 */
function ScheduleDialog({
  publishAt,
  busy,
  onSchedule,
  onUnschedule,
  onClose,
}: {
  /** The schedule the product has; null for a product that has none. */
  publishAt: string | null;
  busy: boolean;
  onSchedule: (publishAt: string) => void;
  onUnschedule: (() => void) | null;
  onClose: () => void;
}) {
  const id = useId();
  const [value, setValue] = useState(() => firstChoice(publishAt));
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The product form's own submit must not run as well (React passes it up through portals).
    event.stopPropagation();
    const chosen = fromTurkeyInput(value);
    if (!chosen) return setError(MESSAGES.publishAtRequired);
    if (Date.parse(chosen) <= Date.now()) return setError(MESSAGES.publishAtPast);
    setError(null);
    onSchedule(chosen);
  };

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Yayını zamanla"
      description="Bu tarih ve saatte kendiliğinden yayınlanır (en geç bir dakika içinde). O zamana kadar ziyaretçiler göremez."
      size="md"
    >
      <form noValidate onSubmit={submit} aria-label="Yayın zamanı formu" className="space-y-4">
        <div>
          <label htmlFor={`${id}-at`} className="block text-small font-semibold text-concrete-800">
            Yayın zamanı (Türkiye saati)
          </label>
          <input
            id={`${id}-at`}
            type="datetime-local"
            value={value}
            min={turkeyInputValue(new Date().toISOString())}
            onChange={(event) => setValue(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="mt-1.5 block w-full rounded-lg border border-concrete-300 bg-white px-3.5 py-2.5 text-body focus:border-brand-500 aria-invalid:border-red-600"
          />
          {error ? (
            <p id={`${id}-error`} className="mt-1 text-small text-red-700">
              {error}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <ModalCloseButton variant="secondary" disabled={busy}>
            Vazgeç
          </ModalCloseButton>
          {onUnschedule ? (
            <Button variant="secondary" disabled={busy} onClick={onUnschedule}>
              Zamanlamayı kaldır
            </Button>
          ) : null}
          <Button type="submit" variant="primary" disabled={busy} aria-busy={busy || undefined}>
            Zamanla
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/**
 * What the form's own submit (its first button, and Enter) saves: the record keeps its status; it
 * never publishes a draft, a schedule or pending changes. A new record is published.
 */
export function keptStatus(record: StatusOf | null): {
  status: PublishStatus;
  publishAt: string | null;
} {
  const { pending, at } = publishState(record);
  if (at) return { status: 'scheduled', publishAt: at };
  return { status: record?.status === 'draft' || pending ? 'draft' : 'published', publishAt: null };
}

/**
 * The publish bar at the foot of an editor (issue 21 section 1): the record's status and the last
 * save's failure on one side; on the other the editor's own actions (history, preview, cancel),
 * then 'Zamanla', 'Taslak olarak kaydet' and 'Yayınla' (or 'Kaydet') as the status allows. The
 * form's submit button is the one that keeps the status (see {@link keptStatus}); `onSave` saves
 * with another one.
 */
export function PublishBar({
  record,
  saving,
  feedback,
  dirty,
  onSave,
  actions,
  saveLabel = 'Kaydet',
  className = 'border-t border-concrete-200',
}: {
  /** The record as saved; null while it is new. */
  record: StatusOf | null;
  saving: boolean;
  feedback: SaveFeedback | null;
  dirty: boolean;
  onSave: (status: PublishStatus, publishAt?: string | null) => void;
  actions?: ReactNode;
  /** The submit's words while nothing is pending (an editor's own: 'Değişiklikleri Kaydet'). */
  saveLabel?: string;
  /** Where the bar sits: a dialog's foot (the default), or a page's sticky foot. */
  className?: string;
}) {
  const [scheduling, setScheduling] = useState(false);
  const { unpublished, pending, at } = publishState(record);
  /** The other way to save: a plain button beside the form's own submit. */
  const saveAs = (next: PublishStatus) => ({
    disabled: saving,
    'aria-busy': saving || undefined,
    variant: 'secondary' as const,
    className: 'flex-1 sm:flex-none',
    onClick: () => onSave(next),
  });

  return (
    <div
      className={`flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between ${className}`}
    >
      <div className="flex flex-col gap-1">
        {record ? (
          <p className="text-caption text-concrete-700">
            Durum: <StatusBadge product={record} />
          </p>
        ) : null}
        <FormStatus feedback={feedback} dirty={dirty} />
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {actions}
        {/* A published record schedules its changes: visitors see them at that time. */}
        <Button
          disabled={saving}
          variant="secondary"
          className="flex-1 sm:flex-none"
          onClick={() => setScheduling(true)}
        >
          Zamanla
        </Button>
        {unpublished || pending ? (
          <>
            <SaveButton saving={saving} className="flex-1 sm:flex-none">
              {at ? 'Kaydet' : 'Taslak olarak kaydet'}
            </SaveButton>
            <Button {...saveAs('published')}>Yayınla</Button>
          </>
        ) : (
          <>
            {/* A new record starts as a draft; a published one gets pending changes. */}
            <Button {...saveAs('draft')}>Taslak olarak kaydet</Button>
            <SaveButton saving={saving} className="flex-1 sm:flex-none">
              {saveLabel}
            </SaveButton>
          </>
        )}
      </div>
      {scheduling ? (
        <ScheduleDialog
          publishAt={at}
          busy={saving}
          onClose={() => setScheduling(false)}
          onSchedule={(publishAt) => {
            setScheduling(false);
            onSave('scheduled', publishAt);
          }}
          onUnschedule={
            at
              ? () => {
                  setScheduling(false);
                  onSave('draft');
                }
              : null
          }
        />
      ) : null}
    </div>
  );
}
