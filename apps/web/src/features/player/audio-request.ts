import {
  AUDIO_ANSWER_HEADERS,
  AUDIO_ERRORS,
  MESSAGES,
  PREFER_STORED_URL,
  audioServerError,
  audioSpeechId,
  audioVoiceId,
} from '@rally/domain';
import type { UserMessage } from '@rally/domain';
import { apiFetch } from '../../native/api-fetch.ts';
import { watchConnection } from '../connection-watch.ts';
import type { ConnectionWatchOptions, LostConnection } from '../connection-watch.ts';

/** An audio failure whose message is one of spec section 8's, fit to show as it is. */
export class AudioError extends Error {
  override name = 'AudioError';
}

const LOST_CONNECTION_TOASTS: Record<LostConnection, UserMessage> = {
  offline: MESSAGES.audioOffline,
  silent: MESSAGES.audioSilent,
};

/** The client stopped waiting for the audio: the device went offline, or nothing came for too long. */
export class AudioConnectionLostError extends AudioError {
  override name = 'AudioConnectionLostError';
  /** The toast that says what happened. */
  readonly toast: UserMessage;

  constructor(readonly reason: LostConnection) {
    super(LOST_CONNECTION_TOASTS[reason].message);
    this.toast = LOST_CONNECTION_TOASTS[reason];
  }
}

export const MP3_TYPE = 'audio/mpeg';

export type AudioAnswer =
  /** Already synthesised (the server's 204): play it from its URL, which supports seeking. */
  | { type: 'stored'; url: string }
  /** Synthesised now: the MP3 arrives as each chunk of the text is spoken. */
  | { type: 'streamed'; body: ReadableStream<Uint8Array<ArrayBuffer>> };

export interface AudioRequest {
  /** A speech id; any part from the first hyphen on is not part of it ('42-nova' is speech 42). */
  id: string | number;
  /** Overrides the id when given. */
  speechId?: string | number;
  voice: string;
  signal?: AbortSignal;
  /** When to stop waiting: offline, or nothing arriving for a while (defaults: the browser's, 15 s). */
  watch?: ConnectionWatchOptions;
}

/**
 * `POST /api/speeches/{id}/audio` with `{voice}`. A failing answer's body is logged and the user is
 * told 'Server error: {status}' (a 429 tells its own message); a network failure is 'Network error
 * while loading audio'. Aborting `signal` rejects with the signal's reason. Going offline, or nothing
 * arriving for a while (before the answer or within a streamed MP3), gives up with an
 * AudioConnectionLostError, in the answer or in the stream.
 */
export async function requestSpeechAudio({
  id,
  speechId,
  voice,
  signal,
  watch: watchOptions,
}: AudioRequest): Promise<AudioAnswer> {
  const path = `/api/speeches/${encodeURIComponent(String(speechId ?? audioSpeechId(id)))}/audio`;
  const stop = new AbortController();
  const onCallerAbort = () => stop.abort(signal?.reason);
  signal?.addEventListener('abort', onCallerAbort, { once: true });
  if (signal?.aborted) onCallerAbort();
  const watch = watchConnection(
    (reason) => stop.abort(new AudioConnectionLostError(reason)),
    watchOptions,
  );
  const stopped = new Promise<never>((_resolve, reject) => {
    if (stop.signal.aborted) reject(stop.signal.reason as Error);
    stop.signal.addEventListener('abort', () => reject(stop.signal.reason as Error), {
      once: true,
    });
  });
  stopped.catch(() => undefined);
  const done = () => {
    watch.end();
    signal?.removeEventListener('abort', onCallerAbort);
  };
  let response: Response;
  try {
    // In the native app this goes to the API with the bearer token, not to the WebView's origin.
    const answer = apiFetch(path, {
      method: 'POST',
      // A stored recording comes back as its URL (204), not as bytes the element would fetch again.
      headers: { 'content-type': 'application/json', prefer: PREFER_STORED_URL },
      body: JSON.stringify({ voice: audioVoiceId(voice) }),
      signal: stop.signal,
    });
    answer.catch(() => undefined);
    response = await Promise.race([answer, stopped]);
  } catch (error) {
    done();
    stop.signal.throwIfAborted();
    throw new AudioError(AUDIO_ERRORS.network, { cause: error });
  }
  watch.heardFrom();
  if (!response.ok) {
    done();
    const detail = await response.text().catch(() => '');
    console.error(`Audio request failed with ${response.status}:`, detail);
    // The body's detail goes with the error for the debug tool; the user sees the status, except
    // for a refused new recording (429), whose message says how long to wait.
    const message =
      response.status === 429 ? throttleMessageOf(detail) : audioServerError(response.status);
    throw new AudioError(message, { cause: detail });
  }
  const storedUrl = response.headers.get(AUDIO_ANSWER_HEADERS.storedUrl);
  if (storedUrl) {
    done();
    // The element fetches the stored file itself, in ranges.
    return { type: 'stored', url: storedUrl };
  }
  if (response.body === null) {
    done();
    throw new AudioError(AUDIO_ERRORS.empty);
  }
  return { type: 'streamed', body: watchedBody(response.body, stop.signal, watch.heardFrom, done) };
}

/**
 * The MP3 as it arrives; each chunk tells the watch something came. When the request is stopped
 * (the caller, offline, silence) the stream fails with the reason at once.
 */
function watchedBody(
  body: ReadableStream<Uint8Array<ArrayBuffer>>,
  stopped: AbortSignal,
  heardFrom: () => void,
  done: () => void,
): ReadableStream<Uint8Array<ArrayBuffer>> {
  const reader = body.getReader();
  return new ReadableStream<Uint8Array<ArrayBuffer>>({
    start(controller) {
      stopped.addEventListener(
        'abort',
        () => {
          done();
          controller.error(stopped.reason);
          void reader.cancel(stopped.reason).catch(() => undefined);
        },
        { once: true },
      );
    },
    async pull(controller) {
      const chunk = await reader.read();
      if (stopped.aborted) return;
      if (chunk.done) {
        done();
        controller.close();
        return;
      }
      heardFrom();
      controller.enqueue(chunk.value);
    },
    cancel(reason) {
      done();
      return reader.cancel(reason);
    },
  });
}

/** The API's readable message of a 429 answer, or the status if it has none. */
function throttleMessageOf(body: string): string {
  try {
    const { message } = JSON.parse(body) as { message?: unknown };
    if (typeof message === 'string' && message !== '') return message;
  } catch {
    // Not the API's JSON (a proxy's page, say): the status is all there is.
  }
  return audioServerError(429);
}

/** What the user is told: an AudioError's own message, else what the browser's refusal means. */
export function audioErrorMessage(error: unknown): string {
  if (error instanceof AudioError) return error.message;
  if (error instanceof DOMException && error.name === 'NotSupportedError') {
    return AUDIO_ERRORS.unsupported;
  }
  return AUDIO_ERRORS.playbackFailed;
}
