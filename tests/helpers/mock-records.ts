import type { ContentKey } from '../../core/domain/types';
import type { MockDb } from '../../mocks/db';
import { recordAudit } from '../../mocks/store/audit';
import { pendingContent } from '../../mocks/store/content';
import { createDocument, documentById, documents } from '../../mocks/store/documents';
import { enquiries, enquiry } from '../../mocks/store/enquiries';
import { addFile, file, fileByPath } from '../../mocks/store/files';
import { createPage, findPage, pages, savePendingPage, updatePage } from '../../mocks/store/pages';
import { createProduct, findProduct, products, updateProduct } from '../../mocks/store/products';
import { createUser } from '../../mocks/store/users';

type Rest<F> = F extends (db: MockDb, ...rest: infer A) => unknown ? A : never;

/**
 * The tests' shortcuts to the mocks' records (issue 47): what a test sets up or reads directly,
 * each one line over mocks/store/, where the records are read and written. They were methods of
 * MockDb, which made mocks/db.ts and every store module import each other; the handlers go
 * through mockStore (mocks/store/store.ts).
 */
export const recordsOf = (db: MockDb) => ({
  file: (...args: Rest<typeof file>) => file(db, ...args),
  fileByPath: (...args: Rest<typeof fileByPath>) => fileByPath(db, ...args),
  addFile: (...args: Rest<typeof addFile>) => addFile(db, ...args),
  documents: (...args: Rest<typeof documents>) => documents(db, ...args),
  documentById: (...args: Rest<typeof documentById>) => documentById(db, ...args),
  createDocument: (...args: Rest<typeof createDocument>) => createDocument(db, ...args),
  products: () => products(db),
  findProduct: (...args: Rest<typeof findProduct>) => findProduct(db, ...args),
  createProduct: (...args: Rest<typeof createProduct>) => createProduct(db, ...args),
  updateProduct: (...args: Rest<typeof updateProduct>) => updateProduct(db, ...args),
  createPage: (...args: Rest<typeof createPage>) => createPage(db, ...args),
  updatePage: (...args: Rest<typeof updatePage>) => updatePage(db, ...args),
  enquiries: () => enquiries(db),
  pages: (...args: Rest<typeof pages>) => pages(db, ...args),
  findPage: (...args: Rest<typeof findPage>) => findPage(db, ...args),
  savePendingPage: (...args: Rest<typeof savePendingPage>) => savePendingPage(db, ...args),
  pendingContent: <K extends ContentKey>(key: K) => pendingContent(db, key),
  enquiry: (...args: Rest<typeof enquiry>) => enquiry(db, ...args),
  recordAudit: (...args: Rest<typeof recordAudit>) => recordAudit(db, ...args),
  createUser: (...args: Rest<typeof createUser>) => createUser(db, ...args),
});
