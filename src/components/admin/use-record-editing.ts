import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { RevisionKind } from '../../api/generated/backend/model';
import { useKeptWork } from './use-kept-work';
import { useVersionedWrite } from './use-versioned-write';

/**
 * A backend record's editor (issue 22): its unsaved work kept on the device (ADR 0035) and its
 * saves made from the version its form started from, or from a restored copy's (ADR 0036).
 * `id` null: a new record (kept under 'new', saved without a version). `keptKind`: where the copy is
 * kept, when the form's shape differs from the record kind's other editor.
 */
export function useRecordEditing<Values extends FieldValues>({
  form,
  kind,
  keptKind = kind,
  id,
  labels,
}: {
  form: UseFormReturn<Values>;
  kind: RevisionKind;
  keptKind?: string;
  id: string | null;
  labels: Partial<Record<string, string>>;
}) {
  const versionKey = id === null ? undefined : { id };
  const kept = useKeptWork({ form, kind: keptKind, id, versionKey, labels });
  const versioned = useVersionedWrite({
    versionKey,
    labels,
    history: id === null ? undefined : { kind, itemId: id },
    restoredVersion: kept.restoredVersion,
  });
  return { kept, versioned };
}
