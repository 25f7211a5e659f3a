import type { Readable } from 'node:stream';
import type { VoiceProvider as VoiceProviderName } from '@rally/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { ByteRange } from '../../providers/audio-store/types.ts';

/** What an audio request brings besides the speech and the voice. */
export interface AudioOptions {
  /** The request's Range header, if any. */
  range: string | undefined;
  /**
   * False when the caller only needs to know where stored audio is (REST's `Prefer: return=minimal`,
   * tRPC's prepare): a stored answer is then `located`, without its bytes.
   */
  storedBytes: boolean;
  /** Aborted when the client goes away: synthesis stops and nothing is stored. */
  signal: AbortSignal | undefined;
  log: FastifyBaseLogger;
  /**
   * Called once before a new recording starts (never for a stored one); throws to refuse it, as
   * the per-user throttle does (429).
   */
  beforeNewRecording: () => Promise<void>;
}

/** Who spoke an answer: the voice asked for, or a stand-in of the alternate provider. */
export interface Speaker {
  provider: VoiceProviderName;
  voice: string;
}

export type AudioAnswer =
  /** A stored MP3: all of it (`range` null) or the requested bytes. */
  | {
      type: 'stored';
      speaker: Speaker;
      audioUrl: string;
      size: number;
      range: ByteRange | null;
      body: Readable;
    }
  /** A stored MP3, its bytes not wanted (see `AudioOptions.storedBytes`). */
  | { type: 'located'; speaker: Speaker; audioUrl: string }
  /** A Range that lies outside the stored MP3. */
  | { type: 'unsatisfiable'; size: number }
  /**
   * A first request: the MP3 as its chunks are synthesised, in order; stored once complete. Requests
   * for the same recording at the same time share it.
   */
  | { type: 'streamed'; speaker: Speaker; body: Readable };
