import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { DEFAULT_SITE_URL } from '../core/lib/site.ts';
import { FRESH_PROOF_MS } from '../core/domain/fresh-proof.ts';
import { SCHEDULE_CHECK_MS } from '../core/domain/publishing.ts';
import { enquiryMailConfigFrom, type EnquiryMailConfig } from './services/enquiry-mail-config.ts';
import { storageConfigFrom, type StorageConfig } from './storage/config.ts';

/** Everything the reference server reads from its environment (README "Full stack"). */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL instead of the PGlite folder under `dataDir`. */
  databaseUrl: string | null;
  adminUsername: string;
  /** null: a random one is generated and printed once when the first administrator is created. */
  adminPassword: string | null;
  /**
   * The session tokens' signing key: JWT_SECRET, or one kept in `<dataDir>/jwt-secret` (PGlite);
   * null with DATABASE_URL and no JWT_SECRET, which the server refuses to start on (the key is
   * never kept in the database: every backup would archive it). The ops commands need none.
   */
  jwtSecret: string | null;
  /** Origins allowed to call the APIs from another origin; none by default. */
  corsOrigins: string[];
  /**
   * Other origins the site's pages may send requests to (the policy's connect-src), such as a
   * third-party e-mail service the build is set up for (VITE_EMAIL_*); none by default (KVKK,
   * ADR 0038): CSP_CONNECT_ORIGINS.
   */
  connectOrigins: string[];
  /** Every reply checked against the contract (a drift is a 500): on unless NODE_ENV=production. */
  responseValidation: boolean;
  /** Failed sign-ins per IP within the window before 429. */
  loginMaxFailures: number;
  loginWindowMs: number;
  /** REQUIRE_SECOND_FACTOR: every administrator must set up a second factor (issue 23). */
  requireSecondFactor: boolean;
  /** FRESH_PROOF_SECONDS: how long a proof allows the sensitive actions (5 minutes). */
  freshProofMs: number;
  /** Public enquiries (createContact) per IP within the window before 429. */
  enquiryMax: number;
  enquiryWindowMs: number;
  /** Largest enquiry body in bytes (413 above). */
  enquiryBodyLimit: number;
  /** The built app (`vite build`), served with an SPA fallback; null: API only. */
  staticDir: string | null;
  /**
   * Which proxies' X-Forwarded-For to believe (Fastify's trustProxy): false, none; a number, that
   * many hops in front of the server; a list, the proxies' addresses or CIDR ranges.
   */
  trustProxy: false | number | string[];
  /** The site's public address: canonical links, Open Graph, JSON-LD, sitemap.xml, robots.txt. */
  siteUrl: string;
  /**
   * The site passkeys belong to (the WebAuthn relying party, issue 46): SITE_URL when it is set,
   * never the request's Host header; null without SITE_URL, where each request's own origin is
   * taken (development and tests on localhost).
   */
  passkeySite: string | null;
  /** Uploaded images processed at once (server/images/); the others wait their turn. */
  imageConcurrency: number;
  /** Where stored files go: STORAGE_DRIVER and the S3_* settings (server/storage/). */
  storage: StorageConfig;
  /** LOG_LEVEL: pino's level of the JSON log on stdout (`silent`: none). */
  logLevel: LogLevel;
  /**
   * A request's headers must arrive within this; its body must arrive whole within it, or bring
   * at least `bodyMinBytesPerSecond` in each such period (uploads on slow links), see ADR 0022.
   */
  requestTimeoutMs: number;
  bodyMinBytesPerSecond: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** On SIGTERM, requests in flight get this long to finish before their connections are cut. */
  shutdownTimeoutMs: number;
  /** How often each server publishes the schedules that are due (issue 21 section 4). */
  scheduleCheckMs: number;
  /** Visits counted without cookies (issue 48, VISIT_COUNTING=off turns it off; benchmarks). */
  countVisits: boolean;
  /**
   * Page renders that missed the cache running at once (RENDER_CONCURRENCY, default the cores),
   * and waiting their turn (RENDER_QUEUE); past both a page request gets 503 (issue 50).
   */
  renderConcurrency: number;
  renderQueue: number;
  /** The company's e-mail about each enquiry (SMTP_URL, NOTIFY_EMAIL, …); null or left out: off. */
  enquiryMail?: EnquiryMailConfig | null;
  /**
   * The assignees' daily digest of enquiries waiting to be called (issue 48): on while e-mail is
   * configured, ENQUIRY_DIGEST=off turns it off.
   */
  enquiryDigest: boolean;
}

/** pino's levels, and `silent` (nothing at all). */
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

function logLevelFrom(env: Env): LogLevel {
  const raw = env.LOG_LEVEL?.trim().toLowerCase() || 'info';
  const level = LOG_LEVELS.find((name) => name === raw);
  if (!level) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not "${raw}".`);
  return level;
}

/** A short queue: a few renders' time per slot (about a second on a two-core machine). */
const defaultRenderQueue = () => 8 * availableParallelism();

/** One core left for the public reads: 1 on a two-core machine. */
export const defaultImageConcurrency = () => Math.max(1, availableParallelism() - 1);

function siteUrlFrom(env: Env): string {
  const raw = env.SITE_URL?.trim() || DEFAULT_SITE_URL;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`SITE_URL must be an absolute http(s) address, not "${raw}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`SITE_URL must be an absolute http(s) address, not "${raw}".`);
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

type Env = Record<string, string | undefined>;

/** proxy-addr's names for the private ranges, which Fastify accepts in the list too. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(item: string): boolean {
  if (RANGE_NAMES.has(item)) return true;
  const [address = '', prefix, ...rest] = item.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  // A mask may also be written out (10.0.0.0/255.0.0.0), as proxy-addr allows for IPv4.
  if (version === 4 && isIP(prefix) === 4) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: empty or false, believe no X-Forwarded-For; a number, the count of proxies in
 * front of the server (the address that many hops back is the client); otherwise a
 * comma-separated list of the proxies' addresses and CIDR ranges. Never "any": a client could
 * then choose its own address, and with it its own sign-in and enquiry limits.
 */
export function trustProxyFrom(raw: string | undefined): false | number | string[] {
  const value = raw?.trim() ?? '';
  if (value === '' || ['0', 'false', 'no', 'off'].includes(value.toLowerCase())) return false;
  if (/^\d+$/.test(value)) return Number(value);
  if (['true', 'yes', 'on'].includes(value.toLowerCase())) {
    throw new Error(
      `TRUST_PROXY=${value} would believe any X-Forwarded-For, so a client could choose its own ` +
        'address: give the number of proxies in front of the server (for example 1), or their ' +
        'addresses or ranges (for example 127.0.0.1,10.0.0.0/8).',
    );
  }
  const items = value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const wrong = items.filter((item) => !isAddressOrRange(item));
  if (wrong.length > 0) {
    throw new Error(
      `TRUST_PROXY must be a number of proxies or a list of addresses and CIDR ranges; ` +
        `"${wrong.join('", "')}" is neither.`,
    );
  }
  return items;
}

function integer(env: Env, name: string, fallback: number, min = 0): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be an integer of at least ${min}, not "${raw}".`);
  }
  return value;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new Error(`${name} must be true or false, not "${raw}".`);
}

/**
 * The signing key of the session tokens: JWT_SECRET; with DATABASE_URL, null (the server then
 * refuses to start, server/plugins/auth.ts: the key is never in the database); otherwise one
 * generated on the first start and kept in `<dataDir>/jwt-secret` (mode 600), so that sessions
 * survive a restart.
 */
export function jwtSecretFor(env: Env, dataDir: string): string | null {
  const given = env.JWT_SECRET?.trim();
  if (given) {
    if (given.length < 32) throw new Error('JWT_SECRET must be at least 32 characters long.');
    return given;
  }
  if (env.DATABASE_URL?.trim()) return null;
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) return kept;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

/** A comma-separated list of https origins (`https://api.emailjs.com`), each checked. */
function originsFrom(env: Env, name: string): string[] {
  const origins = (env[name] ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  for (const origin of origins) {
    if (!/^https:\/\/[a-z0-9.-]+(:\d+)?$/i.test(origin)) {
      throw new Error(`${name} must list https origins (https://host), not "${origin}".`);
    }
  }
  return origins;
}

export function loadConfig(env: Env = process.env, cwd = process.cwd()): ServerConfig {
  const dataDir = path.resolve(cwd, env.DATA_DIR?.trim() || './data');
  const staticDir = env.STATIC_DIR?.trim();
  return {
    port: integer(env, 'PORT', 3000),
    host: env.HOST?.trim() || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL?.trim() || null,
    adminUsername: env.ADMIN_USERNAME?.trim() || 'admin',
    adminPassword: env.ADMIN_PASSWORD || null,
    jwtSecret: jwtSecretFor(env, dataDir),
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    connectOrigins: originsFrom(env, 'CSP_CONNECT_ORIGINS'),
    responseValidation: flag(env, 'RESPONSE_VALIDATION', env.NODE_ENV !== 'production'),
    loginMaxFailures: integer(env, 'LOGIN_MAX_FAILURES', 10, 1),
    loginWindowMs: integer(env, 'LOGIN_WINDOW_MINUTES', 15, 1) * 60_000,
    requireSecondFactor: flag(env, 'REQUIRE_SECOND_FACTOR', false),
    freshProofMs: integer(env, 'FRESH_PROOF_SECONDS', FRESH_PROOF_MS / 1000, 1) * 1000,
    enquiryMax: integer(env, 'ENQUIRY_RATE_MAX', 5, 1),
    enquiryWindowMs: integer(env, 'ENQUIRY_RATE_WINDOW_SECONDS', 60, 1) * 1000,
    enquiryBodyLimit: integer(env, 'ENQUIRY_BODY_LIMIT', 16_384, 1024),
    staticDir: staticDir === '' ? null : path.resolve(cwd, staticDir ?? 'dist'),
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    siteUrl: siteUrlFrom(env),
    passkeySite: env.SITE_URL?.trim() ? siteUrlFrom(env) : null,
    imageConcurrency: integer(env, 'IMAGE_CONCURRENCY', defaultImageConcurrency(), 1),
    storage: storageConfigFrom(env),
    logLevel: logLevelFrom(env),
    requestTimeoutMs: integer(env, 'REQUEST_TIMEOUT_SECONDS', 30, 1) * 1000,
    bodyMinBytesPerSecond: integer(env, 'BODY_MIN_BYTES_PER_SECOND', 1024, 1),
    keepAliveTimeoutMs: integer(env, 'KEEP_ALIVE_TIMEOUT_SECONDS', 72, 1) * 1000,
    shutdownTimeoutMs: integer(env, 'SHUTDOWN_TIMEOUT_SECONDS', 30, 1) * 1000,
    scheduleCheckMs: integer(env, 'SCHEDULE_CHECK_SECONDS', SCHEDULE_CHECK_MS / 1000, 1) * 1000,
    countVisits: env.VISIT_COUNTING?.trim().toLowerCase() !== 'off',
    renderConcurrency: integer(env, 'RENDER_CONCURRENCY', availableParallelism(), 1),
    renderQueue: integer(env, 'RENDER_QUEUE', defaultRenderQueue(), 0),
    enquiryMail: enquiryMailConfigFrom(env),
    enquiryDigest: env.ENQUIRY_DIGEST?.trim().toLowerCase() !== 'off',
  };
}

/** A configuration for tests and benchmarks: no files touched, everything else at its default. */
export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: '/nonexistent',
    databaseUrl: null,
    adminUsername: 'admin',
    adminPassword: null,
    jwtSecret: 'test-secret-test-secret-test-secret-0123456789',
    corsOrigins: [],
    connectOrigins: [],
    responseValidation: true,
    loginMaxFailures: 10,
    loginWindowMs: 15 * 60_000,
    requireSecondFactor: false,
    freshProofMs: FRESH_PROOF_MS,
    enquiryMax: 5,
    enquiryWindowMs: 60_000,
    enquiryBodyLimit: 16_384,
    staticDir: null,
    trustProxy: false,
    siteUrl: DEFAULT_SITE_URL,
    passkeySite: null,
    imageConcurrency: 1,
    storage: { driver: 'local' },
    logLevel: 'silent',
    requestTimeoutMs: 30_000,
    bodyMinBytesPerSecond: 1024,
    keepAliveTimeoutMs: 72_000,
    shutdownTimeoutMs: 30_000,
    scheduleCheckMs: SCHEDULE_CHECK_MS,
    countVisits: true,
    renderConcurrency: availableParallelism(),
    renderQueue: defaultRenderQueue(),
    enquiryDigest: true,
    ...overrides,
  };
}
