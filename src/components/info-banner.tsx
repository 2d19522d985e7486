import { Link } from '@tanstack/react-router';

/**
 * The link of a 'Bilgi Al' button: /contact with the page's topic as the form's 'Konu' and the
 * page as the enquiry's source (issue 48: `/contact?konu=Poliüretan Enjeksiyon&kaynak=/...`).
 */
export const contactSearch = (topic: string | undefined, from: string | undefined) => ({
  ...(topic?.trim() ? { konu: topic.trim() } : {}),
  ...(from ? { kaynak: from } : {}),
});

/** The 'Bilgi Al' banner that ends every service and product page (docs/SPEC.md section 2). */
export function InfoBanner({
  title = 'Projeniz için bilgi alın',
  text = 'Uzman ekibimiz yerinde keşif yaparak yapınıza en uygun çözümü ve malzemeyi belirlesin.',
  linkText = 'Bilgi Al',
  topic,
  from,
}: {
  title?: string | null | undefined;
  text?: string | null | undefined;
  /** The button's label (the branded-resin page sets its own). */
  linkText?: string | undefined;
  /** What the page offers (the form's 'Konu') and the page's own path. */
  topic?: string | undefined;
  from?: string | undefined;
}) {
  return (
    <section aria-labelledby="info-banner-title" className="bg-accent-500">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-12 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id="info-banner-title" className="text-h3 text-brand-950">
            {title || 'Projeniz için bilgi alın'}
          </h2>
          {text ? <p className="mt-2 text-body text-brand-950/85">{text}</p> : null}
        </div>
        <Link
          to="/contact"
          search={contactSearch(topic, from)}
          className="inline-flex shrink-0 items-center justify-center rounded-lg bg-brand-950 px-6 py-3 font-semibold text-white hover:bg-brand-900"
        >
          {linkText}
        </Link>
      </div>
    </section>
  );
}
