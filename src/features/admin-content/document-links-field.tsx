import { useId, useState } from 'react';
import { useController, type Control, type FieldValues } from 'react-hook-form';
import type { DocumentLink } from '../../api/generated/content/model';
import { AdminCard } from '../../components/admin/admin-page';
import { FilePickerDialog } from '../../components/admin/file-picker-dialog';
import { Button } from '../../components/admin/button';
import { DOCUMENT_LINKS_LABELS } from '../../components/admin/field-labels/content';

interface DocumentRowErrors {
  title?: string | undefined;
  url?: string | undefined;
}

const inputClass =
  'mt-1 block w-full rounded-lg border border-concrete-300 px-3 py-2 text-body focus:border-brand-500 aria-invalid:border-red-600';

/** A file's name without its extension: a sensible first title for a picked document. */
const titleFromFileName = (name: string) => name.replace(/\.[a-z0-9]{2,5}$/i, '').trim();

interface WithDocuments {
  documents: DocumentLink[];
}

/** A content page's 'Teknik Dokümanlar' card: its form's `documents`, with each row's errors. */
export function DocumentLinksCard<T extends FieldValues & WithDocuments>({
  control,
}: {
  control: Control<T>;
}) {
  const { field, formState } = useController({
    control: control as unknown as Control<WithDocuments>,
    name: 'documents',
  });
  const errors = formState.errors.documents;
  return (
    <AdminCard title="Teknik Dokümanlar" description="Sayfada listelenen doküman bağlantıları.">
      <DocumentLinksField
        label={DOCUMENT_LINKS_LABELS.documents}
        value={field.value}
        onChange={field.onChange}
        rowErrors={(index) => ({
          title: errors?.[index]?.title?.message,
          url: errors?.[index]?.url?.message,
        })}
      />
    </AdminCard>
  );
}

/**
 * The page's document links (title + address pairs): add, remove, or fill the address by picking
 * one of the system's files. Rows left empty are dropped when the form saves.
 */
function DocumentLinksField({
  label,
  value,
  onChange,
  rowErrors,
}: {
  label: string;
  value: readonly DocumentLink[];
  onChange: (value: DocumentLink[]) => void;
  rowErrors: (index: number) => DocumentRowErrors | undefined;
}) {
  const id = useId();
  const [picking, setPicking] = useState<number | null>(null);
  const set = (index: number, change: Partial<DocumentLink>) =>
    onChange(value.map((row, i) => (i === index ? { ...row, ...change } : row)));

  return (
    <fieldset>
      <legend className="text-small font-semibold text-concrete-800">{label}</legend>
      {value.length === 0 ? (
        <p className="mt-2 text-small text-concrete-700">Henüz doküman eklenmedi.</p>
      ) : (
        <ol className="mt-2 space-y-3">
          {value.map((row, index) => {
            const errors = rowErrors(index);
            const number = index + 1;
            const titleId = `${id}-${index}-title`;
            const urlId = `${id}-${index}-url`;
            return (
              <li
                key={index}
                className="grid gap-3 rounded-lg border border-concrete-200 p-3 sm:grid-cols-[1fr_1.4fr_auto] sm:items-start"
              >
                <div>
                  <label htmlFor={titleId} className="block text-small text-concrete-700">
                    {`Doküman ${number} başlığı`}
                  </label>
                  <input
                    id={titleId}
                    type="text"
                    value={row.title}
                    maxLength={300}
                    aria-invalid={errors?.title ? true : undefined}
                    aria-describedby={errors?.title ? `${titleId}-error` : undefined}
                    onChange={(event) => set(index, { title: event.target.value })}
                    className={inputClass}
                  />
                  {errors?.title ? (
                    <p id={`${titleId}-error`} className="mt-1 text-small text-red-700">
                      {errors.title}
                    </p>
                  ) : null}
                </div>
                <div>
                  <label htmlFor={urlId} className="block text-small text-concrete-700">
                    {`Doküman ${number} adresi (URL)`}
                  </label>
                  <input
                    id={urlId}
                    type="text"
                    inputMode="url"
                    value={row.url}
                    maxLength={2000}
                    placeholder="https://... veya /uploads/..."
                    aria-invalid={errors?.url ? true : undefined}
                    aria-describedby={errors?.url ? `${urlId}-error` : undefined}
                    onChange={(event) => set(index, { url: event.target.value })}
                    className={inputClass}
                  />
                  {errors?.url ? (
                    <p id={`${urlId}-error`} className="mt-1 text-small text-red-700">
                      {errors.url}
                    </p>
                  ) : null}
                </div>
                <div className="flex gap-2 sm:pt-6">
                  <Button variant="secondary" size="sm" onClick={() => setPicking(index)}>
                    <span className="sr-only">{`Doküman ${number}:`}</span> Sistemden Seç
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => onChange(value.filter((_, i) => i !== index))}
                  >
                    <span className="sr-only">{`Doküman ${number}:`}</span> Sil
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <Button
        variant="secondary"
        size="sm"
        className="mt-3"
        disabled={value.length >= 50}
        onClick={() => onChange([...value, { title: '', url: '' }])}
      >
        + Doküman ekle
      </Button>
      <FilePickerDialog
        open={picking !== null}
        onOpenChange={(open) => (open ? undefined : setPicking(null))}
        title="Doküman: sistemden seç"
        initialType="pdf"
        onPick={(file) => {
          if (picking === null) return;
          const row = value[picking];
          set(picking, {
            url: file.path,
            title: row?.title.trim() ? row.title : titleFromFileName(file.name),
          });
        }}
      />
    </fieldset>
  );
}
