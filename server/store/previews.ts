import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import type { Db } from '../db/open.ts';
import { previewLinks } from '../db/schema.ts';
import { isUuid } from '../../core/domain/ids.ts';
import type { PreviewStore, StoredPreviewLink } from '../../core/domain/previews.ts';
import type { ContentKey } from '../../core/domain/types.ts';
import type { Store } from './types.ts';

type PreviewRow = typeof previewLinks.$inferSelect;

const linkOf = (row: PreviewRow): StoredPreviewLink => ({
  id: row.id,
  ...(row.productId
    ? { productId: row.productId }
    : row.pageId
      ? { productId: null, pageId: row.pageId }
      : row.documentId
        ? { productId: null, documentId: row.documentId }
        : { productId: null, page: row.page as ContentKey }),
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  createdBy: row.createdBy,
});

/** A token's subject: the product's id, or `page:<id>`, `document:<id>`, `content:<page>`. */
const subjectOf = (link: StoredPreviewLink) =>
  link.productId ??
  (link.pageId
    ? `page:${link.pageId}`
    : link.documentId
      ? `document:${link.documentId}`
      : `content:${link.page}`);

/** Preview tokens are for this and nothing else: a session token is never one, nor the reverse. */
const AUDIENCE = 'preview';
const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

/**
 * Preview links (core/domain/previews.ts), shared by every replica. A token is a JWT (HS256)
 * signed with a key of its own that the database keeps (the first replica makes it): its subject
 * is what it shows ({@link subjectOf}), its id the link's row, so a forged token is refused without a lookup and a
 * revoked one (its row deleted) finds nothing on every replica.
 */
export function createPreviewStore(db: Db, secrets: Pick<Store, 'sharedSecret'>): PreviewStore {
  let key: Promise<Uint8Array> | undefined;
  const signingKey = () =>
    (key ??= secrets
      .sharedSecret('preview-secret', () => randomBytes(48).toString('base64url'))
      .then((secret) => new TextEncoder().encode(secret)));

  return {
    async savePreviewLink(link) {
      await db.insert(previewLinks).values({
        id: link.id,
        productId: link.productId,
        page: link.page ?? null,
        pageId: link.pageId ?? null,
        documentId: link.documentId ?? null,
        createdAt: new Date(link.createdAt),
        expiresAt: new Date(link.expiresAt),
        createdBy: link.createdBy,
      });
    },
    async findPreviewLink(id) {
      if (!isUuid(id)) return null;
      const [row] = await db.select().from(previewLinks).where(eq(previewLinks.id, id));
      return row ? linkOf(row) : null;
    },
    listPreviewLinks: async (target) =>
      (
        await db
          .select()
          .from(previewLinks)
          .where(
            target.productId !== null
              ? eq(previewLinks.productId, target.productId)
              : target.pageId
                ? eq(previewLinks.pageId, target.pageId)
                : target.documentId
                  ? eq(previewLinks.documentId, target.documentId)
                  : eq(previewLinks.page, target.page ?? ''),
          )
          .orderBy(desc(previewLinks.seq))
      ).map(linkOf),
    async deletePreviewLink(id) {
      if (!isUuid(id)) return false;
      const rows = await db
        .delete(previewLinks)
        .where(eq(previewLinks.id, id))
        .returning({ id: previewLinks.id });
      return rows.length > 0;
    },
    // The same claims every time (issued when the link was made), so the same token.
    previewToken: async (link) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setAudience(AUDIENCE)
        .setSubject(subjectOf(link))
        .setJti(link.id)
        .setIssuedAt(seconds(link.createdAt))
        .setExpirationTime(seconds(link.expiresAt))
        .sign(await signingKey()),
    async previewLinkId(token) {
      try {
        const { payload } = await jwtVerify(token, await signingKey(), {
          algorithms: ['HS256'],
          audience: AUDIENCE,
        });
        return typeof payload.jti === 'string' ? payload.jti : null;
      } catch {
        return null;
      }
    },
  };
}
