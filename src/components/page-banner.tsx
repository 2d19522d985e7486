import type { ReactNode } from 'react';
import { BANNER_SIZES } from '../lib/seo';
import { SmartImage } from './smart-image';

/** The banner image of a page record ('Anasayfa', 'Hakkımızda'): its banner, else its background. */
export const pageBannerPath = (page: {
  bannerImageUrl?: string | null;
  backgroundImageUrl?: string | null;
}) => page.bannerImageUrl ?? page.backgroundImageUrl;

/**
 * The banner at the top of a public page: the page's image behind a navy veil, with the title.
 * Its image is the largest above the fold, so it loads eagerly with high priority.
 */
export function PageBanner({
  title,
  subtitle,
  image,
  eyebrow,
  children,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  image?: string | null | undefined;
  eyebrow?: string;
  children?: ReactNode;
}) {
  return (
    <section className="relative isolate overflow-hidden bg-brand-900 text-white">
      {image ? (
        <SmartImage
          sources={[image]}
          placeholder={false}
          alt=""
          width={1600}
          height={600}
          loading="eager"
          fetchPriority="high"
          sizes={BANNER_SIZES}
          className="absolute inset-0 -z-10 size-full object-cover opacity-35"
        />
      ) : null}
      <div
        className="absolute inset-0 -z-10 bg-gradient-to-r from-brand-950/90 via-brand-900/70 to-brand-800/40"
        aria-hidden="true"
      />
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
        {eyebrow ? (
          <p className="text-caption font-semibold tracking-[0.18em] text-accent-300 uppercase">
            {eyebrow}
          </p>
        ) : null}
        <h1 className="mt-3 max-w-3xl text-h2 sm:text-h1">{title}</h1>
        {subtitle ? <p className="mt-4 max-w-2xl text-lead text-brand-100">{subtitle}</p> : null}
        {children}
      </div>
    </section>
  );
}
