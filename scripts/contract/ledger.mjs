#!/usr/bin/env node
// The contract's ledger (issue 25 section 2): which (operation, status) pairs the suites of this
// run provoked. Every suite that checks replies against the contract (scripts/contract/lib/fuzz/observer.mjs:
// Vitest, the server's tests and parity, both Playwright suites, contract:fuzz) leaves the pairs
// it saw in test-results-ledger/. This fails when a pair the contract declares was
// neither provoked nor listed in contract/ledger-untestable.yaml with a reason, and when an entry
// of that list was provoked after all (it should go).
//
//   node scripts/contract/ledger.mjs            checks the ledger of the suites run since --reset
//   node scripts/contract/ledger.mjs --reset    empties it (npm test does, before its first suite)
//   node scripts/contract/ledger.mjs --report   also lists every pair with the suites that provoked it
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { loadOperations } from './lib/fuzz/contract.mjs';
import { LEDGER_DIR, ROOT } from './lib/fuzz/observer.mjs';

const args = process.argv.slice(2);
if (args.includes('--reset')) {
  rmSync(LEDGER_DIR, { recursive: true, force: true });
  console.log('contract:ledger: emptied');
  process.exit(0);
}

const declared = loadOperations(ROOT).flatMap((operation) =>
  Object.keys(operation.responses)
    .filter((status) => /^\d{3}$/.test(status))
    .map((status) => `${operation.id} ${status}`),
);

const provoked = new Map();
const files = existsSync(LEDGER_DIR)
  ? readdirSync(LEDGER_DIR).filter((f) => f.endsWith('.json'))
  : [];
for (const file of files) {
  const { suite, pairs } = JSON.parse(readFileSync(path.join(LEDGER_DIR, file), 'utf8'));
  for (const pair of pairs) {
    if (!provoked.has(pair)) provoked.set(pair, new Set());
    provoked.get(pair).add(suite);
  }
}

/** The reviewed list: `{ status, operations?, reason }` entries; no `operations` is every one. */
const untestable = parse(readFileSync(path.join(ROOT, 'contract/ledger-untestable.yaml'), 'utf8'));
const listed = (pair) => {
  const [operation, status] = pair.split(' ');
  return untestable.find(
    (entry) =>
      String(entry.status) === status &&
      (!entry.operations || entry.operations.includes(operation)),
  );
};

const missing = declared.filter((pair) => !provoked.has(pair) && !listed(pair));
const stale = declared.filter(
  (pair) => provoked.has(pair) && listed(pair)?.operations?.includes(pair.split(' ')[0]),
);
const suites = new Set([...provoked.values()].flatMap((set) => [...set]));

if (args.includes('--report')) {
  for (const pair of declared) {
    const by = provoked.get(pair);
    console.log(
      `${pair.padEnd(48)} ${by ? [...by].sort().join(', ') : `untestable: ${listed(pair)?.reason ?? '—'}`}`,
    );
  }
}
const count = declared.filter((pair) => provoked.has(pair)).length;
console.log(
  `contract:ledger: ${count} of ${declared.length} declared (operation, status) pairs provoked by ` +
    `${suites.size} suite(s) (${[...suites].sort().join(', ') || 'none'}), ` +
    `${declared.length - count - missing.length} listed as untestable.`,
);
if (missing.length) {
  console.log(
    `\nNeither provoked nor listed in contract/ledger-untestable.yaml (${missing.length}):\n  ${missing.join('\n  ')}`,
  );
}
if (stale.length) {
  console.log(
    `\nListed as untestable but provoked (take them off the list):\n  ${stale.join('\n  ')}`,
  );
}
process.exit(missing.length || stale.length ? 1 : 0);
