import { setupWorker } from 'msw/browser';
import { createControl, isLatency, type Latency, type MockControl } from './control';
import { MockDb, type MockState } from './db';
import { createHandlers } from './handlers';
import { addScaleData, isScaleBytes, scaleBytesFor } from './scale';
import { followOtherTabs } from './tab-sync';

/**
 * The mocks in the browser (npm run dev, mock builds, e2e): the same store and handlers as in
 * Node, served by MSW's service worker. The data survives a reload (JSON in localStorage, uploaded
 * bytes in IndexedDB) until the mock panel's reset, or `window.__mocks.reset()`, restores the seed.
 * The tabs of one browser share it: a write in one is what the others read next (mocks/tab-sync.ts).
 */
// v2: issue 14 added the audit log, revisions and the trash to the state.
const STATE_KEY = 'mock-api:state:v2';
const CONTROL_KEY = 'mock-api:control:v1';
const BYTES_DB = 'mock-api-files';
const BYTES_STORE = 'bytes';

export interface MockApi {
  ready: true;
  db: MockDb;
  control: MockControl;
  /** Restores the seed and forgets uploads. The caller reloads the page to refetch. */
  reset(): Promise<void>;
  setLatency(latency: Latency): void;
  /** The next `count` API calls fail with `status` (0: network error). */
  failNext(count: number, status: number): void;
  /**
   * Adds generated documents and files (mocks/scale.ts) for measuring the admin screens at scale;
   * returns how many the store then holds. Reload the page (or navigate) to see them.
   */
  loadScale(
    documents: number,
    files: number,
  ): { documents: number; files: number; persisted: boolean };
}

declare global {
  interface Window {
    __mocks?: MockApi;
  }
}

function readJson<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function writeJson(key: string, value: unknown): boolean {
  try {
    localStorage.setItem(key, JSON.stringify(value));
    return true;
  } catch (error) {
    console.warn('[mocks] Could not save the mock data (storage full?):', error);
    return false;
  }
}

function openBytes(): Promise<IDBDatabase | null> {
  return new Promise((resolve) => {
    if (typeof indexedDB === 'undefined') return resolve(null);
    const request = indexedDB.open(BYTES_DB, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(BYTES_STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(null);
  });
}

function byteStore(database: IDBDatabase | null) {
  const run = <T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest<T>) =>
    new Promise<T | undefined>((resolve) => {
      if (!database) return resolve(undefined);
      const request = action(database.transaction(BYTES_STORE, mode).objectStore(BYTES_STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(undefined);
    });
  return {
    get: (id: string) => run<Uint8Array>('readonly', (store) => store.get(id)),
    put: (id: string, bytes: Uint8Array) => run('readwrite', (store) => store.put(bytes, id)),
    delete: (id: string) => run('readwrite', (store) => store.delete(id)),
    keys: async () => ((await run('readonly', (store) => store.getAllKeys())) ?? []).map(String),
    clear: () => run('readwrite', (store) => store.clear()),
  };
}

function loadControl(): MockControl {
  const saved = readJson<{ latency?: unknown }>(CONTROL_KEY);
  const initial = import.meta.env.VITE_MOCK_LATENCY;
  return createControl(
    isLatency(saved?.latency) ? saved.latency : isLatency(initial) ? initial : 'none',
  );
}

/**
 * The files whose bytes are kept: the stored ones, and the trashed ones until the purge
 * (mocks/store/trash.ts).
 */
function keptFiles(state: MockState): Set<string> {
  return new Set([
    ...state.files.map((file) => file.id),
    ...state.trash.filter((entry) => entry.kind === 'file').map((entry) => entry.itemId),
  ]);
}

export async function startMocks(): Promise<MockApi> {
  const bytes = byteStore(await openBytes());
  // The uploaded bytes in IndexedDB, whichever tab put them there.
  const persisted = new Set(await bytes.keys());
  // From reading the state to following the other tabs, nothing waits: no write is missed.
  const db = new MockDb(readJson<MockState>(STATE_KEY) ?? undefined);
  const control = loadControl();
  // Generated files (mocks/scale.ts) share two tiny contents, known from their paths.
  const addScaleBytes = () => {
    for (const file of db.state.files) {
      const content = scaleBytesFor(file);
      if (content) db.bytes.set(file.id, content);
    }
  };
  addScaleBytes();
  followOtherTabs(db, STATE_KEY, () => {
    // Another tab's uploads are in IndexedDB (that tab put them there), read when asked for.
    const live = keptFiles(db.state);
    for (const id of db.bytes.keys()) {
      if (!db.isSeedFile(id) && !live.has(id)) db.bytes.delete(id);
    }
    for (const id of live) if (!db.isSeedFile(id)) persisted.add(id);
    addScaleBytes();
  });

  // Persist after each write: the JSON state at once, uploaded bytes in the background.
  let saved = true;
  db.onChange(() => {
    saved = writeJson(STATE_KEY, db.state);
    const live = keptFiles(db.state);
    for (const [id, content] of db.bytes) {
      if (!db.isSeedFile(id) && !isScaleBytes(content) && !persisted.has(id)) {
        persisted.add(id);
        void bytes.put(id, content);
      }
    }
    for (const id of persisted) {
      if (!live.has(id)) {
        persisted.delete(id);
        void bytes.delete(id);
      }
    }
  });

  const loadBytes = async (id: string) => {
    const content = await bytes.get(id);
    if (content) db.bytes.set(id, content);
    return content;
  };

  // MSW calls registration.update() without handling its failure (mswjs/msw#2006); a failed
  // background update of the worker is harmless here and must not surface as an error.
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    if (reason instanceof Error && reason.message.startsWith('Failed to update a ServiceWorker')) {
      event.preventDefault();
    }
  });
  const worker = setupWorker(...createHandlers(db, control, loadBytes));
  await worker.start({
    onUnhandledFrame: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });

  const api: MockApi = {
    ready: true,
    db,
    control,
    async reset() {
      await bytes.clear();
      persisted.clear();
      db.reset();
      localStorage.removeItem(STATE_KEY);
    },
    setLatency(latency) {
      control.latency = latency;
      writeJson(CONTROL_KEY, { latency });
    },
    failNext(count, status) {
      control.failures = { remaining: Math.max(0, Math.floor(count)), status };
    },
    loadScale(documents, files) {
      return { ...addScaleData(db, documents, files), persisted: saved };
    },
  };
  window.__mocks = api;
  return api;
}
