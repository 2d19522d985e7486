import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * Ties a `TextField` or `TextAreaField` to one field of a form: its id, the field's error message
 * and what `register` gives. `<TextField label="Başlık" {...bind('title', 'page-title')} />`.
 */
export function fieldBinding<T extends FieldValues>(form: UseFormReturn<T>) {
  return (name: FieldPath<T>, id: string) => ({
    id,
    error: form.getFieldState(name, form.formState).error?.message,
    ...form.register(name),
  });
}
