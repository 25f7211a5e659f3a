import { AUDIO_ERRORS, audioServerError, audioSpeechId, audioVoiceId } from '@rally/domain';

/** An audio failure whose message is one of spec section 8's, fit to show as it is. */
export class AudioError extends Error {
  override name = 'AudioError';
}

/** The server names the stored file of a cached answer, which is served with HTTP Range. */
const STORED_AUDIO_URL_HEADER = 'x-audio-url';

export const MP3_TYPE = 'audio/mpeg';

export type AudioAnswer =
  /** Already synthesised: play it from its URL, which supports seeking. */
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
}

/**
 * `POST /api/speeches/{id}/audio` with `{voice}`. A failing answer's body is logged and the user is
 * told 'Server error: {status}' (a 429 tells its own message); a network failure is 'Network error while loading audio'. Aborting
 * `signal` rejects with the signal's reason.
 */
export async function requestSpeechAudio({
  id,
  speechId,
  voice,
  signal,
}: AudioRequest): Promise<AudioAnswer> {
  const path = `/api/speeches/${encodeURIComponent(String(speechId ?? audioSpeechId(id)))}/audio`;
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ voice: audioVoiceId(voice) }),
      signal,
    });
  } catch (error) {
    signal?.throwIfAborted();
    throw new AudioError(AUDIO_ERRORS.network, { cause: error });
  }
  if (!response.ok) {
    const detail = await response.text().catch(() => '');
    console.error(`Audio request failed with ${response.status}:`, detail);
    // The body's detail goes with the error for the debug tool; the user sees the status, except
    // for a refused new recording (429), whose message says how long to wait.
    const message =
      response.status === 429 ? throttleMessageOf(detail) : audioServerError(response.status);
    throw new AudioError(message, { cause: detail });
  }
  const storedUrl = response.headers.get(STORED_AUDIO_URL_HEADER);
  if (storedUrl) {
    // The element fetches the stored file itself, in ranges; these bytes are not needed.
    void response.body?.cancel();
    return { type: 'stored', url: storedUrl };
  }
  if (response.body === null) throw new AudioError(AUDIO_ERRORS.empty);
  return { type: 'streamed', body: response.body };
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
