import type {
  BrandedResinContent,
  ContactContent,
  MenusContent,
  PrivacyNoticeContent,
  ServicePageContent,
} from '../../src/api/generated/content/model/index.ts';
import { withoutImages } from '../lib/image-variants.ts';
import { withStoredImages } from './files.ts';
import { MAP_EMBED_ERROR, mapEmbedUrl } from '../lib/map-embed.ts';
import { keptSeoFields } from '../lib/seo-fields.ts';
import type { ContentPreviewLinkCreate } from '../../src/api/generated/content/model/index.ts';
import { MESSAGES } from './messages.ts';
import { PRIVACY_NOTICE_KEY } from './privacy.ts';
import { MENUS_KEY } from '../lib/menus.ts';
import { checkedMenus, resolvedMenus } from './menus.ts';
import { invalid, notFound } from './replies.ts';
import { contentPageTitle } from './file-users.ts';
import type { AuditAction } from './audit.ts';
import { previewOperations } from './previews.ts';
import { scheduledPublish, scheduleTime } from './publishing.ts';
import { contentRevisionData, hasNoRevision, keepRevision } from './revisions.ts';
import { type DomainStore } from './store.ts';
import {
  NO_ACTOR,
  type Actor,
  type ContentKey,
  type ContentValues,
  type ServicePageKey,
} from './types.ts';
import { inTransactions } from './transactions.ts';

/** How a content page is read: as visitors see it, as the panel edits it, or through a preview link. */
type ContentRead = { drafts?: boolean; preview?: string };

/** The publishing fields of a write (issue 21); the rest is the page's content. */
const PUBLISHING_FIELDS = ['status', 'publishAt', 'hasPendingChanges', 'pendingPublishAt'] as const;

/** A page's content without the publishing fields a write or a panel read carries. */
function contentOnly<T extends object>(value: T): T {
  const isContent = ([field]: [string, unknown]) =>
    !(PUBLISHING_FIELDS as readonly string[]).includes(field);
  return Object.fromEntries(Object.entries(value).filter(isContent)) as T;
}

/**
 * The content service's operations (openapi/content.yaml) past the schema check, once for the
 * mocks and the server. Reads and the replies of writes carry the content's `images`; the
 * read-only `images` a client sends back are never stored.
 *
 * Publishing (issue 21, ADR 0031): a write with `status: draft` (or `scheduled`, with its time)
 * keeps its content as the page's pending changes beside the live page, which visitors keep
 * seeing; the panel's read (`drafts`) and a preview link's read show them. A write that leaves
 * `status` out, or says `published`, replaces the live page and drops what was pending, except a
 * restore from the history, which keeps it (no draft is lost to an undo).
 */
export function contentOperations(store: DomainStore) {
  const previews = previewOperations(store, async () => null);

  const read = async <K extends ContentKey>(key: K, how: ContentRead = {}) => {
    if (how.preview !== undefined) await previews.checkContentPreview(how.preview, key);
    const pending =
      how.drafts || how.preview !== undefined ? await store.getPendingContent(key) : null;
    const value = pending?.value ?? (await store.getContent(key));
    const shown = how.drafts
      ? {
          ...value,
          hasPendingChanges: pending !== null,
          pendingPublishAt: pending?.publishAt ?? null,
        }
      : value;
    return withStoredImages(store, await resolved(key, shown as ContentValues[K], how.drafts));
  };

  /** The menus' links with where they lead now (core/domain/menus.ts); any other page as it is. */
  const resolved = async <K extends ContentKey>(
    key: K,
    value: ContentValues[K],
    panel = false,
  ): Promise<ContentValues[K]> =>
    key === MENUS_KEY
      ? ((await resolvedMenus(store, value as MenusContent, panel)) as ContentValues[K])
      : value;

  const audit = (action: AuditAction, key: ContentKey, actor: Actor) =>
    store.recordAudit({
      action,
      username: actor.username,
      address: actor.address,
      target: { kind: 'content', id: key, name: contentPageTitle(key) },
    });

  /**
   * A write, by its status: pending changes (with their time when scheduled), or the live page.
   * Publishing what was pending is audited as 'publish'.
   */
  const write = async <K extends ContentKey>(
    key: K,
    body: ContentValues[K],
    actor: Actor,
    action: AuditAction,
  ) => {
    const { status, publishAt } = body as { status?: string; publishAt?: string | null };
    const value = withoutImages(contentOnly(body)) as ContentValues[K];
    if (status === 'draft' || status === 'scheduled') {
      const at = status === 'scheduled' ? scheduleTime(publishAt, new Date()) : null;
      await store.savePendingContent(key, value, at);
      await audit('update', key, actor);
      return read(key, { drafts: true });
    }
    // A restore from the history keeps what was pending.
    if (action === 'revision-restore') return save(key, value, actor, action);
    const hadPending = (await store.getPendingContent(key)) !== null;
    const saved = await save(
      key,
      value,
      actor,
      hadPending && action === 'update' ? 'publish' : action,
    );
    if (hadPending) await store.discardPendingContent(key);
    return saved;
  };

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
    await audit(action, key, actor);
    return withStoredImages(store, await resolved(key, saved, true));
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
      return write('contact', { ...body, mapIframeCode: mapUrl ?? '' }, actor, action);
    },
    updateServicePage: async (
      key: ServicePageKey,
      body: ServicePageContent,
      actor: Actor,
      action: AuditAction = 'update',
    ) => write(key, await withKeptSeo(key, body), actor, action),
    updateAsilnunx: async (
      body: BrandedResinContent,
      actor: Actor,
      action: AuditAction = 'update',
    ) => write('asilnunx', await withKeptSeo('asilnunx', body), actor, action),

    /** The KVKK notice and the enquiries' retention period (core/domain/privacy.ts). */
    updatePrivacyNotice: async (
      body: PrivacyNoticeContent,
      actor: Actor,
      action: AuditAction = 'update',
    ) => write(PRIVACY_NOTICE_KEY, body, actor, action),

    /** The header's and the footer's links (core/domain/menus.ts): targets that exist. */
    updateMenus: async (body: MenusContent, actor: Actor, action: AuditAction = 'update') =>
      write(MENUS_KEY, await checkedMenus(store, body), actor, action),

    /** 'Taslağı sil': the page's pending changes dropped; the live page unchanged. */
    discardContentDraft: async (key: ContentKey, actor: Actor) => {
      if (!(await store.discardPendingContent(key))) notFound(MESSAGES.pageNoPendingChanges);
      await audit('update', key, actor);
      return { message: MESSAGES.pagePendingDiscarded };
    },

    createContentPreviewLink: (key: ContentKey, body: ContentPreviewLinkCreate, actor: Actor) =>
      previews.createContentPreviewLink(key, body, actor),
    listContentPreviewLinks: (key: ContentKey) => previews.listContentPreviewLinks(key),

    /**
     * The pages whose scheduled changes are due (issue 21 section 4), each published once, by no
     * one ('Sistem'), with a revision, audited `publish-late` when its time passed while no
     * server ran. Returns how many.
     */
    publishDueContent: async (now: Date = new Date()) => {
      const claimed = await store.claimDuePendingContent(now);
      for (const { key, value, publishAt } of claimed) {
        await save(key, value, NO_ACTOR, scheduledPublish(publishAt, now));
        await store.discardPendingContent(key);
      }
      return claimed.length;
    },
  };
}

/** A content image's stored name: its kind, then the uploaded name (at most 255 characters). */
export const contentImageName = (kind: string, name: string) => `${kind}-${name}`.slice(0, 255);

/** The content pages' operations with each write in one transaction (core/domain/transactions.ts). */
export const transactionalContentOperations = (store: DomainStore) =>
  inTransactions(store, contentOperations, [
    'updateContact',
    'updateServicePage',
    'updateAsilnunx',
    'updatePrivacyNotice',
    'updateMenus',
    'discardContentDraft',
    'publishDueContent',
  ]);
