import type { RevisionKind } from '../../../api/generated/backend/model';
import { changedFields } from '../../../../core/domain/revisions';
import { formatDateTime } from '../../../../core/lib/turkey-time';
import { CONTENT_LABELS, SERVICE_PAGE_LABELS } from '../field-labels/content';
import { DOCUMENT_RECORD_LABELS } from '../field-labels/document';
import { PAGE_RECORD_LABELS } from '../field-labels/page';
import { PRODUCT_RECORD_LABELS } from '../field-labels/product';

/**
 * What the 'Geçmiş' panel shows of a revision: each changed field under the editors' own label,
 * its value in that revision and now. The comparison is the domain's (core/domain/revisions.ts);
 * the labels are the editors' own tables (../field-labels/).
 */

type Labels = Readonly<Record<string, string>>;

const CONTENT_BY_KEY: Partial<Record<string, Labels>> = CONTENT_LABELS;

/** The labels of a record's fields in its editor (a content page's form fields are its fields). */
function labelsOf(kind: RevisionKind, itemId: string): Labels {
  switch (kind) {
    case 'product':
      return PRODUCT_RECORD_LABELS;
    case 'page':
      return PAGE_RECORD_LABELS;
    case 'document':
      return DOCUMENT_RECORD_LABELS;
    case 'content':
      return CONTENT_BY_KEY[itemId] ?? SERVICE_PAGE_LABELS;
  }
}

/** A field's label in its editor; the field's own name when no editor shows it. */
export const fieldLabel = (kind: RevisionKind, itemId: string, field: string) =>
  labelsOf(kind, itemId)[field] ?? field;

export const EMPTY_VALUE = '(boş)';

/** The fields that name other records by id, and what they name (shown by name in the panel). */
const ID_FIELDS: Readonly<Record<string, 'product' | 'document' | 'file'>> = {
  productIds: 'product',
  documentIds: 'document',
  fileId: 'file',
  previewImageFileId: 'file',
  mainImageId: 'file',
  productMainImageId: 'file',
  productImageId: 'file',
  fileIds: 'file',
  documentImageIds: 'file',
  productDetailImageIds: 'file',
  documentFileIds: 'file',
  productDetailFileIds: 'file',
};
export type NamedKind = (typeof ID_FIELDS)[string];

/** The kind of record a field names by id; null for a content page's fields and other values. */
export const namedKindOf = (kind: RevisionKind, field: string): NamedKind | null =>
  kind === 'content' ? null : (ID_FIELDS[field] ?? null);

/** A record's name by its id, when known. */
export type NameOf = (kind: NamedKind, id: string) => string | undefined;

/**
 * A value as lines of text: a list item per line, a document link as its title and address,
 * yes/no in Turkish; an empty value as {@link EMPTY_VALUE}.
 */
export function valueLines(value: unknown, named?: (id: string) => string | undefined): string[] {
  const one = (item: unknown): string => {
    if (item === null || item === undefined || item === '') return EMPTY_VALUE;
    if (typeof item === 'string' && named) return named(item) ?? item;
    if (typeof item === 'boolean') return item ? 'Evet' : 'Hayır';
    if (typeof item === 'object') {
      const parts = Object.values(item as Record<string, unknown>)
        .filter((part) => part !== null && part !== undefined && part !== '')
        .map(String);
      return parts.length > 0 ? parts.join(' — ') : EMPTY_VALUE;
    }
    return String(item);
  };
  if (Array.isArray(value)) return value.length > 0 ? value.map(one) : [EMPTY_VALUE];
  return [one(value)];
}

export interface FieldChange {
  field: string;
  label: string;
  /** The revision's value. */
  then: string[];
  /** The current value; null when the record no longer exists. */
  now: string[] | null;
}

/** The fields in which the revision differs from the current version, in the revision's order. */
export function revisionChanges(
  kind: RevisionKind,
  itemId: string,
  revision: Record<string, unknown>,
  current: Record<string, unknown> | null,
  nameOf?: NameOf,
): FieldChange[] {
  return changedFields(revision, current ?? {}).map((field) => {
    const named = namedKindOf(kind, field);
    const lookup = named && nameOf ? (id: string) => nameOf(named, id) : undefined;
    return {
      field,
      label: fieldLabel(kind, itemId, field),
      then: valueLines(revision[field], lookup),
      now: current ? valueLines(current[field], lookup) : null,
    };
  });
}

/** 'Kaydeden: ayse' or, for the state kept before the first recorded save, what it is. */
export const savedByText = (username: string | null) => (username ? username : 'İlk kayıtlı hâli');

/** The panel's date (21.11.2026 14:05). */
export const revisionDate = (savedAt: string) => formatDateTime(savedAt);
