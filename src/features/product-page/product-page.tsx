import { useQuery } from '@tanstack/react-query';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { isApiError } from '../../api/api-error';
import type { Product } from '../../api/generated/backend/model';
import { InfoBanner } from '../../components/info-banner';
import { PageBanner } from '../../components/page-banner';
import { LoadingState } from '../../components/query-states';
import { SmartImage } from '../../components/smart-image';
import { VideoEmbed } from '../../components/video-embed';
import { pageTitle } from '../../lib/seo';
import { presentTexts } from '../../lib/text';
import { toEmbedUrl } from '../../lib/video';
import { PRODUCT_ERROR_MESSAGES, ProductError } from './product-error';
import { ProductDocuments } from './product-documents';
import { ProductGallery } from './product-gallery';
import { productTitle } from './product-title';
import { PreviewBanner } from '../../components/preview-banner';
import { previewTitle } from '../../lib/preview';
import { normaliseSlug, productBySlugQuery } from './queries';
import { useDocumentTitle } from './use-document-title';
import { useProductImages } from './use-product-images';
import { ImageCatalog } from '../../components/image-catalog';

/** docs/SPEC.md section 2: the loading text of the product page. */
const PRODUCT_LOADING_TEXT = 'Ürün bilgileri yükleniyor...';

/**
 * The dynamic product page /product/{slug}: loading, then the product or the error view.
 * `preview`: a preview link's token (issue 21 section 3): the product as it will look, draft or
 * not, under a banner that says it is a preview.
 */
export function ProductPage({ slug, preview }: { slug: string | undefined; preview?: string }) {
  const normalised = normaliseSlug(slug);
  if (!normalised) return <ProductError message={PRODUCT_ERROR_MESSAGES.invalidSlug} />;
  return <ProductBySlug slug={normalised} preview={preview} />;
}

function ProductBySlug({ slug, preview }: { slug: string; preview: string | undefined }) {
  const { data, isPending, isError, error } = useQuery(productBySlugQuery(slug, preview));
  if (isPending) return <LoadingState text={PRODUCT_LOADING_TEXT} />;
  if (isError) {
    const missing = isApiError(error) && error.status === 404;
    return (
      <ProductError
        message={
          // A preview link that no longer works says so (the server's words).
          missing && preview
            ? error.message
            : missing
              ? PRODUCT_ERROR_MESSAGES.notFound
              : PRODUCT_ERROR_MESSAGES.failed
        }
      />
    );
  }
  return <ProductDetail product={data.data} preview={Boolean(preview)} />;
}

function ProductDetail({ product, preview }: { product: Product; preview: boolean }) {
  const title = productTitle(product);
  // The same title as the page's head (the product's meta title when it has one).
  const shownTitle = product.metaTitle?.trim() || title;
  const documentTitle = pageTitle(preview ? previewTitle(shownTitle) : shownTitle);
  useDocumentTitle(documentTitle);
  useHeadFollows(documentTitle);
  const images = useProductImages(product);

  const titles = presentTexts(product.titles);
  const subtitles = presentTexts(product.subtitles);
  const descriptions = presentTexts(product.descriptions);
  const video = presentTexts(product.videoUrls)[0];
  const videoTitle = presentTexts(product.videoTitles)[0] ?? `${title} uygulama videosu`;
  const videoDescription = presentTexts(product.videoDescriptions)[0];

  return (
    <ImageCatalog images={images.files}>
      <PageBanner
        eyebrow="Ürün ve Hizmetlerimiz"
        title={title}
        subtitle={subtitles[0]}
        image={product.bannerImageUrl}
      />

      <section aria-labelledby="product-info-title" className="py-14 sm:py-20">
        <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-[3fr_2fr]">
          <div className="min-w-0">
            <h2 id="product-info-title" className="text-h2 text-brand-950">
              {titles[1] ?? 'Ürün Bilgileri'}
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
              {descriptions.map((paragraph, index) => (
                <p key={`${index}-${paragraph.slice(0, 24)}`}>{paragraph}</p>
              ))}
            </div>
            <ProductDocuments documents={product.documents} />
          </div>

          <div className="min-w-0">
            <div className="overflow-hidden rounded-2xl bg-concrete-100 shadow-card">
              <SmartImage
                sources={images.main}
                alt={title}
                width={1200}
                height={800}
                loading="eager"
                sizes="(min-width: 992px) 40vw, 100vw"
                className="aspect-[3/2] w-full object-cover"
              />
            </div>
            <ProductFacts titles={product.listTitles} items={product.listItems} />
          </div>
        </div>
      </section>

      <ProductGallery images={images.details} productTitle={title} />

      {video && toEmbedUrl(video) ? (
        <section aria-labelledby="product-video-title" className="bg-brand-950 py-14 text-white">
          <div className="mx-auto grid max-w-7xl gap-8 px-4 sm:px-6 lg:grid-cols-[2fr_3fr] lg:items-center">
            <div>
              <h2 id="product-video-title" className="text-h2">
                {videoTitle}
              </h2>
              {videoDescription ? (
                <p className="mt-4 text-lead text-brand-100">{videoDescription}</p>
              ) : null}
            </div>
            <VideoEmbed link={video} title={videoTitle} />
          </div>
        </section>
      ) : null}

      {/* showContact false: the product is not offered through enquiries, so the 'Bilgi Al'
          banner is left out; the header's İletişim link and the footer stay. */}
      {product.showContact ? <InfoBanner /> : null}
      {preview ? (
        <PreviewBanner
          livePath={
            product.status === 'published' ? `/product/${encodeURIComponent(product.slug)}` : null
          }
        />
      ) : null}
    </ImageCatalog>
  );
}

/**
 * In the browser the route's head is worked out as the route loads, often before the product has
 * arrived. Once it is here, the head is worked out again (a reload of the route from the cache, no
 * request), so that the head's own title, description and card never lag behind the screen and
 * never put an older title back over the one the screen set.
 */
function useHeadFollows(documentTitle: string) {
  const router = useRouter();
  const headTitle = useRouterState({
    select: (state) =>
      state.matches.at(-1)?.meta?.find((tag) => tag && 'title' in tag)?.title ?? null,
  });
  const stale = headTitle !== null && headTitle !== documentTitle;
  useEffect(() => {
    if (stale)
      void router.invalidate({
        filter: (match) => match.routeId === router.state.matches.at(-1)?.routeId,
      });
  }, [stale, router]);
}

/** listTitles[i] heads listItems[i]; an item without a title still shows. */
function ProductFacts({
  titles,
  items,
}: {
  titles: readonly (string | null | undefined)[];
  items: readonly (string | null | undefined)[];
}) {
  const count = Math.max(titles.length, items.length);
  const facts = Array.from({ length: count }, (_, index) => ({
    title: titles[index]?.trim() ?? '',
    item: items[index]?.trim() ?? '',
  })).filter((fact) => fact.title || fact.item);
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
