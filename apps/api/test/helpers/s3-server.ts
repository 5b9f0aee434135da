/**
 * A real S3-protocol server for the storage tests: s3rver on 127.0.0.1 and a
 * free port, its buckets in a temporary folder, silent (nothing on the
 * console), with a client of its own for looking into the bucket without
 * going through the driver under test.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Settings } from '../../src/storage/s3-storage.ts';

export type TestS3Server = {
  /** Settings of the driver for `bucket` (default: the server's one bucket). */
  settings: (bucket?: string) => S3Settings;
  /** Keys under `prefix`, sorted. */
  keys: (prefix?: string) => Promise<string[]>;
  /** The bytes of `key`. */
  bytes: (key: string) => Promise<Buffer>;
  close: () => Promise<void>;
};

// The SDK's notice that its 2027 releases need Node 22 is for operators (docs/operations/object-storage.md), not test output.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/** s3rver's fixed account. */
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** Starts a server holding one empty bucket, `bucket`. */
export async function startS3Server(bucket: string): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'yali-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials });
  return {
    settings: (name = bucket) => ({ bucket: name, endpoint, region: 'us-east-1', forcePathStyle: true, credentials }),
    async keys(prefix = '') {
      const out = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
      return (out.Contents ?? []).map((o) => o.Key ?? '').sort();
    },
    async bytes(key) {
      const out = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return Buffer.from((await out.Body?.transformToByteArray()) ?? []);
    },
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
