// Two real server processes (server/main.ts) on one PostgreSQL and one S3-compatible store, and a
// small round-robin proxy in front of them, as an operator would run them behind a load balancer.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, stopChild, waitForUrl } from '../../scripts/lib/servers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const ADMIN = { username: 'admin', password: 'replika-yonetici-parolasi' };

export interface Replica {
  name: string;
  url: string;
  child: ChildProcess;
  /** Everything the process printed (shown when a test fails). */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts one replica with its own DATA_DIR (temporary upload files only: the database and the
 * stored files are shared) and resolves once it answers.
 */
export async function startReplica(
  name: string,
  env: Record<string, string>,
  { waitUntilReady = true } = {},
): Promise<Replica> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), `asil-replica-${name}-`));
  let output = '';
  const child = spawn(process.execPath, [path.join(root, 'server/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: path.join(root, 'dist'),
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      // The proxy below is the only one in front of the replicas.
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const replica: Replica = {
    name,
    url,
    child,
    output: () => output,
    async stop() {
      await stopChild(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  if (waitUntilReady) await replicaReady(replica);
  return replica;
}

async function replicaReady(replica: Replica): Promise<void> {
  try {
    await waitForUrl(`${replica.url}/api/Product?PageIndex=0&PageSize=1`, {
      child: replica.child,
      name: `replica ${replica.name}`,
      timeoutMs: 180_000,
    });
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${replica.output()}`, { cause: error });
  }
}

export interface Proxy {
  url: string;
  /** How many requests went to each upstream. */
  counts: number[];
  close(): Promise<void>;
}

/** Round robin over `upstreams`, adding X-Forwarded-For as a reverse proxy does. */
export async function startProxy(upstreams: string[]): Promise<Proxy> {
  const counts = upstreams.map(() => 0);
  let next = 0;
  const server = http.createServer((request, response) => {
    const index = next;
    next = (next + 1) % upstreams.length;
    counts[index] = (counts[index] ?? 0) + 1;
    const target = new URL(request.url ?? '/', upstreams[index]);
    const forwarded = [request.headers['x-forwarded-for'], request.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    const upstream = http.request(
      target,
      {
        method: request.method,
        headers: { ...request.headers, host: target.host, 'x-forwarded-for': forwarded },
      },
      (reply) => {
        response.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    counts,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
