import type {
  BrandedResinContent,
  ContactContent,
  MenusContent,
  PrivacyNoticeContent,
  ServicePageContent,
} from '../../src/api/generated/content/model/index.ts';
import type {
  DocumentUpdate,
  FileUpdate,
  PageUpdate,
  ProductUpdate,
} from '../../src/api/generated/backend/model/index.ts';
import { backendOperations } from './backend.ts';
import { contentOperations } from './content.ts';
import { PRIVACY_NOTICE_KEY } from './privacy.ts';
import { MENUS_KEY } from '../lib/menus.ts';
import type { DomainStore } from './store.ts';
import type { Actor, ContentKey, ServicePageKey } from './types.ts';
import { inTransactions } from './transactions.ts';
import {
  bodyFromVersion,
  versionOf,
  type VersionedKind,
  type VersionedTarget,
} from './versions.ts';

/**
 * The panel's saves with their `If-Match` (issue 22 section 1, core/domain/versions.ts): each
 * merges its body with the changes made since the version it names, or refuses with 412, then
 * saves through the record's own operation, all in one transaction.
 */
function versionedWrites(store: DomainStore) {
  const backend = backendOperations(store);
  const content = contentOperations(store);
  const from = <B extends object>(target: VersionedTarget, body: B, ifMatch: string | undefined) =>
    bodyFromVersion(store, target, body, ifMatch);

  const product = (id: string): VersionedTarget => ({
    kind: 'product',
    itemId: id,
    current: async () => (await store.findPendingProduct(id)) ?? (await store.findProduct({ id })),
  });
  const page = (id: string): VersionedTarget => ({
    kind: 'page',
    itemId: id,
    current: async () => (await store.findPendingPage(id)) ?? (await store.findPage({ id })),
  });
  const document = (id: string): VersionedTarget => ({
    kind: 'document',
    itemId: id,
    current: async () => (await store.findPendingDocument(id)) ?? (await store.getDocument(id)),
  });
  const file = (id: string): VersionedTarget => ({
    kind: 'file',
    itemId: id,
    current: () => store.getFile(id),
  });
  const contentPage = (key: ContentKey): VersionedTarget => ({
    kind: 'content',
    itemId: key,
    current: async () => (await store.getPendingContent(key))?.value ?? store.getContent(key),
  });

  return {
    updateProduct: async (body: ProductUpdate, actor: Actor, ifMatch?: string) =>
      backend.updateProduct(await from(product(body.id), body, ifMatch), actor),
    updatePage: async (body: PageUpdate, actor: Actor, ifMatch?: string) =>
      backend.updatePage(await from(page(body.id), body, ifMatch), actor),
    updateDocument: async (body: DocumentUpdate, actor: Actor, ifMatch?: string) =>
      backend.updateDocument(await from(document(body.id), body, ifMatch), actor),
    updateFile: async (body: FileUpdate, actor: Actor, ifMatch?: string) =>
      backend.updateFile(await from(file(body.id), body, ifMatch), actor),
    updateContact: async (body: ContactContent, actor: Actor, ifMatch?: string) =>
      content.updateContact(await from(contentPage('contact'), body, ifMatch), actor),
    updateServicePage: async (
      key: ServicePageKey,
      body: ServicePageContent,
      actor: Actor,
      ifMatch?: string,
    ) => content.updateServicePage(key, await from(contentPage(key), body, ifMatch), actor),
    updateAsilnunx: async (body: BrandedResinContent, actor: Actor, ifMatch?: string) =>
      content.updateAsilnunx(await from(contentPage('asilnunx'), body, ifMatch), actor),
    updatePrivacyNotice: async (body: PrivacyNoticeContent, actor: Actor, ifMatch?: string) =>
      content.updatePrivacyNotice(
        await from(contentPage(PRIVACY_NOTICE_KEY), body, ifMatch),
        actor,
      ),
    updateMenus: async (body: MenusContent, actor: Actor, ifMatch?: string) =>
      content.updateMenus(await from(contentPage(MENUS_KEY), body, ifMatch), actor),
  };
}

export type VersionedWrites = ReturnType<typeof versionedWrites>;

/** {@link versionedWrites}, each in one transaction (core/domain/transactions.ts). */
export const transactionalVersionedWrites = (store: DomainStore) =>
  inTransactions(store, versionedWrites, [
    'updateProduct',
    'updatePage',
    'updateDocument',
    'updateFile',
    'updateContact',
    'updateServicePage',
    'updateAsilnunx',
    'updatePrivacyNotice',
    'updateMenus',
  ]);

/**
 * The operations whose 200 reply carries the record's version as `ETag`, and the record's kind:
 * the reads the panel edits from and the writes above. A backend reply is the envelope (the record
 * is its `data`); a content reply is the record.
 */
const VERSIONED_OPERATIONS: Readonly<Record<string, VersionedKind>> = {
  getProductById: 'product',
  updateProduct: 'product',
  getPageById: 'page',
  getPageByName: 'page',
  updatePage: 'page',
  getDocumentById: 'document',
  updateDocument: 'document',
  getFileById: 'file',
  updateFile: 'file',
  getContactContent: 'content',
  updateContactContent: 'content',
  getPoliuretanEnjeksiyon: 'content',
  updatePoliuretanEnjeksiyon: 'content',
  getKimyasalAnkraj: 'content',
  updateKimyasalAnkraj: 'content',
  getHalatliTelBetonKesme: 'content',
  updateHalatliTelBetonKesme: 'content',
  getAsilnunx: 'content',
  updateAsilnunx: 'content',
  getPrivacyNotice: 'content',
  updatePrivacyNotice: 'content',
  getMenus: 'content',
  updateMenus: 'content',
};

/** The `ETag` of an operation's successful reply, when it is one of {@link VERSIONED_OPERATIONS}. */
export async function versionOfReply(operationId: string, reply: unknown): Promise<string | null> {
  const kind = VERSIONED_OPERATIONS[operationId];
  if (!kind || reply === null || typeof reply !== 'object') return null;
  const record = kind === 'content' ? reply : (reply as { data?: unknown }).data;
  return record && typeof record === 'object' ? versionOf(kind, record) : null;
}
