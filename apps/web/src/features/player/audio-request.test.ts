import { AUDIO_ERRORS } from '@rally/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AudioError, audioErrorMessage, requestSpeechAudio } from './audio-request.ts';

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
        new Response(new Uint8Array([1, 2, 3]), {
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
