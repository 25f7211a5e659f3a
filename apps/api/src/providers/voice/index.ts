import type { Env } from '../../env.ts';
import { createLocalVoice } from './local.ts';
import { createOpenAIVoice } from './openai.ts';
import { createPollyVoice } from './polly.ts';
import type { VoiceProvider } from './types.ts';

/** The voice that speaks first, and the one tried when it fails (Polly, when configured). */
export interface VoiceProviders {
  primary: VoiceProvider;
  alternate: VoiceProvider | null;
}

export function createVoiceProviders(env: Env): VoiceProviders {
  const primary = env.OPENAI_API_KEY
    ? createOpenAIVoice({
        apiKey: env.OPENAI_API_KEY,
        baseURL: env.OPENAI_BASE_URL,
        model: env.OPENAI_TTS_MODEL,
      })
    : createLocalVoice();
  const alternate =
    env.AWS_REGION && env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
      ? createPollyVoice({
          region: env.AWS_REGION,
          accessKeyId: env.AWS_ACCESS_KEY_ID,
          secretAccessKey: env.AWS_SECRET_ACCESS_KEY,
          endpoint: env.POLLY_ENDPOINT,
        })
      : null;
  return { primary, alternate };
}
