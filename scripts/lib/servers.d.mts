/** Types of servers.mjs, for the TypeScript tests that import it. */
import type { ChildProcess } from 'node:child_process';

export declare function freePort(): Promise<number>;

export declare function waitForUrl(
  url: string,
  options?: { child?: ChildProcess; name?: string; timeoutMs?: number },
): Promise<void>;

export declare function stopChild(child: ChildProcess): Promise<void>;
