import { describe, expect, it } from 'vitest';
import * as serverEntry from '../../src/entry-server.tsx';
import { setupRenderingTestApp } from '../test/test-app.ts';

/**
 * Inactive ('Pasif') documents (issue 23 section 2, ADR 0037): no anonymous read carries them,
 * neither the API nor the server HTML, and their files answer 404 to visitors; the panel (its
 * token) still reads and fetches them. On PGlite here, and on PostgreSQL in
 * `npm run test:server:postgres`.
 */
const t = setupRenderingTestApp(serverEntry);

type Document = { id: string; name: string; isActive: boolean; file?: { path: string } | null };
type Product = { id: string; documentIds: string[]; documents: Document[] };
const dataOf = <T>(reply: { json: () => unknown }) => (reply.json() as { data: T }).data;
const SLUG = 'poliuretan-enjeksiyon';

describe('an inactive document', () => {
  it('is in no anonymous read and its file is 404 to visitors; the panel still has both', async () => {
    const auth = await t.auth();
    const before = dataOf<Product>(await t.app.inject({ url: `/api/Product/slug/${SLUG}` }));
    const listed = before.documents.find((document) => document.file?.path);
    if (!listed?.file) throw new Error(`the seed's ${SLUG} lists no stored document file`);
    const filePath = listed.file.path;
    expect((await t.app.inject({ url: filePath })).statusCode).toBe(200);

    const current = dataOf<Document>(
      await t.app.inject({ url: `/api/Document/${listed.id}`, headers: auth }),
    );
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/Document',
      payload: { ...current, isActive: false },
      headers: auth,
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const after = dataOf<Product>(await t.app.inject({ url: `/api/Product/slug/${SLUG}` }));
    expect(after.documents.map(({ id }) => id)).not.toContain(listed.id);
    expect(JSON.stringify(after)).not.toContain(filePath);
    const list = dataOf<{ items: Product[] }>(
      await t.app.inject({ url: '/api/Product?PageSize=100' }),
    );
    expect(JSON.stringify(list)).not.toContain(filePath);
    const html = await t.app.inject({ url: `/product/${SLUG}`, headers: { accept: 'text/html' } });
    expect(html.statusCode).toBe(200);
    expect(html.body).not.toContain(filePath);
    expect((await t.app.inject({ url: filePath })).statusCode).toBe(404);

    // The panel: its product read and document list carry it, and its token fetches the file.
    const panel = await t.app.inject({
      url: `/api/Product/${after.id}?Drafts=true`,
      headers: auth,
    });
    expect(dataOf<Product>(panel).documents.map(({ id }) => id)).toContain(listed.id);
    const documents = await t.app.inject({ url: '/api/Document?PageSize=100', headers: auth });
    expect(documents.body).toContain(filePath);
    expect((await t.app.inject({ url: filePath, headers: auth })).statusCode).toBe(200);
  });
});
