import { useState } from 'react';
import { Icon } from '../../components/icon';
import { SmartImage } from '../../components/smart-image';
import { partnerLogoAlt } from './about-content';

const PARTNERS_TITLE = 'İş Ortaklarımız';

function LogoList({ paths, copy }: { paths: readonly string[]; copy: boolean }) {
  return (
    <ul
      // The second copy only closes the loop: assistive technology hears the list once.
      aria-hidden={copy ? true : undefined}
      aria-label={copy ? undefined : 'İş ortaklarımızın logoları'}
      className="partner-marquee__list flex shrink-0 items-center gap-x-10 gap-y-6 pe-10 sm:gap-x-14 sm:pe-14"
    >
      {paths.map((path, index) => (
        <li key={`${path}-${index}`} className="flex h-16 w-32 shrink-0 items-center sm:w-40">
          <SmartImage
            sources={[path]}
            // A logo that fails to load is hidden rather than shown as a placeholder.
            placeholder={false}
            alt={copy ? '' : partnerLogoAlt(path, index)}
            width={160}
            height={64}
            className="h-full w-full object-contain"
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * The partner logos as an endless, slowly moving strip (a CSS marquee, see
 * src/features/public-about/partner-marquee.css, imported by src/styles.css).
 * It stops on hover, on focus and with the pause button; with reduced motion the logos stand
 * still, once, in a wrapping grid.
 */
export function PartnerMarquee({ paths }: { paths: readonly string[] }) {
  const [paused, setPaused] = useState(false);
  return (
    <section aria-labelledby="partners-title" className="bg-white py-16">
      <div className="mx-auto flex max-w-7xl flex-wrap items-end justify-between gap-4 px-4 sm:px-6">
        <div>
          <h2 id="partners-title" className="text-h2 text-brand-950">
            {PARTNERS_TITLE}
          </h2>
          <p className="mt-2 text-concrete-700">
            Birlikte çalıştığımız yüklenici, mühendislik ve yapı firmalarından bazıları.
          </p>
        </div>
        <button
          type="button"
          onClick={() => setPaused((value) => !value)}
          className="inline-flex items-center gap-2 rounded-lg border border-concrete-300 bg-white px-4 py-2 text-small font-semibold text-brand-900 hover:bg-brand-50 motion-reduce:hidden"
        >
          <Icon name={paused ? 'play' : 'pause'} size={16} />
          {paused ? 'Kaydırmayı sürdür' : 'Kaydırmayı durdur'}
        </button>
      </div>
      <div
        className="partner-marquee mx-auto mt-10 max-w-7xl px-4 sm:px-6"
        data-paused={paused ? 'true' : 'false'}
      >
        <div className="partner-marquee__track">
          <LogoList paths={paths} copy={false} />
          <LogoList paths={paths} copy />
        </div>
      </div>
    </section>
  );
}
