import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { missedAddresses } from '../db/schema.ts';
import { createStore } from '../store/store.ts';
import type { Store } from '../store/types.ts';
import { openTestStore, type TestStore } from '../test/test-store.ts';
import { startMissedAddressLog } from './missed-addresses.ts';

/**
 * The missed-address log (issue 50): counted in memory, one write per flush, at stop, and replicas
 * adding up. On PGlite here, and on PostgreSQL in `npm run test:server:postgres`.
 */
let opened: TestStore | undefined;
beforeAll(async () => {
  opened = await openTestStore();
});
afterAll(async () => {
  await opened?.close();
});
const store = () => opened?.store as Store;
const silent = { info: () => undefined, error: () => undefined };
/** Long enough that no timed write comes during a test: the tests write by flush and stop. */
const NEVER_MS = 3_600_000;

/** The store, with every addMissedAddresses call counted. */
function countingWrites(target: Store) {
  const counted = { writes: 0 };
  const wrapped = {
    addMissedAddresses: async (counts: Parameters<Store['addMissedAddresses']>[0]) => {
      counted.writes += 1;
      await target.addMissedAddresses(counts);
    },
  };
  return { counted, wrapped };
}

const hitsOf = async (path: string) =>
  (await store().listMissed(1000)).find((row) => row.path === path)?.hits;

beforeEach(async () => {
  await opened?.database.db.delete(missedAddresses);
});

describe('the missed-address log', () => {
  it('counts in memory and writes a flood in one write', async () => {
    const { counted, wrapped } = countingWrites(store());
    const log = startMissedAddressLog({ store: wrapped, log: silent, flushMs: NEVER_MS });
    for (let n = 0; n < 500; n += 1) log.count(`/yok-${n % 50}`);
    log.count('/tek');
    expect(await hitsOf('/yok-0')).toBeUndefined();
    await log.flush();
    expect(counted.writes).toBe(1);
    expect(await hitsOf('/yok-0')).toBe(10);
    expect(await hitsOf('/tek')).toBe(1);
    // Nothing new: no write.
    await log.flush();
    expect(counted.writes).toBe(1);
    log.count('/tek');
    await log.stop();
    expect(counted.writes).toBe(2);
    expect(await hitsOf('/tek')).toBe(2);
  });

  it('adds up what two replicas counted', async () => {
    const other = createStore((opened as TestStore).database);
    const first = startMissedAddressLog({ store: store(), log: silent, flushMs: NEVER_MS });
    const second = startMissedAddressLog({ store: other, log: silent, flushMs: NEVER_MS });
    first.count('/eski');
    first.count('/eski');
    second.count('/eski');
    second.count('/yalniz-ikinci');
    await Promise.all([first.stop(), second.stop()]);
    expect(await hitsOf('/eski')).toBe(3);
    expect(await hitsOf('/yalniz-ikinci')).toBe(1);
  });

  it('leaves out an address redirected meanwhile', async () => {
    const log = startMissedAddressLog({ store: store(), log: silent, flushMs: NEVER_MS });
    log.count('/tasindi');
    await store().saveRedirect('/tasindi', '/about');
    await log.stop();
    expect(await hitsOf('/tasindi')).toBeUndefined();
    await store().deleteRedirect({ from: '/tasindi' });
  });

  it('keeps the counts of a failed write for the next', async () => {
    let failing = true;
    const flaky = {
      addMissedAddresses: async (counts: Parameters<Store['addMissedAddresses']>[0]) => {
        if (failing) throw new Error('veritabanı yanıt vermiyor');
        await store().addMissedAddresses(counts);
      },
    };
    const errors: string[] = [];
    const log = startMissedAddressLog({
      store: flaky,
      log: { ...silent, error: (_details, message) => errors.push(message) },
      flushMs: NEVER_MS,
    });
    log.count('/sonra');
    await log.flush();
    expect(errors).toHaveLength(1);
    log.count('/sonra');
    failing = false;
    await log.stop();
    expect(await hitsOf('/sonra')).toBe(2);
  });

  it('writes on its own every interval', async () => {
    const { counted, wrapped } = countingWrites(store());
    const log = startMissedAddressLog({ store: wrapped, log: silent, flushMs: 50 });
    log.count('/zamanla');
    await expect.poll(() => counted.writes, { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
    await log.stop();
    expect(await hitsOf('/zamanla')).toBe(1);
  });
});
