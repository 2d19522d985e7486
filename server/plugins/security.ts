import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerConfig } from '../config.ts';
import { MESSAGES } from '../../core/domain/messages.ts';
import { hasPreviewToken } from '../../core/domain/conditional-reads.ts';
import { HttpError } from '../../core/domain/replies.ts';
import type { Store } from '../store/types.ts';
import { addressGroup, rateLimitStore } from '../services/throttle.ts';

/**
 * The app's Content Security Policy. No inline script but those a page allows by hash
 * (server/ssr/script-policy.ts: the landing capture of dist/index.html, ADR 0063, and a rendered
 * page's state for hydration); inline styles are needed at run time by sonner and the dialog's
 * scroll lock, which insert <style> elements. Images may come from any https host
 * (administrators paste URLs), frames only from YouTube and Google Maps (the map only after a
 * click, ADR 0038). Requests go to the site itself, and to a third party only when the operator
 * names one (CSP_CONNECT_ORIGINS).
 */
const APP_CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  // blob: the preview of a photo picked in an editor and not uploaded yet.
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameSrc: [
    'https://www.youtube-nocookie.com',
    'https://www.youtube.com',
    'https://www.google.com',
  ],
  mediaSrc: ["'self'"],
  manifestSrc: ["'self'"],
  workerSrc: ["'self'"],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

/**
 * Powers no page of the site uses, refused to it and to what it embeds (a map, a video) alike
 * (issue 23, ADR 0037). Full screen stays: the product videos use it.
 */
const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), ' +
  'browsing-topics=()';

const helmetOptions = (connectOrigins: readonly string[]) => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      ...APP_CSP_DIRECTIVES,
      connectSrc: [...APP_CSP_DIRECTIVES.connectSrc, ...connectOrigins],
    },
  },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
  frameguard: { action: 'deny' as const },
  crossOriginEmbedderPolicy: false,
  // The app's own resources; /uploads answers cross-origin (server/routes/uploads.ts).
  crossOriginResourcePolicy: { policy: 'same-site' as const },
});

/**
 * The headers @fastify/helmet sets with these options, worked out once. The plugin rebuilds
 * helmet (and re-parses the policy) on every request, a tenth of the time of a cached read; the
 * headers never change, so every reply gets this constant set instead.
 */
async function securityHeaders(connectOrigins: readonly string[]): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, helmetOptions(connectOrigins));
  probe.get('/', async () => '');
  const reply = await probe.inject({ url: '/' });
  await probe.close();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(reply.headers)) {
    const generic = ['content-type', 'content-length', 'date', 'connection', 'keep-alive'];
    if (!generic.includes(name) && typeof value === 'string') headers[name] = value;
  }
  if (!headers['content-security-policy']) throw new Error('helmet set no Content-Security-Policy');
  return { ...headers, 'permissions-policy': PERMISSIONS_POLICY };
}

interface SecurityOptions {
  config: Pick<
    ServerConfig,
    'corsOrigins' | 'connectOrigins' | 'enquiryBodyLimit' | 'enquiryMax' | 'enquiryWindowMs'
  >;
  /** Where the limits are counted: the database, shared by every replica. */
  store: Pick<Store, 'takeAttempt'>;
}

/**
 * Security headers (on every reply, first of all: a cached reply keeps them), the CORS allowlist
 * and the rate limiter, used per route, never globally: only the public enquiry (createContact)
 * has a limit, a few per minute per address, counted in the database, and a small body.
 */
/** The operations whose reply may carry a session token, asked for without one (issue 46). */
const TOKEN_REPLIES: ReadonlySet<string> = new Set(['login', 'verifySecondFactor']);

export default fp<SecurityOptions>(
  async (app, { config, store }) => {
    const headers = await securityHeaders(config.connectOrigins);
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
    // A reply to a signed-in request is the panel's, and one to a request that may carry a preview
    // link's token (in any spelling) may show a draft: kept by no browser, proxy or CDN (ADR 0037,
    // issue 46), whatever it answered.
    app.addHook('onSend', (request, reply, payload, done) => {
      const type = String(reply.getHeader('content-type') ?? '');
      const signedIn =
        request.headers.authorization !== undefined && type.startsWith('application/json');
      const operationId = (request.routeOptions.schema as { operationId?: string } | undefined)
        ?.operationId;
      if (signedIn || TOKEN_REPLIES.has(operationId ?? '') || hasPreviewToken(request.url)) {
        reply.header('cache-control', 'no-store');
      }
      done(null, payload);
    });

    const allowed = new Set(config.corsOrigins);
    await app.register(cors, {
      origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'If-None-Match'],
      exposedHeaders: ['Content-Disposition', 'ETag', 'Retry-After'],
      credentials: false,
      maxAge: 600,
      strictPreflight: false,
    });

    // Before the rate limiter's own onRoute hook, which reads the route's config.
    app.addHook('onRoute', (routeOptions) => {
      const schema = routeOptions.schema as { operationId?: string } | undefined;
      if (schema?.operationId !== 'createContact') return;
      routeOptions.bodyLimit = config.enquiryBodyLimit;
      routeOptions.config = {
        ...(routeOptions.config ?? {}),
        rateLimit: { max: config.enquiryMax, timeWindow: config.enquiryWindowMs },
      };
    });
    await app.register(rateLimit, {
      global: false,
      store: rateLimitStore(store, 'enquiry'),
      // One client per IPv4 address or IPv6 /64, as the sign-in lockout counts (ADR 0037).
      keyGenerator: (request: FastifyRequest) => addressGroup(request.ip),
      errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
        new HttpError(429, MESSAGES.tooManyRequests, undefined, {
          'retry-after': String(Math.max(1, Math.ceil(context.ttl / 1000))),
        }),
    });
  },
  { name: 'security' },
);
