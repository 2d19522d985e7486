import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { issueToken } from '../../../../mocks/auth';
import { db, server } from '../../../../mocks/node';
import { startSession } from '../../../lib/session';
import { checkSystemUpload, uploadSummary } from '../upload/batch-upload';
import { canDownload, downloadName } from './download';
import { saveBlob } from '../../../lib/save-blob';
import { fetchAllDocuments, fetchAllPages, touchesFiles } from '../queries';
import { bulkDeleteSummary } from './use-file-actions';

const MB = 1024 * 1024;

function signIn() {
  const admin = db.state.users.find((user) => user.username === 'admin');
  if (!admin) throw new Error('The seed has no admin user.');
  startSession(localStorage, issueToken(admin).token);
}

afterEach(() => vi.unstubAllGlobals());

describe('reading whole lists', () => {
  it('asks for every page the first one announces, in order', async () => {
    const asked: number[] = [];
    const items = await fetchAllPages(async (pageIndex) => {
      asked.push(pageIndex);
      return { items: [`${pageIndex}a`, `${pageIndex}b`], totalPages: 3 };
    });
    expect(asked.sort()).toEqual([0, 1, 2]);
    expect(items).toEqual(['0a', '0b', '1a', '1b', '2a', '2b']);
    expect(await fetchAllPages(async () => ({ items: [], totalPages: 0 }))).toEqual([]);
  });

  it('reads every document a page of 100 at a time', async () => {
    signIn();
    const pageSizes: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/Document') pageSizes.push(url.searchParams.get('PageSize') ?? '');
    });
    const { documents, offsetReset } = await fetchAllDocuments();
    server.events.removeAllListeners();
    expect(documents).toHaveLength(db.state.documents.length);
    expect(offsetReset).toBe(false);
    expect(pageSizes).toEqual(['100']);
  });

  it("reads 'No documents found' as an empty list", async () => {
    signIn();
    db.state.documents = [];
    expect(await fetchAllDocuments()).toEqual({ documents: [], offsetReset: false });
  });

  it('stops at a page refused for its offset and says so', async () => {
    signIn();
    server.use(
      http.get('*/api/Document', ({ request }) => {
        const pageIndex = Number(new URL(request.url).searchParams.get('PageIndex'));
        if (pageIndex === 0) {
          return HttpResponse.json({
            success: true,
            message: null,
            data: { items: [], pageIndex: 0, pageSize: 100, totalCount: 250, totalPages: 3 },
          });
        }
        return HttpResponse.json(
          { success: false, message: 'OFFSET must not be negative', data: null },
          { status: 400 },
        );
      }),
    );
    expect(await fetchAllDocuments()).toEqual({ documents: [], offsetReset: true });
  });

  it('refreshes every query that shows files, documents, products or pages', () => {
    expect(touchesFiles(['/api/Document', { all: true }])).toBe(true);
    expect(touchesFiles(['/api/File'])).toBe(true);
    expect(touchesFiles(['/api/Product/slug/poliuretan-enjeksiyon'])).toBe(true);
    expect(touchesFiles(['/api/Page/name/Hakkımızda'])).toBe(true);
    expect(touchesFiles(['/api/Contact'])).toBe(false);
    expect(touchesFiles(['/api/contact'])).toBe(false);
  });
});

describe('uploads dropped on the list', () => {
  it('refuse an empty file and files over the upload ceilings (PDF 50 MB, others 100 MB)', () => {
    expect(checkSystemUpload({ name: 'a.pdf', type: 'application/pdf', size: 0 })).toBe(
      'Dosya boş; yüklenemez.',
    );
    expect(checkSystemUpload({ name: 'a.pdf', type: 'application/pdf', size: 50 * MB + 1 })).toBe(
      'Dosya boyutu çok büyük. Maksimum 50MB olmalıdır.',
    );
    expect(checkSystemUpload({ name: 'a.zip', type: 'application/zip', size: 100 * MB + 1 })).toBe(
      'Dosya boyutu çok büyük. Maksimum 100MB olmalıdır.',
    );
    expect(checkSystemUpload({ name: 'a.png', type: 'image/png', size: 60 * MB })).toBeNull();
  });

  it('sum up a batch', () => {
    expect(uploadSummary(3, 0)).toEqual({ ok: true, text: '3 dosya yüklendi.' });
    expect(uploadSummary(2, 1)).toEqual({
      ok: false,
      text: '2 dosya yüklendi, 1 dosya yüklenemedi.',
    });
    expect(uploadSummary(0, 2)).toEqual({ ok: false, text: '2 dosya yüklenemedi.' });
    expect(bulkDeleteSummary(4, 0)).toEqual({ ok: true, text: '4 dosya silindi.' });
    expect(bulkDeleteSummary(3, 1)).toEqual({
      ok: false,
      text: '3 dosya silindi, 1 dosya silinemedi.',
    });
    expect(bulkDeleteSummary(0, 2)).toEqual({ ok: false, text: '2 dosya silinemedi.' });
  });
});

describe('downloads', () => {
  it('are offered when there is a stored file', () => {
    expect(canDownload({ kind: 'document', fileId: 'x', filePath: null })).toBe(true);
    expect(canDownload({ kind: 'document', fileId: null, filePath: null })).toBe(false);
    expect(canDownload({ kind: 'system', fileId: 'x', filePath: '/uploads/a.png' })).toBe(true);
    expect(canDownload({ kind: 'system', fileId: 'x', filePath: null })).toBe(false);
  });

  it("save under the stored file's name, or the row's name with the extension", () => {
    expect(
      downloadName({ name: 'Belge', fileName: 'teknik-foy.pdf', filePath: '/uploads/x.pdf' }),
    ).toBe('teknik-foy.pdf');
    expect(downloadName({ name: 'Çatı Föyü', fileName: null, filePath: '/uploads/x.PDF' })).toBe(
      'cati-foyu.pdf',
    );
    expect(downloadName({ name: '***', fileName: null, filePath: null })).toBe('dosya');
  });

  it('save a blob through a temporary object URL on a clicked link, then release it', () => {
    vi.useFakeTimers();
    const created: Blob[] = [];
    const revoked: string[] = [];
    vi.stubGlobal('URL', {
      ...URL,
      createObjectURL: (blob: Blob) => {
        created.push(blob);
        return 'blob:yerel/1';
      },
      revokeObjectURL: (url: string) => revoked.push(url),
    });
    const clicks: { href: string; download: string }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
    const blob = new Blob(['%PDF-1.4']);
    saveBlob(blob, 'föy.pdf');
    expect(created).toEqual([blob]);
    expect(clicks).toEqual([{ href: 'blob:yerel/1', download: 'föy.pdf' }]);
    expect(document.querySelector('a[download]')).toBeNull();
    vi.runAllTimers();
    expect(revoked).toEqual(['blob:yerel/1']);
    click.mockRestore();
    vi.useRealTimers();
  });
});
