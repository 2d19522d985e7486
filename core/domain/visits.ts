/**
 * Visits counted without cookies (issue 48, docs/decisions/0060): once for the mocks and the
 * server, what is counted, who is not, the device class, the day, the visitor's daily hash, the
 * counts kept in memory between two writes, and the stats read. Only daily aggregates are stored;
 * the hashes of the current day only, and no address or user agent at all.
 */
import { isbot } from 'isbot';
import type {
  DeviceClass,
  VisitEventKind,
  VisitStats,
} from '../../src/api/generated/backend/model/index.ts';
import { turkeyDay } from '../lib/turkey-time.ts';
import { hasPreviewToken } from './conditional-reads.ts';
import { retentionCutoff } from './privacy.ts';
import { invalid, ok } from './replies.ts';

/** Aggregates are kept this many months, as the enquiries by default (core/domain/privacy.ts). */
const VISIT_RETENTION_MONTHS = 24;

/** The longest range getVisitStats answers, in days (two years and a leap day). */
export const MAX_STATS_DAYS = 731;

/** The default range: the last 7 days up to today. */
const DEFAULT_STATS_DAYS = 7;

/** How many referring hosts and campaigns the stats list. */
const TOP = 50;

/** The longest path, referring host and UTM tag counted (the contract's limits). */
const MAX_PATH = 300;
const MAX_HOST = 253;
const MAX_TAG = 200;

/** Paths that are not public pages: the panel, its sign-in, the APIs, uploads and built assets. */
const NOT_A_PAGE = /^\/(?:admin|login|api|content|uploads|assets)(?:\/|$)/i;

/** A last segment with an extension is a file (robots.txt, sitemap.xml, favicon.ico), no page. */
const FILE_NAME = /\/[^/]*\.[A-Za-z0-9]{1,8}$/;

/**
 * The device class from the user agent. Tablets first: iPads, Android without "Mobile" (Google's
 * rule for Android tablets), Kindle/Silk and anything naming itself a tablet; then phones (the
 * "Mobi" token every mobile browser sends, iPhone, iPod, Windows Phone, Opera Mini); the rest is
 * a desktop (an iPad on iPadOS 13+ that says "Macintosh" too: no way to tell it from the agent).
 */
const TABLET = /iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobi)/i;
const PHONE = /Mobi|iPhone|iPod|Windows Phone|Opera Mini|BlackBerry/i;

export function deviceClass(userAgent: string): DeviceClass {
  if (TABLET.test(userAgent)) return 'tablet';
  if (PHONE.test(userAgent)) return 'phone';
  return 'desktop';
}

/** A public page's path, as counted (without a trailing slash), or null when it is no page. */
export function countedPath(path: string): string | null {
  if (!path.startsWith('/') || path.startsWith('//') || path.length > MAX_PATH) return null;
  if (/[?#]/.test(path)) return null;
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
  if (NOT_A_PAGE.test(trimmed) || FILE_NAME.test(trimmed)) return null;
  return trimmed;
}

/** A request as the rules see it: the method, its URL and a header by its lower-case name. */
export interface VisitRequest {
  method: string;
  url: string;
  header(name: string): string | undefined;
}

const isOne = (value: string | undefined) => value?.trim() === '1';

/**
 * Whether a request may be counted at all: not a bot (the maintained `isbot` list, and no user
 * agent at all), not a preview link, not a signed-in call, not `DNT: 1` or `Sec-GPC: 1`, not a
 * prefetch or prerender (`Sec-Purpose`, `Purpose`, `X-Moz`), not a HEAD.
 */
export function isCountedRequest(request: VisitRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'POST') return false;
  const userAgent = request.header('user-agent') ?? '';
  if (userAgent === '' || isbot(userAgent)) return false;
  if (hasPreviewToken(request.url)) return false;
  if (request.header('authorization')) return false;
  if (isOne(request.header('dnt')) || isOne(request.header('sec-gpc'))) return false;
  const purpose = [
    request.header('sec-purpose'),
    request.header('purpose'),
    request.header('x-moz'),
  ]
    .join(' ')
    .toLowerCase();
  return !/prefetch|prerender/.test(purpose);
}

/** The referring site's host, when the referrer is another site than `siteHost`; else undefined. */
export function referrerHostOf(referrer: string | undefined, siteHost: string): string | undefined {
  if (!referrer) return undefined;
  let host: string;
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    host = url.hostname.toLowerCase();
  } catch {
    return undefined;
  }
  const bare = (name: string) => name.toLowerCase().replace(/^www\./, '');
  if (host === '' || host.length > MAX_HOST || bare(host) === bare(siteHost)) return undefined;
  return host;
}

/** The UTM tags of a campaign. */
interface UtmTags {
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
}

const tag = (value: string | null | undefined) => {
  // eslint-disable-next-line no-control-regex
  const clean = value?.replace(/[\x00-\x1F\x7F-\x9F]/g, '').trim();
  return clean ? clean.slice(0, MAX_TAG) : undefined;
};

/** A landing URL's utm_source, utm_medium and utm_campaign (those present and not empty). */
export function utmTagsOf(url: string): UtmTags {
  const query = new URL(url, 'http://site.invalid').searchParams;
  const tags = {
    utmSource: tag(query.get('utm_source')),
    utmMedium: tag(query.get('utm_medium')),
    utmCampaign: tag(query.get('utm_campaign')),
  };
  return Object.fromEntries(Object.entries(tags).filter(([, value]) => value !== undefined));
}

const hex = (bytes: ArrayBuffer | Uint8Array) =>
  Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** A new daily salt: 32 random bytes (WebCrypto, in the browser and in Node). */
const newVisitSalt = () => hex(globalThis.crypto.getRandomValues(new Uint8Array(32)));

/**
 * The visitor's hash for a day: SHA-256 of (the day's salt, the address, the user agent, the site's
 * host). The salt is forgotten with its day, so no hash can be linked to one of another day.
 */
export async function visitorHash(
  salt: string,
  address: string,
  userAgent: string,
  siteHost: string,
): Promise<string> {
  const text = [salt, address, userAgent, siteHost].join('\n');
  return hex(await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
}

/** A view of a page, as counted: the visitor's facts are turned into the day's hash at once. */
interface PageView extends UtmTags {
  path: string;
  address: string;
  userAgent: string;
  siteHost: string;
  referrerHost?: string;
}

/** Who views: the address the request came from and the site's own host. */
export interface Visitor {
  address: string;
  siteHost: string;
}

/**
 * A server-rendered page's view, or null when it is not counted: a GET of a public page by a
 * visitor who may be counted, with the landing's referring site (another site's only) and UTM tags.
 */
export function pageViewOf(request: VisitRequest, visitor: Visitor): PageView | null {
  const path = countedPath(request.url.split(/[?#]/, 1)[0] ?? '');
  if (!path || request.method !== 'GET' || !isCountedRequest(request)) return null;
  const referrerHost = referrerHostOf(request.header('referer'), visitor.siteHost);
  return {
    path,
    ...visitor,
    userAgent: request.header('user-agent') ?? '',
    ...(referrerHost && { referrerHost }),
    ...utmTagsOf(request.url),
  };
}

/** Counts added by one write: each row adds its numbers to the stored ones. */
export interface VisitBatch {
  pages: { day: string; path: string; views: number }[];
  days: { day: string; views: number }[];
  referrers: { day: string; host: string; views: number }[];
  campaigns: {
    day: string;
    utmSource: string | null;
    utmMedium: string | null;
    utmCampaign: string | null;
    views: number;
  }[];
  devices: { day: string; device: DeviceClass; views: number }[];
  events: { day: string; path: string; kind: VisitEventKind; count: number }[];
  /**
   * The hashes seen, site-wide (`path` null) and per page: a store adds 1 to the day's or the
   * page's `visitors` for each one it did not hold yet for that day.
   */
  visitors: { day: string; path: string | null; hash: string }[];
}

/** The sums of a range, per key; unsorted (the rule sorts). */
export interface VisitTotals {
  days: { day: string; views: number; visitors: number }[];
  pages: { path: string; views: number; visitors: number }[];
  referrers: { host: string; views: number }[];
  campaigns: VisitStats['campaigns'];
  devices: { device: DeviceClass; views: number }[];
  events: { path: string; kind: VisitEventKind; count: number }[];
}

/** The visits' persistence (mocks/store/visits.ts, server/store/visits.ts). */
export interface VisitStore {
  /** The salt of `day`: the one stored, or `fresh` stored now when there is none. */
  visitSalt(day: string, fresh: string): Promise<string>;
  /** Adds a batch's counts, each hash once per day and page (atomic). */
  addVisits(batch: VisitBatch): Promise<void>;
  /** The sums of the days from `from` to `to`, both included. */
  visitTotals(from: string, to: string): Promise<VisitTotals>;
  /** Deletes the salts and hashes of the days before `day`. */
  forgetVisitorsBefore(day: string): Promise<void>;
  /** Deletes the aggregates of the days before `day`; answers how many rows went. */
  deleteVisitsBefore(day: string): Promise<number>;
}

type Counts = Map<string, number>;
const KEY = '\u0000';
const add = (counts: Counts, key: string, amount = 1) =>
  counts.set(key, (counts.get(key) ?? 0) + amount);

/**
 * The counts of one process between two writes: each view or event adds in memory; `flush` writes
 * them in one batch whose numbers add to the stored ones (so replicas add up), and hashes are
 * stored once a day and page (so no visitor is counted twice). A failed write is put back.
 */
export class VisitCounter {
  private pages: Counts = new Map();
  private days: Counts = new Map();
  private referrers: Counts = new Map();
  private campaigns: Counts = new Map();
  private devices: Counts = new Map();
  private events: Counts = new Map();
  private visitors = new Set<string>();
  private salts = new Map<string, Promise<string>>();
  private writing: Promise<void> = Promise.resolve();

  private readonly store: Pick<VisitStore, 'visitSalt' | 'addVisits'>;
  private readonly now: () => Date;

  constructor(
    store: Pick<VisitStore, 'visitSalt' | 'addVisits'>,
    now: () => Date = () => new Date(),
  ) {
    this.store = store;
    this.now = now;
  }

  /** The day's salt, asked of the store once per day and process. */
  private salt(day: string): Promise<string> {
    let salt = this.salts.get(day);
    if (!salt) {
      for (const old of this.salts.keys()) if (old < day) this.salts.delete(old);
      salt = this.store.visitSalt(day, newVisitSalt());
      salt.catch(() => this.salts.delete(day));
      this.salts.set(day, salt);
    }
    return salt;
  }

  /** Views being hashed: a write waits for them. */
  private readonly counting = new Set<Promise<void>>();

  /** Counts a view of a page (already checked: {@link isCountedRequest}, {@link countedPath}). */
  countView(view: PageView): Promise<void> {
    const counted = this.hashAndCount(view).finally(() => this.counting.delete(counted));
    this.counting.add(counted);
    return counted;
  }

  private async hashAndCount(view: PageView): Promise<void> {
    const day = turkeyDay(this.now());
    const hash = await visitorHash(
      await this.salt(day),
      view.address,
      view.userAgent,
      view.siteHost,
    );
    add(this.pages, [day, view.path].join(KEY));
    add(this.days, day);
    add(this.devices, [day, deviceClass(view.userAgent)].join(KEY));
    if (view.referrerHost) add(this.referrers, [day, view.referrerHost].join(KEY));
    if (view.utmSource || view.utmMedium || view.utmCampaign) {
      const tags = [view.utmSource, view.utmMedium, view.utmCampaign].map((value) => value ?? '');
      add(this.campaigns, [day, ...tags].join(KEY));
    }
    this.visitors.add([day, '', hash].join(KEY));
    this.visitors.add([day, view.path, hash].join(KEY));
  }

  /** Counts a click or download on a page. */
  countEvent(path: string, kind: VisitEventKind): void {
    add(this.events, [turkeyDay(this.now()), path, kind].join(KEY));
  }

  /** Writes what was counted since the last write, the views being hashed included (one at a time). */
  flush(): Promise<void> {
    const counting = Promise.allSettled([...this.counting]);
    // A failed write was reported to its caller (and its counts put back): the next one still runs.
    this.writing = this.writing
      .catch(() => undefined)
      .then(async () => {
        await counting;
        await this.write();
      });
    return this.writing;
  }

  private async write(): Promise<void> {
    const taken = {
      pages: this.pages,
      days: this.days,
      referrers: this.referrers,
      campaigns: this.campaigns,
      devices: this.devices,
      events: this.events,
      visitors: this.visitors,
    };
    if ([...Object.values(taken)].every((counts) => counts.size === 0)) return;
    this.pages = new Map();
    this.days = new Map();
    this.referrers = new Map();
    this.campaigns = new Map();
    this.devices = new Map();
    this.events = new Map();
    this.visitors = new Set();
    const rows = (counts: Counts) =>
      [...counts].map(([key, count]) => ({ parts: key.split(KEY), count }));
    const batch: VisitBatch = {
      pages: rows(taken.pages).map(({ parts: [day = '', path = ''], count }) => ({
        day,
        path,
        views: count,
      })),
      days: rows(taken.days).map(({ parts: [day = ''], count }) => ({ day, views: count })),
      referrers: rows(taken.referrers).map(({ parts: [day = '', host = ''], count }) => ({
        day,
        host,
        views: count,
      })),
      campaigns: rows(taken.campaigns).map(({ parts: [day = '', ...tags], count }) => ({
        day,
        utmSource: tags[0] || null,
        utmMedium: tags[1] || null,
        utmCampaign: tags[2] || null,
        views: count,
      })),
      devices: rows(taken.devices).map(({ parts: [day = '', device], count }) => ({
        day,
        device: device as DeviceClass,
        views: count,
      })),
      events: rows(taken.events).map(({ parts: [day = '', path = '', kind], count }) => ({
        day,
        path,
        kind: kind as VisitEventKind,
        count,
      })),
      visitors: [...taken.visitors].map((key) => {
        const [day = '', path = '', hash = ''] = key.split(KEY);
        return { day, path: path || null, hash };
      }),
    };
    try {
      await this.store.addVisits(batch);
    } catch (error) {
      // Put back: the batch was written all or nothing, so the next write counts it once.
      for (const name of ['pages', 'days', 'referrers', 'campaigns', 'devices', 'events'] as const)
        for (const [key, count] of taken[name]) add(this[name], key, count);
      for (const key of taken.visitors) this.visitors.add(key);
      throw error;
    }
  }
}

/** A day `2026-12-06` moved by `days`. */
export function addDays(day: string, days: number): string {
  const time = Date.parse(`${day}T00:00:00Z`) + days * 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

export const VISIT_MESSAGES = {
  fromAfterTo: 'Başlangıç tarihi bitiş tarihinden sonra olamaz.',
  tooLong: `Tarih aralığı en fazla ${MAX_STATS_DAYS} gün olabilir.`,
} as const;

/** The range of a stats read: the days given, the last 7 up to today by default. */
export function statsRange(query: { From?: string; To?: string }, now: Date) {
  const to = query.To ?? turkeyDay(now);
  const from = query.From ?? addDays(to, 1 - DEFAULT_STATS_DAYS);
  if (from > to) invalid({ From: [VISIT_MESSAGES.fromAfterTo] });
  if (daysBetween(from, to) + 1 > MAX_STATS_DAYS) invalid({ To: [VISIT_MESSAGES.tooLong] });
  return { from, to };
}

/** Most first; equal counts by their key, the same order on both sides (no locale). */
const byCount =
  <T>(count: (row: T) => number, key: (row: T) => string) =>
  (a: T, b: T) =>
    count(b) - count(a) || (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0);

/** The stats of a range from its sums: every day (zeros filled), sorted, the tops cut at 50. */
export function visitStatsOf(from: string, to: string, totals: VisitTotals): VisitStats {
  const byDay = new Map(totals.days.map((row) => [row.day, row]));
  const days: VisitStats['days'] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const row = byDay.get(day);
    days.push({ day, views: row?.views ?? 0, visitors: row?.visitors ?? 0 });
  }
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const tags = (row: VisitStats['campaigns'][number]) =>
    [row.utmSource, row.utmMedium, row.utmCampaign].map((value) => value ?? '').join(KEY);
  return {
    from,
    to,
    views: sum(days.map((day) => day.views)),
    visitors: sum(days.map((day) => day.visitors)),
    days,
    pages: [...totals.pages].sort(
      byCount(
        (row) => row.views,
        (row) => row.path,
      ),
    ),
    referrers: [...totals.referrers]
      .sort(
        byCount(
          (row) => row.views,
          (row) => row.host,
        ),
      )
      .slice(0, TOP),
    campaigns: [...totals.campaigns].sort(byCount((row) => row.views, tags)).slice(0, TOP),
    devices: [...totals.devices].sort(
      byCount(
        (row) => row.views,
        (row) => row.device,
      ),
    ),
    events: [...totals.events].sort(
      byCount(
        (row) => row.count,
        (row) => `${row.path}${KEY}${row.kind}`,
      ),
    ),
  };
}

/** The visits' operations (openapi/backend.yaml, the Visit tag), on a counter and a store. */
export function visitOperations(
  store: VisitStore,
  counter: VisitCounter,
  now: () => Date = () => new Date(),
) {
  return {
    /** A beacon of a client-side navigation: counted when the request and the path may be. */
    recordVisit: async (
      body: UtmTags & { path: string; referrerHost?: string },
      request: VisitRequest,
      visitor: Visitor,
    ) => {
      const path = countedPath(body.path);
      if (!path || !isCountedRequest(request)) return;
      const referrerHost = referrerHostOf(
        body.referrerHost && `https://${body.referrerHost}`,
        visitor.siteHost,
      );
      await counter.countView({
        path,
        ...visitor,
        userAgent: request.header('user-agent') ?? '',
        ...(referrerHost && { referrerHost }),
        ...(tag(body.utmSource) && { utmSource: tag(body.utmSource) }),
        ...(tag(body.utmMedium) && { utmMedium: tag(body.utmMedium) }),
        ...(tag(body.utmCampaign) && { utmCampaign: tag(body.utmCampaign) }),
      });
    },
    recordVisitEvent: (body: { path: string; kind: VisitEventKind }, request: VisitRequest) => {
      const path = countedPath(body.path);
      if (path && isCountedRequest(request)) counter.countEvent(path, body.kind);
    },
    /** The stats of a range, with this process's counts written first. */
    getVisitStats: async (query: { From?: string; To?: string }) => {
      const { from, to } = statsRange(query, now());
      await counter.flush();
      return ok(visitStatsOf(from, to, await store.visitTotals(from, to)));
    },
  };
}

/**
 * The visits' expiry: the salts and hashes of the days before today (Turkey), and the aggregates
 * older than 24 months. Answers how many aggregate rows were deleted.
 */
export async function expireVisits(
  store: Pick<VisitStore, 'forgetVisitorsBefore' | 'deleteVisitsBefore'>,
  now: Date = new Date(),
): Promise<number> {
  await store.forgetVisitorsBefore(turkeyDay(now));
  return store.deleteVisitsBefore(turkeyDay(retentionCutoff(now, VISIT_RETENTION_MONTHS)));
}
