/**
 * A document's drafts, pending changes, schedule and preview links (issue 21, ADR 0032) through
 * the domain operations the handlers call, on the mocks' state. The server's twin is
 * server/handlers/document-drafts.test.ts, and the parity scenarios compare the two.
 */
import { describe, expect, it } from 'vitest';
import type { DocumentCreate } from '../src/api/generated/backend/model';
import { backendOperations } from '../core/domain/backend';
import { MESSAGES } from '../core/domain/messages';
import { MockDb } from './db';
import { previewTokenOf } from '../tests/helpers/preview-token';
import { refusal } from '../tests/helpers/refusal';
import { mockStore } from './store/store';
import { recordsOf } from '../tests/helpers/mock-records';

const ADMIN = { username: 'admin', address: null };
const MINUTE = 60_000;

function setUp() {
  const db = new MockDb();
  const operations = backendOperations(mockStore(db));
  // A seeded product that lists documents, and its first one.
  const product = recordsOf(db)
    .products()
    .find((item) => item.documentIds.length > 0);
  if (!product) throw new Error('the seed has no product with documents');
  const documentId = product.documentIds[0] ?? '';
  const productRead = async () => (await operations.getProductBySlug(product.slug)).data;
  const shownNames = async () => (await productRead()).documents.map((item) => item.name);
  const activeNames = async () =>
    (await operations.listActiveDocuments()).data.map((item) => item.name);
  /** The document as a write sends it, with `changes` over it. */
  const edited = async (changes: Partial<DocumentCreate>) => {
    const { data } = await operations.getDocumentById(documentId);
    return { ...data, ...changes, id: documentId };
  };
  return { db, operations, product, documentId, productRead, shownNames, activeNames, edited };
}

const NEW_DOCUMENT = {
  name: 'Yeni Sertifika',
  slug: 'yeni-sertifika',
  url: 'https://belgeler.example.com/yeni-sertifika.pdf',
};

describe('a draft document', () => {
  it('is in no public read until published; the panel lists it marked', async () => {
    const { operations, activeNames } = setUp();
    const { data: draft } = await operations.createDocument(
      { ...NEW_DOCUMENT, status: 'draft' },
      ADMIN,
    );
    expect(draft).toMatchObject({ status: 'draft', publishAt: null });
    expect(await activeNames()).not.toContain(NEW_DOCUMENT.name);
    const listed = (await operations.listDocuments({ pageIndex: 0, pageSize: 100 })).data.items;
    expect(listed.find((item) => item.id === draft.id)).toMatchObject({ status: 'draft' });

    await operations.updateDocument({ ...NEW_DOCUMENT, id: draft.id }, ADMIN);
    expect(await activeNames()).toContain(NEW_DOCUMENT.name);
  });

  it("is left out of a product's documents until published", async () => {
    const { db, operations, product } = setUp();
    const { data: draft } = await operations.createDocument(
      { ...NEW_DOCUMENT, status: 'draft' },
      ADMIN,
    );
    const record = db.state.products.find((item) => item.id === product.id);
    record?.documentIds.push(draft.id);
    const names = async () =>
      (await operations.getProductBySlug(product.slug)).data.documents.map((item) => item.name);
    expect(await names()).not.toContain(NEW_DOCUMENT.name);
    await operations.updateDocument({ ...NEW_DOCUMENT, id: draft.id, status: 'published' }, ADMIN);
    expect(await names()).toContain(NEW_DOCUMENT.name);
    expect(db.state.audit.at(-1)).toMatchObject({ action: 'publish', username: 'admin' });
  });

  it('scheduled, is published at its time, once, by no one', async () => {
    const { db, operations, activeNames } = setUp();
    const publishAt = new Date(Date.now() + 10 * MINUTE).toISOString();
    const { data } = await operations.createDocument(
      { ...NEW_DOCUMENT, status: 'scheduled', publishAt },
      ADMIN,
    );
    expect(data).toMatchObject({ status: 'scheduled', publishAt });
    const at = (offset: number) => new Date(Date.parse(publishAt) + offset);
    expect(await operations.publishDueDocuments(at(-1000))).toBe(0);
    expect(await activeNames()).not.toContain(NEW_DOCUMENT.name);
    expect(await operations.publishDueDocuments(at(1000))).toBe(1);
    expect(await operations.publishDueDocuments(at(2000))).toBe(0);
    expect(await activeNames()).toContain(NEW_DOCUMENT.name);
    expect(db.state.audit.at(-1)).toMatchObject({ action: 'publish', username: null });
    const past = await refusal(() =>
      operations.createDocument(
        {
          ...NEW_DOCUMENT,
          slug: 'gecmis',
          status: 'scheduled',
          publishAt: at(-MINUTE * 20).toISOString(),
        },
        ADMIN,
      ),
    );
    expect(past).toMatchObject({
      statusCode: 400,
      errors: { publishAt: [MESSAGES.publishAtPast] },
    });
  });
});

describe("a published document's pending changes", () => {
  it('change nothing visitors read until published; the panel reads them back, flagged', async () => {
    const { db, operations, documentId, shownNames, activeNames, edited } = setUp();
    const live = (await operations.getDocumentById(documentId)).data;
    const revisions = db.state.revisions.length;

    const { data: saved, message } = await operations.updateDocument(
      await edited({ name: 'Taslak Föy', status: 'draft' }),
      ADMIN,
    );
    expect(message).toBe(MESSAGES.documentPendingSaved);
    expect(saved).toMatchObject({ name: 'Taslak Föy', hasPendingChanges: true });
    expect(await shownNames()).toContain(live.name);
    expect(await shownNames()).not.toContain('Taslak Föy');
    expect(await activeNames()).not.toContain('Taslak Föy');
    expect(db.state.revisions).toHaveLength(revisions);
    expect((await operations.getDocumentById(documentId, true)).data).toMatchObject({
      name: 'Taslak Föy',
      status: 'published',
      hasPendingChanges: true,
    });
    const listed = (await operations.listDocuments({ pageIndex: 0, pageSize: 100 })).data.items;
    expect(listed.find((item) => item.id === documentId)).toMatchObject({
      name: live.name,
      hasPendingChanges: true,
    });

    // 'Yayınla': the pending version sent as published.
    await operations.updateDocument(await edited({ name: 'Taslak Föy' }), ADMIN);
    expect(await shownNames()).toContain('Taslak Föy');
    expect((await operations.getDocumentById(documentId, true)).data).toMatchObject({
      hasPendingChanges: false,
      pendingPublishAt: null,
    });
    expect(db.state.audit.at(-1)).toMatchObject({ action: 'publish', username: 'admin' });
  });

  it("are dropped by 'Taslağı sil', kept by a restore, and published at their time", async () => {
    const { db, operations, documentId, shownNames, edited } = setUp();
    const live = (await operations.getDocumentById(documentId)).data;
    await operations.updateDocument(await edited({ name: 'Silinecek', status: 'draft' }), ADMIN);
    expect(await operations.discardDocumentDraft(documentId, ADMIN)).toMatchObject({
      message: MESSAGES.documentPendingDiscarded,
    });
    expect((await operations.getDocumentById(documentId, true)).data.name).toBe(live.name);
    expect(await refusal(() => operations.discardDocumentDraft(documentId, ADMIN))).toMatchObject({
      statusCode: 404,
      message: MESSAGES.documentNoPendingChanges,
    });

    await operations.updateDocument(await edited({ name: 'Bekleyen', status: 'draft' }), ADMIN);
    await operations.updateDocument(
      await edited({ name: 'Geri Yüklenen' }),
      ADMIN,
      'revision-restore',
    );
    expect(await shownNames()).toContain('Geri Yüklenen');
    expect((await operations.getDocumentById(documentId, true)).data.name).toBe('Bekleyen');

    const publishAt = new Date(Date.now() + 10 * MINUTE).toISOString();
    const { message, data } = await operations.updateDocument(
      await edited({ name: 'Zamanlı', status: 'scheduled', publishAt }),
      ADMIN,
    );
    expect(message).toBe(MESSAGES.documentPendingScheduled);
    expect(data).toMatchObject({ hasPendingChanges: true, pendingPublishAt: publishAt });
    const listed = (await operations.listDocuments({ pageIndex: 0, pageSize: 100 })).data.items;
    expect(listed.find((item) => item.id === documentId)).toMatchObject({
      hasPendingChanges: true,
      pendingPublishAt: publishAt,
    });
    expect(await operations.publishDueDocuments(new Date(Date.parse(publishAt) + 1000))).toBe(1);
    expect(await shownNames()).toContain('Zamanlı');
    expect(db.state.audit.at(-1)).toMatchObject({ action: 'publish', username: null });
  });
});

describe("a document's preview link", () => {
  it('shows the page of a product that lists it, with the document as it will be published', async () => {
    const { operations, product, documentId, edited, shownNames } = setUp();
    await operations.updateDocument(
      await edited({ name: 'Önizlenen Föy', status: 'draft' }),
      ADMIN,
    );
    const { data: link } = await operations.createDocumentPreviewLink(documentId, {}, ADMIN);
    expect(link).toMatchObject({ documentId, createdBy: 'admin' });
    expect(link.path).toMatch(new RegExp(`^/product/${product.slug}\\?onizleme=`));
    expect((await operations.listDocumentPreviewLinks(documentId)).data).toEqual([link]);

    const { data: shown } = await operations.getProductBySlug(
      product.slug,
      previewTokenOf(link.path),
    );
    const names = shown.documents.map((item) => item.name);
    expect(names).toContain('Önizlenen Föy');
    expect(names).toHaveLength(product.documents.length);
    expect(shown.documents.find((item) => item.id === documentId)).not.toHaveProperty(
      'hasPendingChanges',
    );
    expect(await shownNames()).not.toContain('Önizlenen Föy');

    // Another product's page, or a revoked link: the link's 404.
    const other = (await operations.listProducts({ pageIndex: 0, pageSize: 100 })).data.items.find(
      (item) => !item.documentIds.includes(documentId),
    );
    if (other) {
      expect(
        await refusal(() => operations.getProductBySlug(other.slug, previewTokenOf(link.path))),
      ).toMatchObject({ statusCode: 404, message: MESSAGES.previewInvalid });
    }
    await operations.deletePreviewLink(link.id);
    expect(
      await refusal(() => operations.getProductBySlug(product.slug, previewTokenOf(link.path))),
    ).toMatchObject({ statusCode: 404, message: MESSAGES.previewInvalid });
  });

  it('is refused for a document no published product lists', async () => {
    const { operations } = setUp();
    const { data: draft } = await operations.createDocument(
      { ...NEW_DOCUMENT, status: 'draft' },
      ADMIN,
    );
    expect(
      await refusal(() => operations.createDocumentPreviewLink(draft.id, {}, ADMIN)),
    ).toMatchObject({ statusCode: 400, errors: { id: [MESSAGES.documentWithoutAddress] } });
  });
});

describe('public reads (issue 46)', () => {
  it('name the ids of public documents only, on products and pages; the panel keeps all', async () => {
    const { operations } = setUp();
    const [shown] = (await operations.listActiveDocuments()).data;
    const { data: draft } = await operations.createDocument(
      { ...NEW_DOCUMENT, status: 'draft' },
      ADMIN,
    );
    const { data: inactive } = await operations.createDocument(
      { ...NEW_DOCUMENT, name: 'Pasif Belge', slug: 'pasif-belge', isActive: false },
      ADMIN,
    );
    const all = [draft.id, shown?.id ?? '', inactive.id];
    const { data: product } = await operations.createProduct(
      { name: 'Belgeli Ürün', slug: 'belgeli-urun', documentIds: all },
      ADMIN,
    );
    await operations.createPage(
      {
        pageType: 0,
        name: 'Belgeli Sayfa',
        slug: 'belgeli-sayfa',
        documentIds: all,
        productIds: [product.id],
      },
      ADMIN,
    );

    expect((await operations.getProductBySlug('belgeli-urun')).data.documentIds).toEqual([
      shown?.id,
    ]);
    const page = (await operations.getPageBySlug('belgeli-sayfa')).data;
    expect(page.documentIds).toEqual([shown?.id]);
    expect(page.products[0]?.documentIds).toEqual([shown?.id]);
    const listed = (await operations.listPages({ pageIndex: 0, pageSize: 100 })).data.items;
    expect(listed.find((item) => item.name === 'Belgeli Sayfa')?.documentIds).toEqual([shown?.id]);
    expect((await operations.getProductById(product.id, true)).data.documentIds).toEqual(all);
  });
});
