import { z } from 'zod';
import {
  UpdateAsilnunxBody,
  UpdateContactContentBody,
  UpdateHalatliTelBetonKesmeBody,
  UpdateKimyasalAnkrajBody,
  UpdatePoliuretanEnjeksiyonBody,
  UpdatePrivacyNoticeBody,
} from '../../api/generated/content-zod/content.zod';
import type {
  BrandedResinContent,
  ContactContent,
  DocumentLink,
  PrivacyNoticeContent,
  ServicePageContent,
} from '../../api/generated/content/model';
import { seoFormFields, seoFormValues, seoPayload } from '../../components/admin/seo-form';
import { MAP_EMBED_ERROR, mapEmbedUrl } from '../../../core/lib/map-embed';
import { presentTexts } from '../../lib/text';
import { toEmbedUrl } from '../../lib/video';
import { isHttpUrl } from '../../lib/form-rules';

/** docs/SPEC.md section 8, contact editor (and the service-page editors, "wording like the contact editor's"). */
export const SAVE_SUCCESS = 'Değişiklikler başarıyla kaydedildi!';
export const SAVE_FAILED = 'Veriler güncellenirken bir hata oluştu.';
export const uploadFailedMessage = (kind: string) => `Dosya yüklenirken hata oluştu: ${kind}`;

export const EMAIL_ERROR = 'Geçerli bir e-posta adresi girin.';
export const VIDEO_LINK_ERROR = 'Geçerli bir YouTube bağlantısı girin.';
export const LINK_ERROR = 'Geçerli bir bağlantı girin (ör. /contact veya https://...).';
export const DOCUMENT_TITLE_REQUIRED = 'Doküman başlığı zorunludur.';
export const DOCUMENT_URL_REQUIRED = 'Doküman adresi zorunludur.';

/** docs/SPEC.md section 9: the service pages' image grid has exactly 8 slots. */
export const GALLERY_SLOTS = 8;

/**
 * Turkish messages for the generated schemas' own rules (lengths and list sizes), which carry
 * none; the messages added in this file take precedence over these.
 */
export const turkishIssues: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'too_big') {
    return issue.origin === 'array'
      ? `En fazla ${String(issue.maximum)} öğe eklenebilir.`
      : `En fazla ${String(issue.maximum)} karakter girilebilir.`;
  }
  if (issue.code === 'too_small') return 'Bu alan zorunludur.';
  return 'Geçersiz değer.';
};

const isBlank = (value: string) => value.trim() === '';
const looksLikeEmail = (value: string) => z.email().safeParse(value.trim()).success;
/** A link target: a path on this site or an http(s) address. */
const looksLikeLink = (value: string) => {
  const link = value.trim();
  if (link.startsWith('/')) return !link.startsWith('//');
  return isHttpUrl(link);
};

/**
 * One document link row of an editor. A row with both parts empty is dropped on save
 * ({@link presentDocumentRows}); a half-filled one asks for the missing part.
 */
const documentRow = z
  .object({ title: z.string().max(300), url: z.string().max(2000) })
  .superRefine((row, context) => {
    if (isBlank(row.title) && !isBlank(row.url))
      context.addIssue({ code: 'custom', path: ['title'], message: DOCUMENT_TITLE_REQUIRED });
    if (!isBlank(row.title) && isBlank(row.url))
      context.addIssue({ code: 'custom', path: ['url'], message: DOCUMENT_URL_REQUIRED });
  });

/** Trimmed rows; rows left empty in the editor are dropped. */
export const presentDocumentRows = (rows: readonly DocumentLink[]): DocumentLink[] =>
  rows
    .map((row) => ({ title: row.title.trim(), url: row.url.trim() }))
    .filter((row) => row.title !== '' || row.url !== '');

const trimAll = <T extends Record<string, unknown>>(values: T): T =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === 'string' ? value.trim() : value,
    ]),
  ) as T;

// ---------------------------------------------------------------------------------------------
// Contact page

export const contactFormSchema = UpdateContactContentBody.extend({
  emailAddress: UpdateContactContentBody.shape.emailAddress.refine(
    (value) => isBlank(value) || looksLikeEmail(value),
    EMAIL_ERROR,
  ),
  // Only an https Google Maps embed; empty means no map (docs/SPEC.md section 3, docs/DESIGN.md).
  mapIframeCode: UpdateContactContentBody.shape.mapIframeCode.refine(
    (value) => isBlank(value) || mapEmbedUrl(value) !== null,
    MAP_EMBED_ERROR,
  ),
});
export type ContactFormValues = z.infer<typeof contactFormSchema>;

/** The whole object, as the content service replaces it (all fields required). */
export const toContactPayload = (values: ContactFormValues): ContactContent => trimAll(values);

// ---------------------------------------------------------------------------------------------
// Service pages (polyurethane injection, chemical anchoring, wire-rope cutting)

const servicePageBodies = {
  'poliuretan-enjeksiyon': UpdatePoliuretanEnjeksiyonBody,
  'kimyasal-ankraj': UpdateKimyasalAnkrajBody,
  'halatli-tel-beton-kesme': UpdateHalatliTelBetonKesmeBody,
};

export function servicePageFormSchema(page: keyof typeof servicePageBodies) {
  const body = servicePageBodies[page];
  return body.extend({
    youtubeLink: body.shape.youtubeLink.refine(
      (value) => isBlank(value) || toEmbedUrl(value) !== null,
      VIDEO_LINK_ERROR,
    ),
    galleryImages: body.shape.galleryImages.length(GALLERY_SLOTS),
    documents: z.array(documentRow).max(50),
    ...seoFormFields,
  });
}
export type ServicePageFormValues = z.infer<ReturnType<typeof servicePageFormSchema>>;

/** Exactly 8 slots: missing slots are empty, extra ones dropped. */
export const toGallerySlots = (images: readonly string[] | null | undefined): string[] =>
  Array.from({ length: GALLERY_SLOTS }, (_, index) => images?.[index] ?? '');

export const toServicePageFormValues = (content: ServicePageContent): ServicePageFormValues => ({
  ...content,
  applicationAreas: content.applicationAreas.length > 0 ? [...content.applicationAreas] : [''],
  galleryImages: toGallerySlots(content.galleryImages),
  documents: content.documents.map((document) => ({ ...document })),
  ...seoFormValues(content),
});

/**
 * The whole object for PUT: texts trimmed, empty application areas dropped, the 8 gallery slots
 * kept in place (an empty string is an empty slot), empty document rows dropped, empty SEO
 * fields as null (derived from the content).
 */
export const toServicePagePayload = (values: ServicePageFormValues): ServicePageContent => ({
  ...trimAll(values),
  applicationAreas: presentTexts(values.applicationAreas),
  galleryImages: toGallerySlots(values.galleryImages).map((image) => image.trim()),
  documents: presentDocumentRows(values.documents),
  ...seoPayload(values),
});

// ---------------------------------------------------------------------------------------------
// AsilNunX (branded resin)

export const asilnunxFormSchema = UpdateAsilnunxBody.extend({
  link: UpdateAsilnunxBody.shape.link.refine(
    (value) => isBlank(value) || looksLikeLink(value),
    LINK_ERROR,
  ),
  documents: z.array(documentRow).max(50),
  ...seoFormFields,
});
type AsilnunxFormValues = z.infer<typeof asilnunxFormSchema>;

export const toAsilnunxFormValues = (content: BrandedResinContent): AsilnunxFormValues => ({
  ...content,
  documents: content.documents.map((document) => ({ ...document })),
  ...seoFormValues(content),
});

export const toAsilnunxPayload = (values: AsilnunxFormValues): BrandedResinContent => ({
  ...trimAll(values),
  documents: presentDocumentRows(values.documents),
  ...seoPayload(values),
});

// ---------------------------------------------------------------------------------------------
// Aydınlatma Metni (KVKK, ADR 0038)

const RETENTION_ERROR = 'Saklama süresi 1 ile 120 ay arasında bir tam sayı olmalıdır.';

export const privacyNoticeFormSchema = UpdatePrivacyNoticeBody.extend({
  enquiryRetentionMonths: z
    .number({ error: RETENTION_ERROR })
    .int(RETENTION_ERROR)
    .min(1, RETENTION_ERROR)
    .max(120, RETENTION_ERROR),
});
type PrivacyNoticeFormValues = z.infer<typeof privacyNoticeFormSchema>;

export const toPrivacyNoticeFormValues = ({
  title,
  body,
  enquiryRetentionMonths,
}: PrivacyNoticeContent): PrivacyNoticeFormValues => ({ title, body, enquiryRetentionMonths });

export const toPrivacyNoticePayload = (values: PrivacyNoticeFormValues): PrivacyNoticeContent => ({
  ...values,
  title: values.title.trim(),
  body: values.body.trim(),
});
