import { PDF_LIMIT_BYTES } from '../../../../core/domain/uploads';
import { extensionOf } from '../../../lib/file-types';

/** What the checks of a chosen file say (docs/SPEC.md section 5). */
export const FILE_CHECK_MESSAGES = {
  tooLargeTitle: 'Dosya Çok Büyük!',
  tooLarge10: "Dosya boyutu 10MB'dan küçük olmalıdır.",
  emptyPdfTitle: 'PDF Dosyası Boş!',
  emptyPdf: 'Seçilen PDF dosyası boş görünüyor. Lütfen başka bir dosya deneyin.',
  unsupportedTitle: 'Desteklenmeyen Dosya Türü!',
  unsupported:
    'Bu dosya türü yüklenemez. Kabul edilen uzantılar: pdf, doc, docx, xls, xlsx, ppt, pptx, txt, zip, rar.',
  productUnsupportedTitle: 'Desteklenmeyen Dosya!',
  productUnsupported: 'Yalnızca .pdf, .doc ve .docx dosyaları yüklenebilir.',
  imageTypeTitle: 'Geçersiz Görsel!',
  imageType: 'Önizleme görseli jpg, jpeg, png, gif veya webp olmalıdır.',
  imageTooLarge: "Görsel boyutu 5MB'dan küçük olmalıdır.",
} as const;

/** The upload size message of SPEC section 5: 'Dosya boyutu çok büyük. Maksimum {n}MB olmalıdır.' */
const overLimit = (megabytes: number) =>
  `Dosya boyutu çok büyük. Maksimum ${megabytes}MB olmalıdır.`;

const MB = 1024 * 1024;
/** The file manager's limits (docs/SPEC.md section 5, "Document form (file management page)"). */
const MAIN_FILE_MAX_BYTES = 10 * MB;
const PREVIEW_IMAGE_MAX_BYTES = 5 * MB;
const MAIN_FILE_EXTENSIONS = 'pdf doc docx xls xlsx ppt pptx txt zip rar'.split(' ');
/** The product editor's ("Document form (dialog)"): .pdf, .doc, .docx; 50 MB a PDF, else 100. */
const PRODUCT_FILE_EXTENSIONS = ['pdf', 'doc', 'docx'];
const PRODUCT_PDF_LIMIT_MB = 50;
const PRODUCT_FILE_LIMIT_MB = 100;
const PREVIEW_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp'];
const previewImageTypes = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

/** The file inputs' `accept`: each place's main file, and the preview image. */
export const MAIN_FILE_ACCEPT = MAIN_FILE_EXTENSIONS.map((extension) => `.${extension}`).join(',');
export const PRODUCT_FILE_ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const IMAGE_ACCEPT = '.jpg,.jpeg,.png,.gif,.webp,image/jpeg,image/png,image/gif,image/webp';

/** A refusal, said in a notice: its title and text. */
export interface Problem {
  title: string;
  text: string;
}

type PickedFile = Pick<File, 'name' | 'size' | 'type'>;

const isPdfFile = (file: PickedFile) =>
  file.type === 'application/pdf' || extensionOf(file.name) === 'pdf';

/**
 * The file manager's checks on a chosen main file, in docs/SPEC.md's order: the accepted
 * extensions, then at most 10 MB, then the 50 MB PDF ceiling (which can only speak if the 10 MB
 * limit is raised), then an empty PDF.
 */
export function checkMainFile(
  file: PickedFile,
  { maxBytes = MAIN_FILE_MAX_BYTES }: { maxBytes?: number } = {},
): Problem | null {
  if (!MAIN_FILE_EXTENSIONS.includes(extensionOf(file.name))) {
    return { title: FILE_CHECK_MESSAGES.unsupportedTitle, text: FILE_CHECK_MESSAGES.unsupported };
  }
  if (file.size > maxBytes) {
    return { title: FILE_CHECK_MESSAGES.tooLargeTitle, text: FILE_CHECK_MESSAGES.tooLarge10 };
  }
  if (isPdfFile(file) && file.size > PDF_LIMIT_BYTES) {
    return {
      title: FILE_CHECK_MESSAGES.tooLargeTitle,
      text: overLimit(PDF_LIMIT_BYTES / MB),
    };
  }
  if (isPdfFile(file) && file.size === 0) {
    return { title: FILE_CHECK_MESSAGES.emptyPdfTitle, text: FILE_CHECK_MESSAGES.emptyPdf };
  }
  return null;
}

/** The product editor's check: .pdf, .doc or .docx, at most 50 MB (PDF) or 100 MB. */
export function checkProductDocumentFile(file: Pick<File, 'name' | 'size'>): Problem | null {
  const extension = extensionOf(file.name);
  if (!PRODUCT_FILE_EXTENSIONS.includes(extension)) {
    return {
      title: FILE_CHECK_MESSAGES.productUnsupportedTitle,
      text: FILE_CHECK_MESSAGES.productUnsupported,
    };
  }
  const limit = extension === 'pdf' ? PRODUCT_PDF_LIMIT_MB : PRODUCT_FILE_LIMIT_MB;
  if (file.size > limit * MB) {
    return { title: FILE_CHECK_MESSAGES.tooLargeTitle, text: overLimit(limit) };
  }
  return null;
}

/** The preview image: jpg, jpeg, png, gif or webp, at most 5 MB. */
export function checkPreviewImage(file: PickedFile): Problem | null {
  const extensionOk = PREVIEW_IMAGE_EXTENSIONS.includes(extensionOf(file.name));
  const typeOk = file.type === '' || previewImageTypes.includes(file.type.toLowerCase());
  if (!extensionOk || !typeOk) {
    return { title: FILE_CHECK_MESSAGES.imageTypeTitle, text: FILE_CHECK_MESSAGES.imageType };
  }
  if (file.size > PREVIEW_IMAGE_MAX_BYTES) {
    return { title: FILE_CHECK_MESSAGES.tooLargeTitle, text: FILE_CHECK_MESSAGES.imageTooLarge };
  }
  return null;
}
