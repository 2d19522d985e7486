import { setupServer } from 'msw/node';
import { createControl, holdRequests } from './control';
import { MockDb } from './db';
import { createHandlers } from './handlers';

/** The same store and handlers as the browser, for vitest (and any Node script). */
export const db = new MockDb();
export const control = createControl();
export const server = setupServer(...createHandlers(db, control));

/** Holds every API call until the returned function is called (to see loading states). */
export const holdMockRequests = () => holdRequests(control);

/** Back to the seed, no latency and no pending failures: run after every test. */
export function resetMocks(): void {
  server.resetHandlers();
  db.reset();
  control.latency = 'none';
  control.failures = { remaining: 0, status: 500 };
  control.gate = null;
}
