import { test as base, type BrowserContext } from '@playwright/test';
import {
  createObserver,
  type ContractObserver,
} from '../../scripts/contract/lib/fuzz/observer.mjs';

interface ContractFixtures {
  /** What was wrong with the API replies the test's pages got (checked when the test ends). */
  contractReplies: string[];
}

interface ContractWorkerFixtures {
  /** The worker's observer: its (operation, status) pairs go to the ledger when it stops. */
  contractObserver: ContractObserver;
}

/**
 * Playwright's `test`, checking every API reply a test's browser context gets against the contract with closed schemas
 * (the fuzzer's oracle, issue 25), for the Playwright suite named `suite`, and fails the test on
 * any problem. `header`, when given, is a header whose presence is a problem too (Prism's
 * `sl-violations` in the full-stack suite).
 */
export function contractTest(suite: string, header?: string) {
  return base.extend<ContractFixtures, ContractWorkerFixtures>({
    contractObserver: [
      // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from its first argument
      async ({}, use) => {
        const observer = createObserver(suite);
        await use(observer);
        observer.save();
      },
      { scope: 'worker' },
    ],
    contractReplies: [
      async ({ context, contractObserver }, use) => {
        const problems: string[] = [];
        const reads = watch(context, contractObserver, problems, header);
        await use(problems);
        // A body whose page or context went away may never come: those are not waited for.
        await Promise.race([
          Promise.all(reads),
          new Promise((resolve) => setTimeout(resolve, 5_000)),
        ]);
        if (problems.length) {
          throw new Error(`Replies that do not match the contract:\n${problems.join('\n')}`);
        }
      },
      { auto: true },
    ],
  });
}

function watch(
  context: BrowserContext,
  observer: ContractObserver,
  problems: string[],
  header: string | undefined,
) {
  const reads: Promise<void>[] = [];
  context.on('response', (response) => {
    const request = response.request();
    const method = request.method();
    const url = response.url();
    if (!observer.describes(method, url)) return;
    reads.push(
      (async () => {
        // A page that went away takes its replies' headers and bodies with it (the test navigated
        // or ended first): those are not checked.
        const headers = await response.allHeaders().catch(() => undefined);
        const text = await response.text().catch(() => undefined);
        if (headers === undefined || text === undefined) return;
        const status = response.status();
        const seen = observer.observe({ method, url, status, headers, text });
        problems.push(...(seen?.problems ?? []));
        if (header && headers[header]) {
          problems.push(`${method} ${url}: ${header}: ${headers[header]}`);
        }
      })(),
    );
  });
  return reads;
}
