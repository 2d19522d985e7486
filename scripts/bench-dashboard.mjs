// `npm run bench:dashboard`: the dashboard's reads at the scale of issue 48's goal. 100,000
// enquiries over two years (the last ~11 days' partly 'Yeni', the last ~3 months' partly still
// open with callbacks around today, the older ones won or lost; 500 source pages, five
// provinces, 200 notification e-mails given up) and 24 months of visit aggregates for 500 pages,
// written in a few SQL statements; then, through the same operations the handlers call, the
// median of BENCH_RUNS (9) runs after a warm-up of: getEnquiryStats (the last 7 days, 30 days and
// 12 months), getVisitStats (7 days and 12 months), a filtered inbox page (listContactInbox
// with Status and Province) and two searched ones (a name, and a text no enquiry holds). On PGlite (a temporary data folder), then on PostgreSQL: DATABASE_URL
// when set (a database the script may fill), else a throw-away cluster of the local binaries
// (scripts/lib/postgres.mjs, as `npm run test:server:postgres`), else skipped. The goals: each
// dashboard read at most 150 ms, the inbox page at most 100 ms (exit 1 when one is missed).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { backendOperations } from '../core/domain/backend.ts';
import { inboxQuery } from '../core/domain/enquiries.ts';
import { enquiryStatsOperations } from '../core/domain/enquiry-stats.ts';
import { addDays, VisitCounter, visitOperations } from '../core/domain/visits.ts';
import { turkeyDay } from '../core/lib/turkey-time.ts';
import { openDatabase } from '../server/db/open.ts';
import { createStore } from '../server/store/store.ts';
import { findPostgresBinaries, startPostgres } from './lib/postgres.mjs';

const ENQUIRIES = 100_000;
const PAGES = 500;
const MONTHS_DAYS = 730;
const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const DASHBOARD_GOAL_MS = 150;
const INBOX_GOAL_MS = 100;

/** The data, in SQL: a few statements, generate_series doing the rows. */
async function seed(db) {
  const run = (statement) => db.execute(statement);
  await run(sql`insert into users (id, username, password_hash, created_at)
    select gen_random_uuid(), 'temsilci' || g, 'x', now() from generate_series(1, 5) g`);
  // One enquiry every ~10.5 minutes back from now: two years.
  await run(sql`insert into enquiries
      (id, isim, soyisim, telefon, sektor, mesaj, created_at, is_read, is_spam, province,
       source_page, landing_page, referrer_host, utm_source, status, assignee_id, callback_at)
    select gen_random_uuid(), 'Ad' || g, 'Soyad', '0532 ' || lpad((g % 10000000)::text, 7, '0'),
      'Konut', 'Keşif rica ediyoruz.', now() - g * interval '630 seconds', g % 3 = 0, g % 50 = 0,
      (array['İstanbul','Ankara','İzmir','Bursa','Antalya'])[1 + g % 5],
      '/urunler/urun-' || (g % ${PAGES}), '/', 
      case when g % 4 = 0 then 'www.google.com' when g % 4 = 1 then null else 'instagram.com' end,
      case when g % 7 = 0 then 'bulten' else null end,
      case
        when g <= 1500 then (array['new','new','contacted','quoted','won'])[1 + g % 5]
        when g <= 13000 then (array['contacted','quoted','won','lost','lost'])[1 + g % 5]
        else (array['won','lost','lost'])[1 + g % 3]
      end,
      (select id from users order by username limit 1 offset g % 5),
      case when g <= 13000 and g % 3 = 0 then current_date + (g % 30 - 15) else null end
    from generate_series(1, ${ENQUIRIES}) g`);
  await run(sql`insert into enquiry_mail (id, enquiry_id, attempts, next_attempt_at, failed_at, created_at)
    select gen_random_uuid(), id, 10, now(), created_at + interval '1 hour', created_at
    from enquiries where not is_spam order by created_at desc limit 200`);
  // 24 months of aggregates: 500 pages a day, the days, 20 referrers, 5 campaigns, 3 devices.
  const today = turkeyDay(new Date());
  const first = addDays(today, -MONTHS_DAYS);
  const days = sql`generate_series(${first}::date, ${today}::date, interval '1 day') d`;
  await run(sql`insert into visit_pages (day, path, views, visitors)
    select d::date, '/urunler/urun-' || p, 1 + (p * 7 + extract(doy from d)::int) % 40, 1 + p % 20
    from ${days}, generate_series(0, ${PAGES - 1}) p`);
  await run(sql`insert into visit_days (day, views, visitors)
    select d::date, 10000, 2500 from ${days}`);
  await run(sql`insert into visit_referrers (day, host, views)
    select d::date, 'site' || r || '.example', 1 + r from ${days}, generate_series(1, 20) r`);
  await run(sql`insert into visit_campaigns (day, utm_source, utm_medium, utm_campaign, views)
    select d::date, 'kaynak' || c, 'email', 'kampanya' || c, c from ${days}, generate_series(1, 5) c`);
  await run(sql`insert into visit_devices (day, device, views)
    select d::date, dev, 100 from ${days}, unnest(array['phone','tablet','desktop']) dev`);
  await run(sql`insert into visit_events (day, path, kind, count)
    select d::date, '/urunler/urun-' || p, 'phone', 1 from ${days}, generate_series(0, 49) p`);
  await run(sql`analyze`);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function timeReads(name, database) {
  const store = createStore(database);
  const started = performance.now();
  await seed(database.db);
  console.log(`${name}: seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const stats = enquiryStatsOperations(store);
  const visits = visitOperations(store, new VisitCounter(store));
  const backend = backendOperations(store);
  const today = turkeyDay(new Date());
  const range = (days) => ({ From: addDays(today, 1 - days), To: today });
  const reads = [
    ['getEnquiryStats, 7 days', DASHBOARD_GOAL_MS, () => stats.getEnquiryStats({})],
    ['getEnquiryStats, 30 days', DASHBOARD_GOAL_MS, () => stats.getEnquiryStats(range(30))],
    ['getEnquiryStats, 12 months', DASHBOARD_GOAL_MS, () => stats.getEnquiryStats(range(365))],
    ['getVisitStats, 7 days', DASHBOARD_GOAL_MS, () => visits.getVisitStats({})],
    ['getVisitStats, 12 months', DASHBOARD_GOAL_MS, () => visits.getVisitStats(range(365))],
    [
      'listContactInbox, Status + Province',
      INBOX_GOAL_MS,
      () =>
        backend.listContactInbox(
          inboxQuery({ pageIndex: 0, pageSize: 25, status: 'contacted', province: 'Ankara' }),
        ),
    ],
    [
      'listContactInbox, Search (no match)',
      INBOX_GOAL_MS,
      () =>
        backend.listContactInbox(inboxQuery({ pageIndex: 0, pageSize: 25, search: 'Çağlayan' })),
    ],
    [
      'listContactInbox, Search (a name)',
      INBOX_GOAL_MS,
      () => backend.listContactInbox(inboxQuery({ pageIndex: 0, pageSize: 25, search: 'ad4242' })),
    ],
  ];
  let missed = 0;
  for (const [label, goal, read] of reads) {
    await read();
    const times = [];
    for (let run = 0; run < RUNS; run += 1) {
      const start = performance.now();
      await read();
      times.push(performance.now() - start);
    }
    const ms = median(times);
    if (ms > goal) missed += 1;
    console.log(
      `  ${label.padEnd(38)} median ${ms.toFixed(1).padStart(7)} ms  (goal <= ${goal} ms)${ms > goal ? '  MISSED' : ''}`,
    );
  }
  return missed;
}

let missed = 0;
const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-dashboard-'));
try {
  const database = await openDatabase({ dataDir });
  try {
    missed += await timeReads('PGlite', database);
  } finally {
    await database.close();
  }
  let cluster = null;
  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl && findPostgresBinaries()) {
    cluster = await startPostgres();
    databaseUrl = cluster.url;
  }
  if (databaseUrl) {
    try {
      const postgres = await openDatabase({ dataDir, databaseUrl });
      try {
        missed += await timeReads('PostgreSQL', postgres);
      } finally {
        await postgres.close();
      }
    } finally {
      await cluster?.remove();
    }
  } else {
    console.log('PostgreSQL: skipped (no DATABASE_URL and no local PostgreSQL binaries).');
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(missed === 0 ? 0 : 1);
