import { DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { checkImageKey, defaultUnrecordedGraceMs, isImageKey, StorageUnavailable, type ImageStorage, type StorageOptions } from './image-storage.ts';

// The object-store implementation of ImageStorage (DESIGN.md Scale), for any number of server copies: every copy
// reads and writes the same bucket, so an image uploaded through one is served by another. Any S3-compatible store
// works (AWS S3, Cloudflare R2, MinIO, DigitalOcean Spaces...); config.ts reads where it is from the environment.

export interface S3StorageOptions extends StorageOptions {
  bucket: string;
  /** Keys go under this prefix ('complaint-images/' say), so the bucket can hold other things. */
  prefix?: string;
  region: string;
  /** An S3-compatible store's address; AWS's own when absent. */
  endpoint?: string;
  /** Path-style addressing (https://host/bucket/key), which most stores other than AWS want. */
  forcePathStyle?: boolean;
  /** When absent, the SDK's own chain (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, an instance role...). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

export function s3Storage(options: S3StorageOptions): ImageStorage {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle ?? options.endpoint !== undefined,
    ...(options.credentials ? { credentials: options.credentials } : {}),
    // One retry is the SDK's; the borrower's Retry is the other (the page keeps the picture).
    maxAttempts: 2,
  });
  const prefix = options.prefix ?? '';
  const unavailable = (error: unknown) => new StorageUnavailable('The object store did not answer', { cause: error });

  return {
    async put(key, bytes, contentType) {
      checkImageKey(key);
      try {
        // An S3 PUT is atomic: a reader sees the whole object or none, and a put cut short leaves nothing.
        await client.send(new PutObjectCommand({ Bucket: options.bucket, Key: prefix + key, Body: bytes, ContentType: contentType }));
      } catch (error) {
        throw unavailable(error);
      }
    },
    async get(key) {
      if (!isImageKey(key)) return null;
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: prefix + key }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw unavailable(error);
      }
    },
    // LastModified is the store's clock, the cutoff the server's: the grace is longer than they may disagree.
    async sweep(recorded, storedBefore) {
      const removed: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: options.bucket, Prefix: prefix, ContinuationToken: token }));
        const stale = (page.Contents ?? [])
          .filter((object) => object.LastModified !== undefined && object.LastModified < storedBefore)
          .map((object) => (object.Key ?? '').slice(prefix.length))
          .filter((key) => isImageKey(key) && !recorded.has(key));
        if (stale.length > 0) {
          await client.send(new DeleteObjectsCommand({ Bucket: options.bucket, Delete: { Objects: stale.map((key) => ({ Key: prefix + key })), Quiet: true } }));
          removed.push(...stale);
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return removed;
    },
    unrecordedGraceMs: options.unrecordedGraceMs ?? defaultUnrecordedGraceMs,
  };
}
