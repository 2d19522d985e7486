import type { MockDb, MockState } from './db';

/**
 * Mock mode's browser tabs share one store (ADR 0058). Each tab serves its own requests from its
 * own {@link MockDb}, and mocks/browser.ts writes the state to localStorage after every write; the
 * browser then fires a `storage` event in every other tab of the origin, and this makes that tab
 * take the saved state before its next request, version counters and revisions included. A tab
 * that starts reads the saved state, so it joins with the current one, not the seed.
 *
 * Returns the function that stops following.
 */
export function followOtherTabs(
  db: MockDb,
  key: string,
  onAdopted: () => void = () => undefined,
  tab: EventTarget = window,
  storage: Storage = localStorage,
): () => void {
  const listener = (event: Event) => {
    if (!(event instanceof StorageEvent) || event.storageArea !== storage) return;
    // `key` null: the other tab cleared the whole storage.
    if (event.key !== null && event.key !== key) return;
    // What is saved now, rather than the event's value: when this tab wrote after the other, its
    // own state is the saved one, and must not be replaced by the older.
    const saved = storage.getItem(key);
    if (saved === null) {
      // Reset (`window.__mocks.reset()`, the mock panel) or cleared: the seed.
      db.adopt(null);
    } else {
      const state = parsed(saved);
      // Unreadable (written by another version of the app): keep this tab's state.
      if (!state) return;
      db.adopt(state);
    }
    onAdopted();
  };
  tab.addEventListener('storage', listener);
  return () => tab.removeEventListener('storage', listener);
}

function parsed(json: string): MockState | null {
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' ? (value as MockState) : null;
  } catch {
    return null;
  }
}
