import { buildContent } from './content.ts';
import { buildDocuments } from './documents.ts';
import { buildEnquiries } from './enquiries.ts';
import { FileRegistry } from './files.ts';
import { buildPages } from './pages.ts';
import { buildProducts } from './products.ts';
import { placeholderSvg } from './svg.ts';
import type { SeedData } from './types.ts';

export type * from './types.ts';
export { SEED_IDS } from './ids.ts';

/** Path of the neutral image served when a picture is missing. */
export const PLACEHOLDER_IMAGE_PATH = '/uploads/varsayilan-gorsel.svg';

function build(): SeedData {
  const files = new FileRegistry();
  const documents = buildDocuments(files);
  const products = buildProducts(files, documents);
  const pages = buildPages(files);
  const content = buildContent(files, documents);
  files.addSvg('varsayilan-gorsel', placeholderSvg('Görsel bulunamadı'), '2024-02-01T08:00:00Z');
  return {
    files: files.list(),
    documents: [...documents.values()],
    products,
    pages,
    enquiries: buildEnquiries(),
    ...content,
  };
}

function clone<T>(value: T): T {
  // isView rather than instanceof: test environments may hand out typed arrays from another realm.
  if (ArrayBuffer.isView(value)) return Uint8Array.from(value as unknown as Uint8Array) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => clone(v)) as T;
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = clone(v);
    return out as T;
  }
  return value;
}

// Generating every SVG and PDF takes a few milliseconds; do it once and hand out copies.
let template: SeedData | undefined;

/** A fresh, independent copy of the seed content on every call: callers may mutate it freely. */
export function createSeed(): SeedData {
  template ??= build();
  return clone(template);
}
