import path from 'node:path';
import type { StorageConfig } from './config.ts';
import { openLocalStorage } from './local.ts';
import { openS3Storage } from './s3.ts';
import type { Storage } from './storage.ts';

/**
 * The storage the settings name: `DATA_DIR/uploads` on the local disk, or the S3 bucket (its
 * temporary files in `DATA_DIR/tmp`). Creates the folders it needs; reaches nothing remote.
 */
export function openStorage(config: { dataDir: string; storage: StorageConfig }): Promise<Storage> {
  const { dataDir, storage } = config;
  return storage.driver === 's3'
    ? openS3Storage(storage, path.join(dataDir, 'tmp'))
    : openLocalStorage(path.join(dataDir, 'uploads'));
}
