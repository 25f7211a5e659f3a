import OpenAI from 'openai';
import { classifyOpenAIError } from '../openai-errors.ts';
import { FALLBACK_VOICES, VOICE_CHUNK_MAX_CHARS } from '@rally/domain';
import type { Tone, VoiceStyle } from '@rally/domain';
import { VoiceError, collectBytes } from './types.ts';
import type { SynthesisOptions, VoiceProvider } from './types.ts';

export interface OpenAISpeechVoiceOptions {
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

/** How a speech of this tone and style is spoken, for voices that take directions. */
export function speakingDirections(
  tone: Tone | undefined,
  voiceStyle: VoiceStyle | undefined,
): string | undefined {
  if (tone === undefined && voiceStyle === undefined) return undefined;
  const manner = [tone, voiceStyle].filter((word) => word !== undefined).join(' and ');
  return `You are a motivational coach speaking to one person. Speak in a ${manner} tone, with natural pauses between ideas.`;
}

/**
 * `POST /v1/audio/speech` through the official SDK, for OpenAI-compatible servers that still offer
 * it (OpenAI's own speech models shut down on 2027-01-06; see openai-realtime.ts). The MP3 is passed
 * on as the server sends it.
 */
export function createOpenAISpeechVoice(options: OpenAISpeechVoiceOptions): VoiceProvider {
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    // One retry for a passing failure; beyond that the alternate provider is the better bet.
    maxRetries: 1,
    timeout: options.timeoutMs ?? DEFAULT_VOICE_TIMEOUT_MS,
  });
  const voiceIds = new Set(FALLBACK_VOICES.map((voice) => voice.id));

  async function* stream(
    text: string,
    { voice, tone, voiceStyle, signal }: SynthesisOptions,
  ): AsyncGenerator<Uint8Array> {
    if (!voiceIds.has(voice)) throw new VoiceError('unknown_voice');
    const instructions = takesInstructions(options.model)
      ? speakingDirections(tone, voiceStyle)
      : undefined;
    let sent = 0;
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
      if (response.body === null) throw new VoiceError('empty');
      const reader = response.body.getReader();
      try {
        for (let read = await reader.read(); !read.done; read = await reader.read()) {
          sent += read.value.length;
          yield read.value;
        }
      } finally {
        // A consumer that stops early (or an error) cancels the rest of the download.
        await reader.cancel().catch(() => {});
      }
    } catch (error) {
      throw voiceError(error, signal);
    }
    if (sent === 0) throw new VoiceError('empty');
  }

  return {
    name: 'openai',
    model: options.model,
    maxChunkChars: VOICE_CHUNK_MAX_CHARS.openai,
    listVoices: () => Promise.resolve(FALLBACK_VOICES.map((voice) => ({ ...voice }))),
    synthesize: (text, synthesisOptions) => collectBytes(stream(text, synthesisOptions)),
    stream,
  };
}

/** Turns whatever the SDK threw into a VoiceError; the original stays as its cause. */
function voiceError(error: unknown, signal: AbortSignal | undefined): VoiceError {
  if (error instanceof VoiceError) return error;
  return new VoiceError(classifyOpenAIError(error, { aborted: signal?.aborted }), { cause: error });
}
