import { joinBytes } from './mp3.ts';
import type { Tone, Voice, VoiceProvider as VoiceProviderName, VoiceStyle } from '@rally/domain';

export interface SynthesisOptions {
  /** A voice id from this provider's `listVoices`. */
  voice: string;
  /** How the speech was written; providers that can follow a direction speak it that way. */
  tone?: Tone;
  voiceStyle?: VoiceStyle;
  signal?: AbortSignal;
}

/** Turns text into speech: one of OpenAI, Polly or the built-in voice (see env.ts). */
export interface VoiceProvider {
  readonly name: VoiceProviderName;
  /** The vendor's model it speaks with, when it has one (watched for its shutdown date). */
  readonly model?: string;
  /** The longest text one `synthesize` call takes. */
  readonly maxChunkChars: number;
  /**
   * How many `synthesize` calls it serves at once, when it knows (the built-in voice: its worker
   * threads); more wait in the fair synthesis queue.
   */
  readonly concurrency?: number;
  listVoices(): Promise<Voice[]>;
  /** MP3 bytes of `text` spoken; throws VoiceError. */
  synthesize(text: string, options: SynthesisOptions): Promise<Uint8Array>;
  /**
   * The same MP3 bytes as the provider sends them, so that the first can be played before the last
   * is made (providers that make a chunk all at once leave it out); throws VoiceError.
   */
  stream?(text: string, options: SynthesisOptions): AsyncIterable<Uint8Array>;
  /**
   * Gets ready for the first request ahead of it (the built-in voice starts its worker thread and
   * compiles its WebAssembly); returns at once, the work goes on in the background.
   */
  warm?(): void;
  /** Releases what the provider holds (worker threads, connections). */
  close?(): Promise<void>;
}

export type VoiceErrorKind =
  | 'unknown_voice'
  | 'timeout'
  | 'aborted'
  | 'unreachable'
  | 'rate_limited'
  | 'misconfigured'
  | 'rejected'
  | 'upstream'
  | 'empty'
  | 'model_gone'
  | 'misread';

const MESSAGES: Record<VoiceErrorKind, string> = {
  unknown_voice: 'This voice is not available.',
  timeout: 'The voice service did not answer in time.',
  aborted: 'The audio was cancelled before it was finished.',
  unreachable: 'The voice service could not be reached.',
  rate_limited: 'The voice service is busy right now.',
  misconfigured: 'The voice service is not set up correctly.',
  rejected: 'The voice service refused this text.',
  upstream: 'The voice service had a problem.',
  empty: 'The voice service returned no audio.',
  model_gone: 'The voice model is no longer offered.',
  misread: 'The voice read the text differently from how it is written.',
};

/** A failed synthesis: `message` is readable, `cause` carries the detail for the logs. */
export class VoiceError extends Error {
  override readonly name = 'VoiceError';

  constructor(
    readonly kind: VoiceErrorKind,
    options?: { cause?: unknown },
  ) {
    super(MESSAGES[kind], options);
  }
}

/** Every piece of a stream joined: for callers that need a chunk's whole MP3 at once. */
export async function collectBytes(pieces: AsyncIterable<Uint8Array>): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  for await (const piece of pieces) parts.push(piece);
  return joinBytes(parts);
}
