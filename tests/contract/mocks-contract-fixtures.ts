/**
 * A call of every operation of the three contracts, each with what it needs first (a signed-in
 * administrator, a record to read or delete): mocks-contract.success.test.ts checks that this table
 * names exactly the operations of the three indexes, so a new operation needs a fixture here.
 */
import { expect } from 'vitest';
import { db } from '../../mocks/node';
import { SEED_IDS } from '../../seed';
import { turkeyDay } from '../../core/lib/turkey-time';

/** A visitor's browser, which the visit counting counts (a bot's or none is not counted). */
const BROWSER_USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
import {
  beginIdentityProof,
  login,
  logout,
  proveIdentity,
  register,
  verifySecondFactor,
} from '../../src/api/generated/backend/endpoints/auth/auth';
import {
  addContactNote,
  createContact,
  deleteContact,
  exportContacts,
  getContactById,
  listContactAssignees,
  listContactInbox,
  listContacts,
  updateContact,
  updateContactFollowUp,
} from '../../src/api/generated/backend/endpoints/contact/contact';
import { getEnquiryStats } from '../../src/api/generated/backend/endpoints/dashboard/dashboard';
import {
  getVisitStats,
  recordVisit,
  recordVisitEvent,
} from '../../src/api/generated/backend/endpoints/visit/visit';
import {
  listMissedSearches,
  searchSite,
} from '../../src/api/generated/backend/endpoints/search/search';
import {
  createDocument,
  deleteDocument,
  discardDocumentDraft,
  downloadDocument,
  getDocumentById,
  listActiveDocuments,
  listPublicDocuments,
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
import {
  getAsilnunx,
  updateAsilnunx,
} from '../../src/api/generated/content/endpoints/asil-nun-x/asil-nun-x';
import {
  getPrivacyNotice,
  updatePrivacyNotice,
} from '../../src/api/generated/content/endpoints/privacy-notice/privacy-notice';
import { getMenus, updateMenus } from '../../src/api/generated/content/endpoints/menus/menus';
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
import { sendEmailForm } from '../../src/api/generated/email/endpoints/email/email';
import { startSession } from '../../src/lib/session';
import { recordsOf } from '../helpers/mock-records';

export async function signIn(): Promise<string> {
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

export const seedPdf = (name = 'Epoksi Enjeksiyon Teknik Föyü.pdf') =>
  seedFile(recordsOf(db).documentById(SEED_IDS.documents.epoksiTeknikFoy)?.path ?? '', name);
export const seedImage = (name = 'banner.svg') =>
  seedFile(db.state.contactContent.bannerImage, name);

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

export const emailForm = {
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
export async function trashedProduct(slug: string): Promise<string> {
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
export async function trashEntryOf(itemId: string): Promise<string> {
  const { items } = (await listTrash({ PageSize: 100 })).data;
  return items.find((entry) => entry.itemId === itemId)?.id ?? '';
}

export const fixtures: Record<string, Fixture> = {
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
  updateContactFollowUp: async () => {
    await signIn();
    return updateContactFollowUp(SEED_IDS.enquiries.unreadNewest, {
      status: 'quoted',
      callbackAt: '2027-03-01',
    });
  },
  addContactNote: async () => {
    await signIn();
    return addContactNote(SEED_IDS.enquiries.unreadNewest, { text: 'Keşif için arandı.' });
  },
  listContactAssignees: async () => {
    await signIn();
    return listContactAssignees();
  },
  exportContacts: async () => {
    await signIn();
    return exportContacts({ Sort: 'oldest' });
  },

  // Dashboard and visits (issue 48)
  getEnquiryStats: async () => {
    await signIn();
    return getEnquiryStats();
  },
  recordVisit: () =>
    recordVisit(
      { path: '/product/poliuretan-enjeksiyon', utmSource: 'linkedin' },
      {
        headers: { 'User-Agent': BROWSER_USER_AGENT },
      },
    ),
  recordVisitEvent: () =>
    recordVisitEvent(
      { path: '/contact', kind: 'phone' },
      {
        headers: { 'User-Agent': BROWSER_USER_AGENT },
      },
    ),
  getVisitStats: async () => {
    await signIn();
    return getVisitStats();
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
  listPublicDocuments: () =>
    listPublicDocuments({ Category: 'Teknik Föy', Product: 'poliuretan-enjeksiyon' }),
  // The site's search
  searchSite: () => searchSite({ q: 'poliuretan teknik', limit: 5 }),
  listMissedSearches: async () => {
    await signIn();
    return listMissedSearches();
  },
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
  getMenus: () => getMenus(),
  updateMenus: async () => {
    await signIn();
    const menus = await getMenus({ Drafts: true });
    return updateMenus({
      header: [...menus.header, { label: 'Belgeler', kind: 'site', target: 'documents' }],
      footer: menus.footer,
    });
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
