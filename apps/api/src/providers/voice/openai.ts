import OpenAI from 'openai';
import { classifyOpenAIError } from '../openai-errors.ts';
import { FALLBACK_VOICES, VOICE_CHUNK_MAX_CHARS } from '@rally/domain';
import type { Tone, VoiceStyle } from '@rally/domain';
import { VoiceError } from './types.ts';
import type { VoiceProvider } from './types.ts';

export interface OpenAIVoiceOptions {
  apiKey: string;
  /** Any OpenAI-compatible server; the SDK's default when absent. */
  baseURL?: string;
  /** OPENAI_TTS_MODEL, e.g. gpt-4o-mini-tts or tts-1. */
  model: string;
  timeoutMs?: number;
}

export const DEFAULT_VOICE_TIMEOUT_MS = 60_000;

/** The gpt-4o speech models follow spoken directions; tts-1 and tts-1-hd do not take them. */
function takesInstructions(model: string): boolean {
  return model.startsWith('gpt-4o');
}

function instructionsFor(
  tone: Tone | undefined,
  voiceStyle: VoiceStyle | undefined,
): string | undefined {
  if (tone === undefined && voiceStyle === undefined) return undefined;
  const manner = [tone, voiceStyle].filter((word) => word !== undefined).join(' and ');
  return `You are a motivational coach speaking to one person. Speak in a ${manner} tone, with natural pauses between ideas.`;
}

/** OpenAI text to speech through the official SDK; the voices are the spec's five. */
export function createOpenAIVoice(options: OpenAIVoiceOptions): VoiceProvider {
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    // One retry for a passing failure; beyond that the alternate provider is the better bet.
    maxRetries: 1,
    timeout: options.timeoutMs ?? DEFAULT_VOICE_TIMEOUT_MS,
  });
  const voiceIds = new Set(FALLBACK_VOICES.map((voice) => voice.id));

  return {
    name: 'openai',
    maxChunkChars: VOICE_CHUNK_MAX_CHARS.openai,
    listVoices: () => Promise.resolve(FALLBACK_VOICES.map((voice) => ({ ...voice }))),
    async synthesize(text, { voice, tone, voiceStyle, signal }) {
      if (!voiceIds.has(voice)) throw new VoiceError('unknown_voice');
      const instructions = takesInstructions(options.model)
        ? instructionsFor(tone, voiceStyle)
        : undefined;
      try {
        const response = await client.audio.speech.create(
          {
            model: options.model,
            voice,
            input: text,
            response_format: 'mp3',
            ...(instructions === undefined ? {} : { instructions }),
          },
          { signal },
        );
        const mp3 = new Uint8Array(await response.arrayBuffer());
        if (mp3.length === 0) throw new VoiceError('empty');
        return mp3;
      } catch (error) {
        throw voiceError(error, signal);
      }
    },
  };
}

/** Turns whatever the SDK threw into a VoiceError; the original stays as its cause. */
function voiceError(error: unknown, signal: AbortSignal | undefined): VoiceError {
  if (error instanceof VoiceError) return error;
  return new VoiceError(classifyOpenAIError(error, { aborted: signal?.aborted }), { cause: error });
}
