import { randomUUID } from 'node:crypto';
import pg from 'pg';

/**
 * How the replicas of one database tell each other that public content changed, so that each
 * clears its read caches (the JSON replies and the rendered pages). A replica clears its own
 * caches itself when a write succeeds; `publish` is for the others.
 */
export interface ChangeFeed {
  /** Tells the other replicas (fire and forget: a failure is reported, never thrown). */
  publish(): void;
  /**
   * `listener(live)` runs when another replica changed content, and whenever changes may have
   * been missed: `live` false while this replica cannot hear the others (its caches must not
   * keep replies then), true once it can again.
   */
  onChange(listener: (live: boolean) => void): void;
  close(): Promise<void>;
}

/** One process on its database (PGlite): nobody else to tell or to hear. */
export function singleProcessFeed(): ChangeFeed {
  return { publish: () => undefined, onChange: () => undefined, close: async () => undefined };
}

const CHANNEL = 'asil_content_changed';
const RECONNECT_MS = 500;

interface PostgresFeedOptions {
  /** Reports a lost connection or a failed publish (the server's logger). */
  onError?: (message: string, error: unknown) => void;
}

/**
 * The feed over PostgreSQL's LISTEN/NOTIFY: one listening connection per replica, the payload
 * naming the sender so that a replica ignores its own notices. A notice is sent after the write's
 * transaction committed, so a replica that hears it reads the new rows. While the listening
 * connection is down the replica's caches keep nothing (every read goes to the database) and it
 * reconnects every half second; when it is back the caches are cleared once more.
 */
export async function postgresFeed(
  databaseUrl: string,
  options: PostgresFeedOptions = {},
): Promise<ChangeFeed> {
  const self = randomUUID();
  const listeners: ((live: boolean) => void)[] = [];
  const report = options.onError ?? (() => undefined);
  const publisher = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  publisher.on('error', () => undefined);
  let listener: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const tell = (live: boolean) => {
    for (const run of listeners) run(live);
  };

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: databaseUrl });
    const lost = (error?: unknown) => {
      if (listener !== client) return;
      listener = null;
      client.removeAllListeners();
      client.on('error', () => undefined);
      void client.end().catch(() => undefined);
      if (closed) return;
      report(
        'The change feed lost its database connection; caches are off until it is back.',
        error,
      );
      tell(false);
      schedule();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', (message) => {
      if (message.channel === CHANNEL && message.payload !== self) tell(true);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      client.removeAllListeners();
      client.on('error', () => undefined);
      await client.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await client.end().catch(() => undefined);
      return;
    }
    listener = client;
    // Anything written while nobody listened is unknown: start from empty caches.
    tell(true);
  };

  const schedule = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch((error: unknown) => {
        report('The change feed could not reconnect; trying again.', error);
        schedule();
      });
    }, RECONNECT_MS);
    retry.unref();
  };

  await connect();

  return {
    publish() {
      const send = (triesLeft: number) => {
        publisher.query('SELECT pg_notify($1, $2)', [CHANNEL, self]).catch((error: unknown) => {
          if (triesLeft > 1 && !closed) setTimeout(() => send(triesLeft - 1), 200).unref();
          else report('The change feed could not tell the other replicas about a write.', error);
        });
      };
      send(3);
    },
    onChange(run) {
      listeners.push(run);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const client = listener;
      listener = null;
      if (client) {
        client.removeAllListeners();
        client.on('error', () => undefined);
        await client.end().catch(() => undefined);
      }
      await publisher.end().catch(() => undefined);
    },
  };
}
