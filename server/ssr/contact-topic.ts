import { FROM_PARAM, TOPIC_PARAM, lineOf, sitePathOf } from '../../core/lib/enquiry-source.ts';

/**
 * A 'Bilgi Al' link opens /contact with the page's topic and path (`?konu=…&kaynak=…`, issue 48).
 * Those are not part of the page's cache key (any text could be a topic: each would be a render
 * and an entry of its own): the one cached /contact is rendered without them, and its form's
 * 'Konu' and hidden `kaynak` are filled in here, for this reply only. The browser renders the same
 * from the address when it takes the page over.
 */
interface ContactFill {
  topic?: string;
  from?: string;
}

/** What `url` asks the contact form to hold, or nothing (another page, or no such parameter). */
export function contactFillOf(url: string): ContactFill | undefined {
  const at = url.indexOf('?');
  if (at < 0 || url.slice(0, at) !== '/contact') return undefined;
  const query = new URLSearchParams(url.slice(at + 1));
  const topic = lineOf(query.get(TOPIC_PARAM));
  const from = sitePathOf(query.get(FROM_PARAM));
  if (!topic && !from) return undefined;
  return { ...(topic && { topic }), ...(from && { from }) };
}

const escapeAttribute = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** Sets the `value` of the page's input named `name` (the only one: the form's). */
const withValue = (html: string, name: string, value: string) =>
  html.replace(new RegExp(`<input\\b[^>]*\\bname="${name}"[^>]*>`), (input) =>
    input.replace(/\bvalue="[^"]*"/, () => `value="${escapeAttribute(value)}"`),
  );

/** The rendered /contact with its form's topic and source page filled in. */
export function fillContactForm(html: string, fill: ContactFill): string {
  let filled = html;
  if (fill.topic) filled = withValue(filled, TOPIC_PARAM, fill.topic);
  if (fill.from) filled = withValue(filled, FROM_PARAM, fill.from);
  return filled;
}
