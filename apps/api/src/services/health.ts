import { sql } from 'kysely';
import type { AppDeps } from '../deps.ts';
import { watchedModels } from './model-shutdowns.ts';
import { statusOf } from './provider-status.ts';
import type { ProviderCondition } from './provider-status.ts';
import type { Providers } from '../providers/index.ts';

export interface ProviderNames {
  writer: Providers['writer']['name'];
  voice: Providers['voices']['primary']['name'];
  alternateVoice: Providers['voices']['primary']['name'] | null;
  billing: Providers['billing']['name'];
  audioStore: Providers['audioStore']['name'];
  /** Web Push, or null when it is off (no VAPID keys). */
  push: NonNullable<Providers['push']>['name'] | null;
}

/** Which adapter serves each port, as the adapters say: never re-derived from the configuration. */
export function providerNames({
  writer,
  voices,
  billing,
  audioStore,
  push,
}: Providers): ProviderNames {
  return {
    writer: writer.name,
    voice: voices.primary.name,
    alternateVoice: voices.alternate?.name ?? null,
    billing: billing.name,
    audioStore: audioStore.name,
    push: push?.name ?? null,
  };
}

/** A provider in use: its model (with its announced shutdown date) and whether it serves now. */
export interface ProviderHealth {
  port: 'writer' | 'voice' | 'alternateVoice';
  provider: string;
  model: string | null;
  shutdownDate: string | null;
  /** When the shutdown date was last read; null when never (or the provider has none). */
  checkedAt: string | null;
  condition: ProviderCondition;
}

export interface HealthReport {
  /**
   * 'unavailable' when the database does not answer: a load balancer should send no traffic here;
   * 'degraded' when a provider stands down and a stand-in serves in its place.
   */
  status: 'ok' | 'degraded' | 'unavailable';
  db: AppDeps['dbDialect'];
  providers: ProviderNames;
  models: ProviderHealth[];
}

export async function healthReport(deps: AppDeps): Promise<HealthReport> {
  const databaseAnswers = await sql`select 1`.execute(deps.db).then(
    () => true,
    () => false,
  );
  const models = providerHealth(deps);
  const degraded = models.some((entry) => entry.condition.state !== 'ok');
  return {
    status: !databaseAnswers ? 'unavailable' : degraded ? 'degraded' : 'ok',
    db: deps.dbDialect,
    providers: providerNames(deps.providers),
    models,
  };
}

/** Polly's voices each speak with the engine their badge names. */
const POLLY_ENGINES = 'long-form, generative, neural';

function providerHealth(deps: AppDeps): ProviderHealth[] {
  const now = deps.now();
  const { writer, voices } = deps.providers;
  const watched = watchedModels(deps);
  const entry = (
    port: ProviderHealth['port'],
    provider: { name: string },
    model: string | null,
  ): ProviderHealth => {
    const watch = watched.find((candidate) => candidate.port === port);
    return {
      port,
      provider: provider.name,
      model: watch?.model ?? model,
      shutdownDate: watch?.shutdownDate ?? null,
      checkedAt: watch?.checkedAt ?? null,
      condition: statusOf(deps, provider).condition(now),
    };
  };
  const entries = [
    entry('writer', writer, writer.model ?? null),
    entry('voice', voices.primary, voices.primary.model ?? null),
  ];
  if (voices.alternate) entries.push(entry('alternateVoice', voices.alternate, POLLY_ENGINES));
  return entries;
}
