import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { storageConfigFrom } from './config.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

const S3 = {
  STORAGE_DRIVER: 's3',
  S3_BUCKET: 'asil-uploads',
  S3_ACCESS_KEY_ID: 'anahtar',
  S3_SECRET_ACCESS_KEY: 'gizli',
};

describe('storage settings', () => {
  it('are the local disk by default', () => {
    expect(storageConfigFrom({})).toEqual({ driver: 'local' });
    expect(storageConfigFrom({ STORAGE_DRIVER: ' LOCAL ' })).toEqual({ driver: 'local' });
    expect(loadConfig({}, '/tmp/x').storage).toEqual({ driver: 'local' });
  });

  it('read an S3-compatible bucket, path-style when it has its own endpoint', () => {
    expect(storageConfigFrom({ ...S3, S3_ENDPOINT: 'http://minio:9000/' })).toEqual({
      driver: 's3',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      bucket: 'asil-uploads',
      accessKeyId: 'anahtar',
      secretAccessKey: 'gizli',
      forcePathStyle: true,
    });
    expect(storageConfigFrom({ ...S3, S3_REGION: 'eu-central-1' })).toMatchObject({
      endpoint: null,
      region: 'eu-central-1',
      forcePathStyle: false,
    });
    expect(
      storageConfigFrom({ ...S3, S3_ENDPOINT: 'https://r2.example', S3_FORCE_PATH_STYLE: 'no' }),
    ).toMatchObject({ forcePathStyle: false });
  });

  it('refuse what cannot work, naming the variable', () => {
    expect(() => storageConfigFrom({ STORAGE_DRIVER: 'ftp' })).toThrow(
      'STORAGE_DRIVER must be local or s3, not "ftp".',
    );
    expect(() => storageConfigFrom({ STORAGE_DRIVER: 's3' })).toThrow(
      'STORAGE_DRIVER=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY; not set: ' +
        'S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY.',
    );
    expect(() => storageConfigFrom({ ...S3, S3_SECRET_ACCESS_KEY: ' ' })).toThrow(
      'not set: S3_SECRET_ACCESS_KEY.',
    );
    expect(() => storageConfigFrom({ ...S3, S3_ENDPOINT: 'minio:9000' })).toThrow(
      'S3_ENDPOINT must be an http(s) address',
    );
    expect(() => storageConfigFrom({ ...S3, S3_FORCE_PATH_STYLE: 'belki' })).toThrow(
      'S3_FORCE_PATH_STYLE must be true or false, not "belki".',
    );
  });
});

describe('npm start with STORAGE_DRIVER=s3', () => {
  const start = (env: Record<string, string>, dataDir: string) =>
    spawnSync(process.execPath, [path.join(root, 'server/main.ts')], {
      cwd: root,
      encoding: 'utf8',
      timeout: 60_000,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        // PGlite in the data folder, also when the suite runs against PostgreSQL.
        DATABASE_URL: '',
        STATIC_DIR: '',
        PORT: '0',
        ...env,
      },
    });

  it('does not start without its settings, and says which are missing', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'storage-start-'));
    try {
      const run = start({ STORAGE_DRIVER: 's3', S3_BUCKET: 'asil' }, dataDir);
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(
        'The server could not start: Error: STORAGE_DRIVER=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID, ' +
          'S3_SECRET_ACCESS_KEY; not set: S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY.',
      );
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('does not start when the bucket cannot be reached, and names it', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'storage-start-'));
    try {
      const run = start({ ...S3, S3_ENDPOINT: 'http://127.0.0.1:9' }, dataDir);
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(
        'The storage bucket asil-uploads at http://127.0.0.1:9 cannot be reached',
      );
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
