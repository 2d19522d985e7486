import { useId } from 'react';
import { DEFAULT_SHARE_IMAGE, pageTitle, siteUrl } from '../../lib/seo';
import { isShareableImage, type DerivedSeo } from '../../../core/lib/seo-fields';
import { SmartImage } from '../smart-image';

const hostOf = (origin: string) => {
  try {
    return new URL(origin).host.replace(/^www\./, '');
  } catch {
    return origin;
  }
};

/** 'asilyapi.com.tr › product › poliuretan-enjeksiyon', the way a search result shows an address. */
function breadcrumb(host: string, path: string): string {
  const parts = path
    .split('/')
    .filter(Boolean)
    .map((part) => {
      try {
        return decodeURIComponent(part);
      } catch {
        return part;
      }
    });
  return [host, ...parts].join(' › ');
}

/**
 * How a page will look as a Google result and as a WhatsApp/LinkedIn share card, from the values
 * deriveSeo gives (core/lib/seo-fields.ts), as the public page's head writes them (src/lib/seo.ts):
 * the title with the site's name, the site's default share image instead of one crawlers do not
 * show (SVG).
 */
export function SeoPreview({
  seo,
  path,
  origin = siteUrl(),
}: {
  seo: DerivedSeo;
  /** The page's address on the public site, e.g. '/product/epoksi-enjeksiyon'. */
  path: string;
  /** The public site's address (SITE_URL). */
  origin?: string;
}) {
  const headingId = useId();
  const host = hostOf(origin);
  const title = seo.title.trim() ? pageTitle(seo.title.trim()) : 'Başlık yok';
  const description = seo.description || 'Açıklama yok';
  // The default image is one of the site's own files: an address on this origin, not the API's.
  const image = isShareableImage(seo.image)
    ? seo.image
    : `${typeof window === 'undefined' ? '' : window.location.origin}${DEFAULT_SHARE_IMAGE.path}`;
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 space-y-4 rounded-lg border border-concrete-200 bg-concrete-50 p-3 sm:p-4"
    >
      <p id={headingId} className="text-small font-semibold text-concrete-800">
        Arama ve paylaşım önizlemesi
      </p>

      <figure aria-labelledby={`${headingId}-google`} className="min-w-0 space-y-1.5">
        <figcaption
          id={`${headingId}-google`}
          className="text-caption font-semibold text-concrete-700"
        >
          Google arama sonucu
        </figcaption>
        <div className="min-w-0 rounded-lg bg-white p-3 font-[Arial,sans-serif] shadow-sm sm:p-4">
          <p className="truncate text-[14px] leading-5 text-[#202124]">{breadcrumb(host, path)}</p>
          <p className="mt-1 line-clamp-2 text-[20px] leading-[26px] break-words text-[#1a0dab]">
            {title}
          </p>
          <p className="mt-1 line-clamp-2 text-[14px] leading-[22px] break-words text-[#4d5156]">
            {description}
          </p>
        </div>
      </figure>

      <figure aria-labelledby={`${headingId}-card`} className="min-w-0 space-y-1.5">
        <figcaption
          id={`${headingId}-card`}
          className="text-caption font-semibold text-concrete-700"
        >
          Paylaşım kartı (WhatsApp, LinkedIn)
        </figcaption>
        <div className="max-w-md min-w-0 overflow-hidden rounded-lg border border-concrete-200 bg-white shadow-sm">
          <div className="aspect-[1.91/1] bg-concrete-200">
            <SmartImage
              sources={[image]}
              placeholder={false}
              alt="Paylaşım kartının görseli"
              width={1200}
              height={630}
              className="size-full object-cover"
            />
          </div>
          <div className="min-w-0 space-y-0.5 border-t border-concrete-200 bg-concrete-50 px-3 py-2">
            <p className="truncate text-caption text-concrete-700">{host}</p>
            <p className="line-clamp-2 font-semibold break-words text-concrete-950">{title}</p>
            <p className="line-clamp-2 text-small break-words text-concrete-700">{description}</p>
          </div>
        </div>
        {seo.image && !isShareableImage(seo.image) ? (
          <p className="text-small text-concrete-700">
            Paylaşım kartları yalnızca JPG, PNG, WebP, GIF veya AVIF görselleri gösterir (SVG
            değil): bu görselin yerine sitenin varsayılan görseli kullanılır.
          </p>
        ) : null}
      </figure>
    </section>
  );
}
