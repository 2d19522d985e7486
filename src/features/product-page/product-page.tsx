import { InfoBanner } from '../../components/info-banner';
import { PageBanner } from '../../components/page-banner';
import { SmartImage } from '../../components/smart-image';
import { VideoEmbed } from '../../components/video-embed';
import { ProductDocuments } from './product-documents';
import { ProductGallery } from './product-gallery';
import { PreviewBanner } from '../../components/preview-banner';
import { ImageCatalog } from '../../components/image-catalog';
import type { ProductFact, ProductView } from './product-view';

/**
 * The dynamic product page /product/{slug}, drawn from the view its route's loader read
 * (product-view.ts); the loading, not-found and error views are the route's.
 * `preview`: the page of a preview link (issue 21 section 3): the product as it will look, draft
 * or not, under a banner that says it is a preview.
 */
export function ProductPage({ view, preview }: { view: ProductView; preview: boolean }) {
  const { title, subtitles } = view;
  return (
    <ImageCatalog images={view.images}>
      <PageBanner
        eyebrow="Ürün ve Hizmetlerimiz"
        title={title}
        subtitle={subtitles[0]}
        image={view.banner}
      />

      <section aria-labelledby="product-info-title" className="py-14 sm:py-20">
        <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-[3fr_2fr]">
          <div className="min-w-0">
            <h2 id="product-info-title" className="text-h2 text-brand-950">
              {view.infoTitle ?? 'Ürün Bilgileri'}
            </h2>
            {subtitles.length > 1 ? (
              <ul className="mt-5 space-y-2">
                {subtitles.slice(1).map((subtitle) => (
                  <li key={subtitle} className="flex gap-3 text-lead text-brand-900">
                    <span
                      className="mt-2.5 size-2 shrink-0 rounded-full bg-accent-500"
                      aria-hidden="true"
                    />
                    {subtitle}
                  </li>
                ))}
              </ul>
            ) : null}
            <div className="mt-6 space-y-4 text-body text-concrete-800">
              {view.descriptions.map((paragraph, index) => (
                <p key={`${index}-${paragraph.slice(0, 24)}`}>{paragraph}</p>
              ))}
            </div>
            <ProductDocuments documents={view.documents} productSlug={view.documentsOf} />
          </div>

          <div className="min-w-0">
            <div className="overflow-hidden rounded-2xl bg-concrete-100 shadow-card">
              <SmartImage
                sources={view.main}
                alt={title}
                width={1200}
                height={800}
                loading="eager"
                sizes="(min-width: 992px) 40vw, 100vw"
                className="aspect-[3/2] w-full object-cover"
              />
            </div>
            <ProductFacts facts={view.facts} />
          </div>
        </div>
      </section>

      <ProductGallery images={view.details} productTitle={title} />

      {view.video ? (
        <section aria-labelledby="product-video-title" className="bg-brand-950 py-14 text-white">
          <div className="mx-auto grid max-w-7xl gap-8 px-4 sm:px-6 lg:grid-cols-[2fr_3fr] lg:items-center">
            <div>
              <h2 id="product-video-title" className="text-h2">
                {view.video.title}
              </h2>
              {view.video.description ? (
                <p className="mt-4 text-lead text-brand-100">{view.video.description}</p>
              ) : null}
            </div>
            <VideoEmbed link={view.video.link} title={view.video.title} />
          </div>
        </section>
      ) : null}

      {/* showContact false: the product is not offered through enquiries, so the 'Bilgi Al'
          banner is left out; the header's İletişim link and the footer stay. */}
      {view.showContact ? <InfoBanner topic={title} from={view.livePath ?? undefined} /> : null}
      {preview ? <PreviewBanner livePath={view.livePath} /> : null}
    </ImageCatalog>
  );
}

/** listTitles[i] heads listItems[i]; an item without a title still shows. */
function ProductFacts({ facts }: { facts: readonly ProductFact[] }) {
  if (facts.length === 0) return null;
  return (
    <ul className="mt-8 divide-y divide-concrete-200 rounded-2xl border border-concrete-200 bg-white">
      {facts.map((fact, index) => (
        <li key={`${index}-${fact.title}`} className="p-5">
          {fact.title ? <h3 className="text-h4 text-brand-950">{fact.title}</h3> : null}
          {fact.item ? (
            <p className={`text-body text-concrete-800 ${fact.title ? 'mt-1' : ''}`}>{fact.item}</p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
