/** A stretch of a text the search matched: UTF-16 offsets, `end` excluded. */
interface TextRange {
  start: number;
  end: number;
}

/** A piece of the text as drawn: marked when a match covers it. */
interface TextSegment {
  text: string;
  marked: boolean;
}

const COMBINING_MARK = /^\p{M}/u;

/**
 * The text cut at the ranges (issue 49: the matched words marked). The ranges are the search's
 * (whole words, from the original string), but a page never trusts them to be tidy: they are held
 * to the text, sorted and merged, and a range's edge never splits a surrogate pair or leaves a
 * combining mark (a decomposed 'ü' is 'u' + U+0308) outside the word it belongs to.
 */
export function highlightSegments(text: string, ranges: readonly TextRange[]): TextSegment[] {
  const inside = (offset: number) => Math.min(Math.max(Math.trunc(offset), 0), text.length);
  const widenEnd = (end: number) => {
    let at = end;
    // The low half of a surrogate pair, then any combining marks after it.
    if (at > 0 && at < text.length && /[\uDC00-\uDFFF]/.test(text[at] ?? '')) at += 1;
    while (at < text.length && COMBINING_MARK.test(text.slice(at, at + 2))) at += 1;
    return at;
  };
  const widenStart = (start: number) =>
    start > 0 && /[\uDC00-\uDFFF]/.test(text[start] ?? '') ? start - 1 : start;
  const tidy = ranges
    .filter((range) => Number.isFinite(range.start) && Number.isFinite(range.end))
    .map((range) => ({ start: widenStart(inside(range.start)), end: widenEnd(inside(range.end)) }))
    .filter((range) => range.end > range.start)
    .sort((a, b) => a.start - b.start);
  const merged: TextRange[] = [];
  for (const range of tidy) {
    const last = merged.at(-1);
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  const segments: TextSegment[] = [];
  let at = 0;
  for (const range of merged) {
    if (range.start > at) segments.push({ text: text.slice(at, range.start), marked: false });
    segments.push({ text: text.slice(range.start, range.end), marked: true });
    at = range.end;
  }
  if (at < text.length) segments.push({ text: text.slice(at), marked: false });
  return segments;
}

/** A text with its matched words in `<mark>`. */
export function HighlightedText({ text, ranges }: { text: string; ranges: readonly TextRange[] }) {
  return (
    <>
      {highlightSegments(text, ranges).map((segment, index) =>
        segment.marked ? (
          <mark key={index} className="rounded-sm bg-accent-100 px-0.5 text-inherit">
            {segment.text}
          </mark>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}
