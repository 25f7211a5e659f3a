import type { Env } from '../../env.ts';
import { openAITtsApi, openAITtsModel } from '../../env.ts';
import { createLocalVoice } from './local.ts';
import { createOpenAIRealtimeVoice } from './openai-realtime.ts';
import { createOpenAISpeechVoice } from './openai-speech.ts';
import { createPollyVoice } from './polly.ts';
import type { VoiceProvider } from './types.ts';

/**
 * The voice that speaks first, the one tried when it fails (Polly, when configured), and the
 * built-in voice that speaks when both are gone (the primary itself when OpenAI is not configured).
 */
export interface VoiceProviders {
  primary: VoiceProvider;
  alternate: VoiceProvider | null;
  /** Left out by tests that build their providers by hand: then there is no last resort. */
  builtIn?: VoiceProvider;
}

export function createVoiceProviders(env: Env): VoiceProviders {
  const builtIn = createLocalVoice();
  const primary = env.OPENAI_API_KEY ? createOpenAIVoice(env, env.OPENAI_API_KEY) : builtIn;
  const alternate =
    env.AWS_REGION && env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
      ? createPollyVoice({
          region: env.AWS_REGION,
          accessKeyId: env.AWS_ACCESS_KEY_ID,
          secretAccessKey: env.AWS_SECRET_ACCESS_KEY,
          endpoint: env.POLLY_ENDPOINT,
        })
      : null;
  return { primary, alternate, builtIn };
}

function createOpenAIVoice(env: Env, apiKey: string): VoiceProvider {
  const settings = { apiKey, baseURL: env.OPENAI_BASE_URL, model: openAITtsModel(env) };
  return openAITtsApi(env) === 'realtime'
    ? createOpenAIRealtimeVoice(settings)
    : createOpenAISpeechVoice(settings);
}
