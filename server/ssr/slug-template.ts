import { inlineScripts, scriptHash } from './script-policy.ts';

/** A page made from a template: its status, its document's bytes and its inline scripts' hashes. */
export interface FilledPage {
  status: number;
  html: Buffer;
  scriptHashes: string[];
}

/** An inline script of the template: its hash when it has no placeholder, else its pieces around it. */
type TemplateScript = string | readonly Buffer[];

/**
 * A rendered page with a placeholder (a made-up product slug) that any plain slug can take the
 * place of, ready to fill many times (issue 50: a flood of made-up slugs): cut once into byte
 * pieces around each occurrence, so that each page is one `Buffer.concat` and goes out as bytes
 * (the 10 KB text was searched, copied, hashed whole and encoded to UTF-8 for each reply); the
 * inline scripts without the placeholder hashed once, those with it hashed per page from their
 * pieces. What `fill(slug)` gives is what `replaceAll(placeholder, slug)` on the page's HTML and
 * `inlineScriptHashes` of the result give (server/ssr/slug-template.test.ts).
 */
export class SlugTemplate {
  private readonly pieces: readonly Buffer[];
  private readonly fixedBytes: number;
  private readonly scripts: readonly TemplateScript[];
  readonly status: number;

  private constructor(status: number, html: string, placeholder: string) {
    this.status = status;
    this.pieces = html.split(placeholder).map((piece) => Buffer.from(piece));
    this.fixedBytes = this.pieces.reduce((sum, piece) => sum + piece.length, 0);
    this.scripts = [...inlineScripts(html)].map(({ source }) =>
      source.includes(placeholder)
        ? source.split(placeholder).map((piece) => Buffer.from(piece))
        : scriptHash(source),
    );
  }

  /**
   * The template of `page`, or null when a slug could change which of its scripts run: the
   * placeholder in a script tag's attributes (say in a `type`), or right after a `<` (where a slug
   * would name a tag); then each page is rendered. `placeholder` and the slugs put in its place
   * hold no `<`, `>` or quote, so they cannot start or end a tag anywhere else.
   */
  static of(page: { status: number; html: string }, placeholder: string): SlugTemplate | null {
    for (const [tag] of page.html.matchAll(/<script\b[^>]*>/gi)) {
      if (tag.includes(placeholder)) return null;
    }
    const before = page.html.split(placeholder).slice(0, -1);
    if (before.some((piece) => /<\/?$/.test(piece))) return null;
    return new SlugTemplate(page.status, page.html, placeholder);
  }

  /** The page with `slug` in place of every placeholder. */
  fill(slug: string): FilledPage {
    const bytes = Buffer.from(slug);
    const html = Buffer.concat(
      interleave(this.pieces, bytes),
      this.fixedBytes + (this.pieces.length - 1) * bytes.length,
    );
    const hashes = this.scripts.map((script) =>
      typeof script === 'string' ? script : scriptHash(...interleave(script, bytes)),
    );
    // Two scripts the same once filled are allowed once, as inlineScriptHashes does.
    return { status: this.status, html, scriptHashes: [...new Set(hashes)] };
  }
}

/** The pieces with `between` between each two. */
function interleave(pieces: readonly Buffer[], between: Buffer): Buffer[] {
  const all: Buffer[] = [];
  pieces.forEach((piece, index) => {
    if (index > 0) all.push(between);
    all.push(piece);
  });
  return all;
}
