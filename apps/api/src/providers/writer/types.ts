import type { SpeechBrief } from '@rally/domain';

/** Writes the text of a speech; the generate flow picks one at start-up (see env.ts). */
export interface SpeechWriter {
  readonly name: 'openai' | 'local';
  /** The vendor's model it writes with, when it has one (watched for its shutdown date). */
  readonly model?: string;
  /** Yields the text in pieces as it is written; joined, they are the whole speech. */
  write(brief: SpeechBrief, options?: WriteOptions): AsyncIterable<string>;
}

export interface WriteOptions {
  signal?: AbortSignal;
  /** The seed the built-in writer composes this speech from, recorded so it can be written again. */
  seed?: number;
  /** Sentences of the user's recent speeches (as sentenceKey gives them), not to be said again. */
  recentSentences?: ReadonlySet<string>;
  /** Paragraph plans of the user's recent speeches, not to be followed again (the built-in writer). */
  recentPlans?: ReadonlySet<string>;
  /** Told the paragraph plan the built-in writer follows, before its first piece of text. */
  onPlan?: (plan: string) => void;
}

export type WriterErrorKind =
  | 'timeout'
  | 'aborted'
  | 'unreachable'
  | 'rate_limited'
  | 'misconfigured'
  | 'rejected'
  | 'upstream'
  | 'empty'
  | 'model_gone';

const MESSAGES: Record<WriterErrorKind, string> = {
  timeout: 'The speech writer did not answer in time. Please try again.',
  aborted: 'The speech was cancelled before it was finished.',
  unreachable: 'The speech writer could not be reached. Please try again.',
  rate_limited: 'The speech writer is busy right now. Please try again in a minute.',
  misconfigured: 'The speech writer is not set up correctly. Please try again later.',
  rejected:
    'The speech writer could not write this speech. Please change the context and try again.',
  upstream: 'The speech writer had a problem. Please try again.',
  empty: 'The speech writer returned an empty speech. Please try again.',
  model_gone: 'The speech writer is not available right now. Please try again later.',
};

/** A failed write: `message` is fit to show the user, `cause` carries the detail for the logs. */
export class WriterError extends Error {
  override readonly name = 'WriterError';

  constructor(
    readonly kind: WriterErrorKind,
    options?: { cause?: unknown },
  ) {
    super(MESSAGES[kind], options);
  }
}
