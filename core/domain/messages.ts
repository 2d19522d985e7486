/**
 * Every message the backend and the content service answer with, in one place for the mocks and
 * the server (docs/SPEC.md wording where it has one). Field messages are functions of the field.
 */
export const MESSAGES = {
  // Errors
  validation: 'Bir veya daha fazla doğrulama hatası oluştu.',
  notFound: 'Kayıt bulunamadı.',
  unauthorized: 'Oturum geçersiz veya süresi dolmuş. Lütfen tekrar giriş yapın.',
  loginFailed: 'Kullanıcı adı veya şifre hatalı.',
  noRoute: 'Böyle bir uç nokta yok.',
  methodNotAllowed: 'Bu adres bu yöntemi desteklemiyor.',
  /** 412: a save made from a version both sides changed since (core/domain/versions.ts). */
  versionConflict: 'Bu kaydı siz düzenlerken başka biri değiştirdi.',
  serverError: 'Sunucuda beklenmeyen bir hata oluştu.',
  unsupportedType: 'Desteklenmeyen dosya formatı.',
  tooManyRequests: 'Çok fazla istek gönderildi. Lütfen biraz bekleyip tekrar deneyin.',
  slugTaken: 'Bu slug başka bir kayıtta kullanılıyor.',
  usernameTaken: 'Bu kullanıcı adı zaten kullanılıyor.',
  invalidJson: 'İstek gövdesi geçerli bir JSON değil.',
  sendJsonObject: 'Geçerli bir JSON nesnesi gönderin.',
  notMultipart: 'İstek gövdesi multipart/form-data olmalıdır.',
  sendAFile: 'Bir dosya gönderin.',
  chooseAFile: 'Bir dosya seçin.',
  chooseFiles: 'En az bir dosya seçin.',
  chooseAnImage: 'Bir görsel seçin.',
  emptyFile: 'Dosya boş.',
  documentNameRequired: 'Dosya adı zorunludur.',
  documentSourceRequired: 'Bir dosya yükleyin veya harici bir URL girin.',
  noSuchFile: 'Bu kimlikte bir dosya yok.',
  nothingToDownload: 'Bu belgenin indirilecek bir dosyası yok; harici bağlantıyı kullanın.',
  pageType: 'Sayfa türü 0, 1 veya 2 olmalıdır.',
  /** GET /uploads/... of a file that is not stored (plain text). */
  fileNotFound: 'Dosya bulunamadı.',
  // The audit log's filters (core/domain/audit.ts)
  auditDaysReversed: 'Başlangıç tarihi bitiş tarihinden sonra olamaz.',
  auditUnknownAction: 'Böyle bir işlem türü yok.',
  // Successes
  done: 'İşlem başarılı.',
  loggedIn: 'Giriş başarılı.',
  loggedOut: 'Çıkış yapıldı.',
  userCreated: 'Kullanıcı oluşturuldu.',
  enquiryReceived: 'Mesajınız alındı.',
  enquiryDeleted: 'Mesaj silindi.',
  // Issue 48: the enquiries' follow-up, filters and notes (core/domain/enquiry-operations.ts)
  enquiryFollowUpSaved: 'Takip bilgileri kaydedildi.',
  enquiryNoteAdded: 'Not eklendi.',
  enquiryAssigneeRefused: 'Bu kullanıcıya mesaj atanamaz.',
  enquiryNoteEmpty: 'Not boş olamaz.',
  enquiryDay: 'Geçerli bir tarih girin (YYYY-AA-GG).',
  /** A follow-up that changes nothing: the contract's minProperties, worded as the server's validation. */
  enquiryFollowUpEmpty: "'body' alanı geçerli değil.",
  fileRecordCreated: 'Dosya kaydı oluşturuldu.',
  fileUploaded: 'Dosya yüklendi.',
  fileDeleted: 'Dosya silindi.',
  documentCreated: 'Dosya oluşturuldu.',
  documentUpdated: 'Dosya güncellendi.',
  documentDeleted: 'Dosya başarıyla silindi!',
  noDocuments: 'No documents found',
  pageCreated: 'Sayfa oluşturuldu.',
  pageUpdated: 'Sayfa güncellendi.',
  pageDeleted: 'Sayfa silindi.',
  orderUpdated: 'Sıralama güncellendi.',
  productCreated: 'Ürün oluşturuldu.',
  productUpdated: 'Ürün güncellendi.',
  productDeleted: 'Ürün silindi.',
  // Administrator accounts (core/domain/passwords.ts, core/domain/accounts.ts)
  passwordTooShort: 'Şifre en az 12 karakter olmalıdır.',
  passwordTooCommon: 'Bu şifre çok yaygın; tahmin edilmesi kolay. Başka bir şifre seçin.',
  wrongCurrentPassword: 'Mevcut şifreniz hatalı.',
  cannotRemoveYourself: 'Kendi hesabınızı silemezsiniz.',
  cannotRemoveLastAdmin: 'Son yönetici hesabı silinemez; önce başka bir yönetici ekleyin.',
  cannotDemoteLastAdmin:
    'Son yöneticinin rolü değiştirilemez; önce başka bir hesaba Yönetici rolü verin.',
  resetOwnPassword:
    "Kendi şifrenizi sıfırlayamazsınız; 'Şifremi değiştir' ile mevcut şifrenizi girerek değiştirin.",
  userRemoved: 'Yönetici silindi.',
  passwordChanged: 'Şifreniz değiştirildi. Diğer oturumlarınız kapatıldı.',
  // The second factor and fresh proofs (core/domain/second-factor.ts)
  secondFactorNeeded: 'İkinci adım gerekli.',
  secondFactorFailed: 'Kod doğrulanamadı. Lütfen tekrar deneyin.',
  ticketExpired: 'Giriş adımının süresi doldu. Lütfen yeniden giriş yapın.',
  stepExpired: 'Bu adımın süresi doldu. Lütfen baştan başlayın.',
  freshProofRequired: 'Bu işlem için kimliğinizi yeniden doğrulayın.',
  passwordChangeRequired: 'Devam etmeden önce şifrenizi değiştirin.',
  secondFactorSetupRequired: 'Devam etmeden önce ikinci bir doğrulama yöntemi ekleyin.',
  proofMissing: 'Şifrenizi ya da bir doğrulama kodunu girin.',
  identityConfirmed: 'Kimliğiniz doğrulandı.',
  totpEnabled: 'Doğrulama uygulaması eklendi.',
  setupCodeMissing:
    'Bu hesaba ilk doğrulama yöntemini eklemek için kurulum kodunu da girin. Kodu, hesabı açan ya da sıfırlayan yöneticiden isteyin.',
  setupCodeWrong: 'Kurulum kodu doğrulanamadı. Lütfen tekrar deneyin.',
  totpRemoved: 'Doğrulama uygulaması kaldırıldı.',
  secondFactorLocked:
    'Çok fazla hatalı kod girildi; bu hesabın ikinci adımı kilitlendi. Site sahibinden açmasını isteyin.',
  totpExists: 'Doğrulama uygulaması zaten ekli. Başka bir uygulama için önce bunu kaldırın.',
  passkeyAdded: 'Geçiş anahtarı eklendi.',
  passkeyRemoved: 'Geçiş anahtarı kaldırıldı.',
  passkeyRefused: 'Geçiş anahtarı doğrulanamadı. Lütfen tekrar deneyin.',
  passkeyExists: 'Bu geçiş anahtarı zaten ekli.',
  recoveryCodesCreated: 'Yeni kurtarma kodları oluşturuldu. Eski kodlar artık geçersiz.',
  lastSecondFactor: 'İkinci adım zorunlu: son doğrulama yönteminiz kaldırılamaz.',
  noSecondFactor: 'Kurtarma kodları için önce bir doğrulama yöntemi ekleyin.',
  passwordReset: 'Şifre sıfırlandı. Bu hesabın tüm oturumları kapatıldı.',
  signedOutEverywhere: 'Tüm oturumlarınız kapatıldı.',
  // History and undo (core/domain/revisions.ts)
  revisionRestored: 'Sürüm geri yüklendi.',
  revisionItemGone: 'Bu sürümün kaydı artık yok; silindiyse önce çöp kutusundan geri yükleyin.',
  revisionItemInvalid: 'Geçerli bir kayıt kimliği veya içerik sayfası anahtarı girin.',
  // Scheduled publishing (core/domain/publishing.ts)
  publishAtRequired: 'Yayın zamanını girin.',
  // Pending changes of a published product (issue 21 section 2)
  pendingSaved:
    'Değişiklikler taslak olarak kaydedildi. Ziyaretçiler yayınlanana kadar ürünün yayındaki hâlini görür.',
  pendingScheduled:
    'Değişiklikler zamanlandı. Ziyaretçiler o zamana kadar ürünün yayındaki hâlini görür.',
  pendingDiscarded: 'Taslak silindi; ürünün yayındaki hâli değişmedi.',
  noPendingChanges: 'Bu ürünün yayımlanmamış değişikliği yok.',
  publishAtPast: 'Yayın zamanı ileri bir tarih ve saat olmalıdır.',
  // Pending changes of a content page (issue 21 section 2)
  pagePendingSaved:
    'Değişiklikler taslak olarak kaydedildi. Ziyaretçiler yayınlanana kadar sayfanın yayındaki hâlini görür.',
  pagePendingScheduled:
    'Değişiklikler zamanlandı. Ziyaretçiler o zamana kadar sayfanın yayındaki hâlini görür.',
  pagePendingDiscarded: 'Taslak silindi; sayfanın yayındaki hâli değişmedi.',
  pageNoPendingChanges: 'Bu sayfanın yayımlanmamış değişikliği yok.',
  newPageDraft:
    'Yeni bir sayfa yayında oluşturulur; değişikliklerini oluşturduktan sonra taslak olarak kaydedin.',
  // Pending changes of a published document (issue 21 section 2)
  documentPendingSaved:
    'Değişiklikler taslak olarak kaydedildi. Ziyaretçiler yayınlanana kadar dosyanın yayındaki hâlini görür.',
  documentPendingScheduled:
    'Değişiklikler zamanlandı. Ziyaretçiler o zamana kadar dosyanın yayındaki hâlini görür.',
  documentPendingDiscarded: 'Taslak silindi; dosyanın yayındaki hâli değişmedi.',
  documentNoPendingChanges: 'Bu dosyanın yayımlanmamış değişikliği yok.',
  documentWithoutAddress:
    'Bu dosya yayındaki hiçbir ürünün sayfasında yok; önizlemek için önce bir ürünün belgelerine ekleyin.',
  pageWithoutAddress: 'Bu sayfanın sitede bir adresi yok; önizleme bağlantısı yapılamaz.',
  // Redirects (core/domain/redirects.ts)
  redirectNotAPath: "Adres '/' ile başlayan bir site adresi olmalıdır (örneğin /eski-sayfa).",
  redirectReserved: 'Yönetim paneli, giriş ve servis adresleri yönlendirilemez.',
  redirectFromLivePage: 'Bu adreste yayında bir sayfa veya ürün var; yönlendirilemez.',
  redirectTarget: 'Hedef, sitenin bir sayfası veya var olan bir ürün olmalıdır.',
  redirectCreated: 'Yönlendirme eklendi.',
  redirectDeleted: 'Yönlendirme kaldırıldı.',
  // Preview links (core/domain/previews.ts)
  previewCreated: 'Önizleme bağlantısı oluşturuldu.',
  previewRevoked: 'Önizleme bağlantısı iptal edildi.',
  previewInvalid: 'Bu önizleme bağlantısı artık geçerli değil: süresi dolmuş ya da iptal edilmiş.',
} as const;

export const tooLargeMessage = (limitBytes: number) =>
  `Dosya boyutu çok büyük. Maksimum ${Math.floor(limitBytes / 1024 / 1024)}MB olmalıdır.`;

export const filesUploadedMessage = (count: number) => `${count} dosya yüklendi.`;

export const invalidIdMessage = (value: string) => `'${value}' geçerli bir kimlik değil.`;

export const unknownProductMessage = (id: string) => `'${id}' kimlikli ürün yok.`;

/** A page's product that is a draft (a page shows only published products). */
export const draftProductMessage = (id: string) =>
  `'${id}' kimlikli ürün taslak; sayfaya eklemeden önce yayınlayın.`;

/** An audit filter's day that is no real day (`From`, `To`: YYYY-AA-GG). */
export const auditDayMessage = (name: 'From' | 'To', raw: string) =>
  `'${raw}' değeri ${name} için geçerli bir tarih değil (YYYY-AA-GG biçiminde olmalı).`;

/** How the 409 of a file in use names each kind of user (the keys of its `errors`). */
const FILE_USER_LABELS: Readonly<Record<string, string>> = {
  products: 'Ürünler',
  pages: 'Sayfalar',
  documents: 'Belgeler',
  contentPages: 'İçerik sayfaları',
};

/** At most this many users are named in the message; `errors` lists them all. */
const NAMED_FILE_USERS = 10;

/**
 * DELETE /api/File/{id} of a file in use: 'Bu dosya kullanımda — Ürünler: A, B; Belgeler: C.
 * Önce dosyayı bu kayıtlardan kaldırın.' `users` is the reply's `errors` (names by kind).
 */
export function fileInUseMessage(users: Readonly<Record<string, readonly string[]>>): string {
  let named = 0;
  let total = 0;
  const groups: string[] = [];
  for (const [key, names] of Object.entries(users)) {
    total += names.length;
    const shown = names.slice(0, Math.max(0, NAMED_FILE_USERS - named));
    named += shown.length;
    if (shown.length > 0) groups.push(`${FILE_USER_LABELS[key] ?? key}: ${shown.join(', ')}`);
  }
  const more = total > named ? ` ve ${total - named} kayıt daha` : '';
  return `Bu dosya kullanımda — ${groups.join('; ')}${more}. Önce dosyayı bu kayıtlardan kaldırın.`;
}

/** The paging parameters and their ranges (PageIndex from 0, PageSize 1 to 100, default 10). */
export const PAGING = {
  PageIndex: { min: 0, max: Number.MAX_SAFE_INTEGER, fallback: 0 },
  PageSize: { min: 1, max: 100, fallback: 10 },
} as const;
export type PagingParameter = keyof typeof PAGING;

export const pagingMessage = (name: PagingParameter, raw: string) =>
  `'${raw}' değeri ${name} için geçerli değil (${PAGING[name].min}-${PAGING[name].max} arası bir tam sayı olmalı).`;

// Trash (core/domain/trash.ts) -------------------------------------------------------------------

/** A restore refused because the record's unique slug was taken while it was in the trash. */
export const restoreSlugTakenMessage = (slug: string) =>
  `'${slug}' kısa adı artık başka bir kayıtta kullanılıyor; geri yüklemeden önce o kaydın kısa adını değiştirin.`;

export const trashRestoredMessage = (name: string) => `'${name}' geri yüklendi.`;

export const trashPurgedMessage = (name: string) => `'${name}' kalıcı olarak silindi.`;

// Redirects (core/domain/redirects.ts) -------------------------------------------------------------

/** A product saved at an address that was redirected: the redirect is gone, and the save says so. */
export const redirectTakenOverMessage = (from: string) =>
  `'${from}' adresindeki yönlendirme kaldırıldı; bu adres artık bu ürünü gösteriyor.`;

/**
 * The note of {@link redirectTakenOverMessage} in a save's reply message, for the panel to show;
 * found by the message's own words around the address, so the sentence is spelt once.
 */
export function redirectNoteIn(message: string | null | undefined): string | null {
  const [before = '', after = ''] = redirectTakenOverMessage('\0').split('\0');
  const end = message?.indexOf(after) ?? -1;
  const start = end < 0 ? -1 : (message?.lastIndexOf(before, end - 1) ?? -1);
  return message && start >= 0 ? message.slice(start, end + after.length) : null;
}
