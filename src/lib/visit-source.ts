import type { EnquirySource } from '../api/generated/backend/model/enquirySource';
import { hostNameOf, lineOf, sitePathOf } from '../../core/lib/enquiry-source';
import { LANDING_KEY, type KeptLanding } from './landing-capture';

/**
 * Where a visit came from, kept without cookies (issue 48, docs/enquiries.md): the tab's
 * sessionStorage holds its landing facts (kept by the page's first script, landing-capture.ts)
 * and the pages it showed last, until the tab is closed. The enquiry form sends them; nothing
 * else reads them. A browser that keeps no sessionStorage (private mode, storage off) loses them,
 * and nothing else changes.
 */
const PAGES_KEY = 'asil.sayfalar';

/** The landing facts the form and the first beacon send (the contract's EnquirySource). */
type LandingFacts = Omit<EnquirySource, 'page'>;

/** A value kept in the tab's sessionStorage, or nothing (none, unreadable, or storage off). */
export function readTab<T>(key: string): T | undefined {
  try {
    const text = sessionStorage.getItem(key);
    return text ? (JSON.parse(text) as T) : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps `value` in the tab's sessionStorage; nothing happens where storage is off. */
function writeTab(key: string, value: unknown): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or storage off: nothing is kept.
  }
}

/** The host of `origin` when it is another site's web address (never this site's). */
function externalHost(origin: unknown): string | undefined {
  if (typeof origin !== 'string' || origin === '') return undefined;
  try {
    const { host, hostname, protocol } = new URL(origin);
    if (host === location.host || (protocol !== 'http:' && protocol !== 'https:')) return undefined;
    return hostNameOf(hostname);
  } catch {
    return undefined;
  }
}

/**
 * The landing facts of the tab (kept raw by the page's first script, landing-capture.ts), bounded
 * as the contract bounds them: only those present and fit to send.
 */
export function landingFacts(): LandingFacts {
  const kept = readTab<Partial<Record<keyof KeptLanding, unknown>>>(LANDING_KEY) ?? {};
  const query = new URLSearchParams(typeof kept.query === 'string' ? kept.query : '');
  const facts: LandingFacts = {
    landingPage: sitePathOf(kept.page),
    referrerHost: externalHost(kept.from),
    utmSource: lineOf(query.get('utm_source')),
    utmMedium: lineOf(query.get('utm_medium')),
    utmCampaign: lineOf(query.get('utm_campaign')),
  };
  return present(facts);
}

const present = <T extends object>(facts: T): T =>
  Object.fromEntries(Object.entries(facts).filter(([, value]) => value !== undefined)) as T;

/** Notes that the tab now shows `path`: the one it showed before becomes its previous page. */
export function notePage(path: string): void {
  const [current] = readTab<string[]>(PAGES_KEY) ?? [];
  if (current !== path) writeTab(PAGES_KEY, [path, current]);
}

/**
 * The page an enquiry is sent from: `from` (a 'Bilgi Al' link names its page), else the page the
 * tab showed before `here` (the visitor came by the menu), else `here`.
 */
function sourcePage(here: string, from?: string): string {
  const [current, previous] = readTab<unknown[]>(PAGES_KEY) ?? [];
  const before = current === here ? sitePathOf(previous) : undefined;
  return sitePathOf(from) ?? before ?? here;
}

/** What the form sends as the enquiry's `source`. */
export const enquirySource = (here: string, from?: string): EnquirySource => ({
  page: sourcePage(here, from),
  ...landingFacts(),
});
