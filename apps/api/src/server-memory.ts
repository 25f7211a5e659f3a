import type { VoiceProvider } from './providers/voice/types.ts';
import type { FairQueue } from './services/audio/fair-queue.ts';
import type { SharedRecording } from './services/audio/recording.ts';
import type { ModelWatch } from './services/model-shutdowns.ts';
import type { ProviderStatus } from './services/provider-status.ts';

/**
 * What one server keeps in memory between requests. It hangs on `deps`, never on a module, so two
 * servers in one process (tests, a benchmark) never share a provider's standing, a queue or a
 * recording in progress.
 */
export interface ServerMemory {
  /** Each adapter's standing (provider-status.ts), by the adapter object. */
  providerStatuses: WeakMap<object, ProviderStatus>;
  /** Each voice provider's fair queue of syntheses (synthesis.ts). */
  synthesisQueues: WeakMap<VoiceProvider, FairQueue>;
  /** Recordings in progress, by cache key: one per key, shared by every request for it (recording.ts). */
  recordings: Map<string, SharedRecording>;
  /** What the last reading of the models' shutdown dates said (model-shutdowns.ts); none before it. */
  modelChecks: ModelWatch[] | undefined;
}

export function createServerMemory(): ServerMemory {
  return {
    providerStatuses: new WeakMap(),
    synthesisQueues: new WeakMap(),
    recordings: new Map(),
    modelChecks: undefined,
  };
}
