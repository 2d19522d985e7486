import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';

interface TimeoutsOptions {
  /** The period over which a request body's progress is judged (REQUEST_TIMEOUT_SECONDS). */
  windowMs: number;
  /** The least a body must bring per second, averaged over each period (BODY_MIN_BYTES_PER_SECOND). */
  minBytesPerSecond: number;
}

/** What Node itself answers when a request's headers take too long (http.Server headersTimeout). */
const TIMED_OUT = 'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n';

function hasBody(request: IncomingMessage): boolean {
  const length = Number(request.headers['content-length'] ?? 0);
  return length > 0 || request.headers['transfer-encoding'] !== undefined;
}

/**
 * Cuts a client that sends its request body too slowly (a "slow sender": a few bytes now and
 * then, holding a connection and a request open). Node's own `requestTimeout` would cut a whole
 * request at a fixed time, uploads included, and a 100 MB upload on a slow but honest link takes
 * minutes; so the rule is one of progress, as Kestrel's MinRequestBodyDataRate or Apache's
 * mod_reqtimeout: in each period of `windowMs` after its headers, a body must either arrive whole
 * or bring at least `minBytesPerSecond` × the period. A small body (an enquiry, a JSON edit)
 * therefore has one period to arrive; an upload may take as long as it keeps coming.
 *
 * While the server itself is not reading (the socket paused by back-pressure: the upload waits
 * for the disk or the image queue), the sender is not blamed and the period starts again. The
 * headers are Node's (headersTimeout, server/app.ts).
 */
export default fp<TimeoutsOptions>(
  async (app, { windowMs, minBytesPerSecond }) => {
    const minBytes = Math.max(1, Math.floor((minBytesPerSecond * windowMs) / 1000));
    app.addHook('onRequest', (request, reply, done) => {
      const raw = request.raw;
      const socket = raw.socket as IncomingMessage['socket'] | null;
      // An injected request (light-my-request, the tests) has a stand-in socket: nothing to cut.
      const realSocket = typeof socket?.isPaused === 'function';
      if (!socket || !realSocket || raw.complete || !hasBody(raw)) {
        done();
        return;
      }
      let mark = socket.bytesRead;
      let due = performance.now() + windowMs;
      const stop = () => {
        clearInterval(timer);
        socket.removeListener('close', stop);
      };
      /** The sender is not to blame: the body is in, or the server is not reading. */
      const excused = () => raw.complete || socket.destroyed || socket.isPaused();
      const brought = () => socket.bytesRead - mark;
      const startPeriod = () => {
        mark = socket.bytesRead;
      };
      const cut = () => {
        stop();
        request.log.warn(
          { bytesInPeriod: brought(), periodMs: windowMs },
          'request body too slow: connection closed',
        );
        if (reply.raw.headersSent) socket.destroy();
        else socket.end(TIMED_OUT, () => socket.destroy());
      };
      const timer = setInterval(() => {
        // A tick that comes late means this process was busy (or not scheduled), not reading.
        const late = performance.now() - due > windowMs / 2;
        due = performance.now() + windowMs;
        if (raw.complete || socket.destroyed) {
          stop();
          return;
        }
        if (late || excused() || brought() >= minBytes) {
          startPeriod();
          return;
        }
        // Timers run before the event loop reads the sockets: what has arrived meanwhile is read
        // in this turn's poll, before setImmediate. Judge after it.
        setImmediate(() => {
          if (raw.complete || socket.destroyed) stop();
          else if (excused() || brought() >= minBytes) startPeriod();
          else cut();
        });
      }, windowMs);
      timer.unref();
      socket.once('close', stop);
      raw.once('end', stop);
      done();
    });
  },
  { name: 'timeouts' },
);
