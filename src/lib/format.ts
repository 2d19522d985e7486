const units = ['Bytes', 'KB', 'MB', 'GB'] as const;

/**
 * docs/SPEC.md section 9: sizes in Bytes, KB, MB or GB with 2 decimals (Turkish number format);
 * an unknown size reads 'Bilinmiyor'.
 */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0)
    return 'Bilinmiyor';
  if (bytes === 0) return '0 Bytes';
  const exponent = Math.min(units.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  const value = bytes / 1024 ** exponent;
  return `${value.toLocaleString('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${units[exponent]}`;
}

/** The product form shows sizes in MB with 2 decimals. */
export const formatMegabytes = (bytes: number) =>
  `${(bytes / 1024 / 1024).toLocaleString('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} MB`;
