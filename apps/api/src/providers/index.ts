import type { Db } from '@rally/db';
import type { Env } from '../env.ts';
import { createAudioStore } from './audio-store/index.ts';
import type { AudioStore } from './audio-store/types.ts';
import { createBillingProvider } from './billing/index.ts';
import type { BillingProvider } from './billing/types.ts';
import { createPushSender } from './push/web-push.ts';
import type { PushSender } from './push/web-push.ts';
import { createCrisisScreener } from './moderation/index.ts';
import { createOpenAIModeration } from './moderation/openai.ts';
import type { CrisisScreener } from './moderation/types.ts';
import { createVoiceProviders } from './voice/index.ts';
import type { VoiceProviders } from './voice/index.ts';
import { createLocalWriter } from './writer/local.ts';
import { createOpenAIWriter } from './writer/openai.ts';
import type { SpeechWriter } from './writer/types.ts';

/** The adapters serving each port, chosen once at start-up from the configuration. */
export interface Providers {
  writer: SpeechWriter;
  /** Writes when the writer's model is gone or it keeps failing (the writer itself when it is local). */
  builtInWriter: SpeechWriter;
  voices: VoiceProviders;
  audioStore: AudioStore;
  billing: BillingProvider;
  /** Web Push, or null when no VAPID keys are set (push off). */
  push: PushSender | null;
  /** The crisis screen: built in, always; with OpenAI's moderation too when a key is set. */
  crisisScreen: CrisisScreener;
}

/** `db` keeps the local billing provider's subscriptions. */
export function createProviders(env: Env, db: Db): Providers {
  const builtInWriter = createLocalWriter({ paceMs: env.LOCAL_WRITER_PACE_MS });
  const writer = env.OPENAI_API_KEY
    ? createOpenAIWriter({
        apiKey: env.OPENAI_API_KEY,
        baseURL: env.OPENAI_BASE_URL,
        model: env.OPENAI_MODEL,
        reasoningEffort:
          env.OPENAI_REASONING_EFFORT === 'off' ? undefined : env.OPENAI_REASONING_EFFORT,
      })
    : builtInWriter;
  return {
    writer,
    builtInWriter,
    voices: createVoiceProviders(env),
    audioStore: createAudioStore(env),
    billing: createBillingProvider(env, db),
    push: createPushSender(env),
    crisisScreen: createCrisisScreener(
      env.OPENAI_API_KEY
        ? createOpenAIModeration({ apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL })
        : null,
    ),
  };
}
