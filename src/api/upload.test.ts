import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { db, server } from '../../mocks/node';
import { startSession } from '../lib/session';
import { ApiError } from './api-error';
import {
  FILE_TIMEOUT_MS,
  MISSING_FILE_ID,
  PDF_MAX_BYTES,
  PDF_TIMEOUT_MS,
  UploadError,
  classifyUploadError,
  uploadContentFile,
  uploadSystemFile,
  uploadTransport,
  uploadedFileFrom,
  withUploadRetries,
} from './upload';
import { recordsOf } from '../../tests/helpers/mock-records';

const pdf = { name: 'teknik-foy.pdf', type: 'application/pdf' };
const image = { name: 'banner.png', type: 'image/png' };
const apiError = (status: number, message = 'Sunucu mesajı', kind: ApiError['kind'] = 'http') =>
  new ApiError({ status, message, kind });

describe('classifyUploadError (docs/SPEC.md section 8)', () => {
  it.each([
    [
      apiError(0, 'Network Error', 'network'),
      'network',
      'Ağ hatası: sunucuya ulaşılamadı. İnternet bağlantınızı kontrol edip tekrar deneyin.',
    ],
    [
      new ApiError({ status: 0, kind: 'network', message: 'net::ERR_HTTP2_PROTOCOL_ERROR' }),
      'http2',
      'HTTP/2 protokol hatası: bağlantı beklenmedik şekilde kesildi. Lütfen tekrar deneyin.',
    ],
    [
      apiError(0, 'timeout of 300000ms exceeded', 'timeout'),
      'timeout',
      'Zaman aşımı: yükleme çok uzun sürdü. Bağlantınızı kontrol edip tekrar deneyin.',
    ],
    [
      new ApiError({ status: 0, kind: 'network', message: 'blocked by CORS policy' }),
      'cors',
      'Erişim (CORS) hatası: sunucu bu adresten yapılan yüklemeye izin vermiyor.',
    ],
    [apiError(413), 'too-large', 'Dosya çok büyük: sunucu bu boyuttaki dosyayı kabul etmiyor.'],
    [apiError(415), 'unsupported', 'Desteklenmeyen dosya formatı.'],
    [apiError(400), 'invalid', 'Geçersiz dosya: dosyanın bozuk olmadığından emin olun.'],
    [apiError(401), 'unauthorized', 'Yetkilendirme hatası: lütfen tekrar giriş yapın.'],
    [
      apiError(403),
      'forbidden',
      'Dosya yükleme yetkiniz yok. Lütfen bir yöneticiyle iletişime geçin.',
    ],
    [apiError(404), 'not-found', 'Yükleme adresi bulunamadı.'],
    [
      apiError(500),
      'server',
      'Sunucu hatası: dosya şu anda yüklenemiyor. Lütfen daha sonra tekrar deneyin.',
    ],
    [
      apiError(503),
      'server',
      'Sunucu hatası: dosya şu anda yüklenemiyor. Lütfen daha sonra tekrar deneyin.',
    ],
    [apiError(409, 'Bu dosya adı kullanılıyor.'), 'server-message', 'Bu dosya adı kullanılıyor.'],
    [new Error('disk dolu'), 'generic', 'Dosya yüklenirken bir hata oluştu: disk dolu'],
  ])('%# classifies as %s', (error, kind, message) => {
    const failure = classifyUploadError(error);
    expect(failure).toBeInstanceOf(UploadError);
    expect(failure.kind).toBe(kind);
    expect(failure.message).toBe(message);
  });
});

describe('withUploadRetries (docs/SPEC.md section 4)', () => {
  it('makes up to 3 attempts, waiting 3 s after a PDF attempt, and raises the last error', async () => {
    const wait = vi.fn(() => Promise.resolve());
    const attempt = vi.fn(() => Promise.reject(apiError(503)));
    await expect(withUploadRetries(pdf, attempt, wait)).rejects.toMatchObject({
      kind: 'server',
      status: 503,
    });
    expect(attempt).toHaveBeenCalledTimes(3);
    expect(wait.mock.calls).toEqual([[3000], [3000]]);
  });

  it('waits 2 s after a failed attempt of any other file', async () => {
    const wait = vi.fn(() => Promise.resolve());
    const attempt = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(apiError(0, 'Network Error', 'network'))
      .mockResolvedValueOnce('yüklendi');
    await expect(withUploadRetries(image, attempt, wait)).resolves.toBe('yüklendi');
    expect(wait.mock.calls).toEqual([[2000]]);
  });

  it('really waits between attempts', async () => {
    vi.useFakeTimers();
    const attempt = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(apiError(500))
      .mockResolvedValueOnce('ok');
    const result = withUploadRetries(pdf, attempt);
    await vi.advanceTimersByTimeAsync(2999);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('ok');
    expect(attempt).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });

  it('does not retry a refusal (4xx)', async () => {
    const attempt = vi.fn(() => Promise.reject(apiError(415)));
    await expect(withUploadRetries(image, attempt, () => Promise.resolve())).rejects.toMatchObject({
      kind: 'unsupported',
    });
    expect(attempt).toHaveBeenCalledTimes(1);
  });
});

describe('uploadTransport (docs/SPEC.md section 7)', () => {
  it('gives PDFs 600 s, a 50 MB body, JSON accept and no redirects', () => {
    const options = uploadTransport(pdf);
    expect(options).toMatchObject({
      timeout: PDF_TIMEOUT_MS,
      maxBodyLength: PDF_MAX_BYTES,
      maxContentLength: PDF_MAX_BYTES,
      maxRedirects: 0,
      headers: { Accept: 'application/json' },
    });
    expect(options.validateStatus?.(499)).toBe(true);
    expect(options.validateStatus?.(500)).toBe(false);
  });

  it('gives other files 300 s and a 100 MB body; the caller may override the timeout', () => {
    expect(uploadTransport(image)).toMatchObject({
      timeout: FILE_TIMEOUT_MS,
      maxBodyLength: 104_857_600,
    });
    expect(uploadTransport(image, { timeout: 5000 }).timeout).toBe(5000);
  });

  it('reports progress in percent', () => {
    const onProgress = vi.fn();
    uploadTransport(image, { onProgress }).onUploadProgress?.({
      loaded: 50,
      total: 200,
      bytes: 50,
      lengthComputable: true,
    });
    expect(onProgress).toHaveBeenCalledWith(25);
  });
});

/** Signs the demo administrator in, as the login screen would. */
async function signInAsAdmin() {
  const { issueToken } = await import('../../mocks/auth');
  const admin = db.state.users.find((user) => user.username === 'admin');
  if (!admin) throw new Error('no demo administrator in the seed');
  startSession(localStorage, issueToken(admin).token);
}

describe('uploadSystemFile and uploadContentFile', () => {
  const svg = () =>
    new File(['<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>'], 'logo.svg', {
      type: 'image/svg+xml',
    });

  it('stores the file and returns its id and path', async () => {
    await signInAsAdmin();
    const uploaded = await uploadSystemFile(svg());
    expect(uploaded.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(uploaded.path).toMatch(/logo\.svg$/);
    expect(recordsOf(db).file(uploaded.id)?.name).toBe('logo.svg');
  });

  it("says 'File ID alınamadı' when the reply has no id, and reads the id under data or at the top", () => {
    const file = { name: 'logo.svg', type: 'image/svg+xml', size: 10 };
    expect(() =>
      uploadedFileFrom({ success: true, message: null, data: { path: '/uploads/x.svg' } }, file),
    ).toThrow(MISSING_FILE_ID);
    expect(() => uploadedFileFrom(null, file)).toThrow(MISSING_FILE_ID);
    expect(
      uploadedFileFrom(
        { success: true, message: null, data: { id: 'abc', path: '/uploads/x.svg' } },
        file,
      ),
    ).toMatchObject({ id: 'abc', path: '/uploads/x.svg', name: 'logo.svg' });
    expect(uploadedFileFrom({ id: 'abc', path: '/uploads/x.svg' }, file)).toMatchObject({
      id: 'abc',
    });
  });

  it('reports a refused upload with its class, without retrying', async () => {
    let calls = 0;
    server.use(
      http.post('*/api/File/upload', () => {
        calls += 1;
        return HttpResponse.json(
          { success: false, message: 'Desteklenmeyen dosya formatı.', data: null },
          { status: 415 },
        );
      }),
    );
    await expect(uploadSystemFile(svg(), { wait: () => Promise.resolve() })).rejects.toMatchObject({
      kind: 'unsupported',
    });
    expect(calls).toBe(1);
  });

  it('returns the url of a content-service upload, and reports its 4xx as a failure', async () => {
    await signInAsAdmin();
    const url = await uploadContentFile('contact-banner', svg());
    expect(url).toMatch(/^\/uploads\/.+logo\.svg$/);
    const notImage = new File(['%PDF-1.4 x'], 'a.png', { type: 'image/png' });
    await expect(uploadContentFile('contact-banner', notImage)).rejects.toMatchObject({
      kind: 'unsupported',
      status: 415,
    });
  });
});
