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
  | 'empty';

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
