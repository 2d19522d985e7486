import type { EnquirySource } from '../api/generated/backend/model/enquirySource';
import { hostNameOf, lineOf, sitePathOf } from '../../core/lib/enquiry-source';
import { LANDING_KEY, readTab, writeTab, type LandingFacts } from './landing-capture';

/**
 * Where a visit came from, kept without cookies (issue 48, docs/enquiries.md): the tab's
 * sessionStorage holds its landing facts (kept by the page's first script, landing-capture.ts)
 * and the pages it showed last, until the tab is closed. The enquiry form sends them; nothing
 * else reads them. A browser that keeps no sessionStorage (private mode, storage off) loses them,
 * and nothing else changes.
 */
const PAGES_KEY = 'asil.sayfalar';

/** The landing facts of the tab, only those present and fit to send. */
export function landingFacts(): LandingFacts {
  const kept = readTab<Record<string, unknown>>(LANDING_KEY) ?? {};
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
