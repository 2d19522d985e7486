import type { ServicePageContent } from '../../api/generated/content/model';
import { Icon } from '../../components/icon';
import { ImageGallery } from '../../components/image-gallery';
import { InfoBanner } from '../../components/info-banner';
import { PageBanner } from '../../components/page-banner';
import { VideoEmbed } from '../../components/video-embed';
import { toParagraphs } from '../../lib/paragraphs';
import { presentTexts } from '../../lib/text';
import { toEmbedUrl } from '../../lib/video';
import { DocumentLinks, presentDocuments } from './document-links';
import { PageSection, Paragraphs } from './page-parts';
import { PreviewBanner } from '../../components/preview-banner';
import type { ServicePageKey } from '../../../core/domain/types';
import { SERVICE_PAGE_PATHS, SERVICE_PAGE_TITLES } from './service-head';
import { ImageCatalog } from '../../components/image-catalog';

/**
 * The one screen of the polyurethane injection, chemical anchoring and wire-rope cutting pages
 * (same content schema): banner, description with the application areas, the 8-slot gallery,
 * the video and documents, the details, and the 'Bilgi Al' banner. A part with no content is left
 * out rather than shown empty. `preview`: a preview link's token (issue 21 section 3): the page
 * with its pending changes, under a banner that says it is a preview.
 */
export function ServicePage({
  page,
  content: data,
  preview,
}: {
  page: ServicePageKey;
  content: ServicePageContent;
  preview?: string | undefined;
}) {
  const fixedTitle = SERVICE_PAGE_TITLES[page];
  const livePath = SERVICE_PAGE_PATHS[page];

  const title = data.mainTitle.trim() || fixedTitle;
  const description = toParagraphs(data.descriptionText);
  const areas = presentTexts(data.applicationAreas);
  // docs/SPEC.md section 9: 8 slots; an empty slot (empty string) is skipped.
  const gallery = presentTexts(data.galleryImages);
  const video = toEmbedUrl(data.youtubeLink);
  const documents = presentDocuments(data.documents);
  const details = toParagraphs(data.detailsText);

  return (
    <ImageCatalog images={data.images}>
      <PageBanner title={title} image={data.mainBannerImage} />

      {description.length > 0 || areas.length > 0 ? (
        <div className="bg-white">
          <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 sm:py-16 lg:grid-cols-[3fr_2fr] lg:gap-14">
            {description.length > 0 ? (
              <section aria-labelledby="service-description" className="min-w-0">
                <h2
                  id="service-description"
                  className="text-h3 break-words text-brand-950 sm:text-h2"
                >
                  {data.descriptionTitle.trim() || title}
                </h2>
                <div className="mt-6">
                  <Paragraphs paragraphs={description} />
                </div>
              </section>
            ) : null}
            {areas.length > 0 ? (
              <section
                aria-labelledby="service-areas"
                className="min-w-0 self-start rounded-2xl border border-concrete-200 bg-concrete-50 p-6 sm:p-8"
              >
                <h2 id="service-areas" className="text-h3 break-words text-brand-950">
                  {data.applicationAreasTitle.trim() || 'Uygulama Alanları'}
                </h2>
                <ul className="mt-5 space-y-3">
                  {areas.map((area, index) => (
                    <li key={`${area}-${index}`} className="flex gap-3 text-concrete-800">
                      <Icon
                        name="check"
                        strokeWidth={2.4}
                        className="mt-0.5 shrink-0 text-accent-700"
                      />
                      <span className="min-w-0 break-words">{area}</span>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </div>
        </div>
      ) : null}

      {gallery.length > 0 ? (
        <PageSection
          id="service-gallery"
          title={data.galleryTitle.trim() || 'Uygulamalarımızdan Görseller'}
          tone="concrete"
        >
          <ImageGallery
            images={gallery.map((image, index) => ({
              sources: [image],
              alt: `${title} uygulama görseli ${index + 1}`,
            }))}
          />
        </PageSection>
      ) : null}

      {video || documents.length > 0 ? (
        <div className="bg-white">
          <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 sm:py-16 lg:grid-cols-[3fr_2fr] lg:gap-14">
            {video ? (
              <section
                aria-labelledby="service-video"
                className={`min-w-0 ${documents.length > 0 ? '' : 'lg:col-span-2'}`}
              >
                <h2 id="service-video" className="text-h3 break-words text-brand-950 sm:text-h2">
                  Uygulama Videosu
                </h2>
                <div className="mt-8">
                  <VideoEmbed link={data.youtubeLink} title={`${title} uygulama videosu`} />
                </div>
              </section>
            ) : null}
            {documents.length > 0 ? (
              <section
                aria-labelledby="service-documents"
                className={`min-w-0 ${video ? '' : 'lg:col-span-2'}`}
              >
                <h2
                  id="service-documents"
                  className="text-h3 break-words text-brand-950 sm:text-h2"
                >
                  Teknik Dokümanlar
                </h2>
                <div className="mt-8">
                  <DocumentLinks documents={documents} />
                </div>
              </section>
            ) : null}
          </div>
        </div>
      ) : null}

      {details.length > 0 ? (
        <PageSection
          id="service-details"
          title={data.detailsTitle.trim() || 'Uygulama Detayları'}
          tone="concrete"
        >
          <div className="max-w-4xl">
            <Paragraphs paragraphs={details} />
          </div>
        </PageSection>
      ) : null}

      <InfoBanner
        title={data.bottomInfoTitle}
        text={data.bottomInfoText}
        topic={title}
        from={livePath}
      />
      {preview ? <PreviewBanner livePath={livePath} /> : null}
    </ImageCatalog>
  );
}
