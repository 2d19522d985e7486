/**
 * The facts of where an enquiry came from (issue 48; the contract's EnquirySource), bounded as the
 * contract bounds them. Written once for the browser (src/lib/visit-source.ts, the form and the
 * visit beacons) and the server's form without the script (server/ssr/enquiry-form.ts). Each
 * returns the value as it may be sent, or `undefined` when nothing fit is left.
 */

/**
 * Where the browser's visit beacons go (src/lib/visit-beacon.ts): a page viewed, and a click that
 * counts. The mocks' control keeps its latency and injected failures off them.
 */
export const BEACON_PATHS = { view: '/api/Visit', event: '/api/Visit/event' } as const;

/** The contract's UtmTag and the form's 'Konu': at most 200 characters. */
const TAG_MAX = 200;
/** The contract's SitePath. */
const PATH_MAX = 300;
// eslint-disable-next-line no-control-regex -- the contract's pattern: no control characters.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;
// eslint-disable-next-line no-control-regex -- the same, to test (a global one keeps a position).
const HAS_CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** A one-line text: control characters dropped, trimmed, cut to `max`; empty is nothing. */
export function lineOf(value: unknown, max = TAG_MAX): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.replace(CONTROL, ' ').trim().slice(0, max).trim();
  return text === '' ? undefined : text;
}

/**
 * A path on this site (`/product/x`), without its query or fragment: nothing when it does not
 * start with a single `/` (`//host` is another site), holds a control character or is too long.
 */
export function sitePathOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const path = value.split(/[?#]/, 1)[0] ?? '';
  if (!path.startsWith('/') || path.startsWith('//') || path.length > PATH_MAX) return undefined;
  return HAS_CONTROL.test(path) ? undefined : path;
}

/** A host name as the contract takes it (`www.google.com`), lower case. */
export function hostNameOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const host = value.toLowerCase();
  return host.length <= 253 && /^[a-z0-9.-]+$/.test(host) ? host : undefined;
}

/** The query names a 'Bilgi Al' link gives /contact: the topic and the page it was pressed on. */
export const TOPIC_PARAM = 'konu';
export const FROM_PARAM = 'kaynak';
