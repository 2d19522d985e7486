/**
 * The page's first script (issue 48, ADR 0063): vite.config.ts bundles `captureLanding()` into an
 * inline script at the top of index.html's head, so a tab's landing is kept as the HTML is parsed,
 * before a visitor can follow a link, whether the app's script has run or not. It keeps the
 * landing as the browser gives it (the first page's path and query, the referring page's origin:
 * never its path or query), in the tab's sessionStorage, never a cookie. Every visitor downloads
 * it on every page, so it imports nothing and checks nothing: src/lib/visit-source.ts reads the
 * kept values through core's bounds when the form or a beacon sends them.
 */
export const LANDING_KEY = 'asil.ilk-sayfa';

/** What the first script keeps, as the browser gave it. */
export interface KeptLanding {
  /** The first page's path (`location.pathname`). */
  page: string;
  /** Its query (`location.search`), where the UTM tags are. */
  query: string;
  /** The referring page's origin (`https://www.google.com`), `null` or empty. */
  from: string;
}

/**
 * Once per page load: keeps the landing of `at` and `referrer` when the tab has none yet (the
 * first page of the visit wins; later pages and reloads change nothing). Where storage is off
 * (private mode), nothing is kept.
 */
export function captureLanding(
  at: Pick<Location, 'pathname' | 'search'> = location,
  referrer: string = document.referrer,
): void {
  try {
    if (sessionStorage.getItem(LANDING_KEY)) return;
    const kept: KeptLanding = {
      page: at.pathname,
      query: at.search,
      from: referrer && new URL(referrer).origin,
    };
    sessionStorage.setItem(LANDING_KEY, JSON.stringify(kept));
  } catch {
    // Storage off, or a referrer that is no address: nothing is kept.
  }
}
