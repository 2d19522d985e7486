import {
  useId,
  useRef,
  useState,
  type ComponentType,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { SITE_SEARCH_MAX_QUERY } from '../../lib/site-search';
import { Icon } from '../icon';
import { SiteSearchForm } from '../site-search-form';
import type { SiteSearchSuggestionsProps } from './site-search-suggestions';

type Suggestions = ComponentType<SiteSearchSuggestionsProps>;

/** The results list's code, loaded once, on the first focus of any box. */
let loading: Promise<Suggestions> | null = null;
const loadSuggestions = () =>
  (loading ??= import('./site-search-suggestions').then((module) => module.SiteSearchSuggestions));

/**
 * The header's search box (issue 49): a GET form to '/ara' (it works without JavaScript, and
 * Enter without a chosen result opens '/ara?q='); with the script, a combobox (WAI-ARIA's
 * pattern, the list autocompleting from the search) whose list shows the first hits as one types.
 * This part is in every page's first load; the list's code comes on the first focus.
 */
export function SiteSearchBox({
  className = '',
  onNavigate,
}: {
  className?: string;
  /** Called when the box opens a page (the phone menu closes). */
  onNavigate?: () => void;
}) {
  const id = useId();
  const listId = `${id}-sonuclar`;
  const optionId = (index: number) => `${id}-sonuc-${index}`;
  const [List, setList] = useState<Suggestions | null>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [count, setCount] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const expanded = open && query.trim() !== '' && List !== null;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const opened = () => {
    close();
    setQuery('');
    inputRef.current?.blur();
    onNavigate?.();
  };
  const onFocus = () => {
    void loadSuggestions().then((loaded) => setList(() => loaded));
  };
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) close();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (!query.trim() || count === 0) return;
        event.preventDefault();
        setOpen(true);
        const step = event.key === 'ArrowDown' ? 1 : -1;
        // From the field, Down goes to the first and Up to the last; past either end, round.
        setActive((index) => (index < 0 && step < 0 ? count - 1 : (index + step + count) % count));
        return;
      }
      case 'Enter':
        if (expanded && active >= 0) {
          event.preventDefault();
          document.getElementById(optionId(active))?.click();
        }
        return;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          close();
        } else if (query) {
          event.preventDefault();
          setQuery('');
        }
        return;
    }
  };
  return (
    <SiteSearchForm onSearch={opened} onBlur={onBlur} className={`relative ${className}`}>
      <label htmlFor={`${id}-q`} className="sr-only">
        Ara
      </label>
      <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-concrete-700">
        <Icon name="search" size={18} />
      </span>
      <input
        ref={inputRef}
        id={`${id}-q`}
        type="search"
        name="q"
        value={query}
        maxLength={SITE_SEARCH_MAX_QUERY}
        placeholder="Ürün, belge ara…"
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        onFocus={onFocus}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        className="block h-11 w-full rounded-lg border border-concrete-300 bg-white pr-3 pl-9 text-body focus:border-brand-500"
      />
      {List ? (
        <List
          query={query.trim()}
          open={expanded}
          listId={listId}
          optionId={optionId}
          active={active}
          onCount={setCount}
          onOpened={opened}
        />
      ) : (
        <div id={listId} hidden />
      )}
    </SiteSearchForm>
  );
}
