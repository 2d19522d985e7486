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
  // Successes
  done: 'İşlem başarılı.',
  loggedIn: 'Giriş başarılı.',
  loggedOut: 'Çıkış yapıldı.',
  userCreated: 'Kullanıcı oluşturuldu.',
  enquiryReceived: 'Mesajınız alındı.',
  enquiryDeleted: 'Mesaj silindi.',
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
} as const;

export const tooLargeMessage = (limitBytes: number) =>
  `Dosya boyutu çok büyük. Maksimum ${Math.floor(limitBytes / 1024 / 1024)}MB olmalıdır.`;

export const filesUploadedMessage = (count: number) => `${count} dosya yüklendi.`;

export const invalidIdMessage = (value: string) => `'${value}' geçerli bir kimlik değil.`;

export const unknownProductMessage = (id: string) => `'${id}' kimlikli ürün yok.`;

/** The paging parameters and their ranges (PageIndex from 0, PageSize 1 to 100, default 10). */
export const PAGING = {
  PageIndex: { min: 0, max: Number.MAX_SAFE_INTEGER, fallback: 0 },
  PageSize: { min: 1, max: 100, fallback: 10 },
} as const;
export type PagingParameter = keyof typeof PAGING;

export const pagingMessage = (name: PagingParameter, raw: string) =>
  `'${raw}' değeri ${name} için geçerli değil (${PAGING[name].min}-${PAGING[name].max} arası bir tam sayı olmalı).`;
