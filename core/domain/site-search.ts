import type { ServicePageContent } from '../../src/api/generated/content/model/index.ts';
import type { SearchFieldsOf } from '../lib/turkish-search.ts';
import { isPublicDocument, isPublished } from './publishing.ts';
import type { DocumentRecord, PageRecord, ProductRecord } from './records.ts';
import type { ServicePageKey } from './types.ts';

/**
 * What the site's search reads of each record (issue 49), once for the server and the mocks: a
 * product's, document's and page's name is its title; their headings and short lines are the
 * subtitle; the rest of their text is the text. A record is indexed as `kind:id`.
 */
export type SiteSearchRecord =
  | { kind: 'product'; record: ProductRecord }
  | { kind: 'document'; record: DocumentRecord }
  | { kind: 'page'; record: PageRecord }
  | { kind: 'service'; key: ServicePageKey; content: ServicePageContent };

const siteSearchId = (entry: SiteSearchRecord): string =>
  entry.kind === 'service' ? `service:${entry.key}` : `${entry.kind}:${entry.record.id}`;

export const SITE_SEARCH_FIELDS: SearchFieldsOf<SiteSearchRecord> = {
  id: siteSearchId,
  title: (entry) => {
    if (entry.kind === 'service') return entry.content.mainTitle;
    return entry.record.name;
  },
  subtitle: (entry) => {
    switch (entry.kind) {
      case 'product':
        return [entry.record.homePageSubtitle, ...entry.record.titles, ...entry.record.subtitles];
      case 'document':
        return entry.record.category;
      case 'page':
        return [...entry.record.titles, ...entry.record.subtitles];
      case 'service':
        return [entry.content.descriptionTitle, entry.content.homepageSubtitle];
    }
  },
  text: (entry) => {
    switch (entry.kind) {
      case 'product':
      case 'page':
        return [
          ...entry.record.descriptions,
          ...entry.record.listTitles,
          ...entry.record.listItems,
          ...entry.record.videoTitles,
          ...entry.record.videoDescriptions,
        ];
      case 'document':
        return entry.record.description;
      case 'service':
        return [
          entry.content.descriptionText,
          ...entry.content.applicationAreas,
          entry.content.detailsTitle,
          entry.content.detailsText,
          entry.content.bottomInfoTitle,
          entry.content.bottomInfoText,
        ];
    }
  },
};

/**
 * Whether visitors may find a record: no draft or scheduled product or document, no inactive
 * document (pages and service pages are always live; a trashed record is out of the index).
 */
export function visibleToVisitors(entry: SiteSearchRecord): boolean {
  switch (entry.kind) {
    case 'product':
      return isPublished(entry.record.status);
    case 'document':
      return isPublicDocument(entry.record);
    case 'page':
    case 'service':
      return true;
  }
}
