import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { HighlightedText } from './highlighted-text';
import type { SiteSearchHitView } from '../lib/site-search-hits';

/**
 * A hit's link: a page of the site through the router, a stored document downloaded (and counted
 * as a download, src/lib/visit-beacon.ts), a document kept on another site in a new tab.
 */
export function SiteSearchHitLink({
  hit,
  children,
  ...rest
}: {
  hit: SiteSearchHitView;
  children: ReactNode;
  className?: string;
  id?: string;
  role?: string;
  tabIndex?: number;
  'aria-label'?: string;
  'aria-selected'?: boolean;
  onClick?: () => void;
}) {
  if (hit.internal) {
    return (
      <Link to={hit.href} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a
      href={hit.href}
      {...(hit.download ? { download: '' } : { target: '_blank', rel: 'noopener noreferrer' })}
      {...rest}
    >
      {children}
    </a>
  );
}

/** A hit's title with its matched words marked. */
export const HitTitle = ({ hit }: { hit: SiteSearchHitView }) => (
  <HighlightedText text={hit.title} ranges={hit.highlights.title} />
);

/** 'PDF belgesi, 1,20 MB': a document's type and size, when known. */
export const documentFacts = (hit: SiteSearchHitView) =>
  [hit.type, hit.size].filter(Boolean).join(', ');
