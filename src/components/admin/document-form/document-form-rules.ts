import type { Document, DocumentCreate, FileInfo } from '../../../api/generated/backend/model';
import {
  createDocumentBodyCategoryMax,
  createDocumentBodyDescriptionMax,
  createDocumentBodyNameMax,
  createDocumentBodyPreviewImageUrlMax,
  createDocumentBodySlugMax,
  createDocumentBodyUrlMax,
} from '../../../api/generated/backend-zod/backend.zod';
import { isHttpUrl, tooLongMessage } from '../../../lib/form-rules';
import type { FailureWording } from '../../../lib/failure';
import { slugify } from '../../../../core/lib/slug';
import { z } from 'zod';
import {
  checkMainFile,
  checkProductDocumentFile,
  MAIN_FILE_ACCEPT,
  PRODUCT_FILE_ACCEPT,
  type Problem,
} from './document-file-checks';
import { DOCUMENT_FIELD_LABELS as DOCUMENT_LABELS } from '../field-labels/document';

/**
 * The rules of the one document form (docs/SPEC.md section 5). SPEC gives a document two rule
 * sets, by where it is made: the product editor's 'Yeni Belge' ("Document form (dialog)") and the
 * file manager's 'Yeni Dosya' / 'Dosyayı Düzenle' ("Document form (file management page)"). They
 * are two validations of one record and one form: `DOCUMENT_FORM_PLACES` says what each place
 * checks, accepts and shows.
 */

/** A stored file's name and address as the panel shows them. */
export const fileName = (file: Pick<FileInfo, 'name' | 'fileName'>) =>
  (file.name || file.fileName || '').trim();
export const filePath = (file: Pick<FileInfo, 'path' | 'url'>) =>
  (file.path || file.url || '').trim();

/**
 * The user-visible texts of the document form (docs/SPEC.md sections 5 and 8); the checks of a
 * chosen file say theirs in document-file-checks.ts.
 */
export const DOCUMENT_MESSAGES = {
  nameRequired: 'Dosya adı zorunludur.',
  missingTitle: 'Eksik Bilgi!',
  missingSource: 'Bir dosya yükleyin, sistemden dosya seçin veya harici URL girin.',
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

/** The product editor's 'Yeni Belge' says some of these in its own words (SPEC section 5). */
const PRODUCT_DOCUMENT_MESSAGES = {
  missingSource: 'Bir URL girin, sistemden bir dosya seçin veya bir dosya yükleyin.',
  invalidUrl: 'Lütfen http:// veya https:// ile başlayan geçerli bir adres girin.',
  created: 'Belge oluşturuldu.',
  updated: 'Belge güncellendi.',
  saveFailed: 'Belge kaydedilemedi.',
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

type FieldLabels = Readonly<Record<keyof DocumentFormValues, string>>;

const DOCUMENT_FIELD_LABELS: FieldLabels = DOCUMENT_LABELS;

/** The product editor's 'Yeni Belge' writes two of them in lower case. */
const PRODUCT_FIELD_LABELS: FieldLabels = {
  ...DOCUMENT_FIELD_LABELS,
  name: 'Dosya adı',
  slug: 'URL slug',
};

const longest = (max: number) => z.string().max(max, tooLongMessage(max));

/** The form's fields with the contract's limits (CreateDocumentBody). */
const documentFieldsSchema = z.object({
  name: z
    .string()
    .refine(
      (value) => value.trim().length <= createDocumentBodyNameMax,
      tooLongMessage(createDocumentBodyNameMax),
    ),
  slug: longest(createDocumentBodySlugMax),
  description: longest(createDocumentBodyDescriptionMax),
  category: longest(createDocumentBodyCategoryMax),
  order: z.string().refine((value) => {
    const text = value.trim();
    return text === '' || (Number.isInteger(Number(text)) && Number(text) >= 0);
  }, DOCUMENT_MESSAGES.orderMin),
  url: longest(createDocumentBodyUrlMax),
  fileId: z.string(),
  fileName: z.string(),
  mimeType: z.string(),
  fileSize: z.string(),
  previewImageFileId: z.string(),
  previewImageUrl: longest(createDocumentBodyPreviewImageUrlMax),
  isActive: z.boolean(),
  // Checked when chosen (document-file-checks.ts).
  pendingMain: z.custom<File | null>(),
  pendingPreview: z.custom<File | null>(),
}) satisfies z.ZodType<DocumentFormValues>;

/** The file manager's: a missing name and a bad URL are said under their fields. */
const documentFormSchema = documentFieldsSchema.extend({
  name: documentFieldsSchema.shape.name.refine(
    (value) => value.trim() !== '',
    DOCUMENT_MESSAGES.nameRequired,
  ),
  url: documentFieldsSchema.shape.url.refine(
    (value) => value.trim() === '' || isHttpUrl(value.trim()),
    DOCUMENT_MESSAGES.invalidUrl,
  ),
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

type SourceValues = Pick<DocumentFormValues, 'fileId' | 'url' | 'pendingMain'>;

/** A main file (waiting for the upload, or stored) or an external URL. */
const hasMainSource = (values: SourceValues) =>
  values.pendingMain !== null || values.fileId.trim() !== '' || values.url.trim() !== '';

/**
 * The file manager's check before a save ("Document form (file management page)"): the schema
 * has said what is wrong with the fields; a main file or an external URL is needed.
 */
export function checkFileManagerDocument(values: SourceValues): Problem | null {
  return hasMainSource(values)
    ? null
    : { title: DOCUMENT_MESSAGES.missingTitle, text: DOCUMENT_MESSAGES.missingSource };
}

/**
 * The product editor's check before a save ("Document form (dialog)"), each said in a notice: the
 * name, then a URL, a chosen file or an uploaded one, then a valid URL.
 */
export function checkProductDocument(
  values: SourceValues & Pick<DocumentFormValues, 'name'>,
): Problem | null {
  if (!values.name.trim())
    return { title: DOCUMENT_MESSAGES.missingTitle, text: DOCUMENT_MESSAGES.nameRequired };
  if (!hasMainSource(values))
    return { title: DOCUMENT_MESSAGES.missingTitle, text: PRODUCT_DOCUMENT_MESSAGES.missingSource };
  const url = values.url.trim();
  if (url && !isHttpUrl(url))
    return { title: DOCUMENT_MESSAGES.invalidUrl, text: PRODUCT_DOCUMENT_MESSAGES.invalidUrl };
  return null;
}

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

/**
 * Where the form is opened, and what that place checks, accepts and shows (docs/SPEC.md section
 * 5): the file manager's 'Yeni Dosya' / 'Dosyayı Düzenle' (admin screen 9), or the product
 * editor's 'Yeni Belge' (admin screen 8, with its PDF test and backend check).
 */
export interface DocumentFormPlace {
  titles: { create: string; edit: string };
  labels: FieldLabels;
  /** Where unsaved work is kept on the device (ADR 0035): each place keeps its own copy. */
  keptKind: string;
  /** The fields' own errors, said under them. */
  schema: z.ZodType<DocumentFormValues, DocumentFormValues>;
  /** Checked after the schema, before anything is uploaded or saved; said in a notice. */
  check: (values: DocumentFormValues) => Problem | null;
  mainFile: {
    legend: string;
    hint: string | null;
    inputLabel: string;
    accept: string;
    check: (file: File) => Problem | null;
    pickerTitle: string;
    pickerType?: 'pdf';
    /** What the section says of the main file: waiting for the upload, stored, or none. */
    describe: (file: { pending: File | null; name: string; id: string }) => string;
  };
  /**
   * The parts only one place has: order and preview image, or the PDF and backend checks; and
   * `guard`, the question before leaving the page with unsaved edits (the file manager's form is
   * its page's editor; the product editor around 'Yeni Belge' asks for its own).
   */
  parts: { order: boolean; preview: boolean; checks: boolean; guard: boolean };
  saved: { created: string; updated: string };
  failure: FailureWording | string;
}

export const DOCUMENT_FORM_PLACES = {
  files: {
    titles: { create: 'Yeni Dosya', edit: 'Dosyayı Düzenle' },
    labels: DOCUMENT_FIELD_LABELS,
    keptKind: 'document',
    schema: documentFormSchema,
    check: checkFileManagerDocument,
    mainFile: {
      legend: 'Ana Dosya',
      hint: 'PDF, Word, Excel, PowerPoint, TXT, ZIP veya RAR; en fazla 10 MB. Dosya ya da harici URL zorunludur.',
      inputLabel: 'Ana dosya',
      accept: MAIN_FILE_ACCEPT,
      check: checkMainFile,
      pickerTitle: 'Ana dosya: sistemden seç',
      describe: ({ pending, name, id }) =>
        pending
          ? `${pending.name} (kaydettiğinizde yüklenecek)`
          : name || (id ? 'Seçili dosya' : 'Dosya seçilmedi'),
    },
    parts: { order: true, preview: true, checks: false, guard: true },
    saved: { created: DOCUMENT_MESSAGES.created, updated: DOCUMENT_MESSAGES.updated },
    failure: DOCUMENT_SAVE_WORDING,
  },
  product: {
    titles: { create: 'Yeni Belge', edit: 'Belgeyi Düzenle' },
    labels: PRODUCT_FIELD_LABELS,
    // The file manager's copy of the same document is kept apart: its form shows more fields.
    keptKind: 'document-dialog',
    schema: documentFieldsSchema,
    check: checkProductDocument,
    mainFile: {
      legend: 'Dosya',
      hint: null,
      inputLabel: 'Yüklenecek dosya',
      accept: PRODUCT_FILE_ACCEPT,
      check: checkProductDocumentFile,
      pickerTitle: 'Belge dosyası: sistemden seç',
      pickerType: 'pdf',
      describe: ({ pending, name, id }) =>
        pending ? `Yüklenecek: ${pending.name}` : id ? `Seçili dosya: ${name}` : 'Dosya seçilmedi.',
    },
    parts: { order: false, preview: false, checks: true, guard: false },
    saved: {
      created: PRODUCT_DOCUMENT_MESSAGES.created,
      updated: PRODUCT_DOCUMENT_MESSAGES.updated,
    },
    failure: PRODUCT_DOCUMENT_MESSAGES.saveFailed,
  },
} as const satisfies Record<string, DocumentFormPlace>;
