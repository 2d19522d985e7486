/**
 * The document form's fields by their labels on screen (the file manager's): the form's labels,
 * the list of what a kept copy changes, the conflict view and (through
 * {@link DOCUMENT_RECORD_LABELS}) the 'Geçmiş' panel's names.
 */
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
} as const;

const form = DOCUMENT_FIELD_LABELS;

/** A stored document's fields ('Geçmiş'): a form field's under its label, the rest named here. */
export const DOCUMENT_RECORD_LABELS: Readonly<Record<string, string>> = {
  name: form.name,
  slug: form.slug,
  description: form.description,
  category: form.category,
  order: form.order,
  url: form.url,
  fileId: 'Ana dosya',
  mimeType: 'Dosya türü',
  fileSize: 'Dosya boyutu',
  previewImageFileId: 'Önizleme görseli (dosya)',
  previewImageUrl: `${form.previewImageUrl} URL`,
  isActive: form.isActive,
};
