import { isApiError } from '../api/api-error';

/**
 * A save refused with 412 (issue 22 section 1, core/domain/versions.ts): someone saved the record
 * after this editor read it, and both changed the same fields.
 */
interface FieldConflict {
  field: string;
  base: unknown;
  theirs: unknown;
  yours: unknown;
}

export interface VersionConflict {
  conflicts: FieldConflict[];
  /** The write's body merged with their changes, theirs where both changed a field. */
  merged: Record<string, unknown>;
  /** The record's version now: the `If-Match` of the save that resolves the conflict. */
  version: string;
}

/** Which side each conflicting field keeps, by field. */
export type ConflictChoices = Record<string, 'yours' | 'theirs'>;

/** The administrator closed the conflict view: nothing is saved, the form stays as typed. */
export class VersionConflictCancelledError extends Error {
  override readonly name = 'VersionConflictCancelledError';
  constructor() {
    super('Çakışma çözülmedi.');
  }
}

/** The conflict a failed save carries, or null when it is another failure. */
export function readConflict(error: unknown): VersionConflict | null {
  if (!isApiError(error) || error.status !== 412) return null;
  const body = error.body as Partial<VersionConflict> | null;
  if (!body || !Array.isArray(body.conflicts) || typeof body.version !== 'string') return null;
  if (!body.merged || typeof body.merged !== 'object') return null;
  return { conflicts: body.conflicts, merged: body.merged, version: body.version };
}

/** The body that resolves `conflict`: the merged record with the fields kept as typed. */
export function resolvedBody(
  conflict: VersionConflict,
  choices: ConflictChoices,
): Record<string, unknown> {
  const body = { ...conflict.merged };
  for (const { field, yours } of conflict.conflicts)
    if ((choices[field] ?? 'yours') === 'yours') body[field] = yours;
  return body;
}

/** How long a value shown in the conflict view may be before it is cut. */
const SHOWN_LENGTH = 200;

/** What an empty value reads as in the conflict view. */
const EMPTY_VALUE_TEXT = '(boş)';

function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'boolean') return value ? 'Evet' : 'Hayır';
  if (Array.isArray(value))
    return value
      .map(valueText)
      .filter((item) => item !== '')
      .join('; ');
  if (typeof value === 'object') {
    const { name, title, url, path } = value as Record<string, unknown>;
    const named = [name, title, url, path].find((item) => typeof item === 'string' && item);
    return typeof named === 'string' ? named : JSON.stringify(value);
  }
  return String(value as string | number);
}

/** A field's value as the conflict view shows it: lists joined, long text cut with '…'. */
export function describeValue(value: unknown): string {
  const text = valueText(value).replace(/\s+/g, ' ').trim();
  if (text === '') return EMPTY_VALUE_TEXT;
  return text.length > SHOWN_LENGTH ? `${text.slice(0, SHOWN_LENGTH - 1).trimEnd()}…` : text;
}
