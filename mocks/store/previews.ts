import type { PreviewStore, StoredPreviewLink } from '../../core/domain/previews';
import type { MockDb } from '../db';

/**
 * The mocks' preview links (core/domain/previews.ts) in {@link MockDb}'s state, oldest first; the
 * server's twin is server/store/previews.ts. The mocks sign nothing: a link's token is its random
 * id (unguessable all the same), and revoking it deletes it.
 */
export function createPreviewStore(db: MockDb): PreviewStore {
  // A state saved before preview links existed has none yet.
  const all = () => (db.state.previewLinks ??= []);
  return {
    async savePreviewLink(link) {
      all().push({ ...link });
      db.changed();
    },
    async findPreviewLink(id) {
      const link = all().find((item) => item.id === id);
      return link ? { ...link } : null;
    },
    listPreviewLinks: async (target) =>
      all()
        .filter((link) =>
          target.productId !== null
            ? link.productId === target.productId
            : target.pageId
              ? link.pageId === target.pageId
              : target.documentId
                ? link.documentId === target.documentId
                : link.page === target.page,
        )
        .map((link) => ({ ...link }))
        .reverse(),
    async deletePreviewLink(id) {
      const before = all().length;
      db.state.previewLinks = all().filter((link) => link.id !== id);
      const removed = db.state.previewLinks.length < before;
      if (removed) db.changed();
      return removed;
    },
    previewToken: async (link: StoredPreviewLink) => link.id,
    previewLinkId: async (token) => token,
  };
}
