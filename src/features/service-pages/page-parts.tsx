import type { ReactNode } from 'react';
import { LoadingState } from '../../components/query-states';
import type { ServicePageKey } from '../../../core/domain/types';
import { ASILNUNX_TITLE, SERVICE_PAGE_TITLES } from './service-head';
import { PageBanner } from '../../components/page-banner';

/** Paragraphs of editor text; a single line break inside a paragraph is kept. */
export function Paragraphs({
  paragraphs,
  className = 'text-body text-concrete-800',
}: {
  paragraphs: readonly string[];
  className?: string;
}) {
  return (
    <div className={`space-y-4 ${className}`}>
      {paragraphs.map((paragraph, index) => (
        <p key={index} className="whitespace-pre-line break-words">
          {paragraph}
        </p>
      ))}
    </div>
  );
}

/** A titled band of the page; `tone` alternates the background between neighbours. */
export function PageSection({
  id,
  title,
  tone = 'white',
  children,
}: {
  id: string;
  title: string;
  tone?: 'white' | 'concrete';
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={tone === 'white' ? 'bg-white' : 'bg-concrete-50'}>
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-16">
        <h2 id={id} className="text-h3 break-words text-brand-950 sm:text-h2">
          {title}
        </h2>
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}

/**
 * A page while its route's loader reads the content (a client-side navigation): the banner frame
 * already shows the page's fixed name, so the first paint has the page's heading and nothing
 * jumps when the content arrives (ADR 0008).
 */
export function ServicePending({ page }: { page: ServicePageKey | 'asilnunx' }) {
  return (
    <>
      <PageBanner title={page === 'asilnunx' ? ASILNUNX_TITLE : SERVICE_PAGE_TITLES[page]} />
      <LoadingState />
    </>
  );
}
