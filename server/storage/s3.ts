import { createReadStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import pLimit from 'p-limit';
import type { S3StorageConfig } from './config.ts';
import { checkedKey, checkedPrefix, type ByteRange, type Storage } from './storage.ts';

/** What the SDK's errors carry: a name, a message, and the HTTP status of the reply. */
function serviceError(error: unknown) {
  const { name, message, $metadata } = (error ?? {}) as {
    name?: string;
    message?: string;
    $metadata?: { httpStatusCode?: number };
  };
  return { name, message, status: $metadata?.httpStatusCode };
}

/** A missing object or bucket, whichever way the service words it (HEAD replies have no body). */
function isMissing(error: unknown): boolean {
  const { name, status } = serviceError(error);
  return name === 'NoSuchKey' || name === 'NotFound' || status === 404;
}

/** Why a bucket cannot be used, in words an operator can act on. */
function describeError(error: unknown): string {
  const { name, message, status } = serviceError(error);
  if (status === 404) return 'no such bucket (404)';
  if (status === 403) return 'access denied (403): check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY';
  if (status === 301 || status === 400) {
    return `refused (${status}): check S3_REGION and S3_FORCE_PATH_STYLE`;
  }
  const detail = message && message !== name ? `: ${message}` : '';
  return `${name ?? 'Error'}${status ? ` ${status}` : ''}${detail}`;
}

/**
 * The stored files in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2, s3rver in the tests),
 * under the same keys as on the local disk. Uploads are still received into `tempDir` on this
 * machine (size limit, sniffing, image processing), then sent with one PutObject each: an upload
 * is at most 100 MB, well under a single PUT's 5 GB, so no multipart upload is needed.
 */
export async function openS3Storage(config: S3StorageConfig, tempDir: string): Promise<Storage> {
  await mkdir(tempDir, { recursive: true });
  const { bucket } = config;
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Checksums only where the API demands them: many S3-compatible services (and s3rver) do not
    // take the newer streaming checksum trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // An endpoint that does not answer fails within seconds (each of the SDK's three attempts),
    // not never. No limit on a transfer: a visitor's slow download pauses the bucket's stream.
    requestHandler: { connectionTimeout: 5000 },
  });
  const location = `bucket ${bucket}${config.endpoint ? ` at ${config.endpoint}` : ` (AWS ${config.region})`}`;

  async function* list(prefix = ''): AsyncGenerator<string> {
    if (prefix) checkedPrefix(prefix);
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({
          Bucket: bucket,
          Prefix: prefix || undefined,
          ContinuationToken: token,
        }),
      );
      for (const item of page.Contents ?? []) if (item.Key) yield item.Key;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  const remove = async (key: string) => {
    await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: checkedKey(key) }));
  };

  return {
    driver: 's3',
    location,
    tempDir,
    async putFile(key, file, contentType) {
      const { size } = await stat(file);
      const body = createReadStream(file);
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: checkedKey(key),
            Body: body,
            ContentLength: size,
            ContentType: contentType,
          }),
        );
      } finally {
        // A refused request may not have read it to the end.
        body.destroy();
      }
      await rm(file, { force: true });
    },
    async putBytes(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: checkedKey(key),
          Body: bytes,
          ContentLength: bytes.byteLength,
          ContentType: contentType,
        }),
      );
    },
    async read(key, range?: ByteRange) {
      try {
        const object = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: checkedKey(key),
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        return (object.Body as Readable | undefined) ?? null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async stat(key) {
      try {
        const head = await client.send(
          new HeadObjectCommand({ Bucket: bucket, Key: checkedKey(key) }),
        );
        return {
          size: head.ContentLength ?? 0,
          modified: head.LastModified ?? new Date(0),
          etag: head.ETag ?? `"${head.ContentLength ?? 0}"`,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    remove,
    async removeAll(prefix) {
      const limit = pLimit(8);
      const removals: Promise<void>[] = [];
      for await (const key of list(prefix)) removals.push(limit(() => remove(key)));
      await Promise.all(removals);
    },
    list,
    async clock() {
      const key = `_clock/${crypto.randomUUID()}`;
      try {
        await client.send(
          new PutObjectCommand({ Bucket: bucket, Key: key, Body: '', ContentLength: 0 }),
        );
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return head.LastModified ?? new Date();
      } finally {
        await remove(key);
      }
    },
    async ping() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }));
      } catch (error) {
        throw new Error(`The storage ${location} cannot be reached (${describeError(error)}).`, {
          cause: error,
        });
      }
    },
  };
}
