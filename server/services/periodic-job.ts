/** Where a job reports (the server's logger). */
export interface JobLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** A job that runs at start-up and then every so often, in this process (server/main.ts). */
export interface PeriodicJob {
  /** Runs it now, or answers the run under way (one at a time); resolves to what it did. */
  runOnce(): Promise<number>;
  /** No more runs; waits for the one under way. */
  stop(): Promise<void>;
}

/**
 * Starts `run` at once and then every `intervalMs` (the timer keeps no process alive). A slow run
 * is never started twice; a failed one is reported to `onError` and counts as nothing done, and
 * the next tick tries again.
 */
export function startPeriodicJob(
  run: () => Promise<number>,
  { intervalMs, onError }: { intervalMs: number; onError: (error: unknown) => void },
): PeriodicJob {
  let running: Promise<number> | null = null;
  const runOnce = () => {
    running ??= run()
      .catch((error: unknown) => {
        onError(error);
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  void runOnce();
  const timer = setInterval(() => void runOnce(), intervalMs);
  timer.unref();
  return {
    runOnce,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
