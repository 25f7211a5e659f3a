import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertStorageKey } from './types.ts';
import type { AudioStore, ByteRange } from './types.ts';

export interface S3AudioStoreOptions {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, R2, ...); addressed by path, not by bucket sub-domain. */
  endpoint?: string;
  /** Without them the SDK's own chain is used (instance role, shared profile). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** Audio in an S3 bucket, so that every server behind the load balancer sees the same files. */
export function createS3AudioStore(options: S3AudioStoreOptions): AudioStore {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.endpoint !== undefined,
    credentials: options.credentials,
    // Checksums only where S3 requires them: several S3-compatible servers reject the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const { bucket } = options;

  return {
    name: 's3',
    async put(key, bytes) {
      assertStorageKey(key);
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, ContentType: 'audio/mpeg' }),
      );
    },
    async read(key: string, range?: ByteRange): Promise<Readable | null> {
      assertStorageKey(key);
      try {
        const output = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: key,
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        if (!(output.Body instanceof Readable)) throw new Error('S3 answered without a body.');
        return output.Body;
      } catch (error) {
        const missing =
          error instanceof NoSuchKey ||
          (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);
        if (missing) return null;
        throw error;
      }
    },
    async delete(key) {
      assertStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
  };
}
