import { presentTexts } from '../../lib/text';

/** docs/SPEC.md section 9: a card's description is cut to 100 characters. */
const CARD_DESCRIPTION_LIMIT = 100;
/** docs/SPEC.md section 9: a card shows at most 2 subtitles, then '+N daha'. */
const CARD_SUBTITLE_LIMIT = 2;

/** The description of a card: the first description, cut to 100 characters plus '...'. */
export function cardDescription(
  descriptions: readonly (string | null | undefined)[] | null | undefined,
  limit = CARD_DESCRIPTION_LIMIT,
): string {
  const text = presentTexts(descriptions)[0] ?? '';
  // By characters, not UTF-16 units, so a Turkish letter or an emoji is never split.
  const characters = Array.from(text);
  return characters.length > limit ? `${characters.slice(0, limit).join('').trimEnd()}...` : text;
}

/** The subtitles a card shows (at most 2) and the '+N daha' note for the rest (null when none). */
export function cardSubtitles(
  subtitles: readonly (string | null | undefined)[] | null | undefined,
  limit = CARD_SUBTITLE_LIMIT,
): { shown: string[]; more: string | null } {
  const present = presentTexts(subtitles);
  const hidden = present.length - limit;
  return { shown: present.slice(0, limit), more: hidden > 0 ? `+${hidden} daha` : null };
}
