import fp from 'fastify-plugin';

/** Something the server needs to answer requests (the database, the storage). */
interface ReadinessCheck {
  name: string;
  /** Resolves when it can be reached; rejects (or does not settle in time) when not. */
  check(): Promise<void>;
}

interface HealthOptions {
  checks: readonly ReadinessCheck[];
  /** A check that has not answered within this is failed; default 3 s. */
  timeoutMs?: number;
}

type Outcome = 'ok' | 'failed';

function withTimeout(check: ReadinessCheck, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${String(timeoutMs)} ms`)),
      timeoutMs,
    );
  });
  return Promise.race([check.check(), timeout]).finally(() => clearTimeout(timer));
}

const NO_STORE = 'no-store';

/**
 * `GET /healthz`: the process is up (no check, nothing touched). `GET /readyz`: every readiness
 * check passes (200) or not (503), asked afresh on each call, so a database that comes back
 * makes the server ready again without a restart. While the server drains on shutdown, Fastify
 * answers every new request, these included, 503 (`return503OnClosing`, server/app.ts).
 *
 * Neither is part of the OpenAPI contracts (like /robots.txt and /sitemap.xml), nor cached or
 * rate-limited. Their access lines are `debug` (server/services/logging.ts); a check that starts
 * failing or recovers is logged once, when it changes.
 */
export default fp<HealthOptions>(
  async (app, { checks, timeoutMs = 3000 }) => {
    const last = new Map<string, Outcome>();
    // Concurrent probes share one round of checks rather than each pinging the database.
    let running: Promise<Record<string, Outcome>> | null = null;

    const runChecks = async (): Promise<Record<string, Outcome>> => {
      const results = await Promise.allSettled(
        checks.map((check) => withTimeout(check, timeoutMs)),
      );
      const outcomes: Record<string, Outcome> = {};
      results.forEach((result, index) => {
        const { name } = checks[index] as ReadinessCheck;
        const outcome: Outcome = result.status === 'fulfilled' ? 'ok' : 'failed';
        outcomes[name] = outcome;
        const before = last.get(name);
        if (outcome === 'failed' && before !== 'failed') {
          app.log.warn(
            { check: name, err: (result as PromiseRejectedResult).reason as unknown },
            `readiness: ${name} cannot be reached`,
          );
        } else if (outcome === 'ok' && before === 'failed') {
          app.log.info({ check: name }, `readiness: ${name} is back`);
        }
        last.set(name, outcome);
      });
      return outcomes;
    };

    // Draining (app.close(), on SIGTERM): the requests in flight are answered with
    // `Connection: close`, so that their keep-alive connections end with them and the process can
    // exit as soon as the last one is answered (Fastify closes only the connections idle now).
    let draining = false;
    app.addHook('preClose', (done) => {
      draining = true;
      done();
    });
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (draining) reply.header('connection', 'close');
      done(null, payload);
    });

    app.get('/healthz', (_request, reply) =>
      reply.header('cache-control', NO_STORE).send({ status: 'ok' }),
    );

    app.get('/readyz', async (_request, reply) => {
      running ??= runChecks().finally(() => {
        running = null;
      });
      const outcomes = await running;
      const ready = Object.values(outcomes).every((outcome) => outcome === 'ok');
      return reply
        .code(ready ? 200 : 503)
        .header('cache-control', NO_STORE)
        .send({ status: ready ? 'ready' : 'unavailable', checks: outcomes });
    });
  },
  { name: 'health' },
);
