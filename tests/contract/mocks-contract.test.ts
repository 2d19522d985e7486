/**
 * Every mock reply of every operation of the three contracts (openapi/backend.yaml, content.yaml,
 * email.yaml) matches the contract: the success reply validates against the generated zod schema
 * named in the operation index, arrives with the success status and content type of the index,
 * and the error replies (401, 404, 400 and the other statuses the mocks send) have the shape the
 * contract declares for that operation and status.
 *
 * The table of fixtures must name exactly the operations of the three indexes: a new operation
 * without a fixture fails the first test.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';
import { db, server } from '../../mocks/node';
import { SEED_IDS } from '../../seed';
import { turkeyDay } from '../../core/lib/turkey-time';
import { ApiError } from '../../src/api/api-error';
import {
  beginIdentityProof,
  login,
  logout,
  proveIdentity,
  register,
  verifySecondFactor,
} from '../../src/api/generated/backend/endpoints/auth/auth';
import {
  createContact,
  deleteContact,
  getContactById,
  listContactInbox,
  listContacts,
  updateContact,
} from '../../src/api/generated/backend/endpoints/contact/contact';
import {
  createDocument,
  deleteDocument,
  discardDocumentDraft,
  downloadDocument,
  getDocumentById,
  listActiveDocuments,
  listDocuments,
  updateDocument,
  uploadDocument,
} from '../../src/api/generated/backend/endpoints/document/document';
import {
  createFile,
  deleteFile,
  getFileById,
  listFiles,
  updateFile,
  uploadFile,
  uploadMultipleFiles,
} from '../../src/api/generated/backend/endpoints/file/file';
import {
  createPage,
  deletePage,
  discardPageDraft,
  getPageById,
  getPageByName,
  getPageBySlug,
  getPagesByType,
  listPages,
  updatePage,
  updatePageProductOrder,
} from '../../src/api/generated/backend/endpoints/page/page';
import {
  discardProductDraft,
  createProduct,
  deleteProduct,
  getProductById,
  getProductByName,
  getProductBySlug,
  listProducts,
  updateProduct,
} from '../../src/api/generated/backend/endpoints/product/product';
import { listAuditLog } from '../../src/api/generated/backend/endpoints/audit/audit';
import {
  createRedirect,
  deleteRedirect,
  listRedirects,
} from '../../src/api/generated/backend/endpoints/redirect/redirect';
import {
  createDocumentPreviewLink,
  createPagePreviewLink,
  createPreviewLink,
  deletePreviewLink,
  listDocumentPreviewLinks,
  listPagePreviewLinks,
  listPreviewLinks,
} from '../../src/api/generated/backend/endpoints/preview/preview';
import {
  listTrash,
  purgeTrashEntry,
  restoreTrashEntry,
} from '../../src/api/generated/backend/endpoints/trash/trash';
import {
  getRevision,
  listRevisions,
  restoreRevision,
} from '../../src/api/generated/backend/endpoints/revision/revision';
import {
  addPasskey,
  beginPasskeyRegistration,
  beginTotpSetup,
  changePassword,
  deleteUser,
  enableTotp,
  getAccountSecurity,
  listUsers,
  regenerateRecoveryCodes,
  removePasskey,
  removeTotp,
  resetUserPassword,
  setUserRole,
  signOutEverywhere,
} from '../../src/api/generated/backend/endpoints/user/user';
import { generate } from 'otplib';
import { softPasskey } from '../helpers/soft-passkey';
import { backendOperations } from '../../src/api/generated/backend-operations/operations';
import * as backendSchemas from '../../src/api/generated/backend-zod/backend.zod';
import {
  getAsilnunx,
  updateAsilnunx,
} from '../../src/api/generated/content/endpoints/asil-nun-x/asil-nun-x';
import {
  getPrivacyNotice,
  updatePrivacyNotice,
} from '../../src/api/generated/content/endpoints/privacy-notice/privacy-notice';
import {
  getContactContent,
  updateContactContent,
} from '../../src/api/generated/content/endpoints/contact-content/contact-content';
import {
  getHalatliTelBetonKesme,
  getKimyasalAnkraj,
  getPoliuretanEnjeksiyon,
  updateHalatliTelBetonKesme,
  updateKimyasalAnkraj,
  updatePoliuretanEnjeksiyon,
} from '../../src/api/generated/content/endpoints/service-pages/service-pages';
import {
  createContentPreviewLink,
  discardContentDraft,
  listContentPreviewLinks,
} from '../../src/api/generated/content/endpoints/publishing/publishing';
import { uploadContentImage } from '../../src/api/generated/content/endpoints/upload/upload';
import type { UploadKind } from '../../src/api/generated/content/model';
import { contentOperations } from '../../src/api/generated/content-operations/operations';
import * as contentSchemas from '../../src/api/generated/content-zod/content.zod';
import { sendEmailForm } from '../../src/api/generated/email/endpoints/email/email';
import { emailOperations } from '../../src/api/generated/email-operations/operations';
import * as emailSchemas from '../../src/api/generated/email-zod/email.zod';
import { apiConfig } from '../../src/api/env';
import { createOperationMatcher, type OperationInfo } from '../../core/lib/operation-info';
import { MAP_EMBED_ERROR } from '../../core/lib/map-embed';
import { MESSAGES } from '../../core/domain/messages';
import { startSession } from '../../src/lib/session';
import { recordsOf } from '../helpers/mock-records';

// The three contracts ---------------------------------------------------------------------------

type Service = 'backend' | 'content' | 'email';

interface SafeParser {
  safeParse(value: unknown): {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
}

const services: Record<
  Service,
  { operations: readonly OperationInfo[]; schemas: Record<string, unknown>; file: string }
> = {
  backend: { operations: backendOperations, schemas: backendSchemas, file: 'backend.yaml' },
  content: { operations: contentOperations, schemas: contentSchemas, file: 'content.yaml' },
  email: { operations: emailOperations, schemas: emailSchemas, file: 'email.yaml' },
};

type Operation = OperationInfo & { service: Service };

const allOperations: Operation[] = (Object.keys(services) as Service[]).flatMap((service) =>
  services[service].operations.map((operation) => ({ ...operation, service })),
);

function schemaOf(service: Service, name: string): SafeParser {
  const schema = services[service].schemas[name];
  if (!schema) throw new Error(`the generated ${service} zod module has no schema ${name}`);
  return schema as SafeParser;
}

/** Zod issues as readable lines, for the failure message. */
const issuesOf = (result: ReturnType<SafeParser['safeParse']>) =>
  (result.error?.issues ?? []).map(
    (issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`,
  );

// The OpenAPI documents themselves, for the error replies (orval generates zod for successes only).
type Json = Record<string, unknown>;

const documents = new Map<Service, Json>();

function contractDocument(service: Service): Json {
  let document = documents.get(service);
  if (!document) {
    const file = resolve(import.meta.dirname, '../../openapi', services[service].file);
    document = parse(readFileSync(file, 'utf8')) as Json;
    documents.set(service, document);
  }
  return document;
}

function resolveRefs(document: Json, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => resolveRefs(document, item));
  if (value === null || typeof value !== 'object') return value;
  const ref = (value as Json).$ref;
  if (typeof ref === 'string') {
    const target = ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((node, key) => (node as Json | undefined)?.[key], document);
    if (target === undefined) throw new Error(`unresolved $ref ${ref}`);
    return resolveRefs(document, target);
  }
  return Object.fromEntries(
    Object.entries(value as Json).map(([key, item]) => [key, resolveRefs(document, item)]),
  );
}

/** The zod schema of the reply the contract declares for this operation and status. */
function declaredReply(operation: Operation, status: number): SafeParser {
  const document = contractDocument(operation.service);
  const paths = document.paths as Record<string, Record<string, Json>>;
  const declared = paths[operation.path]?.[operation.method.toLowerCase()]?.responses as
    Record<string, unknown> | undefined;
  const response = resolveRefs(document, declared?.[String(status)]) as
    { content?: Record<string, { schema?: unknown }> } | undefined;
  if (!response) {
    throw new Error(
      `${operation.operationId} declares no ${status} reply in ${services[operation.service].file}`,
    );
  }
  const content = Object.values(response.content ?? {})[0];
  return z.fromJSONSchema((content?.schema ?? {}) as Parameters<typeof z.fromJSONSchema>[0]);
}

const operation = (operationId: string): Operation => {
  const found = allOperations.find((candidate) => candidate.operationId === operationId);
  if (!found) throw new Error(`no operation ${operationId}`);
  return found;
};

// Which operation a mocked reply answered -------------------------------------------------------

interface SeenReply {
  service: Service;
  operationId: string;
  status: number;
  contentType: string;
}

const matchers = {
  backend: createOperationMatcher(backendOperations),
  content: createOperationMatcher(contentOperations),
  email: createOperationMatcher(emailOperations),
};

// Where the clients send each service's calls (src/api/env.ts), relative to the test page.
const emailOrigin = new URL(apiConfig.emailBaseUrl, location.origin).origin;
const contentPrefix = new URL(apiConfig.contentBaseUrl, location.origin).pathname.replace(
  /\/$/,
  '',
);

function operationOf(request: Request): { service: Service; operationId: string } | null {
  const url = new URL(request.url);
  const service: Service =
    url.origin === emailOrigin
      ? 'email'
      : contentPrefix && url.pathname.startsWith(`${contentPrefix}/`)
        ? 'content'
        : 'backend';
  const path = service === 'content' ? url.pathname.slice(contentPrefix.length) : url.pathname;
  const found = matchers[service](request.method, path);
  return found ? { service, operationId: found.operationId } : null;
}

let seen: SeenReply[] = [];

const recordReply = ({ request, response }: { request: Request; response: Response }) => {
  const owner = operationOf(request);
  if (!owner) return;
  seen.push({
    ...owner,
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
  });
};

beforeEach(() => {
  seen = [];
  server.events.on('response:mocked', recordReply);
});

afterEach(() => {
  server.events.removeListener('response:mocked', recordReply);
});

/** MSW reports a reply right after sending it: let the event arrive. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

// Fixtures --------------------------------------------------------------------------------------

async function signIn(): Promise<string> {
  const reply = await login({ username: 'admin', password: 'admin123' });
  const token = reply.data.token ?? '';
  startSession(localStorage, token);
  return token;
}

/** Signs in and turns the authenticator app on; its secret. */
async function withAuthenticatorApp(): Promise<string> {
  await signIn();
  const { secret, ticket } = (await beginTotpSetup()).data;
  await enableTotp({ ticket, code: await generate({ secret }) });
  return secret;
}

/** The bytes of a seed file, so that uploads carry real PDFs and images. */
/** A seeded document that a published product lists (its preview is on that product's page). */
async function listedDocumentId(): Promise<string> {
  const { data } = await listProducts({ PageIndex: 0, PageSize: 100 });
  const id = data.items.flatMap((product) => product.documentIds ?? [])[0];
  if (!id) throw new Error('no seeded product lists a document');
  return id;
}

function seedFile(path: string, name: string): File {
  const stored = recordsOf(db).fileByPath(path);
  const bytes = stored && db.bytes.get(stored.id);
  if (!stored || !bytes) throw new Error(`no seed file at ${path}`);
  return new File([bytes.slice()], name, { type: stored.contentType });
}

const seedPdf = (name = 'Epoksi Enjeksiyon Teknik Föyü.pdf') =>
  seedFile(recordsOf(db).documentById(SEED_IDS.documents.epoksiTeknikFoy)?.path ?? '', name);
const seedImage = (name = 'banner.svg') => seedFile(db.state.contactContent.bannerImage, name);

const enquiry = (id: string) => {
  const found = recordsOf(db).enquiry(id);
  if (!found) throw new Error(`no seed enquiry ${id}`);
  return found;
};

const newEnquiry = {
  isim: 'Zeynep',
  soyisim: 'Koçak',
  telefon: '0533 210 44 19',
  sektor: 'Konut',
  mesaj: 'Bodrum katımızdaki perde duvar çatlağından su geliyor, keşif rica ediyoruz.',
};

const emailForm = {
  service_id: 'service_asilyapi',
  template_id: 'template_iletisim',
  user_id: 'pk_test_user',
  ...newEnquiry,
};

type Fixture = () => Promise<unknown>;

/** A product saved under a new name (it then has revisions). */
async function saveProductName(id: string, name: string) {
  const { data: product } = await getProductById(id);
  return updateProduct({ ...product, id, name });
}

/** Signs in, creates a product with this slug and deletes it (to the trash); returns its id. */
async function trashedProduct(slug: string): Promise<string> {
  await signIn();
  const { data: product } = await createProduct({ name: `Çöp ${slug}`, slug });
  await deleteProduct(product.id);
  return product.id;
}

/** A draft product of its own, for a preview link. */
async function draftProductId(slug: string): Promise<string> {
  const { data } = await createProduct({ name: `Taslak ${slug}`, slug, status: 'draft' });
  return data.id;
}

/** The trash entry of a record. */
async function trashEntryOf(itemId: string): Promise<string> {
  const { items } = (await listTrash({ PageSize: 100 })).data;
  return items.find((entry) => entry.itemId === itemId)?.id ?? '';
}

const fixtures: Record<string, Fixture> = {
  // Auth
  login: () => login({ username: 'admin', password: 'admin123' }),
  register: async () => {
    await signIn();
    return register({
      username: 'editor.ayse',
      password: 'Guclu-Sifre-2025',
      email: 'ayse@asilyapi.com.tr',
    });
  },
  logout: async () => {
    await signIn();
    return logout();
  },

  // User (administrator accounts)
  listUsers: async () => {
    await signIn();
    return listUsers();
  },
  deleteUser: async () => {
    await signIn();
    const editor = recordsOf(db).createUser({
      username: 'editor.ayse',
      password: 'Guclu-Sifre-2025',
    });
    return deleteUser(editor.id);
  },
  resetUserPassword: async () => {
    await signIn();
    const editor = recordsOf(db).createUser({
      username: 'editor.ayse',
      password: 'Guclu-Sifre-2025',
    });
    return resetUserPassword(editor.id);
  },
  setUserRole: async () => {
    await signIn();
    const editor = recordsOf(db).createUser({
      username: 'editor.ayse',
      password: 'Guclu-Sifre-2025',
    });
    return setUserRole(editor.id, { role: 'editor' });
  },
  changePassword: async () => {
    await signIn();
    return changePassword({ currentPassword: 'admin123', newPassword: 'Yeni-Guclu-Sifre-2026' });
  },
  signOutEverywhere: async () => {
    await signIn();
    return signOutEverywhere();
  },

  // The second factor (core/domain/second-factor.ts)
  getAccountSecurity: async () => {
    await signIn();
    return getAccountSecurity();
  },
  beginTotpSetup: async () => {
    await signIn();
    return beginTotpSetup();
  },
  enableTotp: async () => {
    await signIn();
    const { secret, ticket } = (await beginTotpSetup()).data;
    return enableTotp({ ticket, code: await generate({ secret }) });
  },
  removeTotp: async () => {
    await withAuthenticatorApp();
    return removeTotp();
  },
  verifySecondFactor: async () => {
    const secret = await withAuthenticatorApp();
    const { secondFactor } = (await login({ username: 'admin', password: 'admin123' })).data;
    return verifySecondFactor({
      ticket: secondFactor?.ticket ?? '',
      code: await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }),
    });
  },
  beginIdentityProof: async () => {
    await signIn();
    return beginIdentityProof();
  },
  proveIdentity: async () => {
    await signIn();
    return proveIdentity({ password: 'admin123' });
  },
  beginPasskeyRegistration: async () => {
    await signIn();
    return beginPasskeyRegistration();
  },
  addPasskey: async () => {
    await signIn();
    const { ticket, options } = (await beginPasskeyRegistration()).data;
    const key = await softPasskey();
    const response = await key.register(options as never, window.location.origin);
    return addPasskey({ ticket, name: 'Dizüstü', response: response as never });
  },
  removePasskey: async () => {
    await signIn();
    const { ticket, options } = (await beginPasskeyRegistration()).data;
    const key = await softPasskey();
    const response = await key.register(options as never, window.location.origin);
    await addPasskey({ ticket, name: 'Dizüstü', response: response as never });
    return removePasskey(key.id);
  },
  regenerateRecoveryCodes: async () => {
    await withAuthenticatorApp();
    return regenerateRecoveryCodes();
  },

  // Contact (enquiries)
  listContacts: async () => {
    await signIn();
    return listContacts();
  },
  listContactInbox: async () => {
    await signIn();
    return listContactInbox({ Search: 'İNŞAAT', PageSize: 2 });
  },
  createContact: () => createContact(newEnquiry),
  updateContact: async () => {
    await signIn();
    return updateContact({ ...enquiry(SEED_IDS.enquiries.unreadOlder), isRead: true });
  },
  getContactById: async () => {
    await signIn();
    return getContactById(SEED_IDS.enquiries.read);
  },
  deleteContact: async () => {
    await signIn();
    return deleteContact(SEED_IDS.enquiries.read);
  },

  // Files
  listFiles: async () => {
    await signIn();
    return listFiles();
  },
  createFile: async () => {
    await signIn();
    return createFile({
      name: 'Şantiye Fotoğrafı.jpg',
      path: 'https://cdn.asilyapi.test/santiye.jpg',
      contentType: 'image/jpeg',
      size: 48213,
    });
  },
  updateFile: async () => {
    await signIn();
    const file = db.state.files[0];
    return updateFile({ id: file?.id ?? '', name: 'Yeniden adlandırılmış dosya.svg' });
  },
  getFileById: () => getFileById(db.state.files[0]?.id ?? ''),
  deleteFile: async () => {
    await signIn();
    // A file no record uses (one in use is refused: the 409 case below).
    const unused = recordsOf(db).addFile({
      name: 'kullanilmayan.txt',
      contentType: 'text/plain',
      size: 1,
    });
    return deleteFile(unused.id);
  },
  uploadFile: async () => {
    await signIn();
    return uploadFile({ file: seedPdf() });
  },
  uploadMultipleFiles: async () => {
    await signIn();
    return uploadMultipleFiles({ files: [seedPdf('föy-1.pdf'), seedImage('galeri-1.svg')] });
  },

  // Documents
  listDocuments: async () => {
    await signIn();
    return listDocuments({ PageIndex: 0, PageSize: 5 });
  },
  createDocument: async () => {
    await signIn();
    const file =
      recordsOf(db).documentById(SEED_IDS.documents.karotUygulamaKilavuzu)?.fileId ?? null;
    return createDocument({
      name: 'Karot Delme Güvenlik Talimatı',
      slug: 'karot-delme-guvenlik-talimati',
      description: 'Sahada karot delme öncesi alınacak önlemler.',
      category: 'Uygulama Kılavuzu',
      order: 20,
      fileId: file,
      isActive: true,
    });
  },
  updateDocument: async () => {
    await signIn();
    const { data } = await getDocumentById(SEED_IDS.documents.epoksiTeknikFoy);
    return updateDocument({ ...data, description: 'Güncellenmiş açıklama.', order: 3 });
  },
  listActiveDocuments: () => listActiveDocuments(),
  uploadDocument: async () => {
    await signIn();
    return uploadDocument({
      file: seedPdf(),
      name: 'Epoksi Enjeksiyon Föyü 2026',
      category: 'Teknik Föy',
      order: 4,
      isActive: true,
    });
  },
  getDocumentById: async () => {
    await signIn();
    return getDocumentById(SEED_IDS.documents.poliuretanTeknikFoy);
  },
  deleteDocument: async () => {
    await signIn();
    return deleteDocument(SEED_IDS.documents.epoksiGuvenlikBilgiFormuEski);
  },
  downloadDocument: async () => {
    await signIn();
    return downloadDocument(SEED_IDS.documents.poliuretanTeknikFoy);
  },

  // Pages
  listPages: () => listPages({ PageIndex: 0, PageSize: 10 }),
  createPage: async () => {
    await signIn();
    return createPage({
      pageType: 0,
      name: 'Referanslar',
      slug: 'referanslar',
      titles: ['Referanslarımız'],
      productIds: [SEED_IDS.products.epoksi, SEED_IDS.products.karot],
    });
  },
  updatePage: async () => {
    await signIn();
    const { data } = await getPageById(SEED_IDS.pages.about);
    return updatePage({ ...data, titles: ['Hakkımızda', 'Otuz yıllık deneyim'] });
  },
  updatePageProductOrder: async () => {
    await signIn();
    return updatePageProductOrder({
      pageId: SEED_IDS.pages.home,
      productIds: [SEED_IDS.products.asilnunx, SEED_IDS.products.poliuretan],
    });
  },
  getPageById: () => getPageById(SEED_IDS.pages.home),
  deletePage: async () => {
    await signIn();
    return deletePage(SEED_IDS.pages.about);
  },
  getPageByName: () => getPageByName('Anasayfa'),
  getPageBySlug: () => getPageBySlug('hakkimizda'),
  getPagesByType: () => getPagesByType(1, { PageIndex: 0, PageSize: 10 }),

  // Products
  listProducts: () => listProducts({ PageIndex: 0, PageSize: 50 }),
  createProduct: async () => {
    await signIn();
    return createProduct({
      name: 'Beton Sertleştirici',
      slug: 'beton-sertlestirici',
      titles: ['Beton Sertleştirici'],
      descriptions: ['Endüstriyel zeminlerde aşınma direncini artırır.'],
      showContact: true,
    });
  },
  updateProduct: async () => {
    await signIn();
    const { data } = await getProductById(SEED_IDS.products.epoksi);
    return updateProduct({ ...data, homePageSubtitle: 'Yapısal çatlaklarda kalıcı onarım' });
  },
  getProductById: () => getProductById(SEED_IDS.products.poliuretan),
  deleteProduct: async () => {
    await signIn();
    return deleteProduct(SEED_IDS.products.derzYalitimi);
  },
  getProductByName: () => getProductByName('Poliüretan Enjeksiyon'),
  getProductBySlug: () => getProductBySlug('poliuretan-enjeksiyon'),

  // History and undo: a save keeps a revision (and the state before it), which is then restored
  listRevisions: async () => {
    await signIn();
    await saveProductName(SEED_IDS.products.epoksi, 'Epoksi Enjeksiyon (yeni)');
    const reply = await listRevisions({ Kind: 'product', ItemId: SEED_IDS.products.epoksi });
    expect(reply.data.items.map(({ username }) => username)).toEqual(['admin', null]);
    return reply;
  },
  getRevision: async () => {
    await signIn();
    await saveProductName(SEED_IDS.products.epoksi, 'Epoksi Enjeksiyon (yeni)');
    const [newest] = (await listRevisions({ Kind: 'product', ItemId: SEED_IDS.products.epoksi }))
      .data.items;
    return getRevision(newest?.id ?? '');
  },
  restoreRevision: async () => {
    await signIn();
    await saveProductName(SEED_IDS.products.epoksi, 'Epoksi Enjeksiyon (yeni)');
    const [, before] = (await listRevisions({ Kind: 'product', ItemId: SEED_IDS.products.epoksi }))
      .data.items;
    return restoreRevision(before?.id ?? '');
  },

  // Audit log: two entries written to it, then filtered by user, action and today in Turkey
  listAuditLog: async () => {
    await signIn();
    // The days in Turkey before and after the writes: a midnight in between moves neither out.
    const firstDay = turkeyDay(Date.now());
    recordsOf(db).recordAudit({ action: 'sign-in-failed', username: 'admin', address: null });
    recordsOf(db).recordAudit({
      action: 'delete',
      username: 'admin',
      address: null,
      target: { kind: 'product', id: SEED_IDS.products.derzYalitimi, name: 'Derz Yalıtımı' },
    });
    const reply = await listAuditLog({
      User: 'admin',
      Action: 'delete',
      From: firstDay,
      To: turkeyDay(Date.now()),
      PageSize: 2,
    });
    expect(reply.data.items.map(({ action, targetKind }) => [action, targetKind])).toEqual([
      ['delete', 'product'],
    ]);
    return reply;
  },

  // Trash: a product of its own deleted, then listed, restored or purged
  listTrash: async () => {
    const id = await trashedProduct('cop-listesi');
    const reply = await listTrash({ PageSize: 5 });
    expect(reply.data.items[0]).toMatchObject({ kind: 'product', itemId: id, deletedBy: 'admin' });
    return reply;
  },
  restoreTrashEntry: async () => {
    const id = await trashedProduct('cop-geri-yukle');
    const reply = await restoreTrashEntry(await trashEntryOf(id));
    expect(db.state.products.some((product) => product.id === id)).toBe(true);
    return reply;
  },
  purgeTrashEntry: async () => {
    const id = await trashedProduct('cop-kalici');
    const reply = await purgeTrashEntry(await trashEntryOf(id));
    expect(db.state.trash.some((entry) => entry.itemId === id)).toBe(false);
    return reply;
  },

  // Redirects: a renamed product's old address, and one made from an address that found nothing
  listRedirects: async () => {
    await signIn();
    const { data: product } = await getProductById(SEED_IDS.products.epoksi);
    await updateProduct({ ...product, slug: 'epoksi-enjeksiyon-yeni' });
    db.state.missedAddresses.push({ path: '/eski-urunler', hits: 3, lastSeenAt: db.now() });
    const reply = await listRedirects();
    expect(reply.data.redirects.map(({ from, to }) => [from, to])).toEqual([
      [`/product/${product.slug}`, '/product/epoksi-enjeksiyon-yeni'],
    ]);
    expect(reply.data.missed).toMatchObject([{ path: '/eski-urunler', hits: 3 }]);
    return reply;
  },
  createRedirect: async () => {
    await signIn();
    db.state.missedAddresses.push({ path: '/eski-urunler', hits: 3, lastSeenAt: db.now() });
    const reply = await createRedirect({ from: '/eski-urunler', to: '/product' });
    expect(db.state.missedAddresses).toEqual([]);
    return reply;
  },
  deleteRedirect: async () => {
    await signIn();
    const { data } = await createRedirect({ from: '/eski-urunler', to: '/product' });
    return deleteRedirect(data.id);
  },

  // Pending changes of a published product, dropped
  discardProductDraft: async () => {
    await signIn();
    const { data: live } = await getProductById(SEED_IDS.products.epoksi);
    await updateProduct({ ...live, name: 'Bekleyen Epoksi', status: 'draft' });
    const reply = await discardProductDraft(live.id);
    expect(db.state.products.find((product) => product.id === live.id)?.pending).toBeNull();
    return reply;
  },

  // A document's pending changes, dropped; its preview links on a product's page
  discardDocumentDraft: async () => {
    await signIn();
    const id = await listedDocumentId();
    const { data: live } = await getDocumentById(id);
    await updateDocument({ ...live, name: 'Bekleyen Föy', status: 'draft' });
    return discardDocumentDraft(id);
  },
  createDocumentPreviewLink: async () => {
    await signIn();
    const reply = await createDocumentPreviewLink(await listedDocumentId(), { days: 2 });
    expect(reply.data.path).toMatch(/^\/product\/[^?]+\?onizleme=/);
    return reply;
  },
  listDocumentPreviewLinks: async () => {
    await signIn();
    const id = await listedDocumentId();
    const { data } = await createDocumentPreviewLink(id, {});
    const reply = await listDocumentPreviewLinks(id);
    expect(reply.data.map((link) => link.id)).toEqual([data.id]);
    return reply;
  },

  // A page's pending changes, dropped; its preview links
  discardPageDraft: async () => {
    await signIn();
    const { data: live } = await getPageById(SEED_IDS.pages.about);
    await updatePage({ ...live, titles: ['Bekleyen Hakkımızda'], status: 'draft' });
    return discardPageDraft(live.id);
  },
  createPagePreviewLink: async () => {
    await signIn();
    const reply = await createPagePreviewLink(SEED_IDS.pages.home, { days: 2 });
    expect(reply.data.path).toMatch(/^\/\?onizleme=/);
    return reply;
  },
  listPagePreviewLinks: async () => {
    await signIn();
    const { data } = await createPagePreviewLink(SEED_IDS.pages.about, {});
    const reply = await listPagePreviewLinks(SEED_IDS.pages.about);
    expect(reply.data.map(({ id }) => id)).toEqual([data.id]);
    return reply;
  },

  // Preview links: one made for a draft product, listed, and revoked
  createPreviewLink: async () => {
    await signIn();
    const reply = await createPreviewLink({ productId: await draftProductId('onizleme-yeni') });
    expect(reply.data.path).toMatch(/^\/product\/onizleme-yeni\?onizleme=/);
    return reply;
  },
  listPreviewLinks: async () => {
    await signIn();
    const productId = await draftProductId('onizleme-liste');
    const { data } = await createPreviewLink({ productId });
    const reply = await listPreviewLinks({ ProductId: productId });
    expect(reply.data.map(({ id }) => id)).toEqual([data.id]);
    return reply;
  },
  deletePreviewLink: async () => {
    await signIn();
    const { data } = await createPreviewLink({ productId: await draftProductId('onizleme-iptal') });
    return deletePreviewLink(data.id);
  },

  // Content service
  getContactContent: () => getContactContent(),
  updateContactContent: async () => {
    await signIn();
    return updateContactContent({
      ...(await getContactContent()),
      phoneNumber: '+90 (216) 574 38 13',
    });
  },
  getPoliuretanEnjeksiyon: () => getPoliuretanEnjeksiyon(),
  updatePoliuretanEnjeksiyon: async () => {
    await signIn();
    return updatePoliuretanEnjeksiyon({
      ...(await getPoliuretanEnjeksiyon()),
      mainTitle: 'Poliüretan Enjeksiyon Hizmeti',
    });
  },
  getKimyasalAnkraj: () => getKimyasalAnkraj(),
  updateKimyasalAnkraj: async () => {
    await signIn();
    return updateKimyasalAnkraj({
      ...(await getKimyasalAnkraj()),
      galleryTitle: 'Uygulamalarımız',
    });
  },
  getHalatliTelBetonKesme: () => getHalatliTelBetonKesme(),
  updateHalatliTelBetonKesme: async () => {
    await signIn();
    return updateHalatliTelBetonKesme({ ...(await getHalatliTelBetonKesme()), youtubeLink: '' });
  },
  getPrivacyNotice: () => getPrivacyNotice(),
  updatePrivacyNotice: async () => {
    await signIn();
    return updatePrivacyNotice({ ...(await getPrivacyNotice()), enquiryRetentionMonths: 12 });
  },
  getAsilnunx: () => getAsilnunx(),
  updateAsilnunx: async () => {
    await signIn();
    return updateAsilnunx({ ...(await getAsilnunx()), linkText: 'Teknik föyü indir' });
  },
  uploadContentImage: async () => {
    await signIn();
    return uploadContentImage('poliuretan-banner', { file: seedImage('poliuretan-banner.svg') });
  },
  discardContentDraft: async () => {
    await signIn();
    await updateAsilnunx({ ...(await getAsilnunx()), title: 'Taslak', status: 'draft' });
    return discardContentDraft('asilnunx');
  },
  listContentPreviewLinks: async () => {
    await signIn();
    await createContentPreviewLink('contact', {});
    return listContentPreviewLinks('contact');
  },
  createContentPreviewLink: async () => {
    await signIn();
    return createContentPreviewLink('kimyasal-ankraj', { days: 3 });
  },

  // E-mail service
  sendEmailForm: () => sendEmailForm(emailForm),
};

// Success replies -------------------------------------------------------------------------------

describe('the operation indexes', () => {
  it('have a fixture for exactly every operation of the three contracts', () => {
    const ids = allOperations.map((candidate) => candidate.operationId);
    expect(new Set(ids).size, 'operationIds are unique across the services').toBe(ids.length);
    expect(Object.keys(fixtures).sort()).toEqual([...ids].sort());
    for (const service of Object.values(services))
      expect(service.operations.length).toBeGreaterThan(0);
  });
});

describe.each(['backend', 'content', 'email'] as const)('every %s operation', (service) => {
  const operations = allOperations.filter((candidate) => candidate.service === service);

  it.each(operations.map((candidate) => [candidate.operationId, candidate] as const))(
    '%s replies as the contract says',
    async (_name, op) => {
      const fixture = fixtures[op.operationId];
      if (!fixture) throw new Error(`no fixture for ${op.operationId}`);
      const reply = await fixture();
      await settle();

      // The fixture called the operation once, and the mock answered with its success status.
      const own = seen.filter(
        (entry) => entry.service === op.service && entry.operationId === op.operationId,
      );
      expect(own.map((entry) => entry.status)).toEqual([op.successStatus]);
      if (op.responseContentType) expect(own[0]?.contentType).toContain(op.responseContentType);

      if (op.responseSchema) {
        const result = schemaOf(op.service, op.responseSchema).safeParse(reply);
        expect(issuesOf(result), `${op.operationId} reply against ${op.responseSchema}`).toEqual(
          [],
        );
        expect(result.success).toBe(true);
      } else if (op.operationId === 'downloadDocument') {
        // Binary: the stored PDF's bytes, as a Blob.
        expect(reply).toBeInstanceOf(Blob);
        const fileId =
          recordsOf(db).documentById(SEED_IDS.documents.poliuretanTeknikFoy)?.fileId ?? '';
        const bytes = new Uint8Array(await (reply as Blob).arrayBuffer());
        expect(bytes).toEqual(db.bytes.get(fileId));
        expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
      } else if (op.operationId === 'sendEmailForm') {
        // Plain text: the index has no schema for it, the zod module does.
        expect(reply).toBe('OK');
        expect(emailSchemas.SendEmailFormResponse.safeParse(reply).success).toBe(true);
      } else {
        throw new Error(
          `${op.operationId} has no response schema: say here how to check its reply`,
        );
      }

      // The clients validate every reply in tests too; none of them may have objected.
      expect(globalThis.__contractViolations ?? []).toEqual([]);
    },
  );
});

// Error replies ---------------------------------------------------------------------------------

interface ErrorCase {
  name: string;
  operationId: string;
  status: number;
  call: () => Promise<unknown>;
  message: string;
  /**
   * The `errors` object, the fields it must name (exactly these, with any messages), or null when
   * the reply has none.
   */
  errors: Record<string, string[]> | string[] | null;
}

const UNAUTHORIZED = 'Oturum geçersiz veya süresi dolmuş. Lütfen tekrar giriş yapın.';
const VALIDATION = 'Bir veya daha fazla doğrulama hatası oluştu.';
const UNKNOWN_ID = '00000003-0000-4000-8000-0000000000ff';

const errorCases: Record<Service, ErrorCase[]> = {
  backend: [
    {
      name: '401 for a protected call without a token',
      operationId: 'listFiles',
      status: 401,
      call: () => listFiles(),
      message: UNAUTHORIZED,
      errors: null,
    },
    {
      name: '401 for a wrong password',
      operationId: 'login',
      status: 401,
      call: () => login({ username: 'admin', password: 'yanlis-sifre' }),
      message: 'Kullanıcı adı veya şifre hatalı.',
      errors: null,
    },
    {
      name: '404 for an unknown id',
      operationId: 'getProductById',
      status: 404,
      call: () => getProductById(UNKNOWN_ID),
      message: 'Kayıt bulunamadı.',
      errors: null,
    },
    {
      name: '404 for an unknown id on a protected call',
      operationId: 'deleteDocument',
      status: 404,
      call: async () => {
        await signIn();
        return deleteDocument(UNKNOWN_ID);
      },
      message: 'Kayıt bulunamadı.',
      errors: null,
    },
    {
      name: '400 for an invalid body',
      operationId: 'createProduct',
      status: 400,
      call: async () => {
        await signIn();
        return createProduct({ name: '', slug: 'Geçersiz Slug' });
      },
      message: VALIDATION,
      errors: ['name', 'slug'],
    },
    {
      name: '400 for an id that is not a UUID',
      operationId: 'getDocumentById',
      status: 400,
      call: async () => {
        await signIn();
        return getDocumentById('belge-1');
      },
      message: VALIDATION,
      errors: { id: ["'belge-1' geçerli bir kimlik değil."] },
    },
    {
      name: '400 for a page size below its floor',
      operationId: 'listProducts',
      status: 400,
      call: () => listProducts({ PageSize: 0 }),
      message: VALIDATION,
      errors: ['PageSize'],
    },
    {
      name: '400 for an audit log range that ends before it starts',
      operationId: 'listAuditLog',
      status: 400,
      call: async () => {
        await signIn();
        return listAuditLog({ From: '2026-11-24', To: '2026-11-23' });
      },
      message: VALIDATION,
      errors: { To: ['Başlangıç tarihi bitiş tarihinden sonra olamaz.'] },
    },
    {
      name: '409 for a slug that is taken',
      operationId: 'createProduct',
      status: 409,
      call: async () => {
        await signIn();
        return createProduct({ name: 'Poliüretan Enjeksiyon 2', slug: 'poliuretan-enjeksiyon' });
      },
      message: 'Bu slug başka bir kayıtta kullanılıyor.',
      errors: null,
    },
    {
      name: '409 for a restore whose slug another record took meanwhile',
      operationId: 'restoreTrashEntry',
      status: 409,
      call: async () => {
        const id = await trashedProduct('cop-cakisma');
        await createProduct({ name: 'Yeni Kayıt', slug: 'cop-cakisma' });
        return restoreTrashEntry(await trashEntryOf(id));
      },
      message:
        "'cop-cakisma' kısa adı artık başka bir kayıtta kullanılıyor; geri yüklemeden önce o kaydın kısa adını değiştirin.",
      errors: null,
    },
    {
      name: '409 for a file in use, naming its users',
      operationId: 'deleteFile',
      status: 409,
      call: async () => {
        await signIn();
        const inUse = db.state.documents.find((document) => document.fileId)?.fileId;
        return deleteFile(inUse ?? '');
      },
      message:
        'Bu dosya kullanımda — Ürünler: Poliüretan Enjeksiyon, Zemin Enjeksiyonu; Belgeler: Poliüretan Enjeksiyon Reçinesi Teknik Föyü; İçerik sayfaları: Poliüretan Enjeksiyon. Önce dosyayı bu kayıtlardan kaldırın.',
      errors: {
        products: ['Poliüretan Enjeksiyon', 'Zemin Enjeksiyonu'],
        documents: ['Poliüretan Enjeksiyon Reçinesi Teknik Föyü'],
        contentPages: ['Poliüretan Enjeksiyon'],
      },
    },
    {
      name: '400 for a password that fails the policy',
      operationId: 'register',
      status: 400,
      call: async () => {
        await signIn();
        return register({ username: 'backup-svc', password: 'password' });
      },
      message: VALIDATION,
      errors: { password: ['Şifre en az 12 karakter olmalıdır.'] },
    },
    {
      name: '400 for a wrong current password',
      operationId: 'changePassword',
      status: 400,
      call: async () => {
        await signIn();
        return changePassword({ currentPassword: 'yanlis-sifre', newPassword: 'Yeni-Sifre-2026' });
      },
      message: 'Mevcut şifreniz hatalı.',
      errors: { currentPassword: ['Mevcut şifreniz hatalı.'] },
    },
    {
      name: '409 for removing your own account',
      operationId: 'deleteUser',
      status: 409,
      call: async () => {
        await signIn();
        return deleteUser(db.state.users[0]?.id ?? '');
      },
      message: 'Kendi hesabınızı silemezsiniz.',
      errors: null,
    },
    {
      name: '415 for a PDF whose content is not a PDF',
      operationId: 'uploadFile',
      status: 415,
      call: async () => {
        await signIn();
        return uploadFile({
          file: new File(['MZ not a pdf'], 'fatura.pdf', { type: 'application/pdf' }),
        });
      },
      message: 'Desteklenmeyen dosya formatı.',
      errors: null,
    },
  ],
  content: [
    {
      name: '401 for a write without a token',
      operationId: 'updateContactContent',
      status: 401,
      call: async () => updateContactContent(await getContactContent()),
      message: UNAUTHORIZED,
      errors: null,
    },
    {
      name: '400 for a map embed that is not Google Maps',
      operationId: 'updateContactContent',
      status: 400,
      call: async () => {
        await signIn();
        const content = await getContactContent();
        return updateContactContent({
          ...content,
          mapIframeCode: '<iframe src="https://evil.example/maps/embed?x=1"></iframe>',
        });
      },
      message: VALIDATION,
      errors: { mapIframeCode: [MAP_EMBED_ERROR] },
    },
    {
      name: '400 for an unknown upload kind',
      operationId: 'uploadContentImage',
      status: 400,
      call: async () => {
        await signIn();
        return uploadContentImage('galeri' as UploadKind, { file: seedImage() });
      },
      message: VALIDATION,
      errors: ['kind'],
    },
    {
      name: "404 for 'Taslağı sil' of a page without pending changes",
      operationId: 'discardContentDraft',
      status: 404,
      call: async () => {
        await signIn();
        return discardContentDraft('contact');
      },
      message: MESSAGES.pageNoPendingChanges,
      errors: null,
    },
    {
      name: "404 for a preview link that is not the page's",
      operationId: 'getContactContent',
      status: 404,
      call: () => getContactContent({ Preview: 'uydurma' }),
      message: MESSAGES.previewInvalid,
      errors: null,
    },
    {
      name: '415 for a PDF sent as a banner',
      operationId: 'uploadContentImage',
      status: 415,
      call: async () => {
        await signIn();
        return uploadContentImage('contact-banner', { file: seedPdf('banner.pdf') });
      },
      message: 'Desteklenmeyen dosya formatı.',
      errors: null,
    },
  ],
  email: [
    {
      name: '400 for a missing field',
      operationId: 'sendEmailForm',
      status: 400,
      call: () => sendEmailForm({ ...emailForm, mesaj: '' }),
      message: 'Missing parameters: mesaj.',
      errors: null,
    },
  ],
};

describe.each(['backend', 'content', 'email'] as const)('%s error replies', (service) => {
  it.each(errorCases[service].map((errorCase) => [errorCase.name, errorCase] as const))(
    '%s',
    async (_name, errorCase) => {
      const op = operation(errorCase.operationId);
      const error = await errorCase.call().then(
        (reply) => {
          throw new Error(
            `expected a ${errorCase.status}, got ${JSON.stringify(reply).slice(0, 200)}`,
          );
        },
        (caught: unknown) => caught,
      );
      await settle();

      expect(error).toBeInstanceOf(ApiError);
      const apiError = error as ApiError;
      expect(apiError.kind).toBe('http');
      expect(apiError.status).toBe(errorCase.status);
      expect(apiError.message).toBe(errorCase.message);
      if (Array.isArray(errorCase.errors)) {
        expect(Object.keys(apiError.errors ?? {}).sort()).toEqual([...errorCase.errors].sort());
        for (const messages of Object.values(apiError.errors ?? {})) {
          expect(messages.length).toBeGreaterThan(0);
        }
      } else {
        expect(apiError.errors).toEqual(errorCase.errors);
      }

      // The body is what the contract declares for this operation and status.
      const result = declaredReply(op, errorCase.status).safeParse(apiError.body);
      expect(issuesOf(result), `${op.operationId} ${errorCase.status} reply`).toEqual([]);
      if (service === 'backend') {
        expect(apiError.body).toMatchObject({
          success: false,
          message: errorCase.message,
          data: null,
        });
        const body = apiError.body as { errors?: unknown };
        // A validation reply names the fields, a file in use its users; nothing else has errors.
        if (errorCase.errors !== null) expect(body.errors).toEqual(apiError.errors);
        else expect(body).not.toHaveProperty('errors');
      } else if (service === 'content') {
        expect(apiError.body).toMatchObject({ message: errorCase.message });
        if (errorCase.status === 400)
          expect((apiError.body as { errors?: unknown }).errors).toEqual(apiError.errors);
      } else {
        expect(apiError.body).toBe(errorCase.message);
      }

      // It reached the operation under test (not a catch-all) and was counted as its reply.
      expect(
        seen.filter((entry) => entry.operationId === op.operationId).map((entry) => entry.status),
      ).toContain(errorCase.status);
      expect(globalThis.__contractViolations ?? []).toEqual([]);
    },
  );
});

describe('statuses the contracts do not declare', () => {
  it('e-mail has no 404 (no operation takes an id) and no 401 (public); content has 404 only for drafts and previews', () => {
    const declared = (service: Service) =>
      services[service].operations.flatMap((op) => {
        const paths = contractDocument(service).paths as Record<string, Record<string, Json>>;
        return Object.keys(
          (paths[op.path]?.[op.method.toLowerCase()]?.responses as Json | undefined) ?? {},
        );
      });
    // A page's pending changes to drop, or a preview link that no longer works.
    expect(declared('content')).toContain('404');
    expect(declared('email')).not.toContain('404');
    expect(declared('email')).not.toContain('401');
    expect(declared('content')).toContain('401');
    expect(declared('backend')).toEqual(expect.arrayContaining(['400', '401', '404']));
  });
});
