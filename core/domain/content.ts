import type {
  BrandedResinContent,
  ContactContent,
  ServicePageContent,
} from '../../src/api/generated/content/model/index.ts';
import { withoutImages } from '../lib/image-variants.ts';
import { withStoredImages } from './backend.ts';
import { MAP_EMBED_ERROR, mapEmbedUrl } from '../lib/map-embed.ts';
import { keptSeoFields } from '../lib/seo-fields.ts';
import { invalid } from './replies.ts';
import { contentPageTitle } from './file-users.ts';
import type { AuditAction } from './audit.ts';
import { contentRevisionData, hasNoRevision, keepRevision } from './revisions.ts';
import type { Actor, ContentKey, ContentValues, DomainStore, ServicePageKey } from './store.ts';

/**
 * The content service's operations (openapi/content.yaml) past the schema check, once for the
 * mocks and the server. Reads and the replies of writes carry the content's `images`; the
 * read-only `images` a client sends back are never stored.
 */
export function contentOperations(store: DomainStore) {
  const read = async <K extends ContentKey>(key: K) =>
    withStoredImages(store, await store.getContent(key));

  /** Keeps a revision (core/domain/revisions.ts); `action` says in the log whether it was a restore. */
  const save = async <K extends ContentKey>(
    key: K,
    value: ContentValues[K],
    actor: Actor,
    action: AuditAction,
  ) => {
    const before = (await hasNoRevision(store, 'content', key))
      ? { data: contentRevisionData(await store.getContent(key)) }
      : null;
    const saved = await store.setContent(key, withoutImages(value) as ContentValues[K]);
    const data = contentRevisionData(saved);
    await keepRevision(store, { kind: 'content', itemId: key, data }, actor, before);
    await store.recordAudit({
      action,
      username: actor.username,
      address: actor.address,
      target: { kind: 'content', id: key, name: contentPageTitle(key) },
    });
    return withStoredImages(store, saved);
  };

  /** A search or share field the body leaves out keeps its stored value. */
  const withKeptSeo = async <K extends ServicePageKey | 'asilnunx'>(
    key: K,
    body: ContentValues[K],
  ): Promise<ContentValues[K]> => ({
    ...body,
    ...keptSeoFields(body, await store.getContent(key)),
  });

  return {
    read,
    updateContact: async (body: ContactContent, actor: Actor, action: AuditAction = 'update') => {
      // Only the https Google Maps embed URL is kept: never the administrator's markup.
      const mapUrl = mapEmbedUrl(body.mapIframeCode);
      if (body.mapIframeCode.trim() && !mapUrl) invalid({ mapIframeCode: [MAP_EMBED_ERROR] });
      return save('contact', { ...body, mapIframeCode: mapUrl ?? '' }, actor, action);
    },
    updateServicePage: async (
      key: ServicePageKey,
      body: ServicePageContent,
      actor: Actor,
      action: AuditAction = 'update',
    ) => save(key, await withKeptSeo(key, body), actor, action),
    updateAsilnunx: async (
      body: BrandedResinContent,
      actor: Actor,
      action: AuditAction = 'update',
    ) => save('asilnunx', await withKeptSeo('asilnunx', body), actor, action),
  };
}

/** A content image's stored name: its kind, then the uploaded name (at most 255 characters). */
export const contentImageName = (kind: string, name: string) => `${kind}-${name}`.slice(0, 255);
