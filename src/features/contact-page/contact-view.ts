import { isNotFound } from '@tanstack/react-router';
import { getContactContent } from '../../api/generated/content-functions/endpoints/contact-content/contact-content';
import type { ContactContent } from '../../api/generated/content/model';
import { readRouteData } from '../../lib/route-data';
import type { ImageFacts } from '../../../core/lib/image-variants';
import { mapEmbedUrl } from '../../../core/lib/map-embed';

/**
 * The contact page's content as it is drawn (issue 24): the banner and the image facts it shows,
 * the details, the form's title and the map. The map is only its embed URL (the one part of the
 * administrator's embed code the page uses), so the code itself never travels in the HTML.
 */
export type ContactView = Omit<
  ContactContent,
  'mapIframeCode' | 'status' | 'publishAt' | 'hasPendingChanges' | 'pendingPublishAt' | 'images'
> & {
  images: ImageFacts[];
  /** The https Google Maps embed URL of the map, or null: no map. */
  mapSrc: string | null;
};

function contactView({
  mapIframeCode,
  images,
  status: _status,
  publishAt: _publishAt,
  hasPendingChanges: _hasPendingChanges,
  pendingPublishAt: _pendingPublishAt,
  ...shown
}: ContactContent): ContactView {
  return {
    ...shown,
    images: (images ?? []).filter((image) => image.path === shown.bannerImage),
    mapSrc: mapEmbedUrl(mapIframeCode),
  };
}

/**
 * The contact page's admin-managed content (GET /api/contact); with `preview` (a preview link's
 * token, issue 21 section 3) its pending changes, and a link that no longer works is the route's
 * not-found view. The enquiry form does not need the content: in the browser a failed read is
 * `content: null`, and the page says so next to a form that still works. On the server it is the
 * route's error (status 500, so the failure is never kept in the page cache), whose view is the
 * same page with the same notice and the form.
 */
export async function readContactView(
  preview: string | undefined,
): Promise<{ content: ContactView | null }> {
  try {
    const content = await readRouteData(
      () => getContactContent(preview ? { Preview: preview } : undefined),
      { notFoundOn404: Boolean(preview) },
    );
    return { content: contactView(content) };
  } catch (error) {
    if (import.meta.env.SSR || isNotFound(error)) throw error;
    return { content: null };
  }
}
