import { asc, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type {
  Contact,
  ContactCreate,
  ContactUpdate,
  Document,
  DocumentCreate,
  FileInfo,
  Page,
  PageCreate,
  Product,
  ProductCreate,
} from '../../src/api/generated/backend/model/index.ts';
import { createSeed } from '../../core/seed/index.ts';
import type { Database, Db } from '../db/open.ts';
import {
  content,
  documents,
  enquiries,
  files,
  pages,
  products,
  revokedTokens,
  users,
} from '../db/schema.ts';
import { isUuid, normalizeId, normalizeIds } from '../../core/domain/ids.ts';
import { MESSAGES } from '../../core/domain/messages.ts';
import { normalizePaging, offsetOf, paged } from '../../core/domain/paging.ts';
import {
  compareDocuments,
  documentFileIds,
  documentValues,
  enquiryValues,
  hasNul,
  pageValues,
  productValues,
  withoutNul as sanitize,
  type FileLookup,
} from '../../core/domain/records.ts';
import { ConflictError } from '../../core/domain/replies.ts';
import {
  type AdminUser,
  type ContentKey,
  type ContentValues,
  type FileChanges,
  type ImageFacts,
  type Lookup,
  type NewFile,
  type Paged,
  type Paging,
  type Store,
  type StoredFile,
} from '../../core/domain/store.ts';

type FileRow = typeof files.$inferSelect;
type DocumentRow = typeof documents.$inferSelect;
type ProductRow = typeof products.$inferSelect;
type PageRow = typeof pages.$inferSelect;
type EnquiryRow = typeof enquiries.$inferSelect;

const iso = (value: Date) => value.toISOString();

/** A unique-constraint violation (SQLSTATE 23505), possibly wrapped by drizzle. */
function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

async function uniqueOr<T>(message: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(message);
    throw error;
  }
}

// Row -> contract shapes ---------------------------------------------------------------------------

function fileInfo(row: FileRow): FileInfo & Omit<StoredFile, 'diskName'> {
  return {
    id: row.id,
    name: row.name,
    path: row.path,
    contentType: row.contentType,
    size: row.size,
    createdAt: iso(row.createdAt),
    width: row.width,
    height: row.height,
    placeholder: row.placeholder,
    altText: row.altText,
    variants: row.variants,
  };
}

function storedFile(row: FileRow): StoredFile {
  return { ...fileInfo(row), diskName: row.diskName };
}

type FileMap = ReadonlyMap<string, FileInfo>;

const fileFrom = (map: FileMap, id: string | null): FileInfo | null =>
  (id ? map.get(id) : undefined) ?? null;
const filesFrom = (map: FileMap, ids: readonly string[]): FileInfo[] =>
  ids.map((id) => map.get(id)).filter((file): file is FileInfo => file !== undefined);

function documentFrom(row: DocumentRow, fileMap: FileMap): Document {
  const file = fileFrom(fileMap, row.fileId);
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    category: row.category,
    order: row.order,
    url: row.url,
    fileId: row.fileId,
    file,
    mimeType: row.mimeType,
    contentType: row.mimeType ?? file?.contentType ?? null,
    fileSize: row.fileSize,
    previewImageFileId: row.previewImageFileId,
    previewImageUrl: row.previewImageUrl,
    previewImageFile: fileFrom(fileMap, row.previewImageFileId),
    fileUrl: file?.path ?? row.fileUrl,
    path: file?.path ?? row.path,
    isActive: row.isActive,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

function productFrom(
  row: ProductRow,
  fileMap: FileMap,
  documentMap: ReadonlyMap<string, Document>,
): Product {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    titles: row.titles,
    subtitles: row.subtitles,
    descriptions: row.descriptions,
    homePageSubtitle: row.homePageSubtitle,
    listTitles: row.listTitles,
    listItems: row.listItems,
    urls: row.urls,
    videoUrls: row.videoUrls,
    videoTitles: row.videoTitles,
    videoDescriptions: row.videoDescriptions,
    bannerImageUrl: row.bannerImageUrl,
    productMainImageId: row.productMainImageId,
    productImageId: row.productImageId,
    mainImageUrl: row.mainImageUrl,
    image: row.image,
    documentImageIds: row.documentImageIds,
    productDetailImageIds: row.productDetailImageIds,
    documentIds: row.documentIds,
    fileIds: row.fileIds,
    documentFileIds: row.documentFileIds,
    productDetailFileIds: row.productDetailFileIds,
    showContact: row.showContact,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    shareImage: row.shareImage,
    productMainImage: fileFrom(fileMap, row.productMainImageId),
    productImage: fileFrom(fileMap, row.productImageId),
    files: filesFrom(fileMap, row.fileIds),
    documentFiles: filesFrom(fileMap, row.documentFileIds),
    documentImages: filesFrom(fileMap, row.documentImageIds),
    productImages: filesFrom(fileMap, row.productDetailImageIds),
    documents: row.documentIds
      .map((id) => documentMap.get(id))
      .filter((document): document is Document => document !== undefined),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

function pageFrom(row: PageRow, fileMap: FileMap, productMap: ReadonlyMap<string, Product>): Page {
  return {
    id: row.id,
    pageType: row.pageType as Page['pageType'],
    name: row.name,
    slug: row.slug,
    titles: row.titles,
    subtitles: row.subtitles,
    descriptions: row.descriptions,
    listTitles: row.listTitles,
    listItems: row.listItems,
    urls: row.urls,
    videoUrls: row.videoUrls,
    videoTitles: row.videoTitles,
    videoDescriptions: row.videoDescriptions,
    backgroundImageUrl: row.backgroundImageUrl,
    bannerImageUrl: row.bannerImageUrl,
    mainImageUrl: row.mainImageUrl,
    mainImageId: row.mainImageId,
    mainImage: fileFrom(fileMap, row.mainImageId),
    fileIds: row.fileIds,
    productIds: row.productIds,
    documentIds: row.documentIds,
    additionalFields: row.additionalFields,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    shareImage: row.shareImage,
    products: row.productIds
      .map((id) => productMap.get(id))
      .filter((product): product is Product => product !== undefined),
    files: filesFrom(fileMap, row.fileIds),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

function enquiryFrom(row: EnquiryRow): Contact {
  return {
    id: row.id,
    isim: row.isim,
    soyisim: row.soyisim,
    telefon: row.telefon,
    sektor: row.sektor,
    mesaj: row.mesaj,
    createdAt: iso(row.createdAt),
    isRead: row.isRead,
  };
}

/** Ordered by `order` (unset last), then name with Turkish collation; ties keep insertion order. */
const sortDocuments = (rows: DocumentRow[]): DocumentRow[] => rows.sort(compareDocuments);

function productIdSet(rows: readonly ProductRow[]): Set<string> {
  const ids = new Set<string>();
  for (const row of rows) {
    if (row.productMainImageId) ids.add(row.productMainImageId);
    if (row.productImageId) ids.add(row.productImageId);
    for (const list of [
      row.fileIds,
      row.documentFileIds,
      row.documentImageIds,
      row.productDetailImageIds,
    ]) {
      for (const id of list) ids.add(id);
    }
  }
  return ids;
}

/** The drizzle implementation of {@link Store}, with the semantics of mocks/db.ts. */
class DrizzleStore implements Store {
  private readonly database: Database;
  private readonly db: Db;

  constructor(database: Database) {
    this.database = database;
    this.db = database.db;
  }

  // Batched resolution (one query per kind, whatever the number of records) --------------------

  private async fileMap(ids: Iterable<string | null | undefined>, db: Db = this.db) {
    const wanted = [...new Set([...ids].filter(isUuid))];
    const map = new Map<string, FileInfo>();
    if (wanted.length === 0) return map;
    const rows = await db.select().from(files).where(inArray(files.id, wanted));
    for (const row of rows) map.set(row.id, fileInfo(row));
    return map;
  }

  private async resolveDocuments(rows: DocumentRow[], db: Db = this.db): Promise<Document[]> {
    const fileMap = await this.fileMap(
      rows.flatMap((row) => [row.fileId, row.previewImageFileId]),
      db,
    );
    return rows.map((row) => documentFrom(row, fileMap));
  }

  /** Products with their files and documents, in three queries at most. */
  private async resolveProducts(
    rows: ProductRow[],
    extraFileIds: Iterable<string | null> = [],
    db: Db = this.db,
  ): Promise<{ products: Product[]; fileMap: FileMap }> {
    const documentIds = [...new Set(rows.flatMap((row) => row.documentIds))].filter(isUuid);
    const documentRows =
      documentIds.length === 0
        ? []
        : await db.select().from(documents).where(inArray(documents.id, documentIds));
    const fileIds = productIdSet(rows);
    for (const row of documentRows) {
      if (row.fileId) fileIds.add(row.fileId);
      if (row.previewImageFileId) fileIds.add(row.previewImageFileId);
    }
    for (const id of extraFileIds) if (id) fileIds.add(id);
    const fileMap = await this.fileMap(fileIds, db);
    const documentMap = new Map(documentRows.map((row) => [row.id, documentFrom(row, fileMap)]));
    return { products: rows.map((row) => productFrom(row, fileMap, documentMap)), fileMap };
  }

  private async resolvePages(rows: PageRow[], db: Db = this.db): Promise<Page[]> {
    const productIds = [...new Set(rows.flatMap((row) => row.productIds))].filter(isUuid);
    const productRows =
      productIds.length === 0
        ? []
        : await db.select().from(products).where(inArray(products.id, productIds));
    const { products: resolved, fileMap } = await this.resolveProducts(
      productRows,
      rows.flatMap((row) => [row.mainImageId, ...row.fileIds]),
      db,
    );
    const productMap = new Map(resolved.map((product) => [product.id, product]));
    return rows.map((row) => pageFrom(row, fileMap, productMap));
  }

  // Files ----------------------------------------------------------------------------------------

  async listFiles(): Promise<FileInfo[]> {
    const rows = await this.db.select().from(files).orderBy(asc(files.seq));
    return rows.map(fileInfo);
  }

  async getFile(id: string): Promise<FileInfo | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.db.select().from(files).where(eq(files.id, id));
    return row ? fileInfo(row) : null;
  }

  async getFileByPath(path: string): Promise<StoredFile | null> {
    if (hasNul(path)) return null;
    const [row] = await this.db
      .select()
      .from(files)
      .where(eq(files.path, path))
      .orderBy(asc(files.seq))
      .limit(1);
    return row ? storedFile(row) : null;
  }

  async getFilesByPaths(paths: readonly string[]): Promise<FileInfo[]> {
    const wanted = [...new Set(paths)].filter((path) => !hasNul(path));
    if (wanted.length === 0) return [];
    const rows = await this.db
      .select()
      .from(files)
      .where(inArray(files.path, wanted))
      .orderBy(asc(files.seq));
    // The first record of a path, as getFileByPath (and so the uploads route) takes it.
    const byPath = new Map<string, FileRow>();
    for (const row of rows) if (!byPath.has(row.path)) byPath.set(row.path, row);
    return [...byPath.values()].map(fileInfo);
  }

  async listStoredFiles(): Promise<StoredFile[]> {
    const rows = await this.db.select().from(files).orderBy(asc(files.seq));
    return rows.map(storedFile);
  }

  async addFile(file: NewFile): Promise<FileInfo> {
    const input = sanitize(file);
    const id = input.id === undefined ? crypto.randomUUID() : normalizeId(input.id);
    if (!id) throw new Error(`Not a file id: ${input.id}`);
    const safeName = input.name.replace(/[^\w.-]+/g, '-').replace(/-+/g, '-') || 'dosya';
    const [row] = await this.db
      .insert(files)
      .values({
        id,
        name: input.name,
        path: input.path ?? `/uploads/${id}-${safeName}`,
        contentType: input.contentType,
        size: input.size,
        createdAt: new Date(),
        diskName: input.diskName ?? null,
        width: input.width ?? null,
        height: input.height ?? null,
        placeholder: input.placeholder ?? null,
        variants: input.variants ?? null,
      })
      .returning();
    return fileInfo(row as FileRow);
  }

  async updateFile(id: string, changes: FileChanges): Promise<FileInfo | null> {
    if (!isUuid(id)) return null;
    const { name, altText } = sanitize(changes);
    if (name === undefined && altText === undefined) return this.getFile(id);
    const [row] = await this.db
      .update(files)
      .set({ name, altText: altText?.trim() })
      .where(eq(files.id, id))
      .returning();
    return row ? fileInfo(row) : null;
  }

  async setImageFacts(id: string, facts: ImageFacts & { size?: number }): Promise<FileInfo | null> {
    if (!isUuid(id)) return null;
    const { width, height, placeholder, variants, size } = facts;
    const [row] = await this.db
      .update(files)
      .set({ width, height, placeholder, variants, size })
      .where(eq(files.id, id))
      .returning();
    return row ? fileInfo(row) : null;
  }

  async deleteFile(id: string): Promise<StoredFile | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.db.delete(files).where(eq(files.id, id)).returning();
    return row ? storedFile(row) : null;
  }

  // Documents ------------------------------------------------------------------------------------

  async listDocuments(paging: Paging): Promise<Paged<Document>> {
    const { pageIndex, pageSize } = normalizePaging(paging);
    // The Turkish collation is applied here, not by the database (PGlite has no ICU).
    const rows = sortDocuments(await this.db.select().from(documents).orderBy(asc(documents.seq)));
    const slice = rows.slice(pageIndex * pageSize, pageIndex * pageSize + pageSize);
    return paged(await this.resolveDocuments(slice), { pageIndex, pageSize }, rows.length);
  }

  async listActiveDocuments(): Promise<Document[]> {
    const rows = await this.db
      .select()
      .from(documents)
      .where(eq(documents.isActive, true))
      .orderBy(asc(documents.seq));
    return this.resolveDocuments(sortDocuments(rows));
  }

  async getDocument(id: string): Promise<Document | null> {
    if (!isUuid(id)) return null;
    const rows = await this.db.select().from(documents).where(eq(documents.id, id));
    const [document] = await this.resolveDocuments(rows);
    return document ?? null;
  }

  /** Looks up the files a write links, in one query (core/domain/records.ts builds the values). */
  private async lookup(ids: Iterable<string | null | undefined>): Promise<FileLookup> {
    const map = await this.fileMap(ids);
    return (id) => map.get(id);
  }

  /** The stored columns for a document: core/domain/records.ts, plus the time. */
  private async documentValues(input: DocumentCreate) {
    const values = documentValues(input, await this.lookup(documentFileIds(input)));
    return { ...values, updatedAt: new Date() };
  }

  async createDocument(input: DocumentCreate): Promise<Document> {
    const values = await this.documentValues(input);
    const rows = await uniqueOr(MESSAGES.slugTaken, () =>
      this.db
        .insert(documents)
        .values({ ...values, id: crypto.randomUUID(), createdAt: values.updatedAt })
        .returning(),
    );
    return (await this.resolveDocuments(rows))[0] as Document;
  }

  async updateDocument(id: string, input: DocumentCreate): Promise<Document | null> {
    if (!isUuid(id)) return null;
    const values = await this.documentValues(input);
    const rows = await uniqueOr(MESSAGES.slugTaken, () =>
      this.db.update(documents).set(values).where(eq(documents.id, id)).returning(),
    );
    return (await this.resolveDocuments(rows))[0] ?? null;
  }

  async deleteDocument(id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    const rows = await this.db
      .delete(documents)
      .where(eq(documents.id, id))
      .returning({ id: documents.id });
    return rows.length > 0;
  }

  // Products -------------------------------------------------------------------------------------

  async listProducts(paging: Paging): Promise<Paged<Product>> {
    const normalized = normalizePaging(paging);
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(products)
        .orderBy(asc(products.seq))
        .limit(normalized.pageSize)
        .offset(offsetOf(normalized)),
      this.db.select({ count: count() }).from(products),
    ]);
    const { products: items } = await this.resolveProducts(rows);
    return paged(items, normalized, Number(total?.count ?? 0));
  }

  async findProduct(lookup: Lookup): Promise<Product | null> {
    let where;
    if ('id' in lookup) {
      if (!isUuid(lookup.id)) return null;
      where = eq(products.id, lookup.id);
    } else if ('slug' in lookup) {
      if (hasNul(lookup.slug)) return null;
      where = eq(products.slug, lookup.slug);
    } else {
      if (hasNul(lookup.name)) return null;
      where = eq(products.name, lookup.name);
    }
    const rows = await this.db
      .select()
      .from(products)
      .where(where)
      .orderBy(asc(products.seq))
      .limit(1);
    const { products: [product] = [] } = await this.resolveProducts(rows);
    return product ?? null;
  }

  async unknownProductIds(ids: readonly string[]): Promise<string[]> {
    const candidates = [...new Set(normalizeIds(ids))];
    const known = new Set<string>();
    if (candidates.length > 0) {
      const rows = await this.db
        .select({ id: products.id })
        .from(products)
        .where(inArray(products.id, candidates));
      for (const row of rows) known.add(row.id);
    }
    return ids.filter((id) => {
      const normalized = normalizeId(id);
      return normalized === null || !known.has(normalized);
    });
  }

  private async productValues(input: ProductCreate) {
    const values = productValues(input, await this.lookup([normalizeId(input.productMainImageId)]));
    return { ...values, updatedAt: new Date() };
  }

  async createProduct(input: ProductCreate): Promise<Product> {
    const values = await this.productValues(input);
    const rows = await uniqueOr(MESSAGES.slugTaken, () =>
      this.db
        .insert(products)
        .values({ ...values, id: crypto.randomUUID(), createdAt: values.updatedAt })
        .returning(),
    );
    return (await this.resolveProducts(rows)).products[0] as Product;
  }

  async updateProduct(id: string, input: ProductCreate): Promise<Product | null> {
    if (!isUuid(id)) return null;
    const values = await this.productValues(input);
    const rows = await uniqueOr(MESSAGES.slugTaken, () =>
      this.db.update(products).set(values).where(eq(products.id, id)).returning(),
    );
    return (await this.resolveProducts(rows)).products[0] ?? null;
  }

  async deleteProduct(id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    return this.db.transaction(async (tx) => {
      await tx
        .update(pages)
        .set({ productIds: sql`array_remove(${pages.productIds}, ${id}::uuid)` })
        .where(sql`${id}::uuid = any(${pages.productIds})`);
      const rows = await tx
        .delete(products)
        .where(eq(products.id, id))
        .returning({ id: products.id });
      return rows.length > 0;
    });
  }

  // Pages ----------------------------------------------------------------------------------------

  async listPages(paging: Paging, pageType?: number): Promise<Paged<Page>> {
    const normalized = normalizePaging(paging);
    const where = pageType === undefined ? undefined : eq(pages.pageType, pageType);
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(pages)
        .where(where)
        .orderBy(asc(pages.seq))
        .limit(normalized.pageSize)
        .offset(offsetOf(normalized)),
      this.db.select({ count: count() }).from(pages).where(where),
    ]);
    return paged(await this.resolvePages(rows), normalized, Number(total?.count ?? 0));
  }

  async findPage(lookup: Lookup): Promise<Page | null> {
    let where;
    if ('id' in lookup) {
      if (!isUuid(lookup.id)) return null;
      where = eq(pages.id, lookup.id);
    } else if ('slug' in lookup) {
      if (hasNul(lookup.slug)) return null;
      where = eq(pages.slug, lookup.slug);
    } else {
      if (hasNul(lookup.name)) return null;
      where = eq(pages.name, lookup.name);
    }
    const rows = await this.db.select().from(pages).where(where).orderBy(asc(pages.seq)).limit(1);
    return (await this.resolvePages(rows))[0] ?? null;
  }

  private async pageValues(input: PageCreate) {
    const values = pageValues(input, await this.lookup([normalizeId(input.mainImageId)]));
    return { ...values, updatedAt: new Date() };
  }

  async createPage(input: PageCreate): Promise<Page> {
    const values = await this.pageValues(input);
    const rows = await uniqueOr(MESSAGES.slugTaken, () =>
      this.db
        .insert(pages)
        .values({ ...values, id: crypto.randomUUID(), createdAt: values.updatedAt })
        .returning(),
    );
    return (await this.resolvePages(rows))[0] as Page;
  }

  async updatePage(id: string, input: PageCreate): Promise<Page | null> {
    if (!isUuid(id)) return null;
    const values = await this.pageValues(input);
    const rows = await uniqueOr(MESSAGES.slugTaken, () =>
      this.db.update(pages).set(values).where(eq(pages.id, id)).returning(),
    );
    return (await this.resolvePages(rows))[0] ?? null;
  }

  async setPageProductOrder(id: string, productIds: string[]): Promise<Page | null> {
    if (!isUuid(id)) return null;
    const rows = await this.db
      .update(pages)
      .set({ productIds: normalizeIds(productIds), updatedAt: new Date() })
      .where(eq(pages.id, id))
      .returning();
    return (await this.resolvePages(rows))[0] ?? null;
  }

  async deletePage(id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    const rows = await this.db.delete(pages).where(eq(pages.id, id)).returning({ id: pages.id });
    return rows.length > 0;
  }

  // Enquiries ------------------------------------------------------------------------------------

  async listEnquiries(): Promise<Contact[]> {
    const rows = await this.db
      .select()
      .from(enquiries)
      .orderBy(desc(enquiries.createdAt), asc(enquiries.seq));
    return rows.map(enquiryFrom);
  }

  async getEnquiry(id: string): Promise<Contact | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.db.select().from(enquiries).where(eq(enquiries.id, id));
    return row ? enquiryFrom(row) : null;
  }

  async createEnquiry(enquiry: ContactCreate): Promise<Contact> {
    const input = enquiryValues(enquiry);
    const [row] = await this.db
      .insert(enquiries)
      .values({
        id: crypto.randomUUID(),
        isim: input.isim,
        soyisim: input.soyisim,
        telefon: input.telefon,
        sektor: input.sektor,
        mesaj: input.mesaj,
        createdAt: new Date(),
        isRead: false,
      })
      .returning();
    return enquiryFrom(row as EnquiryRow);
  }

  async updateEnquiry(enquiry: ContactUpdate): Promise<Contact | null> {
    if (!isUuid(enquiry.id)) return null;
    const input = sanitize(enquiry);
    const [row] = await this.db
      .update(enquiries)
      .set({
        isim: input.isim,
        soyisim: input.soyisim,
        telefon: input.telefon,
        sektor: input.sektor,
        mesaj: input.mesaj,
        isRead: input.isRead,
      })
      .where(eq(enquiries.id, input.id))
      .returning();
    return row ? enquiryFrom(row) : null;
  }

  async deleteEnquiry(id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    const rows = await this.db
      .delete(enquiries)
      .where(eq(enquiries.id, id))
      .returning({ id: enquiries.id });
    return rows.length > 0;
  }

  // Administrators and sessions ------------------------------------------------------------------

  async findUser(username: string): Promise<AdminUser | null> {
    if (hasNul(username)) return null;
    const [row] = await this.db.select().from(users).where(eq(users.username, username));
    return row
      ? { id: row.id, username: row.username, email: row.email, passwordHash: row.passwordHash }
      : null;
  }

  async countUsers(): Promise<number> {
    const [row] = await this.db.select({ count: count() }).from(users);
    return Number(row?.count ?? 0);
  }

  async createUser(user: Omit<AdminUser, 'id'>): Promise<AdminUser> {
    const input = sanitize(user);
    const [row] = await uniqueOr(MESSAGES.usernameTaken, () =>
      this.db
        .insert(users)
        .values({
          id: crypto.randomUUID(),
          username: input.username,
          email: input.email ?? null,
          passwordHash: input.passwordHash,
          createdAt: new Date(),
        })
        .returning(),
    );
    const created = row as typeof users.$inferSelect;
    return {
      id: created.id,
      username: created.username,
      email: created.email,
      passwordHash: created.passwordHash,
    };
  }

  async revokeToken(tokenId: string, expiresAt: Date): Promise<void> {
    const jti = sanitize(tokenId);
    await this.db.transaction(async (tx) => {
      // Tokens past their expiry are refused anyway: no need to remember them.
      await tx.delete(revokedTokens).where(lt(revokedTokens.expiresAt, new Date()));
      await tx
        .insert(revokedTokens)
        .values({ jti, expiresAt })
        .onConflictDoUpdate({ target: revokedTokens.jti, set: { expiresAt } });
    });
  }

  async isTokenRevoked(jti: string): Promise<boolean> {
    if (hasNul(jti)) return false;
    const rows = await this.db
      .select({ jti: revokedTokens.jti })
      .from(revokedTokens)
      .where(eq(revokedTokens.jti, jti))
      .limit(1);
    return rows.length > 0;
  }

  // Content service ------------------------------------------------------------------------------

  async getContent<K extends ContentKey>(key: K): Promise<ContentValues[K]> {
    const [row] = await this.db.select().from(content).where(eq(content.key, key));
    if (row) return row.value as ContentValues[K];
    // Never stored (an unseeded database): the seed's value, as the mocks start with.
    const seed = createSeed();
    const defaults: ContentValues = {
      contact: seed.contactContent,
      asilnunx: seed.asilnunx,
      ...seed.servicePages,
    };
    return defaults[key];
  }

  async setContent<K extends ContentKey>(
    key: K,
    next: ContentValues[K],
  ): Promise<ContentValues[K]> {
    const value = sanitize(next);
    const [row] = await this.db
      .insert(content)
      .values({ key, value })
      .onConflictDoUpdate({ target: content.key, set: { value } })
      .returning();
    return (row?.value ?? value) as ContentValues[K];
  }

  async close(): Promise<void> {
    await this.database.close();
  }
}

/** The server's store on an open database (see server/db/open.ts). */
export function createStore(database: Database): Store {
  return new DrizzleStore(database);
}
