import type { Document, DocumentCreate, FileInfo } from '../../api/generated/backend/model';
import {
  createDocumentBodyCategoryMax,
  createDocumentBodyDescriptionMax,
  createDocumentBodyNameMax,
  createDocumentBodyPreviewImageUrlMax,
  createDocumentBodySlugMax,
  createDocumentBodyUrlMax,
} from '../../api/generated/backend-zod/backend.zod';
import { isHttpUrl, tooLongMessage } from '../../lib/form-rules';
import type { FailureWording } from '../../lib/save';
import { slugify } from '../../../core/lib/slug';
import { fileName, filePath } from './file-rows';
import { z } from 'zod';

/** The user-visible texts of the document form (docs/SPEC.md sections 5 and 8). */
export const DOCUMENT_MESSAGES = {
  nameRequired: 'Dosya adı zorunludur.',
  missingTitle: 'Eksik Bilgi!',
  missingSource: 'Bir dosya yükleyin, sistemden dosya seçin veya harici URL girin.',
  tooLargeTitle: 'Dosya Çok Büyük!',
  tooLarge10: "Dosya boyutu 10MB'dan küçük olmalıdır.",
  pdfTooLarge: 'Dosya boyutu çok büyük. Maksimum 50MB olmalıdır.',
  emptyPdfTitle: 'PDF Dosyası Boş!',
  emptyPdf: 'Seçilen PDF dosyası boş görünüyor. Lütfen başka bir dosya deneyin.',
  unsupportedTitle: 'Desteklenmeyen Dosya Türü!',
  unsupported:
    'Bu dosya türü yüklenemez. Kabul edilen uzantılar: pdf, doc, docx, xls, xlsx, ppt, pptx, txt, zip, rar.',
  imageTypeTitle: 'Geçersiz Görsel!',
  imageType: 'Önizleme görseli jpg, jpeg, png, gif veya webp olmalıdır.',
  imageTooLarge: "Görsel boyutu 5MB'dan küçük olmalıdır.",
  invalidUrl: 'Geçersiz URL!',
  orderMin: 'Sıra 0 veya daha büyük bir tam sayı olmalıdır.',
  saved: 'Başarılı!',
  updated: 'Dosya güncellendi.',
  created: 'Dosya oluşturuldu.',
  saveFailedTitle: 'Hata!',
  saveFailed: 'Kayıt işlemi başarısız oldu.',
  backendFormat: 'Backend veri formatı hatası.',
  backendFormatDetail:
    'Sunucu belge verisini kabul etmedi. URL tabanlı dosyalarda dosya kimliği (fileId) boş gönderilmelidir; dosya adı, slug ve bir dosya ya da harici URL zorunludur.',
  uploadFailed: 'Dosya yüklenemedi',
} as const;

/** The slug a document gets when none is typed (docs/SPEC.md section 5). */
export const FALLBACK_DOCUMENT_SLUG = 'document-slug';

/** What the form edits. Numbers are kept as typed; the payload turns them into numbers or null. */
export interface DocumentFormValues {
  name: string;
  slug: string;
  description: string;
  category: string;
  order: string;
  url: string;
  /** The stored main file: uploaded earlier or picked from the system ('' when none). */
  fileId: string;
  fileName: string;
  mimeType: string;
  fileSize: string;
  previewImageFileId: string;
  previewImageUrl: string;
  isActive: boolean;
  /**
   * A main file and a preview image chosen from the computer, waiting for the save's upload: in
   * the form, so that they are kept on the device with the rest (ADR 0035).
   */
  pendingMain: File | null;
  pendingPreview: File | null;
}

/** The form's fields by their labels on screen, for the list of what a kept copy changes. */
export const DOCUMENT_FIELD_LABELS = {
  name: 'Dosya Adı',
  slug: 'URL Slug',
  description: 'Açıklama',
  category: 'Kategori',
  order: 'Sıra',
  url: 'Harici URL',
  fileId: 'Dosya',
  fileName: 'Dosya',
  mimeType: 'Dosya',
  fileSize: 'Dosya',
  previewImageFileId: 'Önizleme Görseli',
  previewImageUrl: 'Önizleme Görseli',
  isActive: 'Aktif',
  pendingMain: 'Dosya',
  pendingPreview: 'Önizleme Görseli',
} as const satisfies Record<keyof DocumentFormValues, string>;

/** The form's fields with the contract's limits (CreateDocumentBody) and SPEC's messages. */
export const documentFormSchema = z.object({
  name: z
    .string()
    .refine((value) => value.trim() !== '', DOCUMENT_MESSAGES.nameRequired)
    .refine(
      (value) => value.trim().length <= createDocumentBodyNameMax,
      tooLongMessage(createDocumentBodyNameMax),
    ),
  slug: z.string().max(createDocumentBodySlugMax, tooLongMessage(createDocumentBodySlugMax)),
  description: z
    .string()
    .max(createDocumentBodyDescriptionMax, tooLongMessage(createDocumentBodyDescriptionMax)),
  category: z
    .string()
    .max(createDocumentBodyCategoryMax, tooLongMessage(createDocumentBodyCategoryMax)),
  order: z.string().refine((value) => {
    const text = value.trim();
    return text === '' || (Number.isInteger(Number(text)) && Number(text) >= 0);
  }, DOCUMENT_MESSAGES.orderMin),
  url: z
    .string()
    .max(createDocumentBodyUrlMax, tooLongMessage(createDocumentBodyUrlMax))
    .refine(
      (value) => value.trim() === '' || isHttpUrl(value.trim()),
      DOCUMENT_MESSAGES.invalidUrl,
    ),
  fileId: z.string(),
  fileName: z.string(),
  mimeType: z.string(),
  fileSize: z.string(),
  previewImageFileId: z.string(),
  previewImageUrl: z
    .string()
    .max(
      createDocumentBodyPreviewImageUrlMax,
      tooLongMessage(createDocumentBodyPreviewImageUrlMax),
    ),
  isActive: z.boolean(),
  // Checked when chosen (document-file-checks.ts).
  pendingMain: z.custom<File | null>(),
  pendingPreview: z.custom<File | null>(),
}) satisfies z.ZodType<DocumentFormValues>;

export const emptyDocumentForm: DocumentFormValues = {
  name: '',
  slug: '',
  description: '',
  category: '',
  order: '',
  url: '',
  fileId: '',
  fileName: '',
  mimeType: '',
  fileSize: '',
  previewImageFileId: '',
  previewImageUrl: '',
  isActive: true,
  pendingMain: null,
  pendingPreview: null,
};

const numberText = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : '';

/** The form's starting values for a document as the backend sent it. */
export function formFromDocument(document: Document): DocumentFormValues {
  const file = document.file ?? null;
  const preview = document.previewImageFile ?? null;
  return {
    name: document.name,
    slug: document.slug,
    description: document.description ?? '',
    category: document.category ?? '',
    order: numberText(document.order),
    url: document.url ?? '',
    fileId: document.fileId ?? '',
    fileName: file ? fileName(file) : '',
    mimeType: document.mimeType ?? document.contentType ?? file?.contentType ?? '',
    fileSize: numberText(document.fileSize ?? file?.size),
    previewImageFileId: document.previewImageFileId ?? '',
    previewImageUrl: document.previewImageUrl ?? (preview ? filePath(preview) : ''),
    isActive: document.isActive,
    pendingMain: null,
    pendingPreview: null,
  };
}

/** The form's fields for a system file chosen as the main file. */
export const mainFileFields = (
  file: Pick<
    FileInfo,
    'id' | 'name' | 'fileName' | 'contentType' | 'mimeType' | 'size' | 'fileSize'
  >,
) => ({
  fileId: file.id,
  fileName: fileName(file),
  mimeType: file.contentType || file.mimeType || '',
  fileSize: numberText(file.size ?? file.fileSize),
});

/** docs/SPEC.md section 5: the slug follows the name until it is edited. */
export const slugFromName = (name: string) => slugify(name);

/** An empty slug is built from the name, with the fallback 'document-slug'. */
export const documentSlug = (slug: string, name: string) =>
  slugify(slug) || slugify(name) || FALLBACK_DOCUMENT_SLUG;

/** A main file or an external URL is needed (docs/SPEC.md section 5). */
export const hasMainSource = (
  values: Pick<DocumentFormValues, 'fileId' | 'url'>,
  pendingFile: unknown,
) => Boolean(pendingFile) || values.fileId.trim() !== '' || values.url.trim() !== '';

/** What an upload at save time returned. */
interface StoredUpload {
  id: string;
  path: string;
  contentType: string;
  size: number;
}

const textOrNull = (value: string) => value.trim() || null;

function orderOrNull(value: string): number | null {
  const text = value.trim();
  if (text === '') return null;
  const order = Number(text);
  return Number.isInteger(order) && order >= 0 ? order : null;
}

/**
 * The body of POST/PUT /api/Document (docs/SPEC.md section 5, "Before saving"):
 * - a main file or preview image uploaded at save time gives its id (fileId, previewImageFileId);
 * - with an external URL and no file, fileId is left out and mimeType and fileSize are null;
 * - empty strings are dropped: fileId and previewImageFileId are left out, mimeType and fileSize
 *   become null;
 * - the slug is the typed one made valid, else one built from the name, else 'document-slug'.
 */
export function prepareDocumentPayload(
  values: DocumentFormValues,
  uploads: { mainFile?: StoredUpload | null; previewImage?: StoredUpload | null } = {},
): DocumentCreate {
  const main = uploads.mainFile ?? null;
  const preview = uploads.previewImage ?? null;
  // As the form holds them (strings), before the clean-up below.
  const draft: Omit<DocumentCreate, 'fileId' | 'mimeType' | 'fileSize' | 'previewImageFileId'> & {
    fileId?: string;
    mimeType: string | null;
    fileSize: string | number | null;
    previewImageFileId?: string;
  } = {
    name: values.name.trim(),
    slug: documentSlug(values.slug, values.name),
    description: textOrNull(values.description),
    category: textOrNull(values.category),
    order: orderOrNull(values.order),
    url: textOrNull(values.url),
    fileId: main ? main.id : values.fileId.trim(),
    mimeType: main ? main.contentType : values.mimeType.trim(),
    fileSize: main ? main.size : values.fileSize.trim(),
    previewImageFileId: preview ? preview.id : values.previewImageFileId.trim(),
    previewImageUrl: preview ? preview.path : textOrNull(values.previewImageUrl),
    isActive: values.isActive,
  };

  if (draft.url && !draft.fileId) {
    delete draft.fileId;
    draft.mimeType = null;
    draft.fileSize = null;
  }
  if (draft.fileId === '') delete draft.fileId;
  if (draft.previewImageFileId === '') delete draft.previewImageFileId;
  if (draft.mimeType === '') draft.mimeType = null;
  if (draft.fileSize === '') draft.fileSize = null;
  const size = typeof draft.fileSize === 'string' ? Number(draft.fileSize) : draft.fileSize;
  return {
    ...draft,
    fileSize: size === null || (Number.isInteger(size) && size >= 0) ? size : null,
  };
}

const concernsDocumentShape = (field: string) => {
  const name = field.replace(/^\$\.?/, '').toLowerCase();
  return name.includes('dto') || name === 'fileid' || name.endsWith('.fileid');
};

/**
 * docs/SPEC.md section 8, "File management" save failures (the rest is describeFailure's: the
 * server's message, else the generic message, else 'Kayıt işlemi başarısız oldu.'):
 * - a 400 whose errors concern the document DTO or fileId: 'Backend veri formatı hatası.', with
 *   why (URL-based files, required fields);
 * - another 400 with errors: 'Validation hatası: {fields}', with the messages joined as detail.
 */
export const DOCUMENT_SAVE_WORDING: FailureWording = {
  fallback: DOCUMENT_MESSAGES.saveFailed,
  reason: 'error',
  refusal: (error) => {
    if (error.status !== 400 || !error.errors) return undefined;
    const fields = Object.keys(error.errors);
    if (fields.length === 0) return undefined;
    const messages = Object.values(error.errors).flat().join(' ');
    if (fields.some(concernsDocumentShape)) {
      return {
        title: DOCUMENT_MESSAGES.backendFormat,
        detail: [DOCUMENT_MESSAGES.backendFormatDetail, messages].filter(Boolean).join(' '),
      };
    }
    return { title: `Validation hatası: ${fields.join(', ')}`, detail: messages || undefined };
  },
};
