import { Link } from '@tanstack/react-router';
import type { BrandedResinContent } from '../../api/generated/content/model';
import { InfoBanner, contactSearch } from '../../components/info-banner';
import { CONTACT_PATH } from '../../lib/public-paths';

/**
 * The branded-resin content names its own call to action (linkText, link). It is used when it
 * leads to the contact page; any other target (or no label) gives the standard 'Bilgi Al' banner,
 * so the page always ends with the way to /contact (docs/SPEC.md section 2).
 */
export function resinCallToActionLabel(
  content: Pick<BrandedResinContent, 'link' | 'linkText'>,
): string | null {
  const target = content.link.trim().replace(/(.)\/+$/, '$1');
  const label = content.linkText.trim();
  return target === CONTACT_PATH && label ? label : null;
}

/**
 * The info banner of the branded-resin page. The shared InfoBanner has a fixed 'Bilgi Al' label;
 * until it takes a label of its own (proposed), a custom label is drawn here with its classes.
 */
export function ResinCallToAction({
  content,
  topic,
  from,
}: {
  content: BrandedResinContent;
  /** As InfoBanner's: the form's 'Konu' and the page's path. */
  topic?: string | undefined;
  from?: string | undefined;
}) {
  const label = resinCallToActionLabel(content);
  if (!label || label === 'Bilgi Al') return <InfoBanner topic={topic} from={from} />;
  return (
    <section aria-labelledby="info-banner-title" className="bg-accent-500">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-12 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id="info-banner-title" className="text-h3 text-brand-950">
            Projeniz için bilgi alın
          </h2>
          <p className="mt-2 text-body text-brand-950/85">
            Uzman ekibimiz yerinde keşif yaparak yapınıza en uygun çözümü ve malzemeyi belirlesin.
          </p>
        </div>
        <Link
          to={CONTACT_PATH}
          search={contactSearch(topic, from)}
          className="inline-flex shrink-0 items-center justify-center rounded-lg bg-brand-950 px-6 py-3 font-semibold text-white hover:bg-brand-900"
        >
          {label}
        </Link>
      </div>
    </section>
  );
}
