import Fastify, { type FastifyInstance } from 'fastify';
import type { Store } from './store/types.ts';
import type { ServerConfig } from './config.ts';
import auth from './plugins/auth.ts';
import bodyParsers from './plugins/body-parsers.ts';
import replyCache from './plugins/cache.ts';
import compression from './plugins/compression.ts';
import errorHandler, { badUrlHandler } from './plugins/error-handler.ts';
import health from './plugins/health.ts';
import logging from './plugins/logging.ts';
import security from './plugins/security.ts';
import staticFiles from './plugins/static.ts';
import timeouts from './plugins/timeouts.ts';
import validation from './plugins/validation.ts';
import contractRoutes from './routes/contracts.ts';
import uploadsRoutes from './routes/uploads.ts';
import type { Storage } from './storage/storage.ts';
import { singleProcessFeed, type ChangeFeed } from './services/change-feed.ts';
import { loggingOptions, type LogStream } from './services/logging.ts';
import { registerEnquiryForm } from './ssr/enquiry-form.ts';
import { PageCache } from './ssr/page-cache.ts';
import { PageRenderer, createPageHandler, findServerEntry, type ServerEntry } from './ssr/pages.ts';
import { uploadedImageSize } from './ssr/share-image.ts';
import { registerSiteFiles } from './ssr/site-files.ts';
import { startVisitCounting } from './services/visit-counting.ts';
import { createSiteIndex, visibleSiteRecords } from '../core/domain/site-search.ts';
import { startMissedAddressLog } from './services/missed-addresses.ts';
import { RenderLimit } from './ssr/render-limit.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Public content changed outside a request (a scheduled product published): clears this
     * replica's read and page caches and tells the other replicas to clear theirs.
     */
    contentChanged(): void;
  }
}

export interface BuildAppOptions {
  store: Store;
  /** Where stored files' bytes live: the local disk or a bucket (server/storage/open.ts). */
  storage: Storage;
  config: ServerConfig;
  /** The built app to serve; defaults to config.staticDir; null: API only. */
  staticDir?: string | null;
  /** Where the JSON log (at config.logLevel) goes; default stdout. */
  logStream?: LogStream;
  /** The built server entry (dist-server/entry-server.js) that renders the public pages;
   *  defaults to the one next to the static folder; without one the app is client-rendered. */
  serverEntry?: string | ServerEntry;
  /** How the replicas of one PostgreSQL hear each other's writes; default: a single process. */
  changes?: ChangeFeed;
  /** Print unexpected (5xx) errors to stderr when the log is silent (tests); default true. */
  printErrors?: boolean;
}

/**
 * The reference server: both contracts' routes (fastify-openapi-glue, requests validated from the
 * documents, replies too when config.responseValidation), uploads, the built app, security
 * headers, CORS, rate limits and the read cache. Does not listen: see server/main.ts.
 *
 * The plugins (server/plugins/) name the plugins they must come after (fastify-plugin's
 * `dependencies`); Fastify refuses to start when one is missing or registered later.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { store, storage, config } = options;
  const app = Fastify({
    // JSON access lines with a request id, no bodies, no personal data (server/services/logging.ts).
    ...loggingOptions(config.logLevel, options.logStream),
    // Timeouts (ADR 0022): the headers within requestTimeoutMs (checked every second, not every
    // 30 s as Node does by default); bodies by the `timeouts` plugin, as uploads may take longer
    // than any fixed limit; no limit on the whole request here for that reason.
    http: {
      headersTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(1000, config.requestTimeoutMs),
    },
    requestTimeout: 0,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    // Registering the contract's routes compiles every schema of both documents: seconds on a busy
    // two-core machine (10 s, Fastify's default, failed replicas' start under load).
    pluginTimeout: 120_000,
    // On close (SIGTERM, server/main.ts): idle keep-alive connections are closed at once, requests
    // in flight finish, and any new request on an open connection is answered 503.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    // A path parameter as long as the contract allows (a name of 200 characters, each up to 12
    // when percent-encoded): Fastify's default of 100 refused longer ones with 400 (found by
    // contract:fuzz, docs/decisions/0046).
    routerOptions: { caseSensitive: false, maxParamLength: 2400 },
    // A hop count or the proxies' addresses (server/config.ts), never every X-Forwarded-For.
    // (Fastify takes a number too, as this function, but its types leave the number out.)
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    // A URL that cannot be decoded is the client's mistake, in the service's words.
    frameworkErrors: badUrlHandler,
  });

  await app.register(errorHandler, {
    explainDrift: config.responseValidation,
    logToConsole: config.logLevel === 'silent' && (options.printErrors ?? true),
  });
  await app.register(timeouts, {
    windowMs: config.requestTimeoutMs,
    minBytesPerSecond: config.bodyMinBytesPerSecond,
  });
  await app.register(logging);
  await app.register(validation, { responseValidation: config.responseValidation });
  await app.register(bodyParsers);
  await app.register(security, { config, store });
  await app.register(replyCache);
  await app.register(compression);
  await app.register(auth, {
    secret: config.jwtSecret,
    store,
    requireSecondFactor: config.requireSecondFactor,
  });
  // The probes: not in the contracts, after `security` (its headers), before the pages' catch-all.
  await app.register(health, {
    checks: [
      { name: 'database', check: () => store.ping() },
      { name: 'storage', check: () => storage.ping() },
    ],
  });

  const pageCache = new PageCache();
  const changes = options.changes ?? singleProcessFeed();
  // The site's search (issue 49, ADRs 0065, 0069): this replica's index, built from the store as
  // the server starts to listen, read again after a write that changes a public page, here or on
  // another replica (by the next search).
  const siteIndex = createSiteIndex(() => visibleSiteRecords(store));
  app.addHook('onListen', (done) => {
    // Not awaited: the server answers while it builds (a search waits for it).
    siteIndex.refresh().catch((error: unknown) => {
      app.log.error(
        { err: error },
        'The site search index could not be built; a search will retry.',
      );
    });
    done();
  });
  app.addHook('onClose', () => changes.close());
  app.addHook('onRoute', (routeOptions) =>
    pageCache.applyToRoute(routeOptions, () => {
      siteIndex.changed();
      changes.publish();
    }),
  );
  // Content changed outside a request (a schedule published): both caches here, then the others.
  app.decorate('contentChanged', () => {
    app.replyCache.clear();
    pageCache.clear();
    siteIndex.changed();
    changes.publish();
  });
  // A write on another replica (or a gap in hearing them) empties both caches.
  changes.onChange((live) => {
    for (const cache of [app.replyCache, pageCache]) {
      cache.keeping = live;
      cache.clear();
    }
    siteIndex.changed();
  });
  // Visits counted without cookies (issue 48): in memory, written every few seconds and at close.
  const visits = startVisitCounting({
    store,
    siteUrl: config.siteUrl,
    log: app.log,
    enabled: config.countVisits,
  });
  app.addHook('onClose', () => visits.stop());
  // Addresses that found nothing (issue 50): counted in memory, written every few seconds, at
  // close, and before the panel lists them (its read goes through the store below).
  const missed = startMissedAddressLog({ store, log: app.log });
  app.addHook('onClose', () => missed.stop());
  // The store with that one read changed; every other call goes to `store` itself (inherited, so
  // a method replaced on it later, as tests do, is the one called).
  const listMissed: Store['listMissed'] = async (limit) => {
    await missed.flush();
    return store.listMissed(limit);
  };
  const routeStore = Object.create(store, { listMissed: { value: listMissed } }) as Store;
  const staticDir = options.staticDir === undefined ? config.staticDir : options.staticDir;
  const entry = staticDir ? (options.serverEntry ?? findServerEntry(staticDir)) : null;
  const pages =
    staticDir && entry
      ? createPageHandler({
          renderer: new PageRenderer(app, {
            staticDir,
            entry,
            siteUrl: config.siteUrl,
            imageSize: uploadedImageSize({ store }),
          }),
          staticDir,
          cache: pageCache,
          store,
          limit: new RenderLimit(config.renderConcurrency, config.renderQueue),
          countMissed: missed.count,
          countView: visits.countPage,
        })
      : null;
  await app.register(staticFiles, { staticDir, pages });
  if (pages) {
    registerSiteFiles(app, { store, siteUrl: config.siteUrl });
    registerEnquiryForm(app, { bodyLimit: config.enquiryBodyLimit });
  }

  await app.register(contractRoutes, { store: routeStore, storage, config, visits, siteIndex });
  await app.register(uploadsRoutes, { store, storage });

  await app.ready();
  return app;
}
