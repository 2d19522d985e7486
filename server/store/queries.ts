import { eq, type Column, type SQL } from 'drizzle-orm';
import { isUuid } from '../../core/domain/ids.ts';
import { hasNul } from '../../core/domain/records.ts';
import { ConflictError } from '../../core/domain/replies.ts';
import type { Lookup } from '../../core/domain/types.ts';

/** A unique-constraint violation (SQLSTATE 23505), possibly wrapped by drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Runs a write; a unique slug or name already taken becomes ConflictError(message). */
export async function uniqueOr<T>(message: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(message);
    throw error;
  }
}

interface LookupColumns {
  id: Column;
  slug: Column;
  name: Column;
}

/** The condition for a Lookup (by id, slug or name); null when no record can match it. */
export function lookupWhere(table: LookupColumns, lookup: Lookup): SQL | null {
  if ('id' in lookup) return isUuid(lookup.id) ? eq(table.id, lookup.id) : null;
  if ('slug' in lookup) return hasNul(lookup.slug) ? null : eq(table.slug, lookup.slug);
  return hasNul(lookup.name) ? null : eq(table.name, lookup.name);
}
