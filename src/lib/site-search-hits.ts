import type { SiteSearchHit } from '../api/generated/backend/model';
import { extensionOf, readableMimeType } from './file-types';
import { formatFileSize } from './format';
import { imageUrl } from './image-url';

/** How a hit's kind is named beside it (docs/SPEC.md, 'Site Araması'). */
const SITE_SEARCH_KIND_LABELS: Record<SiteSearchHit['kind'], string> = {
  product: 'Ürün',
  document: 'Belge',
  page: 'Sayfa',
  service: 'Hizmet',
};

/** One hit as the results page and the header's list draw it. */
export interface SiteSearchHitView {
  /** The hit's `kind:id`, unique among the hits. */
  key: string;
  kind: SiteSearchHit['kind'];
  kindLabel: string;
  title: string;
  subtitle: string;
  snippet: string;
  highlights: SiteSearchHit['highlights'];
  /** Where its link goes: a page of the site, or a document's file (on the backend) or address. */
  href: string;
  /** A page of this site, opened by the router. */
  internal: boolean;
  /** A stored file, downloaded (and counted as a download); else an address opened in a new tab. */
  download: boolean;
  /** 'PDF belgesi', 'Word belgesi'... (a document's), null when unknown. */
  type: string | null;
  /** '1,20 MB' (docs/SPEC.md section 9's format), null when unknown. */
  size: string | null;
}

const isWebAddress = (value: string) => /^https?:\/\//i.test(value);

function typeOf(fileType: string | null | undefined, href: string): string | null {
  const type = fileType?.trim();
  if (type) return type.includes('/') ? readableMimeType(type) : type.toUpperCase();
  const extension = extensionOf(href.split(/[?#]/, 1)[0]);
  return extension ? extension.toUpperCase() : null;
}

/** A hit of `searchSite` as drawn; null when it has no address a link can take. */
function siteSearchHitView(hit: SiteSearchHit): SiteSearchHitView | null {
  const url = hit.url.trim();
  const document = hit.kind === 'document';
  // A document's stored file is on the backend (its path prefixed like the document centre's);
  // a page's address is the site's own. Anything else ('javascript:'...) never becomes a link.
  const stored = document && url.startsWith('/');
  const href = stored ? imageUrl(url) : url.startsWith('/') || isWebAddress(url) ? url : null;
  if (!href) return null;
  return {
    key: hit.id,
    kind: hit.kind,
    kindLabel: SITE_SEARCH_KIND_LABELS[hit.kind],
    title: hit.title,
    subtitle: hit.subtitle,
    snippet: hit.snippet,
    highlights: hit.highlights,
    href,
    internal: !document && url.startsWith('/') && !url.startsWith('//'),
    download: stored,
    type: document ? typeOf(hit.fileType, href) : null,
    size: document && typeof hit.size === 'number' ? formatFileSize(hit.size) : null,
  };
}

/** The hits that can be drawn, in the search's order. */
export const siteSearchHitViews = (hits: readonly SiteSearchHit[]): SiteSearchHitView[] =>
  hits.flatMap((hit) => siteSearchHitView(hit) ?? []);
