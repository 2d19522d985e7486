import { apiConfig } from '../api/env';

/**
 * docs/SPEC.md section 7: image paths are prefixed with the backend's base address unless they begin
 * with http. Empty paths give null, so callers can fall back.
 */
export function prefixImagePath(path: string | null | undefined, base: string): string | null {
  const value = path?.trim();
  if (!value) return null;
  if (/^https?:\/\//i.test(value) || value.startsWith('data:') || value.startsWith('blob:'))
    return value;
  const root = base.replace(/\/+$/, '');
  return `${root}${value.startsWith('/') ? '' : '/'}${value}`;
}

/** {@link prefixImagePath} with the configured backend address. */
export const imageUrl = (path: string | null | undefined) =>
  prefixImagePath(path, apiConfig.backendBaseUrl);

/** The app's own placeholder, shipped with the site (never depends on the backend). */
export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';
