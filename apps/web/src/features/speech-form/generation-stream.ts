import type { CareNotice } from '@rally/domain';
import { watchConnection } from '../connection-watch.ts';
import type { ConnectionWatchOptions, LostConnection } from '../connection-watch.ts';
import type { GenerationEvent, SavedSpeech } from '../speeches/speech.ts';

/** The generation's answer when a crisis screen matched: an answer, not a failure. */
export interface GenerationCare {
  care: CareNotice;
}

/** Why the client stopped waiting: the user's Cancel, the device going offline, or a silent stream. */
export type StopReason = 'cancelled' | LostConnection;

/** The client stopped waiting for the speech; what the server does with it is the server's rule. */
export class GenerationStoppedError extends Error {
  constructor(readonly reason: StopReason) {
    super(`Stopped waiting for the speech: ${reason}.`);
    this.name = 'GenerationStoppedError';
  }
}

export interface StreamWatch extends ConnectionWatchOptions {
  /** Aborted by the user's Cancel. */
  cancel?: AbortSignal;
}

/**
 * Runs one generation over a streamed POST: `start` opens it with the signal that closes it, each
 * written piece goes to `onText`, and the promise settles with the saved speech (or care), or the
 * reason there is none. The client stops waiting, with a GenerationStoppedError, on Cancel, when the device goes
 * offline, and when nothing arrives for `silenceMs`; it never waits for ever.
 */
export async function streamGeneration(
  start: (signal: AbortSignal) => Promise<AsyncIterable<GenerationEvent>>,
  onText: (text: string) => void,
  { cancel, ...connection }: StreamWatch = {},
): Promise<SavedSpeech | GenerationCare> {
  const stop = new AbortController();
  const stopFor = (reason: StopReason) => {
    if (!stop.signal.aborted) stop.abort(new GenerationStoppedError(reason));
  };
  const onCancel = () => stopFor('cancelled');
  const stopped = new Promise<never>((_resolve, reject) => {
    stop.signal.addEventListener('abort', () => reject(stop.signal.reason as Error), {
      once: true,
    });
  });
  // Settles whichever comes first; the other's late failure is expected and not reported.
  const unlessStopped = <T>(promise: Promise<T>): Promise<T> => {
    promise.catch(() => undefined);
    return Promise.race([promise, stopped]);
  };

  stopped.catch(() => undefined);
  cancel?.addEventListener('abort', onCancel);
  const watch = watchConnection(stopFor, connection);
  let iterator: AsyncIterator<GenerationEvent> | undefined;
  try {
    if (cancel?.aborted) onCancel();
    stop.signal.throwIfAborted();
    iterator = (await unlessStopped(start(stop.signal)))[Symbol.asyncIterator]();
    for (;;) {
      const next = await unlessStopped(iterator.next());
      if (next.done) throw new Error('The speech stream ended without the saved speech.');
      watch.heardFrom();
      const event = next.value;
      if (event.type === 'done') {
        const { type: _done, ...saved } = event;
        return saved;
      }
      if (event.type === 'care') return { care: event.care };
      onText(event.text);
    }
  } catch (error) {
    throw stop.signal.aborted ? (stop.signal.reason as Error) : error;
  } finally {
    watch.end();
    cancel?.removeEventListener('abort', onCancel);
    // Closes the request when the client stopped waiting; a finished stream is closed already.
    if (stop.signal.aborted) void iterator?.return?.().catch(() => undefined);
  }
}
