/**
 * Ids are UUIDs kept in PostgreSQL's spelling: lower case, without `urn:uuid:`. The mocks and the
 * server normalise every id they are sent the same way, so an upper-case id finds its record in
 * both.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string | null | undefined): value is string =>
  typeof value === 'string' && UUID.test(value);

/** A valid id in its stored spelling, or null: such an id can never match a record. */
export function normalizeId(value: string | null | undefined): string | null {
  const id = value?.replace(/^urn:uuid:/i, '');
  return isUuid(id) ? id.toLowerCase() : null;
}

/** Id lists keep their order and duplicates; an entry that is no id could never resolve. */
export const normalizeIds = (values: readonly string[] | null | undefined): string[] =>
  (values ?? []).map(normalizeId).filter((id): id is string => id !== null);

/** An id as stored; one that is no id finds nothing (the schema has already refused it). */
export const storedId = (id: string): string => normalizeId(id) ?? '';
