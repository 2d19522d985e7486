/**
 * CSV as Excel set to Turkish opens it as it is (issue 48): UTF-8 with a byte order mark, `;`
 * between fields (Turkish Excel's list separator, the comma being the decimal one), CRLF between
 * rows, every field quoted with `"` doubled. A field that begins with `=`, `+`, `-`, `@`, a tab
 * or a carriage return gets a leading `'`, so that Excel shows it as text and runs no formula
 * (OWASP's "CSV injection").
 */

/** Written once, before the first row. */
export const CSV_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;

/** One field, neutralised and quoted. */
export function csvField(value: string | null | undefined): string {
  const text = value ?? '';
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** One row, CRLF included. */
export const csvRow = (fields: readonly (string | null | undefined)[]): string =>
  `${fields.map(csvField).join(';')}\r\n`;
