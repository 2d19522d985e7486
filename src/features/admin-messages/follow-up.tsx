import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Contact, ContactFollowUp, EnquiryStatus } from '../../api/generated/backend/model';
import { ENQUIRY_STATUSES, ENQUIRY_STATUS_LABELS } from '../../../core/domain/enquiry-status';
import { formatDateTime } from '../../../core/lib/turkey-time';
import { Button } from '../../components/admin/button';
import { LoadError } from '../../components/query-states';
import { UNASSIGNED_LABEL } from './enquiries';
import { assigneesQuery } from './queries';
import { useFollowUp } from './use-follow-up';

const fieldClass =
  'mt-1.5 block min-h-11 w-full rounded-lg border border-concrete-300 bg-white px-3 py-2 text-body focus:border-brand-500 disabled:opacity-60 aria-invalid:border-red-600';
const labelClass = 'block text-small font-semibold text-concrete-800';

interface Draft {
  status: EnquiryStatus;
  assigneeId: string;
  callbackAt: string;
}

const draftOf = (enquiry: Contact): Draft => ({
  status: enquiry.status ?? 'new',
  assigneeId: enquiry.assigneeId ?? '',
  callbackAt: enquiry.callbackAt ?? '',
});

/** Only what changed, as PUT /api/Contact/{id}/follow-up takes it ('' clears to null). */
function changesOf(stored: Draft, draft: Draft): ContactFollowUp {
  return {
    ...(draft.status !== stored.status && { status: draft.status }),
    ...(draft.assigneeId !== stored.assigneeId && { assigneeId: draft.assigneeId || null }),
    ...(draft.callbackAt !== stored.callbackAt && { callbackAt: draft.callbackAt || null }),
  };
}

/**
 * 'Durum', 'Atanan' and 'Geri arama tarihi', saved together with 'Kaydet' (only the changed
 * fields). What was chosen stays in the fields when the save fails, to be tried again.
 */
function FollowUpForm({ enquiry }: { enquiry: Contact }) {
  const id = useId();
  const { update } = useFollowUp(enquiry.id);
  const assignees = useQuery(assigneesQuery());
  const stored = draftOf(enquiry);
  const [draft, setDraft] = useState<Draft>(stored);
  // The fields follow the stored enquiry when it changes (a save here, a refetch), as React's
  // "adjusting state when a prop changes" does; a draft not yet saved is kept otherwise.
  const storedKey = [stored.status, stored.assigneeId, stored.callbackAt].join('\n');
  const [shownKey, setShownKey] = useState(storedKey);
  if (shownKey !== storedKey) {
    setShownKey(storedKey);
    setDraft(stored);
  }
  const changes = changesOf(stored, draft);
  const changed = Object.keys(changes).length > 0;
  const set = (change: Partial<Draft>) => setDraft((previous) => ({ ...previous, ...change }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!changed || update.saving) return;
    void update.run(changes);
  };

  const accounts = assignees.data?.data ?? [];
  // The stored assignee stays choosable while the list loads or after their account lost the right.
  const assigneeMissing =
    stored.assigneeId !== '' && !accounts.some((account) => account.id === stored.assigneeId);

  return (
    <form
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      className="mt-6 border-t border-concrete-200 pt-5"
    >
      <h3 id={`${id}-title`} className="text-h4 text-brand-950">
        Takip
      </h3>
      <div className="mt-3 grid gap-4 sm:grid-cols-3">
        <div>
          <label htmlFor={`${id}-status`} className={labelClass}>
            Durum
          </label>
          <select
            id={`${id}-status`}
            value={draft.status}
            disabled={update.saving}
            onChange={(event) => set({ status: event.target.value as EnquiryStatus })}
            className={fieldClass}
          >
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
            value={draft.assigneeId}
            disabled={update.saving}
            aria-describedby={assignees.isError ? `${id}-assignee-error` : undefined}
            onChange={(event) => set({ assigneeId: event.target.value })}
            className={fieldClass}
          >
            <option value="">{UNASSIGNED_LABEL}</option>
            {assigneeMissing ? (
              <option value={stored.assigneeId}>{enquiry.assigneeName ?? 'Silinmiş hesap'}</option>
            ) : null}
            {accounts.map((account) => (
              <option key={account.id} value={account.id}>
                {account.username}
              </option>
            ))}
          </select>
          {assignees.isError ? (
            <p id={`${id}-assignee-error`} className="mt-1 text-caption text-red-700">
              Hesaplar yüklenemedi.
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor={`${id}-callback`} className={labelClass}>
            Geri arama tarihi
          </label>
          <div className="mt-1.5 flex gap-2">
            <input
              id={`${id}-callback`}
              type="date"
              value={draft.callbackAt}
              disabled={update.saving}
              onChange={(event) => set({ callbackAt: event.target.value })}
              className={`${fieldClass} mt-0`}
            />
            {draft.callbackAt ? (
              <Button
                size="sm"
                disabled={update.saving}
                onClick={() => set({ callbackAt: '' })}
                aria-label="Geri arama tarihini temizle"
                className="min-h-11 shrink-0"
              >
                Temizle
              </Button>
            ) : null}
          </div>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button
          type="submit"
          variant="primary"
          disabled={!changed || update.saving}
          className="min-h-11 w-full sm:w-auto"
        >
          {update.saving ? 'Kaydediliyor...' : 'Kaydet'}
        </Button>
        {changed && !update.saving ? (
          <p className="text-caption text-concrete-700">Kaydedilmemiş değişiklik var.</p>
        ) : null}
      </div>
    </form>
  );
}

const NOTE_MAX = 2000;

interface FollowUpProps {
  enquiry: Contact;
  /** The enquiry's own read (with its notes) is on its way, or failed. */
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

/** The notes, oldest first (who, when, what), and a form to add one; its text stays on a failure. */
function Notes({ enquiry, loading, failed, onRetry }: FollowUpProps) {
  const id = useId();
  const { addNote } = useFollowUp(enquiry.id);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const notes = enquiry.notes ?? [];

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (addNote.saving) return;
    const note = text.trim();
    if (note === '') {
      setError('Notu yazın.');
      return;
    }
    setError(null);
    const reply = await addNote.run(note);
    if (reply) setText('');
  };

  return (
    <section aria-labelledby={`${id}-title`} className="mt-6 border-t border-concrete-200 pt-5">
      <h3 id={`${id}-title`} className="text-h4 text-brand-950">
        Notlar
      </h3>
      {failed && notes.length === 0 ? (
        <LoadError
          variant="inline"
          className="mt-3"
          message="Notlar yüklenemedi."
          onRetry={onRetry}
        />
      ) : loading && notes.length === 0 ? (
        <p className="mt-2 text-small text-concrete-700">Notlar yükleniyor...</p>
      ) : notes.length === 0 ? (
        <p className="mt-2 text-small text-concrete-700">Henüz not yok.</p>
      ) : (
        <ol className="mt-3 space-y-3">
          {notes.map((note) => (
            <li key={note.id} className="rounded-lg bg-concrete-50 px-3 py-2">
              <p className="text-caption text-concrete-700">
                <span className="font-semibold text-concrete-900">
                  {note.username ?? 'Silinmiş hesap'}
                </span>
                <span aria-hidden="true"> · </span>
                <span className="sr-only">, </span>
                <time dateTime={note.createdAt}>{formatDateTime(note.createdAt)}</time>
              </p>
              <p className="mt-1 text-body break-words whitespace-pre-line text-concrete-950">
                {note.text}
              </p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={(event) => void submit(event)} noValidate className="mt-4">
        <label htmlFor={`${id}-text`} className={labelClass}>
          Not ekle
        </label>
        <textarea
          id={`${id}-text`}
          value={text}
          rows={3}
          maxLength={NOTE_MAX}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`${fieldClass} resize-y`}
        />
        {error ? (
          <p id={`${id}-error`} role="alert" className="mt-1 text-small text-red-700">
            {error}
          </p>
        ) : null}
        <Button
          type="submit"
          variant="secondary"
          disabled={addNote.saving}
          className="mt-2 min-h-11 w-full sm:w-auto"
        >
          {addNote.saving ? 'Ekleniyor...' : 'Not ekle'}
        </Button>
      </form>
    </section>
  );
}

/** An enquiry's follow-up and notes (issue 48), shown under its fields. */
export function FollowUp(props: FollowUpProps) {
  return (
    <>
      <FollowUpForm enquiry={props.enquiry} />
      <Notes {...props} />
    </>
  );
}
