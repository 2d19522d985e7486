/**
 * A scenario of tests/parity/same-replies.test.ts, and the seed records the scenarios send. The
 * scenarios are in this folder by subject; the test sends them in one list, in order.
 */
import { SEED_IDS, createSeed } from '../../../seed';
import { type Part } from '../../../server/test/test-app.ts';

export interface Scenario {
  name: string;
  /** The status both must answer. */
  status: number;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  url: string;
  /** A JSON body, or raw text sent as JSON (a broken body). */
  body?: unknown;
  raw?: string;
  form?: Part[];
  /** Sent with the administrator's bearer token. */
  auth?: boolean;
  /** `If-Match`: a tag as it is, or the `ETag` of the earlier scenario named `from`. */
  ifMatch?: string | { from: string };
  /** The reply's `ETag` is compared too (a record's version, issue 22). */
  etag?: boolean;
  /** The reply's `Allow` is compared too (a 405, ADR 0045). */
  allow?: boolean;
  /** More request headers, sent alike to both (a browser's user agent, `DNT`). */
  headers?: Record<string, string>;
}

export const { products, pages, documents } = SEED_IDS;
export const upper = (id: string) => id.toUpperCase();
export const UNKNOWN_ID = '7d6c5b4a-3f2e-4d1c-8b0a-9f8e7d6c5b4a';
export const product = (slug: string) => ({ name: `Eşlik ${slug}`, slug, titles: ['Başlık'] });

// Seed files (their ids are the seed's, the same on both sides) and who uses them.
export const seed = createSeed();
export const fileAt = (path: string | null | undefined) => {
  const file = seed.files.find((candidate) => candidate.path === path);
  if (!file) throw new Error(`no seed file at ${path}`);
  return file.id;
};
const datasheet = seed.documents.find((document) => document.id === documents.poliuretanTeknikFoy);
export const usedFiles = {
  /** Two products, its document and the polyurethane service page. */
  datasheet: fileAt(datasheet?.fileUrl),
  /** The about page shows it among its partner logos (`urls`). */
  partnerLogo: fileAt(seed.pages.find((page) => page.id === pages.about)?.urls[0]),
  /** The contact page of the content service shows it. */
  contactBanner: fileAt(seed.contactContent.bannerImage),
};

/** The about page as a write sends it (a PageUpdate). */
export const aboutBody = (() => {
  const page = seed.pages.find((candidate) => candidate.id === pages.about);
  if (!page) throw new Error('no about page in the seed');
  const { createdAt: _createdAt, updatedAt: _updatedAt, ...body } = page;
  return body;
})();

/** The polyurethane datasheet as a write sends it (a DocumentUpdate). */
export const datasheetBody = (() => {
  if (!datasheet) throw new Error('no datasheet in the seed');
  const {
    createdAt: _createdAt,
    updatedAt: _updatedAt,
    fileUrl: _fileUrl,
    path: _path,
    ...body
  } = datasheet;
  return body;
})();

export const seedEnquiry = (() => {
  const {
    createdAt: _createdAt,
    isRead: _isRead,
    ...rest
  } = seed.enquiries[0] ?? {
    createdAt: '',
    isRead: false,
  };
  return rest;
})();
