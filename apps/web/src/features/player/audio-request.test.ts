import { AUDIO_ERRORS, MESSAGES } from '@rally/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AudioConnectionLostError,
  AudioError,
  audioErrorMessage,
  requestSpeechAudio,
} from './audio-request.ts';

function stubFetch(answer: () => Promise<Response>) {
  const fetch = vi.fn<typeof globalThis.fetch>(answer);
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('requestSpeechAudio', () => {
  it('posts the voice cut at its hyphen to the speech id before the first hyphen, with cookies', async () => {
    const fetch = stubFetch(async () => new Response(new Uint8Array([1, 2, 3])));
    await requestSpeechAudio({ id: '42-nova', voice: 'nova-hd' });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/speeches/42/audio');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    // A stored recording is wanted as its URL, not its bytes.
    expect(new Headers(init?.headers).get('prefer')).toBe('return=minimal');
    expect(init?.body).toBe(JSON.stringify({ voice: 'nova' }));
  });

  it('takes the speech id from the option when given', async () => {
    const fetch = stubFetch(async () => new Response(new Uint8Array([1])));
    await requestSpeechAudio({ id: '42-nova', speechId: 7, voice: 'alloy' });
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/speeches/7/audio');
  });

  it('streams a new MP3 and points at a stored one', async () => {
    stubFetch(async () => new Response(new Uint8Array([1, 2, 3])));
    const streamed = await requestSpeechAudio({ id: 1, voice: 'nova' });
    expect(streamed.type).toBe('streamed');

    stubFetch(
      async () =>
        new Response(null, {
          status: 204,
          headers: { 'x-audio-url': '/api/speeches/1/audio/3.mp3' },
        }),
    );
    expect(await requestSpeechAudio({ id: 1, voice: 'nova' })).toEqual({
      type: 'stored',
      url: '/api/speeches/1/audio/3.mp3',
    });
  });

  it("logs a failing answer's body and reports 'Server error: {status}'", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(async () => new Response('Unknown voice', { status: 400 }));
    await expect(requestSpeechAudio({ id: 1, voice: 'zzz' })).rejects.toThrow(
      new AudioError('Server error: 400'),
    );
    expect(log).toHaveBeenCalledWith(expect.stringContaining('400'), 'Unknown voice');
  });

  it("tells a refused new recording's own message, and the status when a 429 has none", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const message = 'Too many new recordings started. Please wait 12 minutes and try again.';
    stubFetch(async () => Response.json({ message, code: 'TOO_MANY_REQUESTS' }, { status: 429 }));
    await expect(requestSpeechAudio({ id: 1, voice: 'nova' })).rejects.toThrow(
      new AudioError(message),
    );
    stubFetch(async () => new Response('<html>Slow down</html>', { status: 429 }));
    await expect(requestSpeechAudio({ id: 1, voice: 'nova' })).rejects.toThrow(
      new AudioError('Server error: 429'),
    );
  });

  it('reports a network failure as one, and an abort as the abort', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(requestSpeechAudio({ id: 1, voice: 'nova' })).rejects.toThrow(
      AUDIO_ERRORS.network,
    );

    const controller = new AbortController();
    controller.abort(new DOMException('gone', 'AbortError'));
    stubFetch(() => Promise.reject(new TypeError('aborted')));
    await expect(
      requestSpeechAudio({ id: 1, voice: 'nova', signal: controller.signal }),
    ).rejects.toThrow('gone');
  });
});

describe('audioErrorMessage', () => {
  it("shows an AudioError's message, a refused format as unsupported, anything else as failed", () => {
    expect(audioErrorMessage(new AudioError(AUDIO_ERRORS.empty))).toBe(AUDIO_ERRORS.empty);
    expect(audioErrorMessage(new DOMException('no', 'NotSupportedError'))).toBe(
      AUDIO_ERRORS.unsupported,
    );
    expect(audioErrorMessage(new DOMException('no', 'NotAllowedError'))).toBe(
      AUDIO_ERRORS.playbackFailed,
    );
    expect(audioErrorMessage('strange')).toBe(AUDIO_ERRORS.playbackFailed);
  });
});

describe('requestSpeechAudio when the connection is lost', () => {
  const SILENCE_MS = 15_000;
  let connectivity: EventTarget;
  const watch = () => ({ connectivity, isOnline: () => true, silenceMs: SILENCE_MS });

  /** An MP3 body the test feeds by hand. */
  function trickle() {
    let feed!: ReadableStreamDefaultController<Uint8Array<ArrayBuffer>>;
    const body = new ReadableStream<Uint8Array<ArrayBuffer>>({
      start(controller) {
        feed = controller;
      },
    });
    return { body, send: (bytes: number[]) => feed.enqueue(new Uint8Array(bytes)) };
  }

  /** A streamed answer whose MP3 the test feeds, being read to the end (or to its failure). */
  async function streamedAnswerBeingRead() {
    const mp3 = trickle();
    stubFetch(async () => new Response(mp3.body));
    const answer = await requestSpeechAudio({ id: 1, voice: 'nova', watch: watch() });
    if (answer.type !== 'streamed') throw new Error('expected a streamed answer');
    return { send: mp3.send, read: readAll(answer.body).catch((error: unknown) => error) };
  }

  async function readAll(body: ReadableStream<Uint8Array<ArrayBuffer>>): Promise<number> {
    let bytes = 0;
    for (const reader = body.getReader(); ;) {
      const { done, value } = await reader.read();
      if (done) return bytes;
      bytes += value.length;
    }
  }

  beforeEach(() => {
    vi.useFakeTimers();
    connectivity = new EventTarget();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives up when the answer does not come for 15 s, and aborts the request', async () => {
    let requestSignal: AbortSignal | undefined;
    stubFetch(() => new Promise<Response>(() => {})).mockImplementation((_url, init) => {
      requestSignal = init?.signal ?? undefined;
      return new Promise<Response>(() => {});
    });
    const answer = requestSpeechAudio({ id: 1, voice: 'nova', watch: watch() }).catch(
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(SILENCE_MS - 1);
    expect(requestSignal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await answer;
    expect(error).toBeInstanceOf(AudioConnectionLostError);
    expect(error).toMatchObject({ reason: 'silent', toast: MESSAGES.audioSilent });
    expect(requestSignal?.aborted).toBe(true);
  });

  it('fails a streamed MP3 that stops arriving for 15 s', async () => {
    const mp3 = await streamedAnswerBeingRead();
    mp3.send([1, 2, 3]);
    await vi.advanceTimersByTimeAsync(SILENCE_MS - 1);
    mp3.send([4]);
    await vi.advanceTimersByTimeAsync(SILENCE_MS - 1);
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await mp3.read).toMatchObject({ name: 'AudioConnectionLostError', reason: 'silent' });
  });

  it('fails at once when the device goes offline mid-stream, with a toast that says so', async () => {
    const mp3 = await streamedAnswerBeingRead();
    mp3.send([1, 2, 3]);
    await vi.advanceTimersByTimeAsync(0);
    connectivity.dispatchEvent(new Event('offline'));
    expect(await mp3.read).toMatchObject({ reason: 'offline', toast: MESSAGES.audioOffline });
  });

  it('leaves no timer behind once the MP3 is in, or the answer is a stored file', async () => {
    stubFetch(async () => new Response(new Uint8Array([1, 2, 3])));
    const streamed = await requestSpeechAudio({ id: 1, voice: 'nova', watch: watch() });
    if (streamed.type !== 'streamed') throw new Error('expected a streamed answer');
    expect(await readAll(streamed.body)).toBe(3);
    expect(vi.getTimerCount()).toBe(0);

    stubFetch(
      async () => new Response(null, { headers: { 'x-audio-url': '/api/speeches/1/audio/3.mp3' } }),
    );
    await requestSpeechAudio({ id: 1, voice: 'nova', watch: watch() });
    expect(vi.getTimerCount()).toBe(0);
  });
});
