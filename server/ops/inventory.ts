import { sql } from 'drizzle-orm';
import { files, trash } from '../db/schema.ts';
import type { Db } from '../db/open.ts';
import { variantsPrefixFor } from '../services/disk-name.ts';
import type { Storage } from '../storage/storage.ts';

/** What storage:check and the backup need of a file record. */
interface FileRecord {
  id: string;
  name: string;
  path: string;
  contentType: string;
  diskName: string | null;
  /** In the trash: its bytes and variants are kept until the purge, so they are owned too. */
  trashed: boolean;
}

type Reader = Pick<Db, 'select'>;

/** Every file record, then the trashed files (their rows as kept in `trash.data`). */
export async function fileRecords(db: Reader): Promise<FileRecord[]> {
  const live = await db
    .select({
      id: files.id,
      name: files.name,
      path: files.path,
      contentType: files.contentType,
      diskName: files.diskName,
    })
    .from(files)
    .orderBy(files.seq);
  const trashed = await db
    .select({
      id: sql<string>`${trash.itemId}::text`,
      name: trash.name,
      path: sql<string>`${trash.data}->>'path'`,
      contentType: sql<string>`${trash.data}->>'content_type'`,
      diskName: trash.diskName,
    })
    .from(trash)
    .where(sql`${trash.kind} = 'file'`)
    .orderBy(trash.seq);
  return [
    ...live.map((record) => ({ ...record, trashed: false })),
    ...trashed.map((record) => ({ ...record, trashed: true })),
  ];
}

/** The content types of variant extensions (core/lib/image-variants.ts names them so). */
const VARIANT_TYPES: Record<string, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
};

/**
 * Who owns each stored key: a file record's bytes (`disk_name`), or one of its image variants
 * (`_v/<id>/…`), a trashed file's as well. Keys no record owns are orphans.
 */
export class Ownership {
  readonly #byKey = new Map<string, FileRecord>();
  readonly #byId = new Map<string, FileRecord>();

  constructor(records: readonly FileRecord[]) {
    for (const record of records) {
      this.#byId.set(record.id.toLowerCase(), record);
      if (record.diskName) this.#byKey.set(record.diskName, record);
    }
  }

  /** The record the key belongs to, and the content type to store it with; null: an orphan. */
  ownerOf(key: string): { record: FileRecord; contentType: string } | null {
    const own = this.#byKey.get(key);
    if (own) return { record: own, contentType: own.contentType };
    const [, id, name] = key.split('/');
    const record = id ? this.#byId.get(id.toLowerCase()) : undefined;
    if (!record || !name || !key.startsWith(variantsPrefixFor(record.id))) return null;
    const extension = name.split('.').pop()?.toLowerCase() ?? '';
    return { record, contentType: VARIANT_TYPES[extension] ?? 'application/octet-stream' };
  }
}

/** Every stored key (temporary files never among them). */
export async function storedKeys(storage: Storage): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of storage.list()) keys.push(key);
  return keys;
}
