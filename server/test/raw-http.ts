import net from 'node:net';

/**
 * A plain TCP connection to a listening server, for what fetch cannot do: send a request a bit at
 * a time, pipeline requests, see the connection close.
 */
export interface RawConnection {
  socket: net.Socket;
  /** Everything received so far. */
  received(): string;
  /** Resolves once what was received matches, or rejects after `timeoutMs`. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<string>;
  /** Resolves when the server has closed the connection. */
  closed: Promise<void>;
}

export async function connect(port: number, host = '127.0.0.1'): Promise<RawConnection> {
  const socket = net.connect({ port, host });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let text = '';
  const watchers = new Set<() => void>();
  socket.on('data', (chunk: Buffer) => {
    text += chunk.toString('latin1');
    for (const watcher of watchers) watcher();
  });
  // A reset by the server is a close, as far as the tests care.
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return {
    socket,
    received: () => text,
    waitFor(pattern, timeoutMs = 20_000) {
      return new Promise((resolve, reject) => {
        const look = () => {
          if (!pattern.test(text)) return;
          watchers.delete(look);
          clearTimeout(timer);
          resolve(text);
        };
        const timer = setTimeout(() => {
          watchers.delete(look);
          reject(
            new Error(`not received within ${String(timeoutMs)} ms: ${String(pattern)}\n${text}`),
          );
        }, timeoutMs);
        watchers.add(look);
        look();
      });
    },
    closed,
  };
}

/** The port a Fastify app listens on after `listen({ port: 0 })`. */
export function portOf(address: string): number {
  return Number(new URL(address).port);
}
