import { upperTr } from './text.ts';

// A deliberately tiny PDF 1.4 writer: enough for seeded datasheets that real viewers open, with no
// dependency, no fonts to embed and no platform API beyond TextEncoder.
//
// Helvetica (a standard 14 font) carries the Turkish glyphs, but WinAnsiEncoding has no code for
// six of them. The font encoding therefore overlays the ISO-8859-9 positions (Ð Ý Þ ð ý þ, which
// Turkish never uses) with Ğ İ Ş ğ ı ş through a /Differences array.

interface PdfInput {
  title: string;
  /** Body lines. "# " starts a heading, "- " a bullet, "" a blank line; long lines are wrapped. */
  lines: readonly string[];
  subtitle?: string;
  /** Small text above the title, typically the company name. */
  header?: string;
  /** Left part of every page footer; the right part is the page number. */
  footer?: string;
  /** ISO-8601 UTC; written as /CreationDate so output stays deterministic. */
  createdAt?: string;
}

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 56;
const TEXT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const BODY_SIZE = 10;
const BODY_LEADING = 14.5;
const HEADING_SIZE = 12;
const BODY_TOP = 690;
const BODY_BOTTOM = 78;

const TURKISH_CODES: Readonly<Record<string, number>> = {
  Ğ: 0xd0,
  İ: 0xdd,
  Ş: 0xde,
  ğ: 0xf0,
  ı: 0xfd,
  ş: 0xfe,
};

const WIN_ANSI_EXTRAS: Readonly<Record<string, number>> = {
  '€': 0x80,
  '‚': 0x82,
  '„': 0x84,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '™': 0x99,
};

// Latin-1 slots taken over by the Turkish overlay.
const OVERLAID = new Set([0xd0, 0xdd, 0xde, 0xf0, 0xfd, 0xfe]);

function charCode(ch: string): number {
  const turkish = TURKISH_CODES[ch];
  if (turkish !== undefined) return turkish;
  const extra = WIN_ANSI_EXTRAS[ch];
  if (extra !== undefined) return extra;
  const cp = ch.codePointAt(0) ?? 0x3f;
  if (cp >= 0x20 && cp <= 0x7e) return cp;
  if (cp >= 0xa0 && cp <= 0xff && !OVERLAID.has(cp)) return cp;
  return 0x3f;
}

/** A PDF literal string kept pure ASCII, so string length equals byte length for the xref. */
function pdfString(text: string): string {
  let out = '(';
  for (const ch of text) {
    const code = charCode(ch);
    if (code === 0x28 || code === 0x29 || code === 0x5c) out += '\\' + String.fromCharCode(code);
    else if (code < 0x80) out += String.fromCharCode(code);
    else out += '\\' + code.toString(8).padStart(3, '0');
  }
  return out + ')';
}

/** Info dictionary strings are not font-encoded: UTF-16BE with a byte-order mark is the portable form. */
function pdfTextString(text: string): string {
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i++)
    hex += text.charCodeAt(i).toString(16).toUpperCase().padStart(4, '0');
  return `<${hex}>`;
}

// Helvetica advance widths (1/1000 em) for ASCII 32..126, from the Adobe core font metrics.
const HELVETICA_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556,
  556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667,
  611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667,
  667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500,
  222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];

const ACCENTED_BASE: Readonly<Record<string, string>> = {
  ç: 'c',
  Ç: 'C',
  ğ: 'g',
  Ğ: 'G',
  ı: 'i',
  İ: 'I',
  ö: 'o',
  Ö: 'O',
  ş: 's',
  Ş: 'S',
  ü: 'u',
  Ü: 'U',
  â: 'a',
  î: 'i',
  û: 'u',
};

function textWidth(text: string, size: number, bold: boolean): number {
  let units = 0;
  for (const ch of text) {
    const base = ACCENTED_BASE[ch] ?? ch;
    const cp = base.codePointAt(0) ?? 0;
    units += cp >= 32 && cp <= 126 ? (HELVETICA_WIDTHS[cp - 32] ?? 556) : 556;
  }
  // Bold glyphs run about 6% wider; an estimate is enough for wrapping.
  return (units * size * (bold ? 1.06 : 1)) / 1000;
}

function wrap(text: string, maxWidth: number, size: number, bold: boolean): string[] {
  const words = text.split(/\s+/).filter((w) => w.length > 0);
  const out: string[] = [];
  let current = '';
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && textWidth(candidate, size, bold) > maxWidth) {
      out.push(current);
      current = word;
    } else {
      current = candidate;
    }
  }
  if (current) out.push(current);
  return out.length > 0 ? out : [''];
}

interface Row {
  kind: 'heading' | 'body' | 'bullet' | 'blank';
  text: string;
  /** First row of a wrapped bullet gets the bullet sign. */
  lead: boolean;
}

function layoutRows(lines: readonly string[]): Row[] {
  const rows: Row[] = [];
  for (const line of lines) {
    if (line.trim() === '') {
      rows.push({ kind: 'blank', text: '', lead: false });
    } else if (line.startsWith('# ')) {
      for (const t of wrap(line.slice(2), TEXT_WIDTH, HEADING_SIZE, true))
        rows.push({ kind: 'heading', text: t, lead: false });
    } else if (line.startsWith('- ')) {
      wrap(line.slice(2), TEXT_WIDTH - 14, BODY_SIZE, false).forEach((t, i) =>
        rows.push({ kind: 'bullet', text: t, lead: i === 0 }),
      );
    } else {
      for (const t of wrap(line, TEXT_WIDTH, BODY_SIZE, false))
        rows.push({ kind: 'body', text: t, lead: false });
    }
  }
  return rows;
}

function rowHeight(row: Row): number {
  if (row.kind === 'heading') return HEADING_SIZE + 10;
  if (row.kind === 'blank') return BODY_LEADING * 0.6;
  return BODY_LEADING;
}

function paginate(rows: Row[]): Row[][] {
  const pages: Row[][] = [[]];
  let y = BODY_TOP;
  for (const row of rows) {
    let page = pages[pages.length - 1] as Row[];
    const h = rowHeight(row);
    // Keep a heading off the bottom line of a page; it belongs with the text after it.
    const needed = row.kind === 'heading' ? h + BODY_LEADING * 2 : h;
    if (y - needed < BODY_BOTTOM && page.length > 0) {
      page = [];
      pages.push(page);
      y = BODY_TOP;
    }
    if (page.length === 0 && row.kind === 'blank') continue;
    page.push(row);
    y -= h;
  }
  return pages;
}

const fmt = (n: number): string => (Number.isInteger(n) ? String(n) : n.toFixed(2));

function text(font: 'F1' | 'F2', size: number, x: number, y: number, value: string): string {
  return `BT /${font} ${fmt(size)} Tf ${fmt(x)} ${fmt(y)} Td ${pdfString(value)} Tj ET`;
}

function pageContent(input: PdfInput, rows: Row[], pageNo: number, pageCount: number): string {
  const ops: string[] = [];
  // Amber band and slate rule: the same accent as the site's illustrations.
  ops.push('0.953 0.553 0.157 rg', `0 ${PAGE_HEIGHT - 14} ${PAGE_WIDTH} 14 re f`);
  ops.push('0.42 0.46 0.5 rg');
  if (input.header) ops.push(text('F2', 9, MARGIN, 796, upperTr(input.header)));
  ops.push('0.12 0.16 0.2 rg');
  const titleRows = wrap(input.title, TEXT_WIDTH, 19, true).slice(0, 2);
  let y = 768;
  for (const t of titleRows) {
    ops.push(text('F2', 19, MARGIN, y, t));
    y -= 23;
  }
  if (input.subtitle) {
    ops.push('0.28 0.33 0.38 rg', text('F1', 11.5, MARGIN, y - 2, input.subtitle));
    y -= 18;
  }
  ops.push(
    '0.72 0.75 0.78 RG 0.8 w',
    `${MARGIN} ${fmt(y - 6)} m ${PAGE_WIDTH - MARGIN} ${fmt(y - 6)} l S`,
  );

  ops.push('0.12 0.16 0.2 rg');
  let by = Math.min(BODY_TOP, y - 30);
  for (const row of rows) {
    const h = rowHeight(row);
    if (row.kind === 'heading') {
      by -= 6;
      ops.push(
        '0.80 0.42 0.07 rg',
        text('F2', HEADING_SIZE, MARGIN, by, row.text),
        '0.12 0.16 0.2 rg',
      );
      by -= h - 6;
    } else if (row.kind === 'bullet') {
      if (row.lead) ops.push(text('F1', BODY_SIZE, MARGIN + 2, by, '•'));
      ops.push(text('F1', BODY_SIZE, MARGIN + 14, by, row.text));
      by -= h;
    } else if (row.kind === 'body') {
      ops.push(text('F1', BODY_SIZE, MARGIN, by, row.text));
      by -= h;
    } else {
      by -= h;
    }
  }

  ops.push(
    '0.72 0.75 0.78 RG 0.5 w',
    `${MARGIN} 56 m ${PAGE_WIDTH - MARGIN} 56 l S`,
    '0.42 0.46 0.5 rg',
  );
  if (input.footer) ops.push(text('F1', 8, MARGIN, 42, input.footer));
  const pageLabel = `Sayfa ${pageNo} / ${pageCount}`;
  ops.push(text('F1', 8, PAGE_WIDTH - MARGIN - textWidth(pageLabel, 8, false), 42, pageLabel));
  return ops.join('\n');
}

function pdfDate(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) throw new RangeError(`bad PDF date ${iso}`);
  const p = (n: number): string => String(n).padStart(2, '0');
  return `D:${d.getUTCFullYear()}${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}${p(d.getUTCHours())}${p(d.getUTCMinutes())}${p(d.getUTCSeconds())}Z`;
}

export function createPdf(input: PdfInput): Uint8Array {
  const pages = paginate(layoutRows(input.lines));
  const objects: string[] = [];
  const firstPageObj = 7;
  const kids = pages.map((_, i) => `${firstPageObj + i * 2} 0 R`).join(' ');

  objects.push('<< /Type /Catalog /Pages 2 0 R >>');
  objects.push(`<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`);
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding 5 0 R >>');
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding 5 0 R >>');
  objects.push(
    '<< /Type /Encoding /BaseEncoding /WinAnsiEncoding /Differences [208 /Gbreve 221 /Idotaccent 222 /Scedilla 240 /gbreve 253 /dotlessi 254 /scedilla] >>',
  );
  objects.push(
    `<< /Title ${pdfTextString(input.title)} /Producer (seed-pdf) /CreationDate (${pdfDate(input.createdAt ?? '2024-01-15T09:00:00Z')}) >>`,
  );
  pages.forEach((rows, i) => {
    const contentObj = firstPageObj + i * 2 + 1;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${contentObj} 0 R >>`,
    );
    const stream = pageContent(input, rows, i + 1, pages.length);
    objects.push(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
  });

  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefOffset = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) out += `${String(off).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xrefOffset}\n%%EOF`;
  return new TextEncoder().encode(out);
}
