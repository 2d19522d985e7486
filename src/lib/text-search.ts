import { matchesText } from '../../core/lib/turkish-search';

/** docs/DESIGN.md section 3: a slug or a key lower-cased by Turkish rules (I/ı, İ/i). */
export const turkishLower = (value: string | null | undefined) =>
  (value ?? '').toLocaleLowerCase('tr-TR');

/**
 * The panel's search of a short list (issue 49, ADR 0065): core's Turkish matching over the
 * fields, each word of the query in one of them (diacritics optional, İ/ı both ways, prefixes, one
 * typo from five letters, suffixes); a blank query keeps everything.
 */
export const matchesSearch = (query: string, ...fields: (string | null | undefined)[]) =>
  matchesText(query, fields.filter((field) => field).join('\n'));

/** A-Z with Turkish collation (ç after c, ı before i, ...). */
export const compareTurkish = (a: string, b: string) =>
  a.localeCompare(b, 'tr', { sensitivity: 'base' });
