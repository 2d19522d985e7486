import { useId, type ComponentProps } from 'react';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { Icon } from '../icon';
import { Button } from './button';

/**
 * A repeatable list of texts (titles, paragraphs, application areas ...). It always keeps at least
 * one row; empty rows are dropped when the form saves, not here.
 */
function TextListField({
  label,
  itemLabel,
  values,
  onChange,
  addLabel = 'Satır ekle',
  multiline = false,
  maxLength,
}: {
  label: string;
  /** The accessible name of one row: `${itemLabel} 1`, `${itemLabel} 2` ... */
  itemLabel: string;
  values: readonly string[];
  onChange: (values: string[]) => void;
  addLabel?: string;
  multiline?: boolean;
  maxLength?: number;
}) {
  const id = useId();
  const rows = values.length > 0 ? values : [''];
  const set = (index: number, value: string) =>
    onChange(rows.map((row, i) => (i === index ? value : row)));
  const remove = (index: number) => {
    const next = rows.filter((_, i) => i !== index);
    onChange(next.length > 0 ? next : ['']);
  };
  const inputClass =
    'block w-full rounded-lg border border-concrete-300 px-3 py-2 text-body focus:border-brand-500';
  return (
    <fieldset>
      <legend className="text-small font-semibold text-concrete-800">{label}</legend>
      <ol className="mt-2 space-y-2">
        {rows.map((value, index) => (
          <li key={index} className="flex items-start gap-2">
            <label htmlFor={`${id}-${index}`} className="sr-only">
              {`${itemLabel} ${index + 1}`}
            </label>
            {multiline ? (
              <textarea
                id={`${id}-${index}`}
                rows={3}
                value={value}
                maxLength={maxLength}
                onChange={(event) => set(index, event.target.value)}
                className={inputClass}
              />
            ) : (
              <input
                id={`${id}-${index}`}
                type="text"
                value={value}
                maxLength={maxLength}
                onChange={(event) => set(index, event.target.value)}
                className={inputClass}
              />
            )}
            <button
              type="button"
              onClick={() => remove(index)}
              disabled={rows.length === 1 && value === ''}
              aria-label={`${itemLabel} ${index + 1} sil`}
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-concrete-700 hover:bg-red-50 hover:text-red-700 disabled:opacity-40"
            >
              <Icon name="close" size={18} />
            </button>
          </li>
        ))}
      </ol>
      <Button
        variant="secondary"
        size="sm"
        className="mt-2"
        onClick={() => onChange([...rows, ''])}
      >
        + {addLabel}
      </Button>
    </fieldset>
  );
}

/** A {@link TextListField} bound to a `string[]` field of a react-hook-form form. */
export function TextListController<TValues extends FieldValues>({
  control,
  name,
  ...list
}: Omit<ComponentProps<typeof TextListField>, 'values' | 'onChange'> & {
  control: Control<TValues>;
  name: FieldPathByValue<TValues, string[]>;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextListField {...list} values={field.value} onChange={field.onChange} />
      )}
    />
  );
}
