import { createHash } from 'node:crypto';
import type { FileInfo } from '../../src/api/generated/backend/model/index.ts';
import { variantPath } from '../../core/lib/image-variants.ts';

/** One GET as the tests make it (Fastify's inject or fetch on a real process). */
type Get = (url: string) => Promise<{ status: number; body: Buffer }>;

const CONTENT_PAGES = [
  'contact',
  'asilnunx',
  'poliuretan-enjeksiyon',
  'kimyasal-ankraj',
  'halatli-tel-beton-kesme',
  'aydinlatma-metni',
];

interface Record {
  id: string;
}

/**
 * Every API read a backup must carry over, as the server answers it: the lists and by-id reads
 * of products, pages, documents, files and enquiries, the content pages, and the SHA-256 of
 * every stored file's bytes and image variants as served. Two servers with equal snapshots
 * answer alike.
 */
export async function apiSnapshot(get: Get): Promise<Map<string, unknown>> {
  const snapshot = new Map<string, unknown>();
  const json = async (url: string) => {
    const reply = await get(url);
    const value = {
      status: reply.status,
      body: JSON.parse(reply.body.toString('utf8')) as unknown,
    };
    snapshot.set(url, value);
    return value.body as { data: unknown };
  };
  const items = (body: { data: unknown }) => {
    const data = body.data as { items?: Record[] } | Record[];
    return Array.isArray(data) ? data : (data.items ?? []);
  };
  // Paged lists page by page (100 at most a page).
  const all = async (list: string, paged: boolean) => {
    if (!paged) return items(await json(list));
    const records: Record[] = [];
    for (let index = 0; ; index += 1) {
      const page = items(await json(`${list}?PageIndex=${index}&PageSize=100`));
      records.push(...page);
      if (page.length < 100) return records;
    }
  };
  for (const [list, paged] of [
    ['/api/Product', true],
    ['/api/Page', true],
    ['/api/Document', true],
    ['/api/File', false],
    ['/api/Contact', false],
  ] as const) {
    for (const record of await all(list, paged)) await json(`${list}/${record.id}`);
  }
  await json('/api/Document/active');
  for (const page of CONTENT_PAGES) await json(`/content/api/${page}`);

  const files = (snapshot.get('/api/File') as { body: { data: FileInfo[] } }).body.data;
  const served = new Set<string>();
  for (const file of files) {
    served.add(file.path);
    for (const width of file.variants?.widths ?? []) {
      for (const format of file.variants?.formats ?? []) {
        served.add(variantPath(file.id, width, format));
      }
    }
  }
  for (const url of [...served].sort()) {
    const reply = await get(url);
    snapshot.set(`bytes ${url}`, {
      status: reply.status,
      sha256: createHash('sha256').update(reply.body).digest('hex'),
    });
  }
  return snapshot;
}
