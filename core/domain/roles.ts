import type { UserRole } from '../../src/api/generated/backend/model/index.ts';
import { HttpError } from './replies.ts';
import type { TrashKind } from './trash.ts';

/**
 * Roles (issue 46): what each account may do, once for the mocks and the server. Every operation
 * of both contracts needs one right of {@link OPERATION_RIGHTS}; a role holds the rights of
 * {@link ROLE_RIGHTS}. Access follows the job: whoever edits a banner does not read the enquiries'
 * names and phone numbers, and whoever answers enquiries changes no page.
 */
export type Role = UserRole;

export const ROLES: readonly Role[] = ['admin', 'editor', 'sales'];

/** Each role in the panel's words. */
export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  admin: 'Yönetici',
  editor: 'Editör',
  sales: 'Satış',
};

/** What a role is for, as the panel explains it beside the choice. */
export const ROLE_DESCRIPTIONS: Readonly<Record<Role, string>> = {
  admin: 'Her şey: içerik, mesajlar, kullanıcılar ve işlem kaydı.',
  editor:
    'Sayfalar, ürünler, dokümanlar, dosyalar, yönlendirmeler ve yayınlama; mesajları, kullanıcıları ve işlem kaydını göremez.',
  sales: 'Mesajlar ve takibi; sitenin içeriğini okur, değiştiremez.',
};

/** A role made before roles, or left out when an account is added. */
export const DEFAULT_ROLE: Role = 'admin';

/**
 * The rights an operation may need:
 * - `public`: anyone, signed in or not (the site's reads, the sign-in, the contact form);
 * - `own`: every signed-in role, on its own session, password and factors;
 * - `read`: every signed-in role, reading the site's content as the panel shows it;
 * - `content`: changing the site's content (and its history, previews, redirects, files);
 * - `trash`: the trash, whose entries each role sees by kind ({@link trashKindsOf});
 * - `enquiries`: the enquiries (names, phone numbers, messages);
 * - `accounts`: the administrators and their roles;
 * - `audit`: the audit log.
 */
export type Right =
  'public' | 'own' | 'read' | 'content' | 'trash' | 'enquiries' | 'accounts' | 'audit';

export const ROLE_RIGHTS: Readonly<Record<Role, ReadonlySet<Right>>> = {
  admin: new Set(['public', 'own', 'read', 'content', 'trash', 'enquiries', 'accounts', 'audit']),
  editor: new Set(['public', 'own', 'read', 'content', 'trash']),
  sales: new Set(['public', 'own', 'read', 'trash', 'enquiries']),
};

/** The one table of rights: every operation of openapi/backend.yaml and openapi/content.yaml. */
export const OPERATION_RIGHTS: Readonly<Record<string, Right>> = {
  // Auth and the caller's own account
  login: 'public',
  verifySecondFactor: 'public',
  logout: 'own',
  changePassword: 'own',
  signOutEverywhere: 'own',
  beginIdentityProof: 'own',
  proveIdentity: 'own',
  getAccountSecurity: 'own',
  beginTotpSetup: 'own',
  enableTotp: 'own',
  removeTotp: 'own',
  beginPasskeyRegistration: 'own',
  addPasskey: 'own',
  removePasskey: 'own',
  regenerateRecoveryCodes: 'own',
  // Other administrators
  register: 'accounts',
  listUsers: 'accounts',
  deleteUser: 'accounts',
  resetUserPassword: 'accounts',
  setUserRole: 'accounts',
  // Enquiries
  createContact: 'public',
  listContacts: 'enquiries',
  listContactInbox: 'enquiries',
  getContactById: 'enquiries',
  updateContact: 'enquiries',
  deleteContact: 'enquiries',
  updateContactFollowUp: 'enquiries',
  addContactNote: 'enquiries',
  listContactAssignees: 'enquiries',
  exportContacts: 'enquiries',
  getEnquiryStats: 'enquiries',
  // Visits counted without cookies (issue 48): aggregates, which every role may read
  recordVisit: 'public',
  recordVisitEvent: 'public',
  getVisitStats: 'read',
  // The site's search (issue 49); the missed queries, aggregates as the visits, for every role
  searchSite: 'public',
  listMissedSearches: 'read',
  // Files
  getFileById: 'public',
  listFiles: 'read',
  createFile: 'content',
  updateFile: 'content',
  deleteFile: 'content',
  uploadFile: 'content',
  uploadMultipleFiles: 'content',
  // Documents
  listActiveDocuments: 'public',
  listPublicDocuments: 'public',
  listDocuments: 'read',
  getDocumentById: 'read',
  downloadDocument: 'read',
  createDocument: 'content',
  updateDocument: 'content',
  uploadDocument: 'content',
  deleteDocument: 'content',
  discardDocumentDraft: 'content',
  // Pages
  listPages: 'public',
  getPageById: 'public',
  getPageByName: 'public',
  getPageBySlug: 'public',
  getPagesByType: 'public',
  createPage: 'content',
  updatePage: 'content',
  updatePageProductOrder: 'content',
  deletePage: 'content',
  discardPageDraft: 'content',
  // Products
  listProducts: 'public',
  getProductById: 'public',
  getProductByName: 'public',
  getProductBySlug: 'public',
  createProduct: 'content',
  updateProduct: 'content',
  deleteProduct: 'content',
  discardProductDraft: 'content',
  // Previews, history, redirects
  listPreviewLinks: 'content',
  createPreviewLink: 'content',
  listPagePreviewLinks: 'content',
  createPagePreviewLink: 'content',
  listDocumentPreviewLinks: 'content',
  createDocumentPreviewLink: 'content',
  deletePreviewLink: 'content',
  listRevisions: 'read',
  getRevision: 'read',
  restoreRevision: 'content',
  listRedirects: 'content',
  createRedirect: 'content',
  deleteRedirect: 'content',
  // The trash and the audit log
  listTrash: 'trash',
  restoreTrashEntry: 'trash',
  purgeTrashEntry: 'trash',
  listAuditLog: 'audit',
  // The content service
  getContactContent: 'public',
  updateContactContent: 'content',
  getPoliuretanEnjeksiyon: 'public',
  updatePoliuretanEnjeksiyon: 'content',
  getKimyasalAnkraj: 'public',
  updateKimyasalAnkraj: 'content',
  getHalatliTelBetonKesme: 'public',
  updateHalatliTelBetonKesme: 'content',
  getAsilnunx: 'public',
  updateAsilnunx: 'content',
  getPrivacyNotice: 'public',
  updatePrivacyNotice: 'content',
  getMenus: 'public',
  updateMenus: 'content',
  discardContentDraft: 'content',
  listContentPreviewLinks: 'content',
  createContentPreviewLink: 'content',
  uploadContentImage: 'content',
  // The e-mail service (a third party's contract)
  sendEmailForm: 'public',
};

/** Whether `role` may call the operation; an operation the table does not name, never. */
export function mayCall(role: Role, operationId: string): boolean {
  const right = OPERATION_RIGHTS[operationId];
  return right !== undefined && ROLE_RIGHTS[role].has(right);
}

/** What a role change says when it is done. */
export const roleChangedMessage = (username: string, role: Role) =>
  `${username} artık ${ROLE_LABELS[role]} rolünde.`;

/** The message of a refusal by role. */
const roleRefusalMessage = (role: Role) =>
  `Bu işlem için yetkiniz yok: ${ROLE_LABELS[role]} rolü bunu yapamaz.`;

/** Throws 403 `role` unless `role` may call the operation (checked before the request's body). */
export function requireRight(operationId: string, role: Role): void {
  if (mayCall(role, operationId)) return;
  const error = new HttpError(403, roleRefusalMessage(role));
  error.extra = { reason: 'role' };
  throw error;
}

/** The trash's entries each role sees, restores and purges: those of what it may change. */
export function trashKindsOf(role: Role): readonly TrashKind[] {
  const kinds: TrashKind[] = [];
  if (ROLE_RIGHTS[role].has('content')) kinds.push('product', 'page', 'document', 'file');
  if (ROLE_RIGHTS[role].has('enquiries')) kinds.push('enquiry');
  return kinds;
}

/** Whether a stored value is a role (an old row or token may hold none). */
export const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (ROLES as readonly string[]).includes(value);
