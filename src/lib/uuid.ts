const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** docs/SPEC.md section 5: ids are sent only when they look like a UUID. */
export const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && uuidPattern.test(value.trim());

/** The ids of a list that look like UUIDs, trimmed and without repeats. */
export const uuidsOnly = (
  values: readonly (string | null | undefined)[] | null | undefined,
): string[] => [...new Set((values ?? []).filter(isUuid).map((value) => value.trim()))];
