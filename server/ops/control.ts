import { chmod, rm } from 'node:fs/promises';
import { connect, createServer, type Server, type Socket } from 'node:net';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Database } from '../db/open.ts';
import type { Storage } from '../storage/storage.ts';
import { writeBackup } from './backup.ts';
import { checkStorage, type CheckOptions, type CheckReport } from './storage-check.ts';

/**
 * The control socket of a server on PGlite (docs/decisions/0024). PGlite lets one process open
 * its folder, and the running server is that process: so `npm run backup` and `npm run
 * storage:check` ask it, over a Unix socket in DATA_DIR that only its owner may open (mode 600).
 * One request a connection: a JSON line (`{"command":"backup"}` or `{"command":"check",…}`),
 * answered by a JSON status line and, for a backup, the archive's bytes until the end.
 */
const CONTROL_SOCKET = 'control.sock';

const MAX_LINE = 16 * 1024 * 1024;

/** Reads one `\n`-terminated line; what follows it stays in the socket to be read. */
function readLine(socket: Socket, limit = MAX_LINE): Promise<string> {
  return new Promise((resolve, reject) => {
    let buffered = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk]);
      const end = buffered.indexOf(10);
      if (end === -1) {
        if (buffered.length > limit) finish(new Error('The control message is too long.'));
        return;
      }
      finish(null, buffered.subarray(0, end).toString('utf8'));
      const rest = buffered.subarray(end + 1);
      if (rest.length > 0) socket.unshift(rest);
    };
    const onEnd = () => finish(new Error('The connection closed before a reply.'));
    const finish = (error: Error | null, line?: string) => {
      socket.off('data', onData);
      socket.off('end', onEnd);
      socket.off('error', finish);
      socket.pause();
      if (error) reject(error);
      else resolve(line ?? '');
    };
    socket.on('data', onData);
    socket.once('end', onEnd);
    socket.once('error', finish);
  });
}

interface ControlRequest {
  command: 'backup' | 'check';
  fix?: boolean;
  graceMs?: number;
}

interface ControlOptions {
  dataDir: string;
  database: Database;
  storage: Storage;
  /** Where a failure is told (the server's log). */
  onError?: (message: string, error: unknown) => void;
}

/**
 * Listens on `<dataDir>/control.sock` (mode 600). The server holds the data folder's lock, so a
 * socket file found there is a dead process's and is replaced.
 */
export async function startControlSocket(
  options: ControlOptions,
): Promise<{ close(): Promise<void> }> {
  const { database, storage } = options;
  const file = path.join(options.dataDir, CONTROL_SOCKET);
  const sockets = new Set<Socket>();

  async function handle(socket: Socket): Promise<void> {
    let streaming = false;
    try {
      const request = JSON.parse(await readLine(socket, 4096)) as ControlRequest;
      socket.resume();
      if (request.command === 'backup') {
        socket.write(`${JSON.stringify({ ok: true })}\n`);
        streaming = true;
        await writeBackup({ database, storage, out: socket, via: 'server' });
      } else if (request.command === 'check') {
        const checkOptions: CheckOptions = {
          fix: request.fix === true,
          graceMs: Math.max(0, Number(request.graceMs ?? 0)),
        };
        const report = await checkStorage(database, storage, checkOptions);
        socket.end(`${JSON.stringify({ ok: true, report })}\n`);
      } else {
        throw new Error(`Unknown control command: ${String(request.command)}.`);
      }
    } catch (error) {
      options.onError?.('control socket: request failed', error);
      // A backup already streaming ends without its manifest: the client sees it incomplete.
      if (streaming) socket.destroy();
      else {
        const message = error instanceof Error ? error.message : String(error);
        socket.end(`${JSON.stringify({ ok: false, error: message })}\n`);
      }
    }
  }

  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    void handle(socket);
  });
  try {
    await rm(file, { force: true });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(file, () => {
        server.off('error', reject);
        resolve();
      });
    });
    await chmod(file, 0o600);
  } catch (error) {
    // The server still serves (a DATA_DIR path too long for a socket, a read-only folder); only
    // backups and checks while it runs are not available: the commands then say so.
    options.onError?.(`control socket: cannot listen on ${file}`, error);
    server.close();
    return { close: async () => undefined };
  }
  return {
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
      await rm(file, { force: true });
    },
  };
}

/** Connects to a running server's control socket; null when none answers there. */
function connectControl(dataDir: string): Promise<Socket | null> {
  return new Promise((resolve, reject) => {
    const file = path.join(dataDir, CONTROL_SOCKET);
    const socket = connect(file);
    socket.once('connect', () => {
      socket.off('error', onError);
      resolve(socket);
    });
    const onError = (error: NodeJS.ErrnoException) => {
      if (error.code === 'EACCES') {
        reject(new Error(`${file} belongs to another user: run this as the server's user.`));
      }
      // No socket, one a dead process left, or none possible there: no server answers. (If one
      // runs regardless, opening the folder stops with its lock's message.)
      else resolve(null);
    };
    socket.once('error', onError);
  });
}

async function ask(socket: Socket, request: ControlRequest): Promise<Record<string, unknown>> {
  socket.write(`${JSON.stringify(request)}\n`);
  const reply = JSON.parse(await readLine(socket)) as { ok: boolean; error?: string };
  if (!reply.ok)
    throw new Error(`The running server could not do it: ${reply.error ?? 'no reason given'}`);
  return reply;
}

/**
 * Asks the server running on `dataDir` for a backup and writes it to `out()` (opened once the
 * server has answered); false when no server answers (the caller opens the folder itself).
 */
export async function backupFromServer(dataDir: string, out: () => Writable): Promise<boolean> {
  const socket = await connectControl(dataDir);
  if (!socket) return false;
  try {
    await ask(socket, { command: 'backup' });
    await pipeline(socket, out());
    return true;
  } finally {
    socket.destroy();
  }
}

/** Asks the server running on `dataDir` for a storage check; null when no server answers. */
export async function checkOnServer(
  dataDir: string,
  options: CheckOptions,
): Promise<CheckReport | null> {
  const socket = await connectControl(dataDir);
  if (!socket) return null;
  try {
    const reply = await ask(socket, { command: 'check', ...options });
    return reply.report as CheckReport;
  } finally {
    socket.destroy();
  }
}
