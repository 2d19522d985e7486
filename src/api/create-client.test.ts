import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { db, server } from '../../mocks/node';
import { SEED_IDS } from '../../seed';
import { adminToken } from '../../tests/helpers/account-security';
import { accountGate } from '../lib/account-gate';
import { freshProof } from '../lib/fresh-proof';
import { ReauthCancelledError, reauth } from '../lib/reauth';
import { describeFailure } from '../lib/failure';
import { startSession } from '../lib/session';
import { ApiError } from './api-error';
import { PromptCancelledError } from './client-session';
import { backendClient } from './clients/backend-client';
import { createServiceClient } from './create-client';
import { login } from './generated/backend/endpoints/auth/auth';
import { listDocuments } from './generated/backend/endpoints/document/document';
import { getFileById } from './generated/backend/endpoints/file/file';
import { getProductById, listProducts } from './generated/backend/endpoints/product/product';
import { backendOperations } from './generated/backend-operations/operations';
import { backendPublicOperations } from './generated/backend-operations/public-operations';
import { OFF_CONTRACT } from '../../scripts/contract/lib/fuzz/observer.mjs';

const anyFileId = () => db.state.files[0]?.id ?? '';

function captureAuthorization() {
  const seen: (string | null)[] = [];
  server.events.on('request:start', ({ request }) => {
    seen.push(request.headers.get('authorization'));
  });
  return seen;
}

describe('backendClient (the backend mutator)', () => {
  it('returns an enveloped reply as it is', async () => {
    const reply = await getProductById(SEED_IDS.products.poliuretan);
    expect(reply.success).toBe(true);
    expect(reply.data.name).toBe('Poliüretan Enjeksiyon');
  });

  it('wraps a bare reply (data.items instead of data.data.items) in the envelope', async () => {
    const seeded = await listProducts({ PageIndex: 0, PageSize: 2 });
    server.use(
      http.get('*/api/Product', () =>
        HttpResponse.json(seeded.data, { headers: { [OFF_CONTRACT]: 'a bare reply' } }),
      ),
    );
    const reply = await listProducts({ PageIndex: 0, PageSize: 2 });
    expect(reply).toEqual({ success: true, message: null, data: seeded.data });
    expect(reply.data.items).toHaveLength(2);
  });

  it('sends the token on protected calls but not on public product reads', async () => {
    startSession(localStorage, 'mock.test.token');
    const seen = captureAuthorization();
    await getProductById(SEED_IDS.products.poliuretan);
    await listProducts({ PageSize: 50 });
    await getFileById(anyFileId()).catch(() => undefined);
    await listProducts({ PageIndex: 1, PageSize: 100 }, { withToken: true });
    expect(seen).toEqual([null, null, 'Bearer mock.test.token', 'Bearer mock.test.token']);
    server.events.removeAllListeners();
  });

  it('sends no token when there is no valid session', async () => {
    startSession(localStorage, 'mock.old.token', Date.now() - 2 * 60 * 60 * 1000);
    const seen = captureAuthorization();
    await getFileById(anyFileId()).catch(() => undefined);
    expect(seen).toEqual([null]);
    server.events.removeAllListeners();
  });

  it('turns a 400 into an ApiError with the status, message and errors object', async () => {
    server.use(
      http.get('*/api/Product/:id', () =>
        HttpResponse.json(
          {
            success: false,
            message: 'Geçersiz istek.',
            data: null,
            errors: { id: ['Geçersiz kimlik.'] },
          },
          { status: 400 },
        ),
      ),
    );
    const error = await getProductById(SEED_IDS.products.poliuretan).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Geçersiz istek.',
      errors: { id: ['Geçersiz kimlik.'] },
      kind: 'http',
    });
  });

  it('uses a Turkish fallback message when the server sends none', async () => {
    server.use(http.get('*/api/Product/:id', () => new HttpResponse(null, { status: 503 })));
    await expect(getProductById(SEED_IDS.products.poliuretan)).rejects.toMatchObject({
      status: 503,
      message: 'Sunucuda beklenmeyen bir hata oluştu.',
      errors: null,
    });
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    server.use(http.get('*/api/Product/:id', () => HttpResponse.error()));
    await expect(getProductById(SEED_IDS.products.poliuretan)).rejects.toMatchObject({
      status: 0,
      kind: 'network',
    });
  });

  it('treats a 200 envelope with success false as a failure', async () => {
    server.use(
      http.get('*/api/Product/:id', () =>
        HttpResponse.json({ success: false, message: 'Ürün pasif.', data: null }),
      ),
    );
    await expect(getProductById(SEED_IDS.products.poliuretan)).rejects.toMatchObject({
      status: 200,
      message: 'Ürün pasif.',
    });
  });

  it("reads a 'No documents found' document list as an empty list", async () => {
    startSession(localStorage, 'mock.test.token');
    server.use(
      http.get('*/api/Document', () =>
        HttpResponse.json(
          { success: false, message: 'No documents found', data: null },
          { status: 404 },
        ),
      ),
    );
    const reply = await listDocuments({ PageIndex: 2, PageSize: 5 });
    expect(reply.data).toEqual({
      items: [],
      pageIndex: 2,
      pageSize: 5,
      totalCount: 0,
      totalPages: 0,
    });
  });

  it('fails loudly, in tests, when a reply does not match the contract', async () => {
    server.use(
      http.get('*/api/Product/:id', () =>
        HttpResponse.json({
          success: true,
          message: null,
          data: { id: SEED_IDS.products.poliuretan, title: 'x' },
        }),
      ),
    );
    await expect(getProductById(SEED_IDS.products.poliuretan)).rejects.toMatchObject({
      kind: 'contract',
    });
    expect(globalThis.__contractViolations).toHaveLength(1);
    expect(globalThis.__contractViolations?.[0]?.operationId).toBe('getProductById');
    globalThis.__contractViolations = []; // expected here; any other violation fails its test
  });
});

describe('createServiceClient', () => {
  it('takes its base URL from its configuration', async () => {
    const client = createServiceClient({
      service: 'backend',
      baseURL: 'https://api.asilyapi.test',
      publicOperations: backendPublicOperations,
      envelope: true,
      loadContract: async () => ({
        operations: backendOperations,
        schemas: await import('./generated/backend-zod/backend.zod'),
      }),
    });
    let url = '';
    server.use(
      http.get('https://api.asilyapi.test/api/Product/:id', ({ request }) => {
        url = request.url;
        return HttpResponse.json({ success: true, message: null, data: null });
      }),
    );
    await client({ url: '/api/Product/abc', method: 'GET' }).catch(() => undefined);
    expect(url).toBe('https://api.asilyapi.test/api/Product/abc');
    globalThis.__contractViolations = [];
  });

  it("sends no token on the contract's public operations and its product reads unless asked", () => {
    const optional = backendOperations
      .filter((operation) => operation.security === 'optional')
      .map((operation) => operation.operationId);
    // The product reads take a token for `Drafts=true` (declared optional) but go without one
    // unless the panel asks (x-client-token: when-asked), as docs/SPEC.md section 6 says.
    expect(optional).toEqual(expect.arrayContaining(['listProducts', 'getProductById']));
    expect(backendPublicOperations.map((operation) => operation.operationId).sort()).toEqual(
      backendOperations
        .filter(
          (operation) =>
            operation.security === 'public' ||
            ['listProducts', 'getProductById'].includes(operation.operationId),
        )
        .map((operation) => operation.operationId)
        .sort(),
    );
    expect(backendPublicOperations.map((operation) => operation.operationId).sort()).toEqual([
      'createContact',
      'getProductById',
      'getProductByName',
      'getProductBySlug',
      'listProducts',
      'login',
      'recordVisit',
      'recordVisitEvent',
      'verifySecondFactor',
    ]);
    expect(typeof backendClient).toBe('function');
  });
});

describe('a 401 on a call that needs the session (the one re-sign-in, issue 21 section 1)', () => {
  const unauthorized = () =>
    HttpResponse.json({ success: false, message: 'Oturum geçersiz.', data: null }, { status: 401 });
  /** The panel's sign-in dialog, as far as the client can tell: someone listens. */
  const dialogOpen = () => reauth.subscribe(() => undefined);

  it('asks to sign in again, once for calls waiting together, and sends each again', async () => {
    const stop = dialogOpen();
    startSession(localStorage, 'mock.old.token');
    const seen = captureAuthorization();
    let refused = 0;
    server.use(
      http.get('*/api/File/:id', ({ request }) =>
        request.headers.get('authorization') === 'Bearer mock.old.token'
          ? (refused++, unauthorized())
          : undefined,
      ),
    );
    const first = getFileById(anyFileId());
    const second = getFileById(anyFileId());
    await vi.waitFor(() => expect(reauth.isOpen()).toBe(true));
    startSession(localStorage, 'mock.new.token');
    reauth.complete();
    const replies = await Promise.all([first, second]);
    expect(replies.map((reply) => reply.data.id)).toEqual([anyFileId(), anyFileId()]);
    expect(refused).toBe(2);
    expect(seen.filter((header) => header === 'Bearer mock.new.token')).toHaveLength(2);
    server.events.removeAllListeners();
    stop();
  });

  it('gives up after one more try, and on a cancelled sign-in', async () => {
    const stop = dialogOpen();
    server.use(http.get('*/api/File/:id', unauthorized));
    const again = getFileById(anyFileId()).catch((caught: unknown) => caught);
    await vi.waitFor(() => expect(reauth.isOpen()).toBe(true));
    reauth.complete();
    expect(await again).toMatchObject({ status: 401 });
    expect(reauth.isOpen()).toBe(false);

    const cancelled = getFileById(anyFileId()).catch((caught: unknown) => caught);
    await vi.waitFor(() => expect(reauth.isOpen()).toBe(true));
    reauth.cancel();
    expect(await cancelled).toBeInstanceOf(ReauthCancelledError);
    stop();
  });

  it('never asks for a public call, nor where no dialog can ask (a public page)', async () => {
    server.use(http.get('*/api/File/:id', unauthorized));
    expect(await getFileById(anyFileId()).catch((caught: unknown) => caught)).toMatchObject({
      status: 401,
    });
    const stop = dialogOpen();
    server.use(http.post('*/api/Auth/login', unauthorized));
    expect(
      await login({ username: 'admin', password: 'yanlis' }).catch((caught: unknown) => caught),
    ).toMatchObject({ status: 401 });
    expect(reauth.isOpen()).toBe(false);
    stop();
  });
});

describe('a 403 with a reason the administrator can resolve (issue 23 section 1)', () => {
  const forbidden = (reason: string) =>
    HttpResponse.json(
      {
        success: false,
        message: 'Bu işlem için kimliğinizi yeniden doğrulayın.',
        data: null,
        reason,
      },
      { status: 403 },
    );

  it("'fresh-proof': waits for the proof and sends the call again; giving up ends it quietly", async () => {
    const stop = freshProof.subscribe(() => undefined);
    startSession(localStorage, 'mock.stale.token');
    server.use(
      http.get('*/api/File/:id', ({ request }) =>
        request.headers.get('authorization') === 'Bearer mock.stale.token'
          ? forbidden('fresh-proof')
          : undefined,
      ),
    );
    const proven = getFileById(anyFileId());
    await vi.waitFor(() => expect(freshProof.isOpen()).toBe(true));
    startSession(localStorage, adminToken());
    freshProof.complete();
    expect((await proven).data.id).toBe(anyFileId());

    startSession(localStorage, 'mock.stale.token');
    const given = getFileById(anyFileId()).catch((caught: unknown) => caught);
    await vi.waitFor(() => expect(freshProof.isOpen()).toBe(true));
    freshProof.cancel();
    const error = await given;
    expect(error).toBeInstanceOf(PromptCancelledError);
    expect(describeFailure(error, 'İşlem tamamlanamadı.')).toBeNull();
    stop();
  });

  it("'password-change' and 'second-factor-setup': the call waits until the requirement is met", async () => {
    const stop = accountGate.subscribe(() => undefined);
    let required = true;
    server.use(
      http.get('*/api/File/:id', () => (required ? forbidden('password-change') : undefined)),
    );
    startSession(localStorage, adminToken());
    const waiting = getFileById(anyFileId());
    await vi.waitFor(() => expect(accountGate.current()).toBe('password-change'));
    required = false;
    accountGate.set(null);
    expect((await waiting).data.id).toBe(anyFileId());
    stop();
  });

  it('stays a failure where nothing can ask (a public page)', async () => {
    server.use(http.get('*/api/File/:id', () => forbidden('fresh-proof')));
    startSession(localStorage, adminToken());
    expect(await getFileById(anyFileId()).catch((caught: unknown) => caught)).toMatchObject({
      status: 403,
    });
  });
});
