import { useCallback, useState, type ComponentProps } from 'react';
import { PLACEHOLDER_IMAGE, imageUrl } from '../lib/image-url';

interface SmartImageProps extends Omit<ComponentProps<'img'>, 'src' | 'onError'> {
  /** Candidate paths in order of preference; empty ones are skipped, backend paths prefixed. */
  sources: readonly (string | null | undefined)[];
  alt: string;
  width: number;
  height: number;
  /** End the chain with the site's placeholder (default). Without it a failed image is hidden. */
  placeholder?: boolean;
}

/**
 * The one image component: tries each source in turn when one fails to load, then the default
 * placeholder, and hides itself when even that fails (SPEC.md section 8 fallback chain).
 * Width and height are required so the layout never shifts.
 */
export function SmartImage({
  sources,
  placeholder = true,
  alt,
  loading = 'lazy',
  decoding = 'async',
  ...image
}: SmartImageProps) {
  const candidates = [
    ...new Set([...sources.map(imageUrl), placeholder ? PLACEHOLDER_IMAGE : null]),
  ].filter((candidate): candidate is string => candidate !== null);
  const chain = candidates.join('\n');
  // Failures are counted per chain, so new sources start from the first again.
  const [failed, setFailed] = useState({ chain, count: 0 });
  const index = failed.chain === chain ? failed.count : 0;
  const src = candidates[index];
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
  if (!src) return null;
  return (
    <img
      {...image}
      ref={checkLoaded}
      alt={alt}
      src={src}
      loading={loading}
      decoding={decoding}
      onError={fail}
    />
  );
}
