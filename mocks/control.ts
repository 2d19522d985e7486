import { HttpResponse, delay, http, passthrough, type HttpHandler } from 'msw';
import { errorBody } from '../core/domain/replies';
import { BEACON_PATHS } from '../core/lib/enquiry-source';
import { MENUS_KEY } from '../core/lib/menus';
import { isStoredFile } from './handlers/uploads';

export type Latency = 'none' | 'realistic' | 'slow';

/** Runtime switches of the mocks: the dev mock panel and e2e tests flip them. */
export interface MockControl {
  latency: Latency;
  /** The next `remaining` API calls fail with `status` (0: a network error). */
  failures: { remaining: number; status: number };
  /** While set, every API call waits for it (see {@link holdRequests}). */
  gate: Promise<void> | null;
}

/**
 * Holds every API call until the returned function is called: lets a test see a loading state
 * for certain, however fast or slow the machine.
 */
export function holdRequests(control: MockControl): () => void {
  let release: () => void = () => undefined;
  control.gate = new Promise<void>((resolve) => (release = resolve));
  return () => {
    control.gate = null;
    release();
  };
}

export const createControl = (latency: Latency = 'none'): MockControl => ({
  latency,
  failures: { remaining: 0, status: 500 },
  gate: null,
});

const latencyRange: Record<Latency, [number, number]> = {
  none: [0, 0],
  realistic: [150, 600],
  slow: [2000, 3500],
};

export const isLatency = (value: unknown): value is Latency =>
  value === 'none' || value === 'realistic' || value === 'slow';

const isApiCall = (url: URL) => url.pathname.includes('/api/');

/**
 * Calls no screen shows a loading or error view for: the public layout's read of the menus (issue
 * 49; a failure shows the default links) and the visit beacons (issue 48; a failure is not
 * counted, silently). A latency, an injected failure or a held reply meant for a screen's own read
 * must not be spent on them (nor hide that screen's loading view behind the layout's wait).
 */
const isBackgroundCall = (request: Request, url: URL) =>
  (request.method === 'GET' && url.pathname.endsWith(`/api/${MENUS_KEY}`)) ||
  (request.method === 'POST' &&
    Object.values(BEACON_PATHS).some((path) => url.pathname.endsWith(path)));

/**
 * Runs before every other handler: waits the chosen latency and injects the requested failures,
 * then falls through (returns nothing) to the stateful handlers.
 * What no handler answers (the app's own scripts, styles and images: most of what a page asks
 * for once the worker controls it) goes to the network from here, instead of being tried
 * against every handler first: each try parses the request's cookies and URL again, which cost
 * more than a tenth of a second of each start of the panel.
 */
export function controlHandler(control: MockControl): HttpHandler {
  return http.all('*', async ({ request }) => {
    const url = new URL(request.url);
    if (!isApiCall(url)) return isStoredFile(url) ? undefined : passthrough();
    // Slow, held or failed replies are for a screen's own reads, which show their loading and
    // error views; the menus read and the beacons show neither.
    if (isBackgroundCall(request, url)) return undefined;
    const [min, max] = latencyRange[control.latency];
    if (max > 0) await delay(Math.round(min + Math.random() * (max - min)));
    if (control.gate) await control.gate;
    if (control.failures.remaining <= 0) return undefined;
    control.failures.remaining -= 1;
    const { status } = control.failures;
    if (status === 0) return HttpResponse.error();
    const message = `Sahte hata (mock paneli): HTTP ${status}.`;
    if (url.pathname.includes('/email/')) {
      // The e-mail service is cross-origin: its replies carry the CORS header (handlers/email.ts).
      return HttpResponse.text(message, {
        status,
        headers: { 'Access-Control-Allow-Origin': '*' },
      });
    }
    // The content service's errors are plain (`{ message }`), the backend's in its envelope.
    const style = url.pathname.startsWith('/content/') ? 'plain' : 'envelope';
    return HttpResponse.json(errorBody(style, message), { status });
  });
}
