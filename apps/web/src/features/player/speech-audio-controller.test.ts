import { AUDIO_ERRORS, MESSAGES } from '@rally/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AudioError, requestSpeechAudio } from './audio-request.ts';
import type { PlayRequest } from './speech-audio-controller.ts';
import { SpeechAudioController } from './speech-audio-controller.ts';

vi.mock('../notify.ts', () => ({ notify: vi.fn() }));
vi.mock('./audio-request.ts', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  requestSpeechAudio: vi.fn(),
}));
// Without MediaSource the controller downloads a streamed MP3 whole before playing it.
vi.mock('./audio-source.ts', () => ({
  canStreamMp3: () => false,
  openMediaSource: vi.fn(),
  downloadMp3: vi.fn(() => Promise.resolve({ url: 'blob:downloaded', release: vi.fn() })),
}));

const { notify } = await import('../notify.ts');

/**
 * The parts of an <audio> element the controller uses. Like a browser's, `play` and `pause` change
 * `paused` at once; the media events ('playing', 'timeupdate', 'ended', ...) are fired by the test,
 * as the media pipeline would.
 */
class FakeAudioElement extends EventTarget {
  src = '';
  currentTime = 0;
  duration = Number.NaN;
  paused = true;
  ended = false;
  seeking = false;
  readyState = 0;
  playbackRate = 1;
  defaultPlaybackRate = 1;
  error: { code: number } | null = null;
  buffered = { length: 0, end: () => 0 };
  playCalls = 0;

  play(): Promise<void> {
    this.playCalls += 1;
    this.paused = false;
    return Promise.resolve();
  }

  pause(): void {
    if (this.paused) return;
    this.paused = true;
    this.fire('pause');
  }

  removeAttribute(name: string): void {
    if (name === 'src') this.src = '';
  }

  load(): void {
    this.currentTime = 0;
  }

  fire(type: string): void {
    this.dispatchEvent(new Event(type));
  }
}

const REQUEST: PlayRequest = {
  speechId: 7,
  voice: 'nova',
  storedUrl: '/api/speeches/7/audio/3.mp3',
  alternateProviderAvailable: false,
  estimatedSeconds: 60,
  title: 'Encouraging Motivational Speech',
  album: 'Rally',
};

function playerWith(keepStreamed = false) {
  const onStored = vi.fn();
  const onGaveUp = vi.fn();
  const controller = new SpeechAudioController({ onStored, onGaveUp, keepStreamed });
  const element = new FakeAudioElement();
  controller.attach(element as unknown as HTMLAudioElement);
  return { controller, element, onStored, onGaveUp, state: () => controller.getSnapshot() };
}

/** Lets the controller's pending promise callbacks run. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('SpeechAudioController with a fake media element', () => {
  beforeEach(() => {
    vi.mocked(requestSpeechAudio).mockReset();
    vi.mocked(notify).mockReset();
  });

  it('plays stored audio from its URL: generating until the element plays, then playing', () => {
    const { controller, element, state } = playerWith();
    controller.play(REQUEST);
    expect(state()).toMatchObject({ state: 'generating', complete: true, error: null });
    expect(element.src).toBe(REQUEST.storedUrl);
    expect(element.playCalls).toBe(1);
    expect(requestSpeechAudio).not.toHaveBeenCalled();

    element.fire('playing');
    expect(state().state).toBe('playing');
  });

  it('pauses and resumes the same audio without asking the server again', () => {
    const { controller, element, state } = playerWith();
    controller.play(REQUEST);
    element.fire('playing');
    element.currentTime = 12;
    element.fire('timeupdate');

    controller.pause();
    expect(element.paused).toBe(true);
    expect(state()).toMatchObject({ state: 'paused', currentTime: 12 });

    controller.play(REQUEST);
    expect(state().state).toBe('playing');
    expect(element.playCalls).toBe(2);
    expect(element.src).toBe(REQUEST.storedUrl);
  });

  it('shows paused when the system pauses the element, and idle at 0 after stop', () => {
    const { controller, element, state } = playerWith();
    controller.play(REQUEST);
    element.fire('playing');
    element.currentTime = 30;
    element.pause();
    expect(state().state).toBe('paused');

    controller.stop();
    expect(state()).toMatchObject({ state: 'idle', currentTime: 0 });
    expect(element.currentTime).toBe(0);
    // The audio is kept: playing again starts it at once.
    controller.play({ ...REQUEST, storedUrl: null });
    expect(element.playCalls).toBe(2);
    expect(requestSpeechAudio).not.toHaveBeenCalled();
  });

  it('clamps seeks to the track and speeds to the allowed range', () => {
    const { controller, element, state } = playerWith();
    controller.play(REQUEST);
    element.duration = 60;
    element.fire('durationchange');
    expect(state().duration).toBe(60);

    controller.seekTo(75);
    expect(element.currentTime).toBe(60);
    controller.seekTo(-5);
    expect(element.currentTime).toBe(0);
    controller.skip(10);
    expect(state().currentTime).toBe(10);

    controller.setSpeed(1.5);
    expect(element.playbackRate).toBe(1.5);
    controller.setSpeed(9);
    expect(element.playbackRate).toBeLessThan(9);
    expect(element.defaultPlaybackRate).toBe(element.playbackRate);
  });

  it('waits (loading) while a seek or playback lacks the audio, until the element can go on', () => {
    const { controller, element, state } = playerWith();
    controller.play(REQUEST);
    element.readyState = 4;
    element.fire('playing');
    expect(state().waiting).toBe(false);

    // A skip ahead of the audio that has arrived: the element seeks, then waits for the bytes.
    element.seeking = true;
    element.readyState = 1;
    element.fire('seeking');
    expect(state().waiting).toBe(true);
    element.seeking = false;
    element.fire('seeked');
    expect(state().waiting).toBe(true);
    element.readyState = 3;
    element.fire('canplay');
    expect(state().waiting).toBe(false);

    // Run out of audio while playing, then paused: not loading any more.
    element.readyState = 2;
    element.fire('waiting');
    expect(state().waiting).toBe(true);
    controller.pause();
    expect(state()).toMatchObject({ state: 'paused', waiting: false });
  });

  it('at the end is idle, empties the element and says playback is complete', () => {
    const { controller, element, state } = playerWith();
    controller.play(REQUEST);
    element.fire('playing');
    element.ended = true;
    element.fire('ended');

    expect(state()).toMatchObject({ state: 'idle', currentTime: 0, duration: 0 });
    expect(element.src).toBe('');
    expect(notify).toHaveBeenCalledWith(MESSAGES.playbackComplete, 'success');
  });

  it('downloads audio made now, plays it, and reports it stored', async () => {
    const { controller, element, state, onStored } = playerWith();
    vi.mocked(requestSpeechAudio).mockResolvedValue({
      type: 'streamed',
      body: new ReadableStream(),
    });
    controller.play({ ...REQUEST, storedUrl: null });
    expect(state().state).toBe('generating');
    await settle();

    expect(requestSpeechAudio).toHaveBeenCalledWith(
      expect.objectContaining({ id: REQUEST.speechId, voice: 'nova' }),
    );
    expect(element.src).toBe('blob:downloaded');
    expect(state().complete).toBe(true);
    expect(onStored).toHaveBeenCalledWith({ ...REQUEST, storedUrl: null }, null);
  });

  it('hands a copy of the streamed bytes on when asked to keep them', async () => {
    const { controller, onStored } = playerWith(true);
    vi.mocked(requestSpeechAudio).mockResolvedValue({
      type: 'streamed',
      body: new Response(new Uint8Array([0xff, 0xfb, 1, 2])).body as ReadableStream<
        Uint8Array<ArrayBuffer>
      >,
    });
    controller.play({ ...REQUEST, storedUrl: null });
    await vi.waitFor(() => expect(onStored).toHaveBeenCalled());

    const [, mp3] = onStored.mock.calls[0] ?? [];
    expect(new Uint8Array(await (mp3 as Blob).arrayBuffer())).toEqual(
      new Uint8Array([0xff, 0xfb, 1, 2]),
    );
  });

  it('plays the stored URL the server answers with instead of a stream', async () => {
    const { controller, element, onStored } = playerWith();
    vi.mocked(requestSpeechAudio).mockResolvedValue({ type: 'stored', url: '/stored.mp3' });
    controller.play({ ...REQUEST, storedUrl: null });
    await settle();

    expect(element.src).toBe('/stored.mp3');
    expect(element.playCalls).toBe(1);
    // The player learns where it is stored (its description is read again), without a second copy.
    expect(onStored).toHaveBeenCalledWith({ ...REQUEST, storedUrl: null }, null);
  });

  it('a failed request while generating: idle with the message, the toast, and the wait given up', async () => {
    const { controller, element, state, onGaveUp } = playerWith();
    vi.mocked(requestSpeechAudio).mockRejectedValue(new AudioError('Server error: 502'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    controller.play({ ...REQUEST, storedUrl: null, alternateProviderAvailable: true });
    await settle();

    expect(state()).toMatchObject({ state: 'idle', error: 'Server error: 502' });
    expect(element.src).toBe('');
    expect(notify).toHaveBeenCalledWith(MESSAGES.audioFailedTryingAlternate, 'error');
    expect(onGaveUp).toHaveBeenCalledTimes(1);
  });

  it('a media error while playing gives the media message', () => {
    const { controller, element, state } = playerWith();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    controller.play(REQUEST);
    element.fire('playing');
    element.error = { code: 99 };
    element.fire('error');

    expect(state()).toMatchObject({ state: 'idle', error: AUDIO_ERRORS.playbackFailed });
    expect(notify).toHaveBeenCalledWith(
      { title: MESSAGES.audioFailed.title, message: AUDIO_ERRORS.playbackFailed },
      'error',
    );
  });

  it('cancelling the wait aborts the request and leaves the player idle', async () => {
    const { controller, state, onGaveUp } = playerWith();
    let signal: AbortSignal | undefined;
    vi.mocked(requestSpeechAudio).mockImplementation((request) => {
      signal = request.signal;
      return new Promise(() => undefined);
    });
    controller.play({ ...REQUEST, storedUrl: null });
    await settle();
    controller.cancel();

    expect(signal?.aborted).toBe(true);
    expect(state().state).toBe('idle');
    expect(onGaveUp).toHaveBeenCalledTimes(1);
  });

  it('a second player taking the audio focus stops the first', () => {
    const first = playerWith();
    const second = playerWith();
    first.controller.play(REQUEST);
    first.element.fire('playing');
    second.controller.play(REQUEST);

    expect(first.state().state).toBe('idle');
    expect(first.element.paused).toBe(true);
    expect(second.state().state).toBe('generating');
  });
});
