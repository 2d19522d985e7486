import { readdir } from 'node:fs/promises';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sniffContentType } from '../../core/lib/sniff-content-type.ts';
import { diskNameFor } from './disk-name.ts';
import { PDF_BYTES, PNG_BYTES, streamedUpload, setupTestApp, type Part } from '../test/test-app.ts';
import { FILE_LIMIT_BYTES, PDF_LIMIT_BYTES } from '../../core/domain/uploads.ts';

const t = setupTestApp();
const auth = t.authHeaders;

const upload = (url: string, parts: Part[]) => t.postForm(url, parts);
const uploadsDirNames = () => readdir(t.ts.uploadsDir);

describe('uploads', () => {
  it('stores a small PDF and serves it back with its type', async () => {
    const before = (await uploadsDirNames()).length;
    const reply = await upload('/api/File/upload', [
      { name: 'file', filename: 'Teknik Föy.pdf', type: 'application/pdf', data: PDF_BYTES },
    ]);
    expect(reply.statusCode).toBe(201);
    const { data } = reply.json() as { data: { id: string; path: string; size: number } };
    expect(data.path).toBe(`/uploads/${data.id}-Teknik-F-y.pdf`);
    expect(await uploadsDirNames()).toContain(`${data.id}.pdf`);
    expect((await uploadsDirNames()).length).toBe(before + 1);
    const served = await t.app.inject({ url: data.path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers.etag).toBeTruthy();
    expect(served.headers['last-modified']).toBeTruthy();
    expect(served.rawPayload.equals(PDF_BYTES)).toBe(true);
    const again = await t.app.inject({
      url: data.path,
      headers: { 'if-none-match': String(served.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('refuses a PDF one byte over 50 MB while streaming (413) and leaves no file behind', async () => {
    const before = await uploadsDirNames();
    const body = streamedUpload(
      'file',
      'buyuk.pdf',
      'application/pdf',
      '%PDF-1.7\n',
      PDF_LIMIT_BYTES + 1,
    );
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/File/upload',
      payload: body.payload,
      headers: { ...body.headers, ...auth },
    });
    expect(reply.statusCode).toBe(413);
    expect(reply.json()).toEqual({
      success: false,
      message: 'Dosya boyutu çok büyük. Maksimum 50MB olmalıdır.',
      data: null,
    });
    expect(reply.headers.connection).toBe('close');
    expect((await uploadsDirNames()).sort()).toEqual(before.sort());
  });

  it('applies the PDF limit to PDF content whatever the name says', async () => {
    const body = streamedUpload(
      'file',
      'rapor.bin',
      'application/octet-stream',
      '%PDF-1.7\n',
      PDF_LIMIT_BYTES + 1,
    );
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/File/upload',
      payload: body.payload,
      headers: { ...body.headers, ...auth },
    });
    expect(reply.statusCode).toBe(413);
  });

  it('keeps the 100 MB limit for other files', async () => {
    expect(FILE_LIMIT_BYTES).toBe(104_857_600);
    const upload = (size: number) => {
      const body = streamedUpload('file', 'arsiv.zip', 'application/zip', 'PK\u0003\u0004', size);
      return t.app.inject({
        method: 'POST',
        url: '/api/File/upload',
        payload: body.payload,
        headers: { ...body.headers, ...auth },
      });
    };
    const before = await uploadsDirNames();
    // Over the PDF limit, but an archive: accepted.
    const accepted = await upload(PDF_LIMIT_BYTES + 1);
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().data).toMatchObject({
      contentType: 'application/zip',
      size: PDF_LIMIT_BYTES + 1,
    });
    const stored = await uploadsDirNames();
    // One byte over 100 MB: refused while streaming, nothing left behind.
    const refused = await upload(FILE_LIMIT_BYTES + 1);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({
      success: false,
      message: 'Dosya boyutu çok büyük. Maksimum 100MB olmalıdır.',
      data: null,
    });
    expect((await uploadsDirNames()).sort()).toEqual(stored.sort());
    expect(stored.length).toBe(before.length + 1);
  });

  it('refuses a .pdf whose bytes are a PNG (415) and unknown content (415)', async () => {
    const before = await uploadsDirNames();
    for (const part of [
      { name: 'file', filename: 'sahte.pdf', type: 'application/pdf', data: PNG_BYTES },
      {
        name: 'file',
        filename: 'program.exe',
        type: 'application/octet-stream',
        data: 'MZ\u0090\u0000binary',
      },
      {
        name: 'file',
        filename: 'sayfa.html',
        type: 'text/html',
        data: '<script>alert(1)</script>',
      },
    ]) {
      const reply = await upload('/api/File/upload', [part]);
      expect(reply.statusCode, part.filename).toBe(415);
      expect((reply.json() as { message: string }).message).toBe('Desteklenmeyen dosya formatı.');
    }
    expect((await uploadsDirNames()).sort()).toEqual(before.sort());
  });

  it('refuses an empty file and a form without a file (400 with field errors)', async () => {
    const empty = await upload('/api/File/upload', [
      { name: 'file', filename: 'bos.png', type: 'image/png', data: '' },
    ]);
    expect(empty.statusCode).toBe(400);
    expect((empty.json() as { errors: unknown }).errors).toEqual({ file: ['Dosya boş.'] });
    const none = await upload('/api/File/upload', [{ name: 'note', data: 'dosya yok' }]);
    expect(none.statusCode).toBe(400);
    expect((none.json() as { errors: unknown }).errors).toEqual({ file: ['Bir dosya seçin.'] });
    const many = await upload('/api/File/upload-multiple', []);
    expect(many.statusCode).toBe(400);
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: '/api/File/upload',
      payload: { file: 'x' },
      headers: auth,
    });
    expect(notMultipart.statusCode).toBe(400);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/File/upload',
      payload: '--zz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-',
      headers: { ...auth, 'content-type': 'multipart/form-data; boundary=zz' },
    });
    expect(broken.statusCode).toBe(400);
    const noBoundary = await t.app.inject({
      method: 'POST',
      url: '/api/File/upload',
      payload: 'x',
      headers: { ...auth, 'content-type': 'multipart/form-data' },
    });
    expect(noBoundary.statusCode).toBe(400);
  });

  it('checks the document upload form and removes the file when it is refused', async () => {
    const before = await uploadsDirNames();
    const reply = await upload('/api/Document/upload', [
      { name: 'order', data: '-1' },
      { name: 'file', filename: 'foy.pdf', type: 'application/pdf', data: PDF_BYTES },
    ]);
    expect(reply.statusCode).toBe(400);
    const { errors } = reply.json() as { errors: Record<string, string[]> };
    expect(errors.name).toEqual(['Dosya adı zorunludur.']);
    expect(errors.order).toBeDefined();
    expect((await uploadsDirNames()).sort()).toEqual(before.sort());
  });

  it('a document upload refused for its slug (409) leaves neither the file record nor its bytes', async () => {
    const parts = (name: string): Part[] => [
      { name: 'name', data: name },
      { name: 'slug', data: 'ayni-slug' },
      { name: 'file', filename: 'foy.pdf', type: 'application/pdf', data: PDF_BYTES },
    ];
    expect((await upload('/api/Document/upload', parts('İlk Föy'))).statusCode).toBe(201);
    const files = async () =>
      ((await t.app.inject({ url: '/api/File', headers: auth })).json() as { data: unknown[] }).data
        .length;
    const [namesBefore, filesBefore] = [(await uploadsDirNames()).sort(), await files()];
    const refused = await upload('/api/Document/upload', parts('İkinci Föy'));
    expect(refused.statusCode).toBe(409);
    expect((refused.json() as { message: string }).message).toBe(
      'Bu slug başka bir kayıtta kullanılıyor.',
    );
    expect((await uploadsDirNames()).sort()).toEqual(namesBefore);
    expect(await files()).toBe(filesBefore);
  });

  it('content images must be images (415 for a PDF) and the kind must be known (400)', async () => {
    const pdf = await upload('/content/api/upload/asilnunx-banner', [
      { name: 'file', filename: 'a.pdf', type: 'application/pdf', data: PDF_BYTES },
    ]);
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json()).toEqual({ message: 'Desteklenmeyen dosya formatı.' });
    const kind = await upload('/content/api/upload/unknown-kind', [
      { name: 'file', filename: 'a.png', type: 'image/png', data: PNG_BYTES },
    ]);
    expect(kind.statusCode).toBe(400);
    expect((kind.json() as { errors: Record<string, string[]> }).errors).toHaveProperty('kind');
    const none = await upload('/content/api/upload/contact-banner', [{ name: 'x', data: 'y' }]);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({
      message: 'Bir veya daha fazla doğrulama hatası oluştu.',
      errors: { file: ['Bir görsel seçin.'] },
    });
  });
});

describe('content sniffing', () => {
  it('recognises kinds by their first bytes and never trusts a declared HTML type', () => {
    expect(sniffContentType(PDF_BYTES, 'image/png')).toBe('application/pdf');
    expect(sniffContentType(PNG_BYTES, 'application/pdf')).toBe('image/png');
    expect(sniffContentType(Buffer.from('<svg xmlns="x"></svg>'), '')).toBe('image/svg+xml');
    expect(sniffContentType(Buffer.from('PK\u0003\u0004...'), 'text/html')).toBe('application/zip');
    expect(
      sniffContentType(
        Buffer.from('PK\u0003\u0004...'),
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ),
    ).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(sniffContentType(Buffer.from('merhaba'), 'text/plain')).toBe('text/plain');
    expect(sniffContentType(Buffer.from('<html>'), 'text/html')).toBeNull();
  });

  it('recognises AVIF by its ftyp brands (a still or a sequence), and not HEIC', async () => {
    const avif = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#123456' },
    })
      .avif()
      .toBuffer();
    expect(sniffContentType(avif, 'application/octet-stream')).toBe('image/avif');
    const box = (major: string, ...compatible: string[]) => {
      const bytes = Buffer.alloc(16 + 4 * compatible.length);
      bytes.writeUInt32BE(bytes.length, 0);
      bytes.write(`ftyp${major}`, 4, 'latin1');
      compatible.forEach((brand, index) => bytes.write(brand, 16 + 4 * index, 'latin1'));
      return bytes;
    };
    expect(sniffContentType(box('avif'), '')).toBe('image/avif');
    expect(sniffContentType(box('avis', 'msf1'), '')).toBe('image/avif');
    expect(sniffContentType(box('mif1', 'miaf', 'avif'), '')).toBe('image/avif');
    expect(sniffContentType(box('heic', 'mif1', 'heic'), 'image/avif')).toBeNull();
    expect(sniffContentType(box('mp42', 'isom'), '')).toBeNull();
    expect(diskNameFor('0b0a3f4e-1d2c-4b5a-8e9f-0a1b2c3d4e5f', 'image/avif')).toBe(
      '0b0a3f4e-1d2c-4b5a-8e9f-0a1b2c3d4e5f.avif',
    );
  });
});
