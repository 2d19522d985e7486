/**
 * A long text from the content editors as paragraphs: a blank line (possibly holding spaces)
 * separates paragraphs; single line breaks stay inside a paragraph. Blank paragraphs are dropped.
 */
export function toParagraphs(text: string | null | undefined): string[] {
  return (text ?? '')
    .replace(/\r\n?/g, '\n')
    .split(/\n[^\S\n]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}
