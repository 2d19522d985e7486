import { useId, type ReactNode } from 'react';

/** The search box of a picker dialog: a visually hidden label, the box as wide as the dialog. */
export function PickerSearch({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="search"
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="block w-full rounded-lg border border-concrete-300 px-3 py-2"
      />
    </div>
  );
}

/**
 * A picker's list while it loads ('… yükleniyor...') or after it failed ('… yüklenirken bir hata
 * oluştu.' with 'Tekrar Dene'); once loaded, the list itself.
 */
export function PickerList({
  query,
  loading,
  failed,
  children,
}: {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  loading: string;
  failed: string;
  children: ReactNode;
}) {
  return (
    <div className="min-h-48 p-5">
      {query.isPending ? (
        <p role="status">{loading}</p>
      ) : query.isError ? (
        <p role="alert" className="text-red-700">
          {failed}{' '}
          <button type="button" className="underline" onClick={() => void query.refetch()}>
            Tekrar Dene
          </button>
        </p>
      ) : (
        children
      )}
    </div>
  );
}
