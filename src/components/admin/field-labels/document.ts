/**
 * A stored document's fields by the document form's labels ('Geçmiş'); the form's own table
 * (src/features/admin-files/document-form.ts) names the form's fields for the kept copy's list.
 */
export const DOCUMENT_RECORD_LABELS: Readonly<Record<string, string>> = {
  name: 'Dosya Adı',
  slug: 'URL Slug',
  description: 'Açıklama',
  category: 'Kategori',
  order: 'Sıra',
  url: 'Harici URL',
  fileId: 'Ana dosya',
  mimeType: 'Dosya türü',
  fileSize: 'Dosya boyutu',
  previewImageFileId: 'Önizleme görseli (dosya)',
  previewImageUrl: 'Önizleme Görseli URL',
  isActive: 'Aktif',
};
