/** docs/SPEC.md section 9: document file names over 25 characters are cut to 22 plus '...'. */
export function truncateFileName(name: string, limit = 25, keep = 22): string {
  const characters = Array.from(name);
  return characters.length > limit ? `${characters.slice(0, keep).join('')}...` : name;
}

/** Non-blank strings only, trimmed: lists from the panel may hold empty entries. */
export const presentTexts = (values: readonly (string | null | undefined)[] | null | undefined) =>
  (values ?? []).map((value) => value?.trim() ?? '').filter((value) => value !== '');
