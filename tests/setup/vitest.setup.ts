import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { resetMocks, server } from '../../mocks/node';
import { toast } from 'sonner';
import { notices } from '../../src/components/notice/notice-store';
import { accountGate } from '../../src/lib/account-gate';
import { freshProof } from '../../src/lib/fresh-proof';
import { reauth } from '../../src/lib/reauth';
import { connectSessionToClients } from '../../src/lib/client-session';
import { createObserver } from '../../scripts/contract/lib/fuzz/observer.mjs';

const inBrowserEnvironment = typeof window !== 'undefined';

// As src/main.tsx does: the service clients send the session's token and wait for its dialogs.
connectSessionToClients();

// The default 1 s for findBy/waitFor is too tight when two cores run every test file at once (CI);
// a failing query still fails, only later.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no layout: give the APIs components call something harmless.
if (inBrowserEnvironment) {
  window.scrollTo = () => undefined;
  // Sliders read media queries; jsdom has none, so every query is false (the narrowest layout).
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// Every reply of the mocks is checked against the contract with closed schemas (the fuzzer's
// oracle, issue 25) and its (operation, status) pair goes to the ledger.
const contract = createObserver('unit');
contract.watchMocks(server);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));

afterEach(async () => {
  const problems = await contract.takeProblems();
  resetMocks();
  // A sign-in dialog left open by one test must not cover the next one.
  if (reauth.isOpen()) reauth.cancel();
  // So must a proof dialog, and a requirement of the account ('change your password first').
  if (freshProof.isOpen()) freshProof.cancel();
  accountGate.leave();
  // Notices and toasts live in global stores: none may carry over into the next test.
  notices.close();
  toast.dismiss();
  if (inBrowserEnvironment) {
    cleanup();
    localStorage.clear();
    sessionStorage.clear();
  }
  // A reply that broke the contract fails the test, even when the screen swallowed the error.
  const violations = globalThis.__contractViolations ?? [];
  globalThis.__contractViolations = [];
  expect(violations, 'replies that do not match the contract').toEqual([]);
  expect(problems, 'replies that do not match the contract (closed schemas)').toEqual([]);
});

afterAll(() => {
  server.close();
  contract.save();
});
