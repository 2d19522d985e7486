import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** `server/main.ts` as a child process (npm start without the build), and what it printed. */
interface ServerProcess {
  child: ChildProcess;
  /** The port it listens on, once it has said so. */
  port: number;
  output(): string;
  /** Resolves once the output matches, or rejects after `timeoutMs` or when it exits first. */
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<void>;
  exited: Promise<number | null>;
}

/**
 * Starts the real server with `env` over the test's environment (PGlite in a temp DATA_DIR, no
 * app: the caller passes DATA_DIR, and STATIC_DIR='' and DATABASE_URL='' are set here), on a
 * port of its choosing, and resolves once it serves.
 */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: '',
      STATIC_DIR: '',
      HOST: '127.0.0.1',
      PORT: '0',
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const watchers = new Set<() => void>();
  const take = (chunk: Buffer) => {
    text += chunk.toString();
    for (const watcher of watchers) watcher();
  };
  child.stdout.on('data', take);
  child.stderr.on('data', take);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const waitForOutput = (pattern: RegExp, timeoutMs = 60_000) =>
    new Promise<void>((resolve, reject) => {
      const finish = (error?: Error) => {
        watchers.delete(look);
        clearTimeout(timer);
        if (error) reject(error);
        else resolve();
      };
      const look = () => {
        if (pattern.test(text)) finish();
      };
      const timer = setTimeout(
        () => finish(new Error(`no ${String(pattern)} within ${String(timeoutMs)} ms:\n${text}`)),
        timeoutMs,
      );
      void exited.then((code) => {
        if (!pattern.test(text)) finish(new Error(`exited ${String(code)} first:\n${text}`));
      });
      watchers.add(look);
      look();
    });
  try {
    await waitForOutput(/reference server on http:\/\/[^:]+:\d+/);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  const port = Number(/reference server on http:\/\/[^:]+:(\d+)/.exec(text)?.[1]);
  return { child, port, output: () => text, waitForOutput, exited };
}
