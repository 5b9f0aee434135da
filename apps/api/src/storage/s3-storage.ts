/**
 * The S3-compatible storage driver (DESIGN §1 "Scale-out": images in shared
 * storage, so that every API process serves every image): AWS S3,
 * Cloudflare R2, MinIO, DigitalOcean Spaces, Hetzner Object Storage …,
 * through `@aws-sdk/client-s3`. The bucket stays private; the API serves its
 * objects under `/v1/media/<key>` (modules/media/routes.ts), the same URLs
 * as the local driver.
 *
 * Every failure of the store (unreachable, bucket missing, access refused)
 * is thrown as AppError STORAGE_UNAVAILABLE (503, Turkish message) with the
 * SDK's error as `cause`, so that no outage becomes a 500; a missing object
 * is not a failure (`get` and `head` answer null).
 */
import type { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Config } from '../config.ts';
import { AppError } from '../lib/errors.ts';
import { contentTypeOf, isMediaKey, MEDIA_CACHE_CONTROL, MEDIA_PREFIX, type Storage } from './storage.ts';

export type S3Settings = NonNullable<Config['s3']>;

/** The S3 driver: the Storage calls plus what the copy command and `db:reset` need. */
export type S3Storage = Storage &
  Required<Pick<Storage, 'get'>> & {
    bucket: string;
    /** Size in bytes of `key`, or null when there is no such object. */
    head: (key: string) => Promise<{ size: number } | null>;
    /** Every key under `prefix` (e.g. `villas/`), page by page (1,000 a page). */
    list: (prefix: string) => AsyncGenerator<string>;
    /** Every object under `prefix` with its size in bytes, as `list` pages them. */
    entries: (prefix: string) => AsyncGenerator<{ key: string; bytes: number }>;
    /** Closes the client's sockets. */
    close: () => void;
  };

/** At most this many keys per DeleteObjects request (the S3 limit). */
const DELETE_BATCH = 1000;

const statusOf = (err: unknown) => (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

function unavailable(cause: unknown): AppError {
  const err = new AppError('STORAGE_UNAVAILABLE');
  err.cause = cause;
  return err;
}

/** A failure as a command prints it: the message, and the store's own error behind a 503 (`NoSuchBucket: …`). */
export function describeError(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const cause = err.cause instanceof Error ? ` (${err.cause.name}: ${err.cause.message})` : '';
  return `${err.message}${cause}`;
}

function checkKey(key: string) {
  if (!isMediaKey(key)) throw new Error(`Geçersiz dosya anahtarı: ${key}`);
}

/**
 * A driver on `settings.bucket`. No request is made here: a wrong endpoint
 * or bucket shows at the first call, as a 503.
 */
export function createS3Storage(settings: S3Settings): S3Storage {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Checksums only where S3 requires them (DeleteObjects): not every S3-compatible server accepts the
    // SDK's newer default of a CRC32 checksum on every request and response.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that does not answer must not hold an upload or an image request open forever.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
  const Bucket = settings.bucket;

  async function send<T>(run: () => Promise<T>, missing?: () => T): Promise<T> {
    try {
      return await run();
    } catch (err) {
      if (missing && statusOf(err) === 404 && (err as Error).name !== 'NoSuchBucket') return missing();
      throw unavailable(err);
    }
  }

  return {
    bucket: Bucket,
    url: (key) => `${MEDIA_PREFIX}${key}`,

    async put(key, data) {
      checkKey(key);
      await send(() =>
        client.send(
          new PutObjectCommand({
            Bucket,
            Key: key,
            Body: data,
            ContentType: contentTypeOf(key),
            CacheControl: MEDIA_CACHE_CONTROL,
          }),
        ),
      );
    },

    async remove(keys) {
      for (let i = 0; i < keys.length; i += DELETE_BATCH) {
        const Objects = keys.slice(i, i + DELETE_BATCH).map((Key) => ({ Key }));
        const out = await send(() => client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } })));
        // Quiet mode lists only the keys it could not delete; a key that was not there is not among them.
        if (out.Errors?.length) throw unavailable(new Error(`DeleteObjects: ${out.Errors[0]?.Code} ${out.Errors[0]?.Key}`));
      }
    },

    async get(key, opts = {}) {
      if (!isMediaKey(key)) return null;
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: key, IfNoneMatch: opts.ifNoneMatch }));
        return {
          body: out.Body as Readable,
          contentLength: out.ContentLength,
          etag: out.ETag,
          lastModified: out.LastModified,
        };
      } catch (err) {
        if (statusOf(err) === 304) return 'not-modified';
        if (statusOf(err) === 404 && (err as Error).name !== 'NoSuchBucket') return null;
        throw unavailable(err);
      }
    },

    async head(key) {
      return send(
        async () => ({ size: (await client.send(new HeadObjectCommand({ Bucket, Key: key }))).ContentLength ?? 0 }),
        () => null,
      );
    },

    async *entries(prefix) {
      let ContinuationToken: string | undefined;
      do {
        const page = await send(() => client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken })));
        for (const o of page.Contents ?? []) if (o.Key) yield { key: o.Key, bytes: o.Size ?? 0 };
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },

    async *list(prefix) {
      for await (const e of this.entries(prefix)) yield e.key;
    },

    close: () => client.destroy(),
  };
}
