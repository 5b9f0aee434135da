/**
 * The storage driver the configuration asks for: the bucket of `config.s3`
 * when S3_BUCKET is set (s3-storage.ts), else the local uploads folder
 * (created if missing). The S3 client is imported only when a bucket is
 * configured (about 20 MiB a process that keeps its photos on disk never pays).
 */
import { mkdir } from 'node:fs/promises';
import type { Config } from '../config.ts';
import { createLocalStorage, type Storage } from './storage.ts';

export async function createStorage(config: Pick<Config, 's3' | 'uploadsDir'>): Promise<Storage> {
  if (config.s3) return (await import('./s3-storage.ts')).createS3Storage(config.s3);
  await mkdir(config.uploadsDir, { recursive: true });
  return createLocalStorage(config.uploadsDir);
}
