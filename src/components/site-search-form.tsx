import { useNavigate } from '@tanstack/react-router';
import type { FocusEvent, FormEvent, ReactNode } from 'react';
import { SITE_SEARCH_PATH } from '../lib/site-search';

/**
 * A search form of the site (issue 49): a plain GET form to '/ara' with a field named `q`, so it
 * works before (and without) the script; once the script has loaded, the router opens the same
 * address ('/ara' alone for a blank query).
 */
export function SiteSearchForm({
  children,
  className,
  onSearch,
  onBlur,
}: {
  children: ReactNode;
  className?: string;
  /** Called as the search opens (the header's box empties itself). */
  onSearch?: () => void;
  onBlur?: (event: FocusEvent<HTMLFormElement>) => void;
}) {
  const navigate = useNavigate();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    onSearch?.();
    void navigate({ to: SITE_SEARCH_PATH, search: q ? { q } : {} });
  };
  return (
    <form
      role="search"
      method="get"
      action={SITE_SEARCH_PATH}
      aria-label="Sitede ara"
      onSubmit={onSubmit}
      onBlur={onBlur}
      className={className}
    >
      {children}
    </form>
  );
}
