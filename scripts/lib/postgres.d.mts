/** Types of postgres.mjs, for the TypeScript tests that import it. */
export declare function findPostgresBinaries(): string | null;

export declare const POSTGRES_HELP: string;

export interface ThrowAwayPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  /** Starts the same cluster again, on the same port. */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Stops it and deletes its folder. */
  remove(): Promise<void>;
}

export declare function startPostgres(): Promise<ThrowAwayPostgres>;
