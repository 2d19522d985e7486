import { useId, useState } from 'react';
import { MESSAGES } from '../../../core/domain/messages';
import { Modal } from '../modal';
import {
  describeValue,
  type ConflictChoices,
  type VersionConflict,
} from '../../lib/version-conflict';
import { Button } from './button';

const CONFLICT_TEXTS = {
  title: MESSAGES.versionConflict,
  description:
    'Aşağıdaki alanları ikiniz de değiştirdiniz. Her alan için hangi değerin kalacağını seçin; öteki değişiklikler birleştirildi.',
  yours: 'Sizin değeriniz',
  theirs: 'Onun değeri',
  keepYours: 'Benimkini koru',
  takeTheirs: 'Onunkini al',
  confirm: 'Seçimlerle kaydet',
  cancel: 'Vazgeç',
} as const;

/**
 * The conflict view of a save refused with 412 (issue 22 section 1): per field both values and a
 * choice; 'Seçimlerle kaydet' saves the merged record with the choices, 'Vazgeç' keeps the form as
 * typed.
 */
export function VersionConflictDialog({
  conflict,
  labels,
  onResolve,
  onCancel,
}: {
  conflict: VersionConflict | null;
  /** The editor's field labels, by field; a field without one shows its name. */
  labels: Partial<Record<string, string>>;
  onResolve: (choices: ConflictChoices) => void;
  onCancel: () => void;
}) {
  return (
    <Modal
      open={conflict !== null}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title={CONFLICT_TEXTS.title}
      description={CONFLICT_TEXTS.description}
      role="alertdialog"
      layer="top"
      size="2xl"
    >
      {conflict ? (
        <ConflictChoicesForm
          key={conflict.version}
          conflict={conflict}
          labels={labels}
          onResolve={onResolve}
          onCancel={onCancel}
        />
      ) : null}
    </Modal>
  );
}

function ConflictChoicesForm({
  conflict,
  labels,
  onResolve,
  onCancel,
}: {
  conflict: VersionConflict;
  labels: Partial<Record<string, string>>;
  onResolve: (choices: ConflictChoices) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [choices, setChoices] = useState<ConflictChoices>(() =>
    Object.fromEntries(conflict.conflicts.map(({ field }) => [field, 'yours' as const])),
  );
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        event.stopPropagation();
        onResolve(choices);
      }}
      className="space-y-5 p-5"
    >
      {conflict.conflicts.map(({ field, yours, theirs }, index) => {
        const legend = `${id}-${index}`;
        return (
          <fieldset
            key={field}
            role="radiogroup"
            aria-labelledby={legend}
            className="space-y-2 rounded-lg border border-concrete-200 p-4"
          >
            <legend id={legend} className="px-1 font-semibold text-brand-950">
              {labels[field] ?? field}
            </legend>
            <dl className="grid gap-2 text-small sm:grid-cols-2">
              <div>
                <dt className="font-medium text-concrete-700">{CONFLICT_TEXTS.yours}</dt>
                <dd className="break-words">{describeValue(yours)}</dd>
              </div>
              <div>
                <dt className="font-medium text-concrete-700">{CONFLICT_TEXTS.theirs}</dt>
                <dd className="break-words">{describeValue(theirs)}</dd>
              </div>
            </dl>
            <div className="flex flex-wrap gap-4">
              {(['yours', 'theirs'] as const).map((side) => (
                <label key={side} className="flex items-center gap-2">
                  <input
                    type="radio"
                    name={`${id}-${field}`}
                    value={side}
                    checked={choices[field] === side}
                    onChange={() => setChoices((now) => ({ ...now, [field]: side }))}
                  />
                  {side === 'yours' ? CONFLICT_TEXTS.keepYours : CONFLICT_TEXTS.takeTheirs}
                </label>
              ))}
            </div>
          </fieldset>
        );
      })}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {CONFLICT_TEXTS.cancel}
        </Button>
        <Button type="submit" variant="primary">
          {CONFLICT_TEXTS.confirm}
        </Button>
      </div>
    </form>
  );
}
