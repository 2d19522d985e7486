import { describe, expect, it } from 'vitest';
import { PDF_BYTES, multipart, setupTestApp } from '../test/test-app.ts';

const t = setupTestApp();
const auth = t.authHeaders;

describe('document download', () => {
  it('sends the stored bytes as an attachment with a UTF-8 file name', async () => {
    const form = multipart([
      { name: 'name', data: 'Güvenlik Bilgi Formu' },
      { name: 'file', filename: 'güvenlik formu.pdf', type: 'application/pdf', data: PDF_BYTES },
    ]);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/Document/upload',
      payload: form.payload,
      headers: { ...form.headers, ...auth },
    });
    expect(created.statusCode).toBe(201);
    const { id } = (created.json() as { data: { id: string } }).data;
    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/Document/${id}/download`,
      headers: auth,
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/octet-stream');
    expect(reply.headers['content-disposition']).toBe(
      `attachment; filename="g_venlik formu.pdf"; filename*=UTF-8''g%C3%BCvenlik%20formu.pdf`,
    );
    expect(reply.rawPayload.equals(PDF_BYTES)).toBe(true);
  });

  it('is 404 with a clear message for a document with only an external link', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/Document',
      payload: { name: 'Dış bağlantı', slug: 'dis-baglanti', url: 'https://example.com/a.pdf' },
      headers: auth,
    });
    const { id } = (created.json() as { data: { id: string } }).data;
    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/Document/${id}/download`,
      headers: auth,
    });
    expect(reply.statusCode).toBe(404);
    expect((reply.json() as { message: string }).message).toContain('harici bağlantıyı');
  });
});
