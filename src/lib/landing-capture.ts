import type { EnquirySource } from '../api/generated/backend/model/enquirySource';
import { hostNameOf, lineOf, sitePathOf } from '../../core/lib/enquiry-source';

/**
 * The tab's landing facts (issue 48, docs/enquiries.md): the first page, the referring site's
 * host and the landing's UTM tags, kept in the tab's sessionStorage (never a cookie). This module
 * is also the page's first script: vite.config.ts bundles `captureLanding()` into an inline script
 * at the top of index.html's head (ADR 0063), so the facts are kept as the HTML is parsed, before
 * a visitor can follow a link, whether the app's script has run or not. It runs before the app:
 * only what it imports goes into that script, so it stays small and imports no module of the app.
 */
export type LandingFacts = Omit<EnquirySource, 'page'>;

export const LANDING_KEY = 'asil.ilk-sayfa';

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
export function writeTab(key: string, value: unknown): void {
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
  if (readTab(LANDING_KEY)) return;
  const query = new URLSearchParams(at.search);
  const facts: LandingFacts = {
    landingPage: sitePathOf(at.pathname),
    referrerHost: referrer ? externalHost(referrer, at.host) : undefined,
    utmSource: lineOf(query.get('utm_source')),
    utmMedium: lineOf(query.get('utm_medium')),
    utmCampaign: lineOf(query.get('utm_campaign')),
  };
  writeTab(LANDING_KEY, facts);
}
