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

/**
 * A text list's props (TextListController): its name, its labels (the list's, one entry's, and
 * the add button's: 'Başlık ekle'), its entries' limit, and whether they are paragraphs.
 */
export const textListProps = <TName extends string>(
  name: TName,
  label: string,
  item: string,
  maxLength: number,
  multiline = false,
) => ({ name, label, itemLabel: item, addLabel: `${item} ekle`, maxLength, multiline });
