import { AUDIO_ERRORS } from '@rally/domain';
import { describe, expect, it, vi } from 'vitest';
import { AudioError } from './audio-request.ts';
import { directStoredAudio, fetchStoredAudio, storedAudioThrough } from './stored-audio.ts';

const MP3 = new Uint8Array([0xff, 0xfb, 0x90, 0x44]);

function fakeUrls() {
  let next = 0;
  const live = new Map<string, Blob>();
  return {
    live,
    createObjectURL: (blob: Blob) => {
      const url = `blob:test/${++next}`;
      live.set(url, blob);
      return url;
    },
    revokeObjectURL: (url: string) => void live.delete(url),
  };
}

describe('directStoredAudio', () => {
  it('hands the URL to the element as it is, at once, with nothing to release', () => {
    const source = directStoredAudio('/api/speeches/1/audio/7.mp3', new AbortController().signal);
    expect(source).toEqual({ url: '/api/speeches/1/audio/7.mp3', release: null });
  });
});

describe('storedAudioThrough', () => {
  it('fetches the stored URL with the given fetch and plays it from a Blob URL it can release', async () => {
    const fetchWith = vi.fn<typeof fetch>(async () => new Response(MP3));
    const urls = fakeUrls();
    const signal = new AbortController().signal;
    const source = await storedAudioThrough(fetchWith, urls)('/api/speeches/1/audio/7.mp3', signal);

    expect(fetchWith).toHaveBeenCalledWith('/api/speeches/1/audio/7.mp3', { signal });
    const blob = urls.live.get(source.url) ?? new Blob();
    expect(blob.type).toBe('audio/mpeg');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(MP3);
    source.release?.();
    expect(urls.live.size).toBe(0);
  });

  it('makes no Blob URL when the fetch fails', async () => {
    const urls = fakeUrls();
    const open = storedAudioThrough(async () => new Response('gone', { status: 404 }), urls);
    await expect(open('/x.mp3', new AbortController().signal)).rejects.toThrow(
      new AudioError('Server error: 404'),
    );
    expect(urls.live.size).toBe(0);
  });
});

describe('fetchStoredAudio', () => {
  it('tells a network failure in the words of spec section 8', async () => {
    const failing = fetchStoredAudio(
      async () => Promise.reject(new TypeError('Failed to fetch')),
      '/x.mp3',
    );
    await expect(failing).rejects.toThrow(new AudioError(AUDIO_ERRORS.network));
  });

  it('refuses an empty recording', async () => {
    await expect(
      fetchStoredAudio(async () => new Response(new Uint8Array()), '/x.mp3'),
    ).rejects.toThrow(new AudioError(AUDIO_ERRORS.empty));
  });

  it('rejects with the reason when aborted, not as a network error', async () => {
    const stop = new AbortController();
    const reason = new Error('given up');
    const fetching = fetchStoredAudio(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          ),
        ),
      '/x.mp3',
      stop.signal,
    );
    stop.abort(reason);
    await expect(fetching).rejects.toBe(reason);
  });
});
