/** docs/DESIGN.md section 3: search ignores case by Turkish rules (I/ı, İ/i). */
export const turkishLower = (value: string | null | undefined) =>
  (value ?? '').toLocaleLowerCase('tr-TR');

export const matchesSearch = (query: string, ...fields: (string | null | undefined)[]) => {
  const needle = turkishLower(query.trim());
  return needle === '' || fields.some((field) => turkishLower(field).includes(needle));
};

/** A-Z with Turkish collation (ç after c, ı before i, ...). */
export const compareTurkish = (a: string, b: string) =>
  a.localeCompare(b, 'tr', { sensitivity: 'base' });
