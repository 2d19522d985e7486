import { db } from '../../mocks/node';
import { recordsOf } from './mock-records';

/** The token of the preview link {@link pendingPageWithLink} makes (the mocks' token is the id). */
export const PAGE_LINK_ID = 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e';

/**
 * A backend page (Anasayfa, Hakkımızda) with pending changes `titles` (issue 21), and a preview
 * link to it working for a day.
 */
export function pendingPageWithLink(name: string, titles: string[]) {
  const page = recordsOf(db).findPage((candidate) => candidate.name === name);
  if (!page) throw new Error(`the seed has no page '${name}'`);
  recordsOf(db).savePendingPage(page.id, { ...page, titles }, null);
  db.state.previewLinks.push({
    id: PAGE_LINK_ID,
    productId: null,
    pageId: page.id,
    createdAt: new Date().toISOString(),
    expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString(),
    createdBy: 'admin',
  });
}
