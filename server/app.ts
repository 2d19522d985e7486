import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import responseValidation from '@fastify/response-validation';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config.ts';
import { backendHandlers } from './handlers/backend.ts';
import type { HandlerContext } from './handlers/common.ts';
import { contentHandlers } from './handlers/content.ts';
import { bearerAuthHandler, createTokens } from './http/auth.ts';
import { ReplyCache, applyCacheToRoute, registerReplyCache } from './http/cache.ts';
import { badUrlHandler, registerErrorHandler } from './http/error-handler.ts';
import { registerUploadsRoute } from './http/files.ts';
import { LoginGuard } from './http/login-guard.ts';
import { createImageLimiter } from './images/limiter.ts';
import { fixContractRoute, operationIdOf, registerContracts } from './http/openapi.ts';
import { enquiryLimits, registerSecurity } from './http/security.ts';
import { registerStatic } from './http/static.ts';
import { registerEnquiryForm } from './ssr/enquiry-form.ts';
import { PageCache } from './ssr/page-cache.ts';
import { uploadedImageSize } from './ssr/share-image.ts';
import { registerSiteFiles } from './ssr/site-files.ts';
import { PageRenderer, createPageHandler, findServerEntry, type ServerEntry } from './ssr/pages.ts';
import { MULTIPART_LIMITS } from './http/uploads.ts';
import { createAjv, createValidatorCompiler } from './http/validation.ts';
import type { Store } from './store/types.ts';

export interface BuildAppOptions {
  store: Store;
  /** Where uploaded bytes live (created by the caller). */
  uploadsDir: string;
  config: ServerConfig;
  /** The built app to serve; defaults to config.staticDir; null: API only. */
  staticDir?: string | null;
  logger?: boolean;
  /** The built server entry (dist-server/entry-server.js) that renders the public pages;
   *  defaults to the one next to the static folder; without one the app is client-rendered. */
  serverEntry?: string | ServerEntry;
  /** Print unexpected (5xx) errors to stderr when there is no logger; default true. */
  printErrors?: boolean;
}

/**
 * The reference server: both contracts' routes (fastify-openapi-glue, requests validated from the
 * documents, replies too when config.responseValidation), uploads, the built app, security
 * headers, CORS, rate limits and the read cache. Does not listen: see server/main.ts.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { store, uploadsDir, config } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    routerOptions: { caseSensitive: false },
    trustProxy: config.trustProxy,
    // A URL that cannot be decoded is the client's mistake, in the service's words.
    frameworkErrors: badUrlHandler,
  });

  app.setValidatorCompiler(createValidatorCompiler());
  // Replies go out as the handlers built them: the contract is checked by response validation,
  // not enforced by a serializer that would silently drop or coerce fields.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  // An empty JSON body is "no body" (the contract's validation then answers), not a parse error;
  // only JSON (and multipart, below) bodies are read at all.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });

  app.decorateRequest('session', null);

  const tokens = createTokens(config.jwtSecret, store);
  const context: HandlerContext = {
    store,
    uploadsDir,
    tokens,
    loginGuard: new LoginGuard(config.loginMaxFailures, config.loginWindowMs),
    imageLimit: createImageLimiter(config.imageConcurrency),
  };
  const cache = new ReplyCache();
  const pageCache = new PageCache();
  const enquiry = enquiryLimits(config);

  // Runs before the plugins' onRoute hooks (rate limit, response validation), so they see this.
  app.addHook('onRoute', (routeOptions) => {
    fixContractRoute(routeOptions);
    if (operationIdOf(routeOptions) === 'createContact') {
      routeOptions.bodyLimit = enquiry.bodyLimit;
      routeOptions.config = { ...(routeOptions.config ?? {}), rateLimit: enquiry.rateLimit };
    }
    applyCacheToRoute(routeOptions, cache);
    pageCache.applyToRoute(routeOptions);
  });

  registerErrorHandler(app, {
    explainDrift: config.responseValidation,
    logToConsole: !(options.logger ?? false) && (options.printErrors ?? true),
  });
  await registerSecurity(app, config);
  // Before compression, so that it stores (and compares) the JSON text.
  registerReplyCache(app, cache);
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });
  if (config.responseValidation) {
    await app.register(responseValidation, { ajv: createAjv({ useDefaults: false }) });
  }
  const staticDir = options.staticDir === undefined ? config.staticDir : options.staticDir;
  const entry = staticDir ? (options.serverEntry ?? findServerEntry(staticDir)) : null;
  const pages =
    staticDir && entry
      ? createPageHandler(
          new PageRenderer(app, {
            staticDir,
            entry,
            siteUrl: config.siteUrl,
            imageSize: uploadedImageSize({ store }),
          }),
          staticDir,
          pageCache,
        )
      : null;
  await registerStatic(app, staticDir, pages);
  if (pages) {
    registerSiteFiles(app, { store, siteUrl: config.siteUrl });
    registerEnquiryForm(app, { bodyLimit: config.enquiryBodyLimit });
  }

  await registerContracts(app, {
    backend: backendHandlers(context),
    content: contentHandlers(context),
    bearerAuth: bearerAuthHandler(tokens),
  });
  registerUploadsRoute(app, { store, uploadsDir });

  await app.ready();
  return app;
}
