/**
 * The object-storage settings of `loadConfig` (issue 17): off without
 * S3_BUCKET, each S3_* variable before its standard AWS_* name, path-style
 * addressing by default only with an endpoint, keys in pairs.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';

/** `config.s3` of AWS S3 with the SDK's credential chain, with `changes`. */
const s3 = (changes: object = {}) => ({
  bucket: 'yali-media',
  endpoint: undefined,
  region: 'us-east-1',
  forcePathStyle: false,
  credentials: undefined,
  ...changes,
});

describe('config.s3', () => {
  it('is off without S3_BUCKET, whatever else is set', () => {
    expect(loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000', AWS_REGION: 'eu-central-1' }).s3).toBeUndefined();
    expect(loadConfig({ S3_BUCKET: '' }).s3).toBeUndefined();
  });

  it('AWS S3 with the SDK credential chain: no endpoint, virtual-hosted addresses, us-east-1', () => {
    expect(loadConfig({ S3_BUCKET: 'yali-media' }).s3).toEqual(s3());
  });

  it('reads the AWS_* names when the S3_* ones are not set, and prefers the S3_* ones', () => {
    const aws = {
      S3_BUCKET: 'yali-media',
      AWS_ENDPOINT_URL_S3: 'https://acc.r2.cloudflarestorage.com',
      AWS_REGION: 'auto',
      AWS_ACCESS_KEY_ID: 'aws-id',
      AWS_SECRET_ACCESS_KEY: 'aws-secret',
    };
    expect(loadConfig(aws).s3).toEqual(
      s3({
        endpoint: 'https://acc.r2.cloudflarestorage.com',
        region: 'auto',
        forcePathStyle: true,
        credentials: { accessKeyId: 'aws-id', secretAccessKey: 'aws-secret' },
      }),
    );
    const own = {
      ...aws,
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'minio',
      S3_SECRET_ACCESS_KEY: 'minio-secret',
      S3_FORCE_PATH_STYLE: 'false',
    };
    expect(loadConfig(own).s3).toEqual(
      s3({ endpoint: 'http://127.0.0.1:9000', credentials: { accessKeyId: 'minio', secretAccessKey: 'minio-secret' } }),
    );
  });

  it('refuses a key id without its secret and an endpoint that is not a URL, in Turkish', () => {
    expect(() => loadConfig({ S3_BUCKET: 'yali-media', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      'S3_ACCESS_KEY_ID ve S3_SECRET_ACCESS_KEY birlikte tanımlanmalı.',
    );
    expect(() => loadConfig({ S3_BUCKET: 'yali-media', S3_ENDPOINT: 'minio:9000' })).toThrow(
      /Geçersiz ortam değişkenleri:\n {2}S3_ENDPOINT/,
    );
  });
});
