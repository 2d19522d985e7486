import { describe, expect, it, vi } from 'vitest';
import { backendClient } from '../src/api/clients/backend-client';
import { login, logout } from '../src/api/generated/backend/endpoints/auth/auth';
import {
  createContact,
  listContacts,
} from '../src/api/generated/backend/endpoints/contact/contact';
import {
  listActiveDocuments,
  listDocuments,
} from '../src/api/generated/backend/endpoints/document/document';
import {
  getFileById,
  listFiles,
  uploadFile,
} from '../src/api/generated/backend/endpoints/file/file';
import {
  deletePage,
  getPageByName,
  listPages,
} from '../src/api/generated/backend/endpoints/page/page';
import {
  createProduct,
  getProductById,
  getProductBySlug,
  listProducts,
} from '../src/api/generated/backend/endpoints/product/product';
import {
  beginPasskeyRegistration,
  beginTotpSetup,
} from '../src/api/generated/backend/endpoints/user/user';
import type { LoginRequest } from '../src/api/generated/backend/model';
import {
  getContactContent,
  updateContactContent,
} from '../src/api/generated/content/endpoints/contact-content/contact-content';
import { startSession } from '../src/lib/session';
import { issueToken } from './auth';
import { DEMO_ADMIN } from './db';
import { MESSAGES } from '../core/domain/messages';
import { db } from './node';
import { SEED_IDS } from '../seed';
import { recordsOf } from '../tests/helpers/mock-records';
import {
  signIn,
  failure,
  pngFile,
  names,
  SEED_PRODUCT_COUNT,
} from '../tests/helpers/mock-behaviour';

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
