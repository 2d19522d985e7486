import type { BrandedResinContent } from '../../api/generated/content/model';
import { PageBanner } from '../../components/page-banner';
import { SmartImage } from '../../components/smart-image';
import { toParagraphs } from '../../lib/paragraphs';
import { DocumentLinks, presentDocuments } from './document-links';
import { PageSection, Paragraphs } from './page-parts';
import { PreviewBanner } from '../../components/preview-banner';
import { ASILNUNX_PATH, ASILNUNX_TITLE } from './service-head';
import { ResinCallToAction } from './resin-call-to-action';
import { ImageCatalog } from '../../components/image-catalog';

/**
 * The branded-resin page (BrandedResinContent): banner, the product text (description, details,
 * info and text, each split into paragraphs) beside the product image, the documents, and the
 * call to action. `preview`: a preview link's token, as on the service pages.
 */
export function AsilNunXPage({
  content: data,
  preview,
}: {
  content: BrandedResinContent;
  preview?: string | undefined;
}) {
  const title = data.title.trim() || ASILNUNX_TITLE;
  const about = [...toParagraphs(data.description), ...toParagraphs(data.details)];
  const info = toParagraphs(data.info);
  const closing = toParagraphs(data.text);
  const documents = presentDocuments(data.documents);
  const hasImage = data.image.trim() !== '';

  return (
    <ImageCatalog images={data.images}>
      <PageBanner title={title} image={data.image} />

      {about.length > 0 || info.length > 0 || closing.length > 0 || hasImage ? (
        <section aria-labelledby="resin-about" className="bg-white">
          <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 sm:py-16 lg:grid-cols-[3fr_2fr] lg:gap-14">
            <div className="min-w-0">
              <h2 id="resin-about" className="text-h3 break-words text-brand-950 sm:text-h2">
                Ürün Hakkında
              </h2>
              {about.length > 0 ? (
                <div className="mt-6">
                  <Paragraphs paragraphs={about} />
                </div>
              ) : null}
              {info.length > 0 ? (
                <div className="mt-8 rounded-xl border-l-4 border-accent-500 bg-concrete-50 p-5 sm:p-6">
                  <h3 className="text-h4 text-brand-950">Ürün Bilgileri</h3>
                  <div className="mt-3">
                    <Paragraphs paragraphs={info} />
                  </div>
                </div>
              ) : null}
              {closing.length > 0 ? (
                <div className="mt-8">
                  <Paragraphs paragraphs={closing} className="text-lead text-brand-900" />
                </div>
              ) : null}
            </div>
            {hasImage ? (
              <div className="min-w-0 self-start overflow-hidden rounded-2xl bg-concrete-100 shadow-card">
                <SmartImage
                  sources={[data.image]}
                  alt={title}
                  width={1200}
                  height={800}
                  sizes="(min-width: 992px) 40vw, 100vw"
                  className="aspect-[3/2] size-full object-cover"
                />
              </div>
            ) : null}
          </div>
        </section>
      ) : null}

      {documents.length > 0 ? (
        <PageSection id="resin-documents" title="Teknik Dokümanlar" tone="concrete">
          <div className="max-w-3xl">
            <DocumentLinks documents={documents} />
          </div>
        </PageSection>
      ) : null}

      <ResinCallToAction content={data} topic={title} from={ASILNUNX_PATH} />
      {preview ? <PreviewBanner livePath={ASILNUNX_PATH} /> : null}
    </ImageCatalog>
  );
}
