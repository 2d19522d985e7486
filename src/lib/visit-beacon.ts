import type { VisitBeacon } from '../api/generated/backend/model/visitBeacon';
import type { VisitEventKind } from '../api/generated/backend/model/visitEventKind';
import { BEACON_PATHS, sitePathOf } from '../../core/lib/enquiry-source';
import { landingFacts, notePage } from './visit-source';

/**
 * Visits counted without cookies (issue 48, docs/enquiries.md). A page the server rendered is
 * counted by the server; after hydration each client-side navigation of the public site sends a
 * beacon (POST /api/Visit), and a click on a phone, WhatsApp or e-mail link or a document sends
 * one of its page (POST /api/Visit/event). Nothing is sent when the browser asks not to be
 * tracked (Do Not Track, Global Privacy Control), on the panel and /login, or during a preview.
 */

/** The router's event this listens to (TanStack Router's `onResolved`). */
interface Navigations {
  subscribe(
    event: 'onResolved',
    listener: (event: { toLocation: { pathname: string; search: object } }) => void,
  ): () => void;
}

const NOT_COUNTED = /^\/(admin|login)(\/|$)/i;
const DOCUMENT = /\.(pdf|docx?|xlsx?|pptx?|odt|ods|zip|rar|dwg)$/i;

/** Whether the browser asks not to be tracked. */
function trackingRefused(nav: Navigator = navigator): boolean {
  const signals = nav as Navigator & { globalPrivacyControl?: boolean };
  return signals.doNotTrack === '1' || signals.globalPrivacyControl === true;
}

/** The path a beacon names, or nothing where none is sent (the panel, /login, a preview). */
function countedPath(pathname: string, search: string | object): string | undefined {
  const query =
    typeof search === 'string' ? new URLSearchParams(search).has('onizleme') : 'onizleme' in search;
  return query || NOT_COUNTED.test(pathname) ? undefined : sitePathOf(pathname);
}

function send(url: string, body: object): void {
  try {
    navigator.sendBeacon(url, new Blob([JSON.stringify(body)], { type: 'application/json' }));
  } catch {
    // No beacon in this browser, or it refused: the view is not counted.
  }
}

/** The kind of a link's click that counts as an event, or nothing. */
function linkEventKind(href: string): VisitEventKind | undefined {
  if (/^tel:/i.test(href)) return 'phone';
  if (/^mailto:/i.test(href)) return 'email';
  try {
    const url = new URL(href, location.href);
    if (/^(wa\.me|api\.whatsapp\.com|(www\.)?whatsapp\.com)$/i.test(url.hostname))
      return 'whatsapp';
    if (url.protocol === 'whatsapp:') return 'whatsapp';
    return DOCUMENT.test(url.pathname) ? 'download' : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Starts at page load: notes each page shown and sends the beacons (the landing facts were kept
 * by the page's first script, landing-capture.ts, before this one ran). `serverRendered`: the first page came from the server, which counted it; without
 * a server render (mock mode, `npm run dev`) the first page is counted here too. Returns the
 * way to stop (the tests').
 */
export function watchVisits(router: Navigations, serverRendered: boolean): () => void {
  notePage(location.pathname);
  const refused = trackingRefused();
  let counted = serverRendered ? location.pathname : undefined;
  const unsubscribe = router.subscribe('onResolved', ({ toLocation }) => {
    const path = toLocation.pathname;
    notePage(path);
    if (refused || path === counted) return;
    const first = counted === undefined;
    counted = path;
    const page = countedPath(path, toLocation.search);
    if (!page) return;
    // The first page of a visit counted here carries where the visit came from.
    const { landingPage, ...landing } = landingFacts();
    const beacon: VisitBeacon =
      first && landingPage === page ? { path: page, ...landing } : { path: page };
    send(BEACON_PATHS.view, beacon);
  });
  if (refused) return unsubscribe;
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    const kind =
      link &&
      (link.hasAttribute('download') ? 'download' : linkEventKind(link.getAttribute('href') ?? ''));
    const page = countedPath(location.pathname, location.search);
    if (kind && page) send(BEACON_PATHS.event, { path: page, kind });
  };
  document.addEventListener('click', onClick);
  return () => {
    unsubscribe();
    document.removeEventListener('click', onClick);
  };
}
