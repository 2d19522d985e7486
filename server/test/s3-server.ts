import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3StorageConfig } from '../storage/config.ts';

/**
 * A local S3-compatible server for tests and scripts (s3rver, from npm: nothing leaves this
 * machine): one bucket, its objects in a temp folder removed on stop. Usable from a plain Node
 * script as well as from a test file (no test framework here).
 */
export interface S3TestServer {
  /** `http://127.0.0.1:<port>` */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The server's settings for it (ServerConfig.storage). */
  storage: S3StorageConfig;
  /** The same as environment variables, for a server started as a process. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

interface S3ServerOptions {
  bucket?: string;
  /** 0 (the default): any free port. */
  port?: number;
}

/** s3rver's fixed credentials. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export async function startS3Server(options: S3ServerOptions = {}): Promise<S3TestServer> {
  const bucket = options.bucket ?? 'uploads';
  const directory = await mkdtemp(path.join(tmpdir(), 's3-server-'));
  const server = new S3rver({
    // 127.0.0.1, not localhost: that may resolve to ::1, where nothing listens.
    address: '127.0.0.1',
    port: options.port ?? 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  let address: AddressInfo;
  try {
    address = await server.run();
  } catch (error) {
    await rm(directory, { recursive: true, force: true });
    throw error;
  }
  const endpoint = `http://127.0.0.1:${address.port}`;
  const region = 'us-east-1';
  return {
    endpoint,
    bucket,
    region,
    ...CREDENTIALS,
    storage: { driver: 's3', endpoint, region, bucket, ...CREDENTIALS, forcePathStyle: true },
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_REGION: region,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
