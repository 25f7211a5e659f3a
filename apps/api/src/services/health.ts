import { sql } from 'kysely';
import type { AppDeps } from '../deps.ts';
import type { Env } from '../env.ts';

export interface ProviderNames {
  writer: 'openai' | 'local';
  voice: 'openai' | 'local';
  alternateVoice: 'polly' | null;
  billing: 'stripe' | 'local';
  audioStore: 's3' | 'fs';
}

/** Which adapter serves each port, decided by configuration alone. */
export function providerNames(env: Env): ProviderNames {
  const pollyConfigured = Boolean(
    env.AWS_REGION && env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY,
  );
  return {
    writer: env.OPENAI_API_KEY ? 'openai' : 'local',
    voice: env.OPENAI_API_KEY ? 'openai' : 'local',
    alternateVoice: pollyConfigured ? 'polly' : null,
    billing: env.STRIPE_SECRET_KEY ? 'stripe' : 'local',
    audioStore: env.S3_BUCKET ? 's3' : 'fs',
  };
}

export interface HealthReport {
  /** 'unavailable' when the database does not answer: a load balancer should send no traffic here. */
  status: 'ok' | 'unavailable';
  db: AppDeps['dbDialect'];
  providers: ProviderNames;
}

export async function healthReport(deps: AppDeps): Promise<HealthReport> {
  const databaseAnswers = await sql`select 1`.execute(deps.db).then(
    () => true,
    () => false,
  );
  return {
    status: databaseAnswers ? 'ok' : 'unavailable',
    db: deps.dbDialect,
    providers: providerNames(deps.env),
  };
}
