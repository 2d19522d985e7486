/**
 * The mocks behave like a server: what is written reads back, paging and its defaults follow the
 * contract, the tokens are checked, uploads are kept and served, the content and e-mail services
 * answer as theirs do, and the control switches (failures, latency) do what the mock panel says.
 * Every call goes through the generated request functions and the real clients.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../src/api/api-error';
import { backendClient } from '../src/api/clients/backend-client';
import { login, logout } from '../src/api/generated/backend/endpoints/auth/auth';
import {
  createContact,
  deleteContact,
  getContactById,
  listContacts,
  updateContact,
} from '../src/api/generated/backend/endpoints/contact/contact';
import {
  createDocument,
  deleteDocument,
  downloadDocument,
  getDocumentById,
  listActiveDocuments,
  listDocuments,
  updateDocument,
  uploadDocument,
} from '../src/api/generated/backend/endpoints/document/document';
import {
  createFile,
  deleteFile,
  getFileById,
  listFiles,
  updateFile,
  uploadFile,
  uploadMultipleFiles,
} from '../src/api/generated/backend/endpoints/file/file';
import {
  createPage,
  deletePage,
  getPageById,
  getPageByName,
  getPageBySlug,
  listPages,
  updatePage,
  updatePageProductOrder,
} from '../src/api/generated/backend/endpoints/page/page';
import {
  createProduct,
  deleteProduct,
  getProductById,
  getProductBySlug,
  listProducts,
  updateProduct,
} from '../src/api/generated/backend/endpoints/product/product';
import {
  beginPasskeyRegistration,
  beginTotpSetup,
} from '../src/api/generated/backend/endpoints/user/user';
import type { LoginRequest } from '../src/api/generated/backend/model';
import {
  getAsilnunx,
  updateAsilnunx,
} from '../src/api/generated/content/endpoints/asil-nun-x/asil-nun-x';
import {
  getContactContent,
  updateContactContent,
} from '../src/api/generated/content/endpoints/contact-content/contact-content';
import {
  getHalatliTelBetonKesme,
  getKimyasalAnkraj,
  getPoliuretanEnjeksiyon,
  updateHalatliTelBetonKesme,
  updateKimyasalAnkraj,
  updatePoliuretanEnjeksiyon,
} from '../src/api/generated/content/endpoints/service-pages/service-pages';
import { uploadContentImage } from '../src/api/generated/content/endpoints/upload/upload';
import type { ServicePageContent, UploadKind } from '../src/api/generated/content/model';
import { sendEmailForm } from '../src/api/generated/email/endpoints/email/email';
import { MAP_EMBED_ERROR } from '../core/lib/map-embed';
import { startSession } from '../src/lib/session';
import { issueToken } from './auth';
import { DEMO_ADMIN } from './db';
import { MESSAGES } from '../core/domain/messages';
import { PDF_LIMIT_BYTES } from '../core/domain/uploads';
import { control, db } from './node';
import { SEED_IDS } from '../seed';
import { recordsOf } from '../tests/helpers/mock-records';

// Helpers ---------------------------------------------------------------------------------------

async function signIn(): Promise<string> {
  const reply = await login({ username: 'admin', password: 'admin123' });
  const token = reply.data.token ?? '';
  startSession(localStorage, token);
  return token;
}

/** The ApiError a call fails with (and a test failure when it succeeds). */
async function failure(call: Promise<unknown>): Promise<ApiError> {
  const outcome = await call.then(
    (reply) => new Error(`expected a failure, got ${JSON.stringify(reply).slice(0, 300)}`),
    (error: unknown) => error,
  );
  if (!(outcome instanceof ApiError)) throw outcome;
  return outcome;
}

/** GETs a stored file the way the site's <img> and links do: at its path, on the API origin. */
async function served(path: string) {
  const response = await fetch(new URL(path, location.origin));
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}

const base64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

/** A real 1x1 PNG. */
const PNG_BYTES = base64(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
);
const pngFile = (name = 'kat-plani.png') =>
  new File([PNG_BYTES.slice()], name, { type: 'image/png' });

/** A seed PDF's bytes under a new name. */
function seedPdf(name: string): { file: File; bytes: Uint8Array } {
  const fileId = recordsOf(db).documentById(SEED_IDS.documents.epoksiTeknikFoy)?.fileId ?? '';
  const bytes = db.bytes.get(fileId);
  if (!bytes) throw new Error('no seed PDF');
  return { file: new File([bytes.slice()], name, { type: 'application/pdf' }), bytes };
}

const names = <T extends { name: string }>(items: readonly T[]) => items.map((item) => item.name);

const SEED_PRODUCT_COUNT = 11;
const SEED_DOCUMENT_COUNT = 19;
const UNKNOWN_PRODUCT = '00000003-0000-4000-8000-0000000000ff';

afterEach(() => {
  vi.useRealTimers();
});

// Create, update, delete ------------------------------------------------------------------------

describe('writes read back like a server', () => {
  it('products: a create is in the next list, an update in the next read, a delete reads as 404', async () => {
    await signIn();
    const created = await createProduct({
      name: 'Beton Sertleştirici',
      slug: 'beton-sertlestirici',
      titles: ['Beton Sertleştirici'],
      descriptions: ['Endüstriyel zeminlerde aşınma direncini artırır.'],
    });
    expect(created.message).toBe('Ürün oluşturuldu.');
    expect(created.data).toMatchObject({
      name: 'Beton Sertleştirici',
      slug: 'beton-sertlestirici',
      showContact: true,
    });

    const list = await listProducts({ PageSize: 100 });
    expect(list.data.totalCount).toBe(SEED_PRODUCT_COUNT + 1);
    expect(names(list.data.items)).toContain('Beton Sertleştirici');

    const updated = await updateProduct({
      ...created.data,
      name: 'Yüzey Sertleştirici',
      slug: 'yuzey-sertlestirici',
    });
    expect(updated.data.name).toBe('Yüzey Sertleştirici');
    expect((await getProductById(created.data.id)).data).toMatchObject({
      name: 'Yüzey Sertleştirici',
      slug: 'yuzey-sertlestirici',
      descriptions: ['Endüstriyel zeminlerde aşınma direncini artırır.'],
    });
    expect((await getProductBySlug('yuzey-sertlestirici')).data.id).toBe(created.data.id);
    expect((await failure(getProductBySlug('beton-sertlestirici'))).status).toBe(404);

    expect((await deleteProduct(created.data.id)).message).toBe('Ürün silindi.');
    const gone = await failure(getProductById(created.data.id));
    expect(gone).toMatchObject({ status: 404, message: MESSAGES.notFound });
    expect((await listProducts({ PageSize: 100 })).data.totalCount).toBe(SEED_PRODUCT_COUNT);
    expect((await failure(deleteProduct(created.data.id))).status).toBe(404);
  });

  it('documents: create, update and delete', async () => {
    await signIn();
    const fileId =
      recordsOf(db).documentById(SEED_IDS.documents.karotUygulamaKilavuzu)?.fileId ?? null;
    const created = await createDocument({
      name: 'Karot Delme Güvenlik Talimatı',
      slug: 'karot-delme-guvenlik-talimati',
      category: 'Uygulama Kılavuzu',
      order: 30,
      fileId,
    });
    expect(created.data).toMatchObject({
      name: 'Karot Delme Güvenlik Talimatı',
      fileId,
      mimeType: 'application/pdf',
      isActive: true,
    });
    expect(created.data.file?.id).toBe(fileId);

    const list = await listDocuments({ PageSize: 100 });
    expect(list.data.totalCount).toBe(SEED_DOCUMENT_COUNT + 1);
    // Ordered by `order`: order 30 comes after the seed's 0-18.
    expect(list.data.items.at(-1)?.name).toBe('Karot Delme Güvenlik Talimatı');

    await updateDocument({
      ...created.data,
      description: 'Sahada karot öncesi önlemler.',
      isActive: false,
    });
    const read = await getDocumentById(created.data.id);
    expect(read.data).toMatchObject({
      description: 'Sahada karot öncesi önlemler.',
      isActive: false,
    });
    expect(names((await listActiveDocuments()).data)).not.toContain(
      'Karot Delme Güvenlik Talimatı',
    );

    expect((await deleteDocument(created.data.id)).message).toBe('Dosya başarıyla silindi!');
    expect(await failure(getDocumentById(created.data.id))).toMatchObject({
      status: 404,
      message: MESSAGES.notFound,
    });
    expect((await listDocuments({ PageSize: 100 })).data.totalCount).toBe(SEED_DOCUMENT_COUNT);
  });

  it('pages: create, update and delete', async () => {
    await signIn();
    const created = await createPage({
      pageType: 0,
      name: 'Referanslar',
      slug: 'referanslar',
      titles: ['Referanslarımız'],
      productIds: [SEED_IDS.products.epoksi],
    });
    expect(names(created.data.products)).toEqual(['Epoksi Enjeksiyon']);
    const list = await listPages();
    expect(names(list.data.items)).toEqual(['Anasayfa', 'Hakkımızda', 'Referanslar']);
    expect(list.data.totalCount).toBe(3);

    await updatePage({ ...created.data, titles: ['Referanslarımız', 'Tamamlanan projeler'] });
    expect((await getPageByName('Referanslar')).data.titles).toEqual([
      'Referanslarımız',
      'Tamamlanan projeler',
    ]);
    expect((await getPageBySlug('referanslar')).data.id).toBe(created.data.id);

    expect((await deletePage(created.data.id)).message).toBe('Sayfa silindi.');
    expect(await failure(getPageById(created.data.id))).toMatchObject({
      status: 404,
      message: MESSAGES.notFound,
    });
    expect((await failure(getPageByName('Referanslar'))).status).toBe(404);
  });

  it('enquiries: an anonymous POST is listed first and unread; read state and delete', async () => {
    const created = await createContact({
      isim: 'Zeynep',
      soyisim: 'Koçak',
      telefon: '0533 210 44 19',
      sektor: 'Konut',
      mesaj: 'Bodrum katımızdaki perde duvardan su geliyor, keşif rica ediyoruz.',
    });
    expect(created.message).toBe('Mesajınız alındı.');
    expect(created.data.isRead).toBe(false);

    await signIn();
    const list = await listContacts();
    expect(list.data).toHaveLength(4);
    // Newest first: the new one, then the seed's from 2026, 2025-11 and 2025-10.
    expect(list.data.map((enquiry) => enquiry.isim)).toEqual(['Zeynep', 'Hakan', 'Elif', 'Serkan']);

    await updateContact({ ...created.data, isRead: true });
    expect((await getContactById(created.data.id)).data).toMatchObject({
      isim: 'Zeynep',
      isRead: true,
    });

    expect((await deleteContact(created.data.id)).message).toBe('Mesaj silindi.');
    expect(await failure(getContactById(created.data.id))).toMatchObject({
      status: 404,
      message: MESSAGES.notFound,
    });
    expect((await listContacts()).data).toHaveLength(3);
  });

  it('files: create, rename and delete (and a deleted file is no longer served)', async () => {
    await signIn();
    const before = (await listFiles()).data.length;
    const created = await createFile({
      name: 'Şantiye Fotoğrafı.jpg',
      path: 'https://cdn.asilyapi.test/santiye.jpg',
      contentType: 'image/jpeg',
      size: 48213,
    });
    expect(created.data).toMatchObject({
      name: 'Şantiye Fotoğrafı.jpg',
      path: 'https://cdn.asilyapi.test/santiye.jpg',
      size: 48213,
    });
    const listed = (await listFiles()).data;
    expect(listed).toHaveLength(before + 1);
    expect(listed.find((file) => file.id === created.data.id)?.name).toBe('Şantiye Fotoğrafı.jpg');

    await updateFile({ id: created.data.id, name: 'Ataşehir şantiyesi.jpg' });
    expect((await getFileById(created.data.id)).data.name).toBe('Ataşehir şantiyesi.jpg');

    // The contact page shows its banner: the file is refused until the page lets go of it.
    const logo = db.state.files.find((file) => file.path === db.state.contactContent.bannerImage);
    expect(logo).toBeDefined();
    expect(await failure(deleteFile(logo?.id ?? ''))).toMatchObject({
      status: 409,
      message:
        'Bu dosya kullanımda — İçerik sayfaları: İletişim. Önce dosyayı bu kayıtlardan kaldırın.',
      errors: { contentPages: ['İletişim'] },
    });
    expect((await served(logo?.path ?? '')).status).toBe(200);
    await updateContactContent({ ...db.state.contactContent, bannerImage: created.data.path });
    await deleteFile(logo?.id ?? '');
    expect(await failure(getFileById(logo?.id ?? ''))).toMatchObject({
      status: 404,
      message: MESSAGES.notFound,
    });
    expect((await served(logo?.path ?? '')).status).toBe(404);
  });
});

// Paging ----------------------------------------------------------------------------------------

describe('paging', () => {
  it('defaults to PageIndex 0 and PageSize 10, with totalCount and totalPages', async () => {
    const { data } = await listProducts();
    expect(data).toMatchObject({
      pageIndex: 0,
      pageSize: 10,
      totalCount: SEED_PRODUCT_COUNT,
      totalPages: 2,
    });
    expect(data.items).toHaveLength(10);
    expect(data.items[0]?.name).toBe('Poliüretan Enjeksiyon');
  });

  it('is zero-based: PageIndex 1 is the second page', async () => {
    const { data } = await listProducts({ PageIndex: 1 });
    expect(data).toMatchObject({
      pageIndex: 1,
      pageSize: 10,
      totalCount: SEED_PRODUCT_COUNT,
      totalPages: 2,
    });
    expect(names(data.items)).toEqual(['Derz Yalıtımı']);
  });

  it('cuts pages of any size and returns an empty page past the end', async () => {
    const third = (await listProducts({ PageIndex: 2, PageSize: 4 })).data;
    expect(third).toMatchObject({
      pageIndex: 2,
      pageSize: 4,
      totalCount: SEED_PRODUCT_COUNT,
      totalPages: 3,
    });
    expect(names(third.items)).toEqual([
      'Karbon Lif ile Güçlendirme',
      'Zemin Enjeksiyonu',
      'Derz Yalıtımı',
    ]);

    const floor = (await listProducts({ PageIndex: 0, PageSize: 1 })).data;
    expect(floor).toMatchObject({ pageSize: 1, totalPages: SEED_PRODUCT_COUNT });
    expect(names(floor.items)).toEqual(['Poliüretan Enjeksiyon']);

    const past = (await listProducts({ PageIndex: 5, PageSize: 10 })).data;
    expect(past).toMatchObject({
      items: [],
      pageIndex: 5,
      totalCount: SEED_PRODUCT_COUNT,
      totalPages: 2,
    });
  });

  it('pages documents and pages the same way', async () => {
    await signIn();
    const documents = (await listDocuments()).data;
    expect(documents).toMatchObject({
      pageIndex: 0,
      pageSize: 10,
      totalCount: SEED_DOCUMENT_COUNT,
      totalPages: 2,
    });
    expect(documents.items[0]?.name).toBe('Poliüretan Enjeksiyon Reçinesi Teknik Föyü');
    const last = (await listDocuments({ PageIndex: 1, PageSize: 10 })).data;
    expect(last.items).toHaveLength(9);
    expect((await listPages({ PageSize: 1 })).data).toMatchObject({ totalCount: 2, totalPages: 2 });
  });

  it.each([
    ['PageIndex', { PageIndex: -1 }],
    ['PageIndex', { PageIndex: 1.5 }],
    ['PageSize', { PageSize: 0 }],
    ['PageSize', { PageSize: 101 }],
    ['PageSize', { PageSize: 'on' as unknown as number }],
  ])('refuses an invalid %s (%o) with a 400 naming it', async (parameter, params) => {
    const error = await failure(listProducts(params));
    expect(error.status).toBe(400);
    expect(error.message).toBe(MESSAGES.validation);
    expect(Object.keys(error.errors ?? {})).toEqual([parameter]);
    expect(error.errors?.[parameter]?.[0]).toContain(parameter);
  });

  it('names both parameters when both are invalid', async () => {
    await signIn();
    const error = await failure(listDocuments({ PageIndex: -2, PageSize: -3 }));
    expect(error.status).toBe(400);
    expect(Object.keys(error.errors ?? {}).sort()).toEqual(['PageIndex', 'PageSize']);
  });
});

// Tokens ----------------------------------------------------------------------------------------

describe('authorization', () => {
  const protectedCalls = {
    listFiles: () => listFiles(),
    listContacts: () => listContacts(),
    listDocuments: () => listDocuments(),
    createProduct: () => createProduct({ name: 'X', slug: 'x' }),
    deletePage: () => deletePage(SEED_IDS.pages.about),
    uploadFile: () => uploadFile({ file: pngFile() }),
    updateContactContent: () => updateContactContent(db.state.contactContent),
  };

  it.each(Object.entries(protectedCalls))('%s without a token gets 401', async (_name, call) => {
    const error = await failure(call());
    expect(error.status).toBe(401);
    expect(error.message).toBe(MESSAGES.unauthorized);
    // Nothing was written.
    expect(db.state.pages).toHaveLength(2);
    expect(db.state.products).toHaveLength(SEED_PRODUCT_COUNT);
  });

  it('a garbage, a forged and an expired token get 401 too', async () => {
    const admin = db.state.users[0];
    if (!admin) throw new Error('no demo admin');
    const valid = await signIn();
    expect((await listFiles()).success).toBe(true);

    const expired = issueToken(admin, Date.now() - 2 * 60 * 60 * 1000).token;
    const forged = `${valid.slice(0, -1)}${valid.endsWith('x') ? 'y' : 'x'}`;
    for (const token of ['garbage', 'mock.e30.abc', forged, expired]) {
      startSession(localStorage, token); // the session is fresh: the client sends the token
      const error = await failure(listFiles());
      expect(error, token).toMatchObject({ status: 401, message: MESSAGES.unauthorized });
    }
  });

  it('enrolling a second factor needs a fresh proof, as on the server (issue 46)', async () => {
    const admin = db.state.users[0];
    if (!admin) throw new Error('no demo admin');
    const stale = issueToken(admin, Date.now(), Date.now() - 6 * 60_000).token;
    startSession(localStorage, stale);
    for (const call of [beginTotpSetup, beginPasskeyRegistration]) {
      const error = await failure(call());
      expect(error, call.name).toMatchObject({
        status: 403,
        message: MESSAGES.freshProofRequired,
      });
      expect(error.body, call.name).toMatchObject({ reason: 'fresh-proof' });
    }
    await signIn();
    expect((await beginTotpSetup()).data.secret).toMatch(/^[A-Z2-7]+$/);
  });

  it('optional reads work anonymously', async () => {
    expect(names((await listPages()).data.items)).toEqual(['Anasayfa', 'Hakkımızda']);
    expect((await getPageByName('Anasayfa')).data.products).toHaveLength(4);
    const file = db.state.files[0];
    expect((await getFileById(file?.id ?? '')).data.path).toBe(file?.path);
    const active = (await listActiveDocuments()).data;
    expect(active).toHaveLength(db.state.documents.filter((document) => document.isActive).length);
    expect(active.map((document) => document.id)).not.toContain(
      SEED_IDS.documents.epoksiGuvenlikBilgiFormuEski,
    );
    expect(active.map((document) => document.id)).not.toContain(
      SEED_IDS.documents.poliuretanTeknikFoyEski,
    );
    expect((await getContactContent()).bannerTitle).toBe('İletişim');
  });

  it('product reads and the enquiry POST are public, and product reads ignore a bad token', async () => {
    expect((await getProductById(SEED_IDS.products.poliuretan)).data.name).toBe(
      'Poliüretan Enjeksiyon',
    );
    expect((await getProductBySlug('kimyasal-ankraj-ve-filiz-ekimi')).data.name).toBe(
      'Kimyasal Ankraj ve Filiz Ekimi',
    );
    expect((await listProducts({ PageSize: 50 })).data.items).toHaveLength(SEED_PRODUCT_COUNT);
    startSession(localStorage, 'garbage');
    expect(
      (await listProducts({ PageIndex: 0, PageSize: 100 }, { withToken: true })).data.totalCount,
    ).toBe(SEED_PRODUCT_COUNT);
    localStorage.clear();
    const enquiry = await createContact({
      isim: 'Ali',
      soyisim: 'Er',
      telefon: '0555 000 00 00',
      sektor: 'Altyapı',
      mesaj: 'Bilgi.',
    });
    expect(recordsOf(db).enquiry(enquiry.data.id)?.mesaj).toBe('Bilgi.');
  });
});

describe('sign-in and sign-out', () => {
  it('admin / admin123 gets a token valid for an hour', async () => {
    expect(DEMO_ADMIN).toEqual({ username: 'admin', password: 'admin123' });
    const before = Date.now();
    const reply = await login({ username: 'admin', password: 'admin123' });
    expect(reply.message).toBe('Giriş başarılı.');
    expect(reply.data.token).toMatch(/^mock\.[\w-]+\.[0-9a-z]+$/);
    const lifetime = Date.parse(reply.data.expiration ?? '') - before;
    expect(lifetime).toBeGreaterThanOrEqual(60 * 60 * 1000);
    expect(lifetime).toBeLessThan(60 * 60 * 1000 + 5000);
    startSession(localStorage, reply.data.token ?? '');
    expect((await listContacts()).data).toHaveLength(3);
  });

  it.each([
    ['a wrong password', { username: 'admin', password: 'admin1234' }],
    ['a wrong-case username', { username: 'Admin', password: 'admin123' }],
    ['an unknown user', { username: 'mehmet', password: 'admin123' }],
  ])('%s gets 401 with the login error', async (_case, credentials) => {
    const error = await failure(login(credentials));
    expect(error).toMatchObject({
      status: 401,
      message: 'Kullanıcı adı veya şifre hatalı.',
      errors: null,
    });
  });

  it('empty credentials and an empty body get 400', async () => {
    const blank = await failure(login({ username: '', password: '' }));
    expect(blank).toMatchObject({ status: 400, message: MESSAGES.validation });
    expect(Object.keys(blank.errors ?? {}).sort()).toEqual(['password', 'username']);

    const missing = await failure(login({} as LoginRequest));
    expect(Object.keys(missing.errors ?? {}).sort()).toEqual(['password', 'username']);

    const noBody = await failure(backendClient({ url: '/api/Auth/login', method: 'POST' }));
    expect(noBody).toMatchObject({ status: 400, message: 'İstek gövdesi geçerli bir JSON değil.' });
    expect(noBody.errors).toEqual({ body: ['Geçerli bir JSON nesnesi gönderin.'] });
  });

  it('logout revokes the token: the next protected call gets 401', async () => {
    await signIn();
    expect((await listFiles()).success).toBe(true);
    expect((await logout()).message).toBe('Çıkış yapıldı.');
    expect(await failure(listFiles())).toMatchObject({
      status: 401,
      message: MESSAGES.unauthorized,
    });
    expect((await failure(logout())).status).toBe(401);
    await signIn();
    expect((await listFiles()).success).toBe(true);
  });

  it('two sign-ins in the same millisecond get different tokens; logging one out keeps the other', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(Date.now());
    const first = (await login({ username: 'admin', password: 'admin123' })).data.token ?? '';
    const second = (await login({ username: 'admin', password: 'admin123' })).data.token ?? '';
    expect(first).not.toBe(second);
    startSession(localStorage, first);
    await logout();
    startSession(localStorage, second);
    expect((await listFiles()).success).toBe(true);
  });
});

// Uploads and downloads -------------------------------------------------------------------------

describe('uploads', () => {
  it('keeps the file and serves the same bytes at its path with its content type', async () => {
    await signIn();
    const { data } = await uploadFile({ file: pngFile() });
    expect(data).toMatchObject({
      name: 'kat-plani.png',
      contentType: 'image/png',
      size: PNG_BYTES.length,
    });
    expect(data.path).toBe(`/uploads/${data.id}-kat-plani.png`);

    expect((await getFileById(data.id)).data).toMatchObject({
      path: data.path,
      contentType: 'image/png',
    });
    const file = await served(data.path);
    expect(file.status).toBe(200);
    expect(file.contentType).toBe('image/png');
    expect(file.bytes).toEqual(PNG_BYTES);
  });

  it('judges the type by content: a real PDF is served as a PDF', async () => {
    await signIn();
    const { file, bytes } = seedPdf('Teknik Föy (kopya).pdf');
    const { data } = await uploadFile({ file });
    expect(data).toMatchObject({
      name: 'Teknik Föy (kopya).pdf',
      contentType: 'application/pdf',
      size: bytes.length,
    });
    const copy = await served(data.path);
    expect(copy.contentType).toBe('application/pdf');
    expect(copy.bytes).toEqual(bytes);
  });

  it('uploads several files at once', async () => {
    await signIn();
    const { data, message } = await uploadMultipleFiles({
      files: [pngFile('a.png'), seedPdf('b.pdf').file],
    });
    expect(message).toBe('2 dosya yüklendi.');
    expect(data.map((file) => [file.name, file.contentType])).toEqual([
      ['a.png', 'image/png'],
      ['b.pdf', 'application/pdf'],
    ]);
    expect(await failure(uploadMultipleFiles({ files: [] }))).toMatchObject({
      status: 400,
      errors: { files: ['En az bir dosya seçin.'] },
    });
  });

  it('refuses a .pdf that does not start with %PDF- (415)', async () => {
    await signIn();
    const before = db.state.files.length;
    const fake = new File(['MZ\u0090\u0000 this is an executable'], 'fatura.pdf', {
      type: 'application/pdf',
    });
    expect(await failure(uploadFile({ file: fake }))).toMatchObject({
      status: 415,
      message: 'Desteklenmeyen dosya formatı.',
    });
    const pngAsPdf = new File([PNG_BYTES.slice()], 'resim.pdf', { type: 'application/pdf' });
    expect((await failure(uploadFile({ file: pngAsPdf }))).status).toBe(415);
    expect(db.state.files).toHaveLength(before);
  });

  it('refuses an empty file (400)', async () => {
    await signIn();
    const empty = new File([], 'bos.pdf', { type: 'application/pdf' });
    expect(await failure(uploadFile({ file: empty }))).toMatchObject({
      status: 400,
      errors: { file: ['Dosya boş.'] },
    });
  });

  // A real 50 MB body through jsdom's XHR and MSW takes about 2.5 s: worth it for the boundary.
  it('accepts a PDF of exactly 52428800 bytes', { timeout: 60_000 }, async () => {
    await signIn();
    expect(PDF_LIMIT_BYTES).toBe(52_428_800);
    const bytes = new Uint8Array(PDF_LIMIT_BYTES);
    bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
    const { data } = await uploadFile({
      file: new File([bytes], 'buyuk.pdf', { type: 'application/pdf' }),
    });
    expect(data).toMatchObject({ size: PDF_LIMIT_BYTES, contentType: 'application/pdf' });
  });

  it('refuses a PDF one byte over 52428800 with 413', { timeout: 60_000 }, async () => {
    await signIn();
    const bytes = new Uint8Array(PDF_LIMIT_BYTES + 1);
    bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
    const error = await failure(
      uploadFile({ file: new File([bytes], 'cok-buyuk.pdf', { type: 'application/pdf' }) }),
    );
    expect(error).toMatchObject({
      status: 413,
      message: 'Dosya boyutu çok büyük. Maksimum 50MB olmalıdır.',
    });
  });
});

describe('images', () => {
  it('keep only the original: an upload has no variants and no placeholder, an alt text reads back', async () => {
    await signIn();
    const { data } = await uploadFile({ file: pngFile('cephe.png') });
    // Node has no image decoder: the size stays unknown here (the browser measures it).
    expect(data).toMatchObject({ placeholder: null, altText: '', variants: null });
    await updateFile({ id: data.id, name: 'cephe.png', altText: '  Restore edilmiş cephe  ' });
    expect((await getFileById(data.id)).data).toMatchObject({
      name: 'cephe.png',
      altText: 'Restore edilmiş cephe',
    });
    // Left out, the alt text is kept.
    await updateFile({ id: data.id, name: 'cephe-2.png' });
    expect((await getFileById(data.id)).data.altText).toBe('Restore edilmiş cephe');
  });

  it('a seed SVG has its viewBox size', async () => {
    await signIn();
    const banner = (await listFiles()).data.find(
      (file) => file.path === db.state.contactContent.bannerImage,
    );
    expect(banner).toMatchObject({ contentType: 'image/svg+xml', variants: null });
    expect(banner?.width).toBeGreaterThan(0);
    expect(banner?.height).toBeGreaterThan(0);
  });

  it('public reads list the images their paths point at; writes never store them', async () => {
    const page = (await getPageByName('Anasayfa')).data;
    const bannerPath = page.bannerImageUrl ?? '';
    const banner = page.images?.find((image) => image.path === bannerPath);
    expect(banner).toMatchObject({ path: bannerPath, altText: '', variants: null });
    // The embedded products' images are listed too.
    const productImage = page.products[0]?.productMainImage?.path;
    expect(page.images?.some((image) => image.path === productImage)).toBe(true);

    const contact = await getContactContent();
    expect(contact.images?.map((image) => image.path)).toContain(contact.bannerImage);
    const [first] = contact.images ?? [];
    expect(first).toBeDefined();
    await signIn();
    const reply = await updateContactContent({
      ...contact,
      images: first ? [{ ...first, altText: 'uydurma' }] : [],
    });
    expect(reply.images?.[0]?.altText).toBe('');
    expect(db.state.contactContent).not.toHaveProperty('images');
  });
});

describe('document downloads', () => {
  it('returns the stored bytes as a Blob', async () => {
    await signIn();
    const fileId = recordsOf(db).documentById(SEED_IDS.documents.poliuretanTeknikFoy)?.fileId ?? '';
    const blob = await downloadDocument(SEED_IDS.documents.poliuretanTeknikFoy);
    expect(blob).toBeInstanceOf(Blob);
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(db.bytes.get(fileId));
  });

  it('sends the file as an attachment with its name', async () => {
    const token = await signIn();
    const response = await fetch(
      new URL(`/api/Document/${SEED_IDS.documents.poliuretanTeknikFoy}/download`, location.origin),
      { method: 'POST', headers: { Authorization: `Bearer ${token}` } },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/octet-stream');
    // The server's header (core/domain/uploads.ts): the name in ASCII and in full.
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="poliuretan-enjeksiyon-recinesi-teknik-foyu.pdf"; filename*=UTF-8''${encodeURIComponent('poliuretan-enjeksiyon-recinesi-teknik-foyu.pdf')}`,
    );
    expect(new TextDecoder().decode((await response.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  });

  it('downloads what was uploaded as a document', async () => {
    await signIn();
    const { file, bytes } = seedPdf('Saha Raporu.pdf');
    const created = await uploadDocument({
      file,
      name: 'Saha Raporu',
      category: 'Rapor',
      order: 2,
      isActive: false,
    });
    expect(created.data).toMatchObject({
      name: 'Saha Raporu',
      slug: 'saha-raporu',
      order: 2,
      isActive: false,
    });
    const blob = await downloadDocument(created.data.id);
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes);
  });

  it('gives 404 for a document that only links elsewhere', async () => {
    await signIn();
    const external = recordsOf(db).documentById(SEED_IDS.documents.en1504UygunlukBeyani);
    expect(external?.url).toMatch(/^https:\/\//);
    expect(external?.fileId).toBeNull();
    const error = await failure(downloadDocument(SEED_IDS.documents.en1504UygunlukBeyani));
    expect(error.status).toBe(404);
    // The call asks for a blob; the client reads the JSON error reply out of it, so the server's
    // message reaches the user.
    expect(error.message).toBe(
      'Bu belgenin indirilecek bir dosyası yok; harici bağlantıyı kullanın.',
    );
    expect(error.body).toEqual({
      success: false,
      message: 'Bu belgenin indirilecek bir dosyası yok; harici bağlantıyı kullanın.',
      data: null,
    });
  });

  it("'No documents found': with every document deleted the list is an empty page", async () => {
    await signIn();
    for (const document of [...db.state.documents]) await deleteDocument(document.id);
    const reply = await listDocuments({ PageIndex: 0, PageSize: 10 });
    expect(reply.message).toContain('No documents found');
    expect(reply.data).toEqual({
      items: [],
      pageIndex: 0,
      pageSize: 10,
      totalCount: 0,
      totalPages: 0,
    });
    expect((await listActiveDocuments()).data).toEqual([]);
  });
});

// Pages and their products ----------------------------------------------------------------------

describe("a page's products", () => {
  it('the product-order PUT reorders the products of the page', async () => {
    await signIn();
    const home = await getPageById(SEED_IDS.pages.home);
    expect(names(home.data.products)).toEqual([
      'Poliüretan Enjeksiyon',
      'Kimyasal Ankraj ve Filiz Ekimi',
      'Halatlı Tel ile Beton Kesme',
      'AsilNunX Enjeksiyon Reçinesi',
    ]);
    const reversed = [...home.data.productIds].reverse();
    const reply = await updatePageProductOrder({
      pageId: SEED_IDS.pages.home,
      productIds: reversed,
    });
    expect(reply.message).toBe('Sıralama güncellendi.');
    const read = await getPageByName('Anasayfa');
    expect(read.data.productIds).toEqual(reversed);
    expect(names(read.data.products)).toEqual([
      'AsilNunX Enjeksiyon Reçinesi',
      'Halatlı Tel ile Beton Kesme',
      'Kimyasal Ankraj ve Filiz Ekimi',
      'Poliüretan Enjeksiyon',
    ]);
  });

  it('refuses an order with an unknown product', async () => {
    await signIn();
    const error = await failure(
      updatePageProductOrder({
        pageId: SEED_IDS.pages.home,
        productIds: [SEED_IDS.products.epoksi, UNKNOWN_PRODUCT],
      }),
    );
    expect(error).toMatchObject({
      status: 400,
      errors: { productIds: [`'${UNKNOWN_PRODUCT}' kimlikli ürün yok.`] },
    });
    expect((await getPageById(SEED_IDS.pages.home)).data.products).toHaveLength(4);
  });

  it('deleting a product takes it off the page', async () => {
    await signIn();
    await deleteProduct(SEED_IDS.products.kimyasalAnkraj);
    const home = await getPageById(SEED_IDS.pages.home);
    expect(home.data.productIds).not.toContain(SEED_IDS.products.kimyasalAnkraj);
    expect(names(home.data.products)).toEqual([
      'Poliüretan Enjeksiyon',
      'Halatlı Tel ile Beton Kesme',
      'AsilNunX Enjeksiyon Reçinesi',
    ]);
  });
});

// Content service -------------------------------------------------------------------------------

describe('the content service', () => {
  it('contact content round-trips', async () => {
    const seed = await getContactContent();
    expect(seed).toMatchObject({ bannerTitle: 'İletişim', phoneNumber: '+90 (216) 574 38 12' });
    await signIn();
    const mapIframeCode =
      '<iframe src="https://www.google.com/maps/embed?pb=!1m2!2m1!1sUmraniye"></iframe>';
    const saved = await updateContactContent({
      ...seed,
      phoneNumber: '+90 (216) 574 38 99',
      mapIframeCode,
    });
    expect(saved.phoneNumber).toBe('+90 (216) 574 38 99');
    localStorage.clear();
    // The map is kept only as the validated embed address, never as markup.
    expect(await getContactContent()).toEqual({
      ...seed,
      phoneNumber: '+90 (216) 574 38 99',
      mapIframeCode: 'https://www.google.com/maps/embed?pb=!1m2!2m1!1sUmraniye',
    });
  });

  const servicePages: [
    string,
    () => Promise<ServicePageContent>,
    (body: ServicePageContent) => Promise<ServicePageContent>,
  ][] = [
    ['Poliüretan Enjeksiyon', getPoliuretanEnjeksiyon, updatePoliuretanEnjeksiyon],
    ['Kimyasal Ankraj ve Filiz Ekimi', getKimyasalAnkraj, updateKimyasalAnkraj],
    ['Halatlı Tel ile Beton Kesme', getHalatliTelBetonKesme, updateHalatliTelBetonKesme],
  ];

  it.each(servicePages)('the %s page round-trips', async (title, read, write) => {
    const seed = await read();
    expect(seed.mainTitle).toBe(title);
    await signIn();
    const changed = {
      ...seed,
      mainTitle: `${title} Hizmetleri`,
      applicationAreas: ['Tüneller', 'Barajlar'],
    };
    expect(await write(changed)).toEqual(changed);
    expect(await read()).toEqual(changed);
    // The other service pages are untouched.
    for (const [otherTitle, otherRead] of servicePages) {
      if (otherTitle !== title) expect((await otherRead()).mainTitle).toBe(otherTitle);
    }
  });

  it('the AsilNunX content round-trips', async () => {
    const seed = await getAsilnunx();
    expect(seed.title).toBe('AsilNunX Enjeksiyon Reçinesi');
    await signIn();
    await updateAsilnunx({ ...seed, linkText: 'Teknik föyü indir' });
    expect(await getAsilnunx()).toEqual({ ...seed, linkText: 'Teknik föyü indir' });
  });

  it('keeps the search and share fields when a PUT leaves them out; null clears them', async () => {
    const seed = await getAsilnunx();
    expect(seed).toMatchObject({ metaTitle: null, metaDescription: null, shareImage: null });
    await signIn();
    const seo = {
      metaTitle: 'AsilNunX ile Kalıcı Su Yalıtımı',
      metaDescription: 'Yüksek basınçlı su kaçaklarına tek bileşenli çözüm.',
      shareImage: 'https://cdn.example.com/asilnunx.jpg',
    };
    expect(await updateAsilnunx({ ...seed, ...seo })).toEqual({ ...seed, ...seo });
    const { metaTitle: _t, metaDescription: _d, shareImage: _i, ...older } = seed;
    expect(await updateAsilnunx({ ...older, linkText: 'Ara' })).toEqual({
      ...seed,
      ...seo,
      linkText: 'Ara',
    });
    const cleared = { metaTitle: null, metaDescription: null, shareImage: null };
    await updateAsilnunx({ ...seed, ...cleared });
    expect(await getAsilnunx()).toEqual(seed);
    const error = await failure(updateAsilnunx({ ...seed, shareImage: 'javascript:alert(1)' }));
    expect(error).toMatchObject({ status: 400 });
    expect(Object.keys(error.errors ?? {})).toEqual(['shareImage']);
  });

  it('a PUT without a token gets 401 and changes nothing', async () => {
    const seed = await getPoliuretanEnjeksiyon();
    const error = await failure(
      updatePoliuretanEnjeksiyon({ ...seed, mainTitle: 'Ele geçirildi' }),
    );
    expect(error).toMatchObject({ status: 401, message: MESSAGES.unauthorized });
    expect(error.body).toEqual({ message: MESSAGES.unauthorized });
    expect((await failure(updateAsilnunx(await getAsilnunx()))).status).toBe(401);
    expect(await getPoliuretanEnjeksiyon()).toEqual(seed);
  });

  it.each([
    ['another host', '<iframe src="https://evil.example/maps/embed?pb=1"></iframe>'],
    ['plain http', '<iframe src="http://www.google.com/maps/embed?pb=1"></iframe>'],
    [
      'a script',
      '<iframe src="https://www.google.com/maps/embed?pb=1"></iframe><script>alert(1)</script>',
    ],
    [
      'an event handler',
      '<iframe src="https://www.google.com/maps/embed?pb=1" onload="alert(1)"></iframe>',
    ],
    ['a Maps page that is not an embed', 'https://www.google.com/maps/place/Umraniye'],
  ])('refuses a map embed with %s (400, errors.mapIframeCode)', async (_case, mapIframeCode) => {
    await signIn();
    const seed = await getContactContent();
    const error = await failure(updateContactContent({ ...seed, mapIframeCode }));
    expect(error).toMatchObject({
      status: 400,
      message: MESSAGES.validation,
      errors: { mapIframeCode: [MAP_EMBED_ERROR] },
    });
    expect((await getContactContent()).mapIframeCode).toBe(seed.mapIframeCode);
  });

  it('an upload by kind returns a url that serves the image', async () => {
    await signIn();
    const { url } = await uploadContentImage('contact-banner', { file: pngFile('banner.png') });
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}-contact-banner-banner\.png$/);
    const image = await served(url);
    expect(image).toEqual({ status: 200, contentType: 'image/png', bytes: PNG_BYTES });
  });

  it('refuses an unknown upload kind (400) and a non-image (415)', async () => {
    await signIn();
    const unknown = await failure(uploadContentImage('galeri' as UploadKind, { file: pngFile() }));
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.errors ?? {})).toEqual(['kind']);
    const pdf = await failure(
      uploadContentImage('asilnunx-banner', { file: seedPdf('banner.pdf').file }),
    );
    expect(pdf).toMatchObject({ status: 415, message: 'Desteklenmeyen dosya formatı.' });
  });
});

// E-mail service --------------------------------------------------------------------------------

describe('the e-mail service', () => {
  const form = {
    service_id: 'service_asilyapi',
    template_id: 'template_iletisim',
    user_id: 'pk_test_user',
    isim: 'Mehmet',
    soyisim: 'Yıldırım',
    telefon: '0532 555 12 34',
    sektor: 'Endüstriyel Tesis',
    mesaj: 'Fabrika zeminimizdeki derzlerden su geliyor.',
  };

  it("a complete form gets 'OK' and is recorded", async () => {
    expect(await sendEmailForm(form)).toBe('OK');
    expect(db.state.sentEmails).toEqual([form]);
  });

  it('a missing field gets 400 and nothing is sent', async () => {
    const error = await failure(sendEmailForm({ ...form, telefon: '  ', mesaj: '' }));
    expect(error).toMatchObject({ status: 400, message: 'Missing parameters: telefon, mesaj.' });
    expect(error.body).toBe('Missing parameters: telefon, mesaj.');
    expect(db.state.sentEmails).toEqual([]);
  });
});

// Control switches ------------------------------------------------------------------------------

describe('the mock control', () => {
  it('failures: exactly the next two API calls fail with 503', async () => {
    control.failures = { remaining: 2, status: 503 };
    for (let i = 0; i < 2; i += 1) {
      const error = await failure(getProductById(SEED_IDS.products.poliuretan));
      expect(error).toMatchObject({ status: 503, message: 'Sahte hata (mock paneli): HTTP 503.' });
    }
    expect(control.failures.remaining).toBe(0);
    expect((await getProductById(SEED_IDS.products.poliuretan)).data.name).toBe(
      'Poliüretan Enjeksiyon',
    );
    expect((await getContactContent()).bannerTitle).toBe('İletişim');
  });

  it('failures reach the content and e-mail services, and status 0 is a network error', async () => {
    control.failures = { remaining: 3, status: 500 };
    expect(await failure(getContactContent())).toMatchObject({
      status: 500,
      message: 'Sahte hata (mock paneli): HTTP 500.',
    });
    const email = await failure(
      sendEmailForm({
        service_id: 's',
        template_id: 't',
        user_id: 'u',
        isim: 'A',
        soyisim: 'B',
        telefon: '1',
        sektor: 'C',
        mesaj: 'D',
      }),
    );
    expect(email).toMatchObject({ status: 500, message: 'Sahte hata (mock paneli): HTTP 500.' });
    expect(db.state.sentEmails).toEqual([]);
    control.failures = { remaining: 1, status: 0 };
    expect(await failure(listPages())).toMatchObject({ status: 0, kind: 'network' });
  });

  it("latency 'none' answers without waiting for a timer; 'realistic' waits at least 150 ms", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    control.latency = 'none';
    // With setTimeout frozen, any added delay would never end.
    expect((await getProductById(SEED_IDS.products.poliuretan)).data.name).toBe(
      'Poliüretan Enjeksiyon',
    );

    control.latency = 'realistic';
    let answered = false;
    const pending = getProductById(SEED_IDS.products.poliuretan).then(() => {
      answered = true;
    });
    await vi.advanceTimersByTimeAsync(149);
    expect(answered).toBe(false);
    await vi.advanceTimersByTimeAsync(600);
    await pending;
    expect(answered).toBe(true);
  });
});
