import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyRequest, RouteOptions } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import fp from 'fastify-plugin';
import type { Store } from '../store/types.ts';
import type { ServerConfig } from '../config.ts';
import type { Storage } from '../storage/storage.ts';
import { backendHandlers } from '../handlers/backend.ts';
import type { HandlerContext } from '../handlers/common.ts';
import type { VisitCounting } from '../services/visit-counting.ts';
import type { SiteIndex } from '../../core/domain/site-search.ts';
import { contentHandlers } from '../handlers/content.ts';
import { createImageLimiter } from '../images/limiter.ts';
import { LoginGuard } from '../services/throttle.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BACKEND_SPEC = path.join(root, 'openapi/backend.yaml');
const CONTENT_SPEC = path.join(root, 'openapi/content.yaml');

interface ContractSchema {
  operationId?: string;
  tags?: string[];
  body?: { content?: Record<string, { schema?: unknown }> } | Record<string, unknown>;
}

function toArray<T>(value: T | T[] | undefined | null): T[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

/**
 * The two fixes fastify-openapi-glue needs (shared/TOOLCHAIN.md), applied as each contract route
 * registers (an onRoute hook of these routes only):
 * - its security check (a preHandler) moves to onRequest, so it runs before the body is read and
 *   validated: an unauthenticated bad request is 401, not 400, and an anonymous upload is refused
 *   before a byte is stored;
 * - a multipart/form-data body schema is dropped (@fastify/multipart reads those), and a JSON
 *   one is used whatever the request's content type says, so a body sent as anything else (or
 *   none) is checked too.
 */
function fixContractRoute(routeOptions: RouteOptions): void {
  const schema = routeOptions.schema as ContractSchema | undefined;
  if (!schema?.operationId) return;
  if (routeOptions.preHandler) {
    routeOptions.onRequest = [
      ...toArray(routeOptions.onRequest),
      ...toArray(routeOptions.preHandler),
    ] as RouteOptions['onRequest'];
    routeOptions.preHandler = undefined;
  }
  const content = (schema.body as { content?: Record<string, { schema?: unknown }> } | undefined)
    ?.content;
  if (content) {
    const json = content['application/json']?.schema;
    if (json) schema.body = json as Record<string, unknown>;
    else delete schema.body;
  }
}

interface ContractRoutesOptions {
  store: Store;
  /** This replica's visit counting (server/services/visit-counting.ts). */
  visits: VisitCounting;
  /** This replica's site search index (core/domain/site-search.ts). */
  siteIndex: SiteIndex;
  storage: Storage;
  config: Pick<
    ServerConfig,
    | 'loginMaxFailures'
    | 'loginWindowMs'
    | 'imageConcurrency'
    | 'requireSecondFactor'
    | 'freshProofMs'
    | 'passkeySite'
  >;
}

/**
 * Both documents' routes (fastify-openapi-glue, handlers by operationId): the backend at the root,
 * the content service under /content. After every plugin that shapes a route as it registers
 * (the enquiry's limits, the read cache, compression, response validation) or that the routes
 * use (the bearer check, the compilers, the body parsers, the error handler).
 */
export default fp<ContractRoutesOptions>(
  async (app, { store, storage, config, visits, siteIndex }) => {
    const context: HandlerContext = {
      store,
      visits,
      siteIndex,
      storage,
      tokens: app.tokens,
      tickets: app.tickets,
      config: {
        requireSecondFactor: config.requireSecondFactor,
        freshProofMs: config.freshProofMs,
        passkeySite: config.passkeySite,
      },
      loginGuard: new LoginGuard(store, {
        maxFailures: config.loginMaxFailures,
        windowMs: config.loginWindowMs,
      }),
      imageLimit: createImageLimiter(config.imageConcurrency),
    };
    const securityHandlers = { bearerAuth: (request: FastifyRequest) => app.authenticate(request) };
    app.addHook('onRoute', fixContractRoute);
    await app.register(openapiGlue, {
      specification: BACKEND_SPEC,
      serviceHandlers: backendHandlers(context),
      securityHandlers,
    });
    await app.register(openapiGlue, {
      specification: CONTENT_SPEC,
      serviceHandlers: contentHandlers(context),
      securityHandlers,
      prefix: '/content',
    });
  },
  {
    name: 'contract-routes',
    dependencies: [
      'validation',
      'body-parsers',
      'error-handler',
      'security',
      'reply-cache',
      'compression',
      'auth',
    ],
    encapsulate: true,
  },
);
