import { useCallback, useState, type ComponentProps } from 'react';
import { PLACEHOLDER_IMAGE, imageUrl } from '../lib/image-url';
import { variantSources, type ImageFacts } from '../../core/lib/image-variants';
import { useImageCatalog } from './image-catalog';

interface SmartImageProps extends Omit<ComponentProps<'img'>, 'src' | 'onError' | 'srcSet'> {
  /** Candidate paths in order of preference; empty ones are skipped, backend paths prefixed. */
  sources: readonly (string | null | undefined)[];
  /**
   * The text for an image that carries content; the file's own alt text replaces it when one is
   * written. An empty alt marks a decorative image, which stays empty.
   */
  alt: string;
  width: number;
  height: number;
  /** End the chain with the site's placeholder (default). Without it a failed image is hidden. */
  placeholder?: boolean;
  /** What is known of the stored images behind `sources`, besides the surrounding ImageCatalog. */
  images?: readonly (ImageFacts | null | undefined)[];
}

interface Candidate {
  url: string;
  facts: ImageFacts | undefined;
}

/**
 * The one image component: tries each source in turn when one fails to load, then the default
 * placeholder, and hides itself when even that fails (docs/SPEC.md section 8 fallback chain).
 * Width and height are required so the layout never shifts.
 *
 * A stored raster image with variants is drawn as a `<picture>`: AVIF, then WebP, then the JPEG or
 * PNG fallback, each as a `srcset` of widths for the browser to pick by `sizes` (the displayed
 * width; `{width}px` unless the caller says more). Its dominant colour fills the box until the
 * image arrives.
 */
export function SmartImage({
  sources,
  placeholder = true,
  alt,
  loading = 'lazy',
  decoding = 'async',
  images,
  sizes,
  style,
  ...image
}: SmartImageProps) {
  const catalog = useImageCatalog();
  const known = (path: string) =>
    images?.find((candidate) => candidate?.path === path) ?? catalog.get(path);
  const candidates: Candidate[] = [];
  for (const source of sources) {
    const url = imageUrl(source);
    if (source && url && !candidates.some((candidate) => candidate.url === url)) {
      candidates.push({ url, facts: known(source.trim()) });
    }
  }
  if (placeholder && !candidates.some((candidate) => candidate.url === PLACEHOLDER_IMAGE)) {
    candidates.push({ url: PLACEHOLDER_IMAGE, facts: undefined });
  }
  const chain = candidates.map((candidate) => candidate.url).join('\n');
  // Failures are counted per chain, so new sources start from the first again.
  const [failed, setFailed] = useState({ chain, count: 0 });
  const index = failed.chain === chain ? failed.count : 0;
  const current = candidates[index];
  const fail = useCallback(() => setFailed({ chain, count: index + 1 }), [chain, index]);
  // A server-rendered image may have failed before the script was there to hear it: look once
  // the element is React's. decode() tells a broken image from one without intrinsic size (an
  // SVG with only a viewBox), both of which report a natural width of 0.
  const checkLoaded = useCallback(
    (element: HTMLImageElement | null) => {
      if (!element?.complete || element.naturalWidth > 0 || !('decode' in element)) return;
      element.decode().catch(() => {
        if (element.isConnected && element.complete && element.naturalWidth === 0) fail();
      });
    },
    [fail],
  );
  if (!current) return null;

  const facts = current.facts;
  const ownAlt = facts?.altText?.trim();
  const text = alt !== '' && ownAlt ? ownAlt : alt;
  const formats = facts ? variantSources(facts, (path) => imageUrl(path) ?? path) : [];
  const fallback = formats[formats.length - 1];
  // With variants the browser picks a width by `sizes`: the box's width unless the caller says more.
  const variantSizes = sizes ?? `${image.width}px`;
  // The colour shows through a transparent image, so only opaque ones (a JPEG fallback) get it.
  const backdrop =
    facts?.placeholder && fallback?.format === 'jpeg'
      ? { backgroundColor: facts.placeholder }
      : undefined;
  const img = (
    <img
      {...image}
      ref={checkLoaded}
      alt={text}
      src={fallback ? fallback.largest : current.url}
      srcSet={fallback?.srcSet}
      sizes={fallback ? variantSizes : sizes}
      style={backdrop ? { ...backdrop, ...style } : style}
      loading={loading}
      decoding={decoding}
      onError={fail}
    />
  );
  if (formats.length < 2) return img;
  return (
    <picture className="contents">
      {formats.slice(0, -1).map((format) => (
        <source
          key={format.format}
          type={format.type}
          srcSet={format.srcSet}
          sizes={variantSizes}
        />
      ))}
      {img}
    </picture>
  );
}
