/**
 * An SVG's intrinsic size from its root element: the viewBox's width and height, else numeric
 * `width`/`height` attributes (px or unitless). null when neither gives a positive size. Used for
 * uploaded SVGs (the server) and the seed's illustrations (mocks and server alike).
 */
export function svgSize(source: string | Uint8Array): { width: number; height: number } | null {
  const text = typeof source === 'string' ? source : new TextDecoder().decode(source);
  const root = /<svg\b([^>]*)>/i.exec(text)?.[1];
  if (root === undefined) return null;
  const attribute = (name: string) =>
    new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i')
      .exec(root)
      ?.slice(1)
      .find((value) => value !== undefined);
  const [, , boxWidth = 0, boxHeight = 0, extra] = (attribute('viewBox') ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if (extra === undefined && boxWidth > 0 && boxHeight > 0) {
    return { width: Math.round(boxWidth), height: Math.round(boxHeight) };
  }
  const length = (name: string) => {
    const match = /^\s*([0-9]*\.?[0-9]+)\s*(px)?\s*$/i.exec(attribute(name) ?? '');
    return match ? Math.round(Number(match[1])) : 0;
  };
  const width = length('width');
  const height = length('height');
  return width > 0 && height > 0 ? { width, height } : null;
}
