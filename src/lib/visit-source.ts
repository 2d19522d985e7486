import type { EnquirySource } from '../api/generated/backend/model/enquirySource';
import { hostNameOf, lineOf, sitePathOf } from '../../core/lib/enquiry-source';

/**
 * Where a visit came from, kept without cookies (issue 48, docs/enquiries.md): the tab's
 * sessionStorage holds its landing facts (the first page, the referring site's host and the
 * landing's UTM tags) and the pages it showed last, until the tab is closed. The enquiry form
 * sends them; nothing else reads them. A browser that keeps no sessionStorage (private mode,
 * storage off) loses them, and nothing else changes.
 */
type LandingFacts = Omit<EnquirySource, 'page'>;

const LANDING_KEY = 'asil.ilk-sayfa';
const PAGES_KEY = 'asil.sayfalar';

function read<T>(key: string): T | undefined {
  try {
    const text = sessionStorage.getItem(key);
    return text ? (JSON.parse(text) as T) : undefined;
  } catch {
    return undefined;
  }
}

function write(key: string, value: unknown): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or storage off: the facts are not kept.
  }
}

/** The host of `referrer` when it is another site's address (never this site's, never the URL). */
function externalHost(referrer: string, ownHost: string): string | undefined {
  try {
    const { host, hostname, protocol } = new URL(referrer);
    if (host === ownHost || (protocol !== 'http:' && protocol !== 'https:')) return undefined;
    return hostNameOf(hostname);
  } catch {
    return undefined;
  }
}

/**
 * Once per page load: keeps the landing facts of `location` and `referrer` when the tab has none
 * yet (the first page of the visit wins; later pages and reloads change nothing).
 */
export function captureLanding(
  at: Pick<Location, 'pathname' | 'search' | 'host'> = location,
  referrer: string = document.referrer,
): void {
  if (read(LANDING_KEY)) return;
  const query = new URLSearchParams(at.search);
  const facts: LandingFacts = {
    landingPage: sitePathOf(at.pathname),
    referrerHost: referrer ? externalHost(referrer, at.host) : undefined,
    utmSource: lineOf(query.get('utm_source')),
    utmMedium: lineOf(query.get('utm_medium')),
    utmCampaign: lineOf(query.get('utm_campaign')),
  };
  write(LANDING_KEY, facts);
}

/** The landing facts of the tab, only those present and fit to send. */
export function landingFacts(): LandingFacts {
  const kept = read<Record<string, unknown>>(LANDING_KEY) ?? {};
  const facts: LandingFacts = {
    landingPage: sitePathOf(kept.landingPage),
    referrerHost: hostNameOf(kept.referrerHost),
    utmSource: lineOf(kept.utmSource),
    utmMedium: lineOf(kept.utmMedium),
    utmCampaign: lineOf(kept.utmCampaign),
  };
  return present(facts);
}

const present = <T extends object>(facts: T): T =>
  Object.fromEntries(Object.entries(facts).filter(([, value]) => value !== undefined)) as T;

/** Notes that the tab now shows `path`: the one it showed before becomes its previous page. */
export function notePage(path: string): void {
  const [current] = read<string[]>(PAGES_KEY) ?? [];
  if (current !== path) write(PAGES_KEY, [path, current]);
}

/**
 * The page an enquiry is sent from: `from` (a 'Bilgi Al' link names its page), else the page the
 * tab showed before `here` (the visitor came by the menu), else `here`.
 */
function sourcePage(here: string, from?: string): string {
  const [current, previous] = read<unknown[]>(PAGES_KEY) ?? [];
  const before = current === here ? sitePathOf(previous) : undefined;
  return sitePathOf(from) ?? before ?? here;
}

/** What the form sends as the enquiry's `source`. */
export const enquirySource = (here: string, from?: string): EnquirySource => ({
  page: sourcePage(here, from),
  ...landingFacts(),
});
