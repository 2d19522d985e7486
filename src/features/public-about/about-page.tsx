import { ImageGallery } from '../../components/image-gallery';
import { PageBanner } from '../../components/page-banner';
import { EmptyState } from '../../components/query-states';
import { SmartImage } from '../../components/smart-image';
import { PartnerMarquee } from './partner-marquee';
import { ABOUT_PAGE_NAME, type AboutView } from './about-view';
import { ABOUT_PATH } from '../../lib/public-paths';
import { PreviewBanner } from '../../components/preview-banner';
import { ImageCatalog } from '../../components/image-catalog';
import { Icon } from '../../components/icon';

function CheckIcon() {
  return <Icon name="check" strokeWidth={2.5} className="mt-0.5 shrink-0 text-accent-700" />;
}

/**
 * About: the banner of page 'Hakkımızda', the company intro (first title, subtitles, paragraphs,
 * main image), the services with a gallery of at most 4 images, and the partner logos.
 * Sections with nothing to show are left out. `preview`: a preview link's token (issue 21
 * section 3): the page with its pending changes, under a banner that says it is a preview.
 */
export function AboutPage({ view, preview }: { view: AboutView; preview?: string | undefined }) {
  const { title, subtitles, descriptions, mainImage, servicesTitle, services, gallery, logos } =
    view;
  const hasMainImage = mainImage.length > 0;
  const hasIntro = Boolean(title) || subtitles.length > 0 || descriptions.length > 0;
  const empty = !hasIntro && !hasMainImage && services.length + gallery.length + logos.length === 0;

  return (
    <ImageCatalog images={view.images}>
      <PageBanner eyebrow="Asil Yapı Kimyasalları" title={ABOUT_PAGE_NAME} image={view.banner} />

      {empty ? (
        <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
          <EmptyState>Bu sayfanın içeriği henüz eklenmemiş.</EmptyState>
        </div>
      ) : null}

      {hasIntro || hasMainImage ? (
        <section
          aria-labelledby={title ? 'about-intro-title' : undefined}
          aria-label={title ? undefined : 'Biz kimiz'}
          className="mx-auto grid max-w-7xl items-start gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:gap-14 lg:py-20"
        >
          <div>
            {title ? (
              <h2 id="about-intro-title" className="text-h2 text-brand-950">
                {title}
              </h2>
            ) : null}
            {subtitles.map((subtitle, index) => (
              <p key={index} className="mt-4 text-lead font-semibold text-brand-700">
                {subtitle}
              </p>
            ))}
            <div className="mt-6 space-y-4 text-concrete-800">
              {descriptions.map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </div>
          </div>
          {hasMainImage ? (
            <SmartImage
              sources={mainImage}
              alt="Asil Yapı Kimyasalları ekibi ve sahadan bir görünüm"
              width={1200}
              height={900}
              loading="eager"
              sizes="(min-width: 992px) 50vw, 100vw"
              className="aspect-[4/3] w-full rounded-2xl bg-concrete-100 object-cover shadow-card"
            />
          ) : null}
        </section>
      ) : null}

      {services.length > 0 || gallery.length > 0 ? (
        <section
          aria-labelledby="about-services-title"
          className="border-t border-concrete-200 bg-concrete-100/60"
        >
          <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
            <h2 id="about-services-title" className="text-h2 text-brand-950">
              {servicesTitle}
            </h2>
            {services.length > 0 ? (
              <ul className="mt-8 grid gap-x-10 gap-y-4 sm:grid-cols-2">
                {services.map((service, index) => (
                  <li key={index} className="flex gap-3 text-concrete-900">
                    <CheckIcon />
                    <span>{service}</span>
                  </li>
                ))}
              </ul>
            ) : null}
            {gallery.length > 0 ? (
              <div className="mt-12">
                <h3 className="sr-only">Çalışmalarımızdan görseller</h3>
                <ImageGallery
                  columns={4}
                  images={gallery.map((path, index) => ({
                    sources: [path],
                    alt: `Saha çalışmalarımızdan görsel ${index + 1} / ${gallery.length}`,
                  }))}
                />
              </div>
            ) : null}
          </div>
        </section>
      ) : null}

      {logos.length > 0 ? <PartnerMarquee paths={logos} /> : null}
      {preview ? <PreviewBanner livePath={ABOUT_PATH} /> : null}
    </ImageCatalog>
  );
}
