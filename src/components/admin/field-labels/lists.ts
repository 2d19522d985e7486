/** The text lists a product and a page share, by the product form's labels. */
export const LIST_FIELD_LABELS = {
  titles: 'Başlıklar',
  subtitles: 'Alt başlıklar',
  descriptions: 'Açıklamalar',
  listTitles: 'Liste başlıkları',
  listItems: 'Liste maddeleri',
  urls: 'Bağlantılar',
  videoUrls: 'Video bağlantıları',
  videoTitles: 'Video başlıkları',
  videoDescriptions: 'Video açıklamaları',
} as const;
