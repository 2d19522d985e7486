/** Types of observer.mjs, for the TypeScript suites that import it. */

interface ObservedReply {
  method: string;
  url: string;
  status: number;
  headers: Headers | Record<string, string | string[] | number | undefined>;
  text?: string | undefined;
}

export interface ContractObserver {
  /** Whether an operation of the contract describes this request. */
  describes(method: string, url: string): boolean;
  /** `undefined` for a request no operation describes; else the operation and what is wrong. */
  observe(reply: ObservedReply): { operationId: string; problems: string[] } | undefined;
  /** Writes the (operation, status) pairs seen so far to the ledger. */
  save(): void;
  /** Observes every reply of an MSW server (`setupServer`). */
  watchMocks(server: {
    events: {
      on(
        event: 'response:mocked',
        listener: (args: { request: Request; response: Response }) => void,
      ): void;
    };
  }): void;
  /** Observes every `app.inject` reply of a Fastify app. */
  watchInjections(app: { inject: unknown }): void;
  /** What was wrong with the replies seen since the last call, once all are read. */
  takeProblems(): Promise<string[]>;
}

/** The header of a test's reply that breaks the contract on purpose, naming why. */
export declare const OFF_CONTRACT: 'x-test-off-contract';

export declare function createObserver(suite: string): ContractObserver;

export {};
