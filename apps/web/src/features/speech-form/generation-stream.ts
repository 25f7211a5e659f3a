/** What the server's `speech.generateStream` yields: the text as it is written, then the saved speech. */
export type GenerationEvent<Speech> =
  { type: 'text'; text: string } | { type: 'done'; speech: Speech };

/** The part of tRPC's subscription callbacks this module listens to. */
export interface GenerationStreamHandlers<Speech> {
  onData: (event: GenerationEvent<Speech>) => void;
  onError: (error: unknown) => void;
  onComplete: () => void;
  onConnectionStateChange: (state: { state: string; error: unknown }) => void;
}

export type SubscribeToGeneration<Speech> = (handlers: GenerationStreamHandlers<Speech>) => {
  unsubscribe: () => void;
};

/**
 * The stream could not be used at all: nothing was written and the server never answered with an
 * error of its own (no EventSource, a proxy that refuses SSE, a URL too long for the server).
 * The caller may ask again over a plain request.
 */
export class StreamUnavailableError extends Error {
  constructor(options?: ErrorOptions) {
    super('The speech stream could not be opened.', options);
    this.name = 'StreamUnavailableError';
  }
}

/** The stream stopped after the first words and before the saved speech. */
export class StreamInterruptedError extends Error {
  constructor(options?: ErrorOptions) {
    super('The speech stream stopped before the speech was saved.', options);
    this.name = 'StreamInterruptedError';
  }
}

/** A tRPC error that came from the server carries its error shape's `data`; a dropped connection does not. */
export function isServerError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'data' in error &&
    error.data !== null &&
    error.data !== undefined
  );
}

/**
 * Runs one generation over a subscription: each written piece goes to `onText`, and the promise
 * settles with the saved speech or the reason there is none. The subscription is closed as soon
 * as the outcome is known, because an EventSource left open reconnects by itself, and each
 * reconnection would write (and charge for) another speech.
 */
export function streamGeneration<Speech>(
  subscribe: SubscribeToGeneration<Speech>,
  onText: (text: string) => void,
): Promise<Speech> {
  return new Promise<Speech>((resolve, reject) => {
    let receivedText = false;
    let settled = false;
    // Set once subscribe() has returned; a failure during subscribe() closes the stream after it.
    let closeStream: (() => void) | null = null;

    const failure = (error: unknown): unknown => {
      if (isServerError(error)) return error;
      return receivedText
        ? new StreamInterruptedError({ cause: error })
        : new StreamUnavailableError({ cause: error });
    };

    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      closeStream?.();
      outcome();
    };

    const subscription = subscribe({
      onData(event) {
        if (event.type === 'text') {
          receivedText = true;
          onText(event.text);
        } else {
          settle(() => resolve(event.speech));
        }
      },
      onError(error) {
        settle(() => reject(failure(error)));
      },
      onComplete() {
        settle(() => reject(failure(undefined)));
      },
      onConnectionStateChange({ state, error }) {
        // tRPC reconnects on its own after a dropped connection or a retryable server error.
        if (state === 'connecting' && error) settle(() => reject(failure(error)));
      },
    });
    closeStream = () => subscription.unsubscribe();
    if (settled) closeStream();
  });
}
