import { useEffect, useId, useRef, type FormEvent } from 'react';
import { Button } from '../../components/admin/button';

const folderButton = (active: boolean) =>
  `inline-flex min-h-10 items-center gap-2 rounded-lg px-3 py-2 text-small font-semibold transition-colors motion-reduce:transition-none ${
    active
      ? 'bg-brand-800 text-white'
      : 'border border-concrete-300 bg-white text-concrete-900 hover:bg-concrete-100'
  }`;

/**
 * The inbox's search (name, phone, sector and message; sent with Enter or 'Ara') and its two
 * folders: the inbox and 'Spam', which holds what the public form flagged.
 */
export function InboxFilters({
  filter,
  q,
  spamCount,
  onSearch,
  onClear,
  onFilter,
}: {
  filter: 'inbox' | 'spam';
  q: string;
  spamCount: number | undefined;
  onSearch: (event: FormEvent<HTMLFormElement>) => void;
  onClear: () => void;
  onFilter: (filter: 'inbox' | 'spam') => void;
}) {
  const id = useId();
  // The field shows the URL's search (back and forward, 'Aramayı temizle'); it is not redrawn,
  // so focus stays where it was after Enter.
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (field.current && field.current.value.trim() !== q) field.current.value = q;
  }, [q]);
  return (
    <div className="mb-5 flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
      <form role="search" aria-label="Mesajlarda ara" onSubmit={onSearch} className="flex-1">
        <label htmlFor={`${id}-q`} className="block text-small font-semibold text-concrete-800">
          Ara
        </label>
        <div className="mt-1.5 flex gap-2">
          <input
            ref={field}
            id={`${id}-q`}
            name="q"
            type="search"
            defaultValue={q}
            maxLength={200}
            placeholder="İsim, telefon, sektör veya mesaj"
            aria-describedby={`${id}-q-hint`}
            className="block w-full max-w-md rounded-lg border border-concrete-300 px-3.5 py-2 text-body focus:border-brand-500"
          />
          <Button type="submit" variant="secondary" className="px-4 py-2 text-small">
            Ara
          </Button>
          {q ? (
            <Button
              onClick={() => {
                // The button goes away with the search: focus waits in the field.
                field.current?.focus();
                onClear();
              }}
              variant="secondary"
              className="px-4 py-2 text-small"
            >
              Aramayı temizle
            </Button>
          ) : null}
        </div>
        <p id={`${id}-q-hint`} className="sr-only">
          Büyük küçük harf fark etmez; Türkçe harfler (ı, i, İ, I) ayrı tutulur.
        </p>
      </form>
      <div role="group" aria-label="Klasör" className="flex gap-2">
        <button
          type="button"
          aria-pressed={filter === 'inbox'}
          onClick={() => onFilter('inbox')}
          className={folderButton(filter === 'inbox')}
        >
          Gelen Kutusu
        </button>
        <button
          type="button"
          aria-pressed={filter === 'spam'}
          onClick={() => onFilter('spam')}
          className={folderButton(filter === 'spam')}
        >
          Spam
          {spamCount !== undefined && spamCount > 0 ? (
            <span
              className={`rounded-full px-2 py-0.5 text-caption font-bold ${
                filter === 'spam' ? 'bg-white/20 text-white' : 'bg-concrete-200 text-concrete-900'
              }`}
            >
              {spamCount}
              <span className="sr-only"> mesaj</span>
            </span>
          ) : null}
        </button>
      </div>
    </div>
  );
}
