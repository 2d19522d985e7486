import { PDF_LIMIT_BYTES } from '../../../core/domain/uploads';
import { extensionOf } from '../../lib/file-types';
import { DOCUMENT_MESSAGES } from './document-form';

/** docs/SPEC.md section 9: the file management page's limits. */
const MAIN_FILE_MAX_BYTES = 10 * 1024 * 1024;
const PREVIEW_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const MAIN_FILE_EXTENSIONS = [
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'txt',
  'zip',
  'rar',
] as const;
const PREVIEW_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp'] as const;
const previewImageTypes = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

/** The file inputs' `accept`: the main file's extensions, and the preview image's. */
export const MAIN_FILE_ACCEPT = MAIN_FILE_EXTENSIONS.map((extension) => `.${extension}`).join(',');
export const IMAGE_ACCEPT = '.jpg,.jpeg,.png,.gif,.webp,image/jpeg,image/png,image/gif,image/webp';

/** A refusal: the notice's title and text. */
export interface FileProblem {
  title: string;
  text: string;
}

type PickedFile = Pick<File, 'name' | 'size' | 'type'>;

const isPdfFile = (file: PickedFile) =>
  file.type === 'application/pdf' || extensionOf(file.name) === 'pdf';

/**
 * The checks on a chosen main file, in docs/SPEC.md's order: the accepted extensions, then at most
 * 10 MB, then the 50 MB PDF ceiling (which can only speak if the 10 MB limit is raised), then an
 * empty PDF.
 */
export function checkMainFile(
  file: PickedFile,
  { maxBytes = MAIN_FILE_MAX_BYTES }: { maxBytes?: number } = {},
): FileProblem | null {
  if (!(MAIN_FILE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) {
    return { title: DOCUMENT_MESSAGES.unsupportedTitle, text: DOCUMENT_MESSAGES.unsupported };
  }
  if (file.size > maxBytes) {
    return { title: DOCUMENT_MESSAGES.tooLargeTitle, text: DOCUMENT_MESSAGES.tooLarge10 };
  }
  if (isPdfFile(file) && file.size > PDF_LIMIT_BYTES) {
    return { title: DOCUMENT_MESSAGES.tooLargeTitle, text: DOCUMENT_MESSAGES.pdfTooLarge };
  }
  if (isPdfFile(file) && file.size === 0) {
    return { title: DOCUMENT_MESSAGES.emptyPdfTitle, text: DOCUMENT_MESSAGES.emptyPdf };
  }
  return null;
}

/** The preview image: jpg, jpeg, png, gif or webp, at most 5 MB. */
export function checkPreviewImage(file: PickedFile): FileProblem | null {
  const extensionOk = (PREVIEW_IMAGE_EXTENSIONS as readonly string[]).includes(
    extensionOf(file.name),
  );
  const typeOk = file.type === '' || previewImageTypes.includes(file.type.toLowerCase());
  if (!extensionOk || !typeOk) {
    return { title: DOCUMENT_MESSAGES.imageTypeTitle, text: DOCUMENT_MESSAGES.imageType };
  }
  if (file.size > PREVIEW_IMAGE_MAX_BYTES) {
    return { title: DOCUMENT_MESSAGES.tooLargeTitle, text: DOCUMENT_MESSAGES.imageTooLarge };
  }
  return null;
}
