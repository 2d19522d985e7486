const turkishToAscii: Record<string, string> = {
  ç: 'c',
  ğ: 'g',
  ı: 'i',
  ö: 'o',
  ş: 's',
  ü: 'u',
  â: 'a',
  î: 'i',
  û: 'u',
};

/**
 * The slug rule of docs/SPEC.md section 3: lower-case (Turkish rules), Turkish letters to ASCII, other
 * non-alphanumerics dropped, spaces to hyphens, repeated hyphens collapsed and trimmed.
 * 'Kimyasal Ankraj & Filiz Ekimi' -> 'kimyasal-ankraj-filiz-ekimi'.
 */
export function slugify(name: string): string {
  // I and İ are mapped before lower-casing, so the result does not depend on the runtime's locale
  // data ('İ'.toLowerCase() is 'i' plus a combining dot outside tr-TR).
  return name
    .replace(/İ/g, 'i')
    .replace(/I/g, 'ı')
    .toLowerCase()
    .replace(/[çğıöşüâîû]/g, (letter) => turkishToAscii[letter] ?? letter)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A product's public URL: the backend slug when present, else the generated one. */
export function productPath(
  product: { slug?: string | null; name?: string | null } | null | undefined,
) {
  if (!product) return '/products';
  const slug = product.slug?.trim() || slugify(product.name ?? '');
  return `/product/${slug}`;
}
