/**
 * What the built-in voice's main thread and its worker (local-worker.ts) say to each other. Kept apart
 * from the synthesis code so that importing the provider does not load espeak-ng's types.
 */

/** How espeak-ng speaks: a voice with its variant ('en-us+f3'), pitch 0–99, words a minute, volume. */
export interface EspeakVoice {
  voice: string;
  pitch: number;
  wordsPerMinute: number;
  /** 0–200; espeak's default is 100. */
  amplitude: number;
}

export interface SpeakRequest {
  id: number;
  text: string;
  voice: EspeakVoice;
}

/** The MP3 comes in pieces as it is encoded, then `end`; or an error instead of the rest. */
export type SpeakReply =
  { id: number; piece: Uint8Array } | { id: number; end: true } | { id: number; error: string };
