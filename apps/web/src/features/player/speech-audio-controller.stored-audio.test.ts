import { describe, expect, it, vi } from 'vitest';
import { SpeechAudioController } from './speech-audio-controller.ts';
import type { PlayRequest } from './speech-audio-controller.ts';
import type { StoredAudioSource } from './stored-audio.ts';

/** The parts of an <audio> element the controller uses; `src` records what it was given. */
class FakeAudio extends EventTarget {
  src = '';
  currentTime = 0;
  duration = Number.NaN;
  ended = false;
  error = null;
  defaultPlaybackRate = 1;
  playbackRate = 1;
  buffered = { length: 0, end: () => 0 };
  readonly play = vi.fn(() => Promise.resolve());
  readonly pause = vi.fn();
  readonly load = vi.fn();
  removeAttribute(name: string) {
    if (name === 'src') this.src = '';
  }
}

const REQUEST: PlayRequest = {
  speechId: 1,
  voice: 'nova',
  storedUrl: '/api/speeches/1/audio/7.mp3',
  alternateProviderAvailable: false,
  estimatedSeconds: 60,
  title: 'Race day',
  album: 'Race day',
};

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

function controllerWith(
  openStored: ConstructorParameters<typeof SpeechAudioController>[0]['openStored'],
) {
  const controller = new SpeechAudioController({ onStored: vi.fn(), openStored });
  const element = new FakeAudio();
  controller.attach(element as unknown as HTMLAudioElement);
  return { controller, element };
}

describe('SpeechAudioController with a stored recording', () => {
  it('plays a URL given at once within the same call (the click), as the web app does', () => {
    const { controller, element } = controllerWith((url) => ({ url, release: null }));
    controller.play(REQUEST);
    expect(element.src).toBe(REQUEST.storedUrl);
    expect(element.play).toHaveBeenCalledTimes(1);
    expect(controller.getSnapshot().complete).toBe(true);
  });

  it('plays the fetched Blob URL once it comes, and releases it when the voice changes', async () => {
    const opened = deferred<StoredAudioSource>();
    const openStored = vi.fn(() => opened.promise);
    const { controller, element } = controllerWith(openStored);
    controller.play(REQUEST);
    expect(openStored).toHaveBeenCalledWith(REQUEST.storedUrl, expect.any(AbortSignal));
    expect(element.play).not.toHaveBeenCalled();
    expect(controller.getSnapshot().state).toBe('generating');

    const release = vi.fn();
    opened.resolve({ url: 'blob:test/1', release });
    await vi.waitFor(() => expect(element.play).toHaveBeenCalledTimes(1));
    expect(element.src).toBe('blob:test/1');
    expect(release).not.toHaveBeenCalled();

    controller.changeVoice();
    expect(release).toHaveBeenCalledTimes(1);
    expect(element.src).toBe('');
  });

  it('releases bytes that arrive after the wait was cancelled, and never plays them', async () => {
    const opened = deferred<StoredAudioSource>();
    const { controller, element } = controllerWith(() => opened.promise);
    controller.play(REQUEST);
    controller.cancel();
    const release = vi.fn();
    opened.resolve({ url: 'blob:test/1', release });
    await vi.waitFor(() => expect(release).toHaveBeenCalledTimes(1));
    expect(element.src).toBe('');
    expect(element.play).not.toHaveBeenCalled();
    expect(controller.getSnapshot().state).toBe('idle');
  });
});
