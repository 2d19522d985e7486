import type { ComponentType } from 'react';
import {
  Controller,
  type Control,
  type FieldPath,
  type FieldPathValue,
  type FieldValues,
} from 'react-hook-form';

/** A field that edits one value as a whole: a gallery, a list of chosen documents. */
type ValueField<TValue> = ComponentType<{ value: TValue; onChange: (value: TValue) => void }>;

/**
 * Binds such a field to one field of a form:
 * `<BoundField control={control} name="gallery" field={GalleryField} />`.
 */
export function BoundField<TValues extends FieldValues, TName extends FieldPath<TValues>>({
  control,
  name,
  field: Field,
}: {
  control: Control<TValues>;
  name: TName;
  field: ValueField<FieldPathValue<TValues, TName>>;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => <Field value={field.value} onChange={field.onChange} />}
    />
  );
}
