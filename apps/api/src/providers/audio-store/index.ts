import { join } from 'node:path';
import type { Env } from '../../env.ts';
import { createFsAudioStore } from './fs.ts';
import { createS3AudioStore } from './s3.ts';
import type { AudioStore } from './types.ts';

/** S3 when a bucket is configured, else files under DATA_DIR/audio. */
export function createAudioStore(env: Env): AudioStore {
  if (!env.S3_BUCKET) return createFsAudioStore(join(env.DATA_DIR, 'audio'));
  return createS3AudioStore({
    bucket: env.S3_BUCKET,
    region: env.AWS_REGION ?? 'us-east-1',
    endpoint: env.S3_ENDPOINT,
    credentials:
      env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
        ? { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY }
        : undefined,
  });
}
