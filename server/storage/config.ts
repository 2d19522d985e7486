/** The S3-compatible bucket of STORAGE_DRIVER=s3 (README "Stored files"). */
export interface S3StorageConfig {
  driver: 's3';
  /** null: AWS S3 itself, by region. */
  endpoint: string | null;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `<endpoint>/<bucket>/<key>` rather than `<bucket>.<endpoint>/<key>` (MinIO, s3rver, Ceph). */
  forcePathStyle: boolean;
}

/** Where stored files go: the local disk (`DATA_DIR/uploads`, the default) or a bucket. */
export type StorageConfig = { driver: 'local' } | S3StorageConfig;

type Env = Record<string, string | undefined>;

const REQUIRED = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

function endpointFrom(raw: string | undefined): string | null {
  const value = raw?.trim();
  if (!value) return null;
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    // reported below
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new Error(
      `S3_ENDPOINT must be an http(s) address such as http://minio:9000, not "${value}".`,
    );
  }
  return value.replace(/\/+$/, '');
}

function forcePathStyleFrom(env: Env, endpoint: string | null): boolean {
  const raw = env.S3_FORCE_PATH_STYLE?.trim().toLowerCase();
  // Services with their own endpoint mostly serve path-style; AWS itself, virtual-hosted.
  if (!raw) return endpoint !== null;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new Error(`S3_FORCE_PATH_STYLE must be true or false, not "${raw}".`);
}

/**
 * STORAGE_DRIVER (`local`, the default, or `s3`) and, for `s3`, its S3_* settings. Throws a
 * message naming the variable when one is wrong or missing, so that the server does not start.
 */
export function storageConfigFrom(env: Env): StorageConfig {
  const driver = env.STORAGE_DRIVER?.trim().toLowerCase() || 'local';
  if (driver === 'local') return { driver };
  if (driver !== 's3') {
    throw new Error(`STORAGE_DRIVER must be local or s3, not "${env.STORAGE_DRIVER?.trim()}".`);
  }
  const missing = REQUIRED.filter((name) => !env[name]?.trim());
  if (missing.length > 0) {
    throw new Error(
      `STORAGE_DRIVER=s3 needs ${REQUIRED.join(', ')}; not set: ${missing.join(', ')}.`,
    );
  }
  const endpoint = endpointFrom(env.S3_ENDPOINT);
  return {
    driver,
    endpoint,
    region: env.S3_REGION?.trim() || 'us-east-1',
    bucket: env.S3_BUCKET?.trim() ?? '',
    accessKeyId: env.S3_ACCESS_KEY_ID?.trim() ?? '',
    secretAccessKey: env.S3_SECRET_ACCESS_KEY?.trim() ?? '',
    forcePathStyle: forcePathStyleFrom(env, endpoint),
  };
}
