import {
  DEFAULT_SPEED,
  MESSAGES,
  SLEEP_TIMER_CHOICES,
  audioGenerationFailedMessage,
  clampSeek,
  clampSpeed,
  mediaErrorMessage,
  playerTransition,
  skip,
  sleepFadeVolume,
} from '@rally/domain';
import type { PlayerEvent, PlayerState, SleepTimerChoice } from '@rally/domain';
import { notify } from '../notify.ts';
import { hasAudioFocus, releaseAudioFocus, takeAudioFocus } from './audio-focus.ts';
import type { AudioOwner } from './audio-focus.ts';
import {
  AudioConnectionLostError,
  AudioError,
  audioErrorMessage,
  requestSpeechAudio,
} from './audio-request.ts';
import { canStreamMp3, downloadMp3, openMediaSource } from './audio-source.ts';
import { openStoredAudio } from './stored-audio.ts';
import type { OpenStoredAudio, StoredAudioSource } from './stored-audio.ts';
import {
  clearMediaSession,
  setMediaPlaybackState,
  setMediaPosition,
  showInMediaSession,
} from './media-session.ts';

export interface PlayerSnapshot {
  state: PlayerState;
  /** Seconds. */
  currentTime: number;
  /**
   * Seconds; 0 until known. While an MP3 streams in, the estimate the request gave (growing if the
   * audio outlasts it), else as far as it has arrived.
   */
  duration: number;
  speed: number;
  /** The whole MP3 is in, so `duration` is final. */
  complete: boolean;
  /** The element waits for audio that has not arrived yet (a seek ahead of a stream, a slow link). */
  waiting: boolean;
  /** The last failure, one of spec section 8's messages; cleared by the next play. */
  error: string | null;
  /** The talk starts again when it ends, until turned off. */
  repeat: boolean;
  /** The sleep timer's choice; null when off. */
  sleep: SleepTimerChoice | null;
  /** Seconds until a timed sleep stops the sound (null for none, or for the end of the talk). */
  sleepRemaining: number | null;
}

/** The timers the sleep timer runs on (the page's own; tests give their own). */
export interface PlayerClock {
  now(): number;
  setInterval(callback: () => void, ms: number): number;
  clearInterval(id: number): void;
}

const PAGE_CLOCK: PlayerClock = {
  now: () => Date.now(),
  setInterval: (callback, ms) => window.setInterval(callback, ms),
  clearInterval: (id) => window.clearInterval(id),
};

/** How often a timed sleep counts down and steps its fade. */
const SLEEP_TICK_MS = 250;
const MS_PER_SECOND = 1000;
/** HTMLMediaElement.HAVE_FUTURE_DATA: enough audio to play on from the position. */
const HAVE_FUTURE_DATA = 3;

export interface PlayRequest {
  speechId: number | string;
  voice: string;
  /** The voice's stored MP3, when the server has one: played from its URL, with seeking. */
  storedUrl: string | null;
  /** Decides the wording of the failure toast. */
  alternateProviderAvailable: boolean;
  /**
   * The talk's length estimated from its text: a streamed MP3 is that long until it has all
   * arrived, so that seeking ahead of what has arrived waits for it instead of stopping short.
   */
  estimatedSeconds: number | null;
  /** For the lock screen. */
  title: string;
  album: string;
}

export interface SpeechAudioOptions {
  /**
   * The server holds the audio now: a streamed MP3 has arrived whole (`mp3` is a copy of its bytes
   * when `keepStreamed`), or the server answered with a stored recording the player did not know of
   * (`mp3` null: it plays from its URL).
   */
  onStored(request: PlayRequest, mp3: Blob | null): void;
  /** Keep a copy of a streamed MP3's bytes for `onStored` (the web app's offline cache). */
  keepStreamed?: boolean;
  /** The player stopped waiting for the audio; the server may store it all the same. */
  onGaveUp?(request: PlayRequest): void;
  /** How a stored recording's URL becomes the element's source (default: this build's way). */
  openStored?: OpenStoredAudio;
  /** Repeat is on from the start (the listener's last choice on this device). */
  repeat?: boolean;
  /** Told when repeat is turned on or off, to remember it. */
  onRepeatChange?(repeat: boolean): void;
  clock?: PlayerClock;
}

const INITIAL: PlayerSnapshot = {
  state: 'idle',
  currentTime: 0,
  duration: 0,
  speed: DEFAULT_SPEED,
  complete: false,
  waiting: false,
  error: null,
  repeat: false,
  sleep: null,
  sleepRemaining: null,
};

/**
 * The audio player of spec section 4 around one <audio> element: requests the audio, plays it as it
 * streams in, and keeps the state machine, the lock screen and the one-audio-per-page rule. React
 * reads it through `subscribe` and `getSnapshot`.
 */
export class SpeechAudioController implements AudioOwner {
  private element: HTMLAudioElement | null = null;
  private snapshot: PlayerSnapshot = INITIAL;
  private readonly listeners = new Set<() => void>();
  private request: PlayRequest | null = null;
  /** Aborts the request and stream of the audio the element holds. */
  private loading: AbortController | null = null;
  private releaseSource: (() => void) | null = null;
  /** The element holds audio (kept after stop, so playing again needs no new request). */
  private hasAudio = false;
  /** A timed sleep: when it stops the sound (the clock's milliseconds) and its ticking. */
  private sleepEndsAt: number | null = null;
  private sleepTicker: number | null = null;
  private readonly clock: PlayerClock;

  constructor(private readonly options: SpeechAudioOptions) {
    this.clock = options.clock ?? PAGE_CLOCK;
    this.snapshot = { ...INITIAL, repeat: options.repeat ?? false };
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): PlayerSnapshot => this.snapshot;

  /** A React ref callback for the <audio> element; returns its cleanup. */
  attach = (element: HTMLAudioElement | null): (() => void) | undefined => {
    if (element === null) return undefined;
    this.element = element;
    element.defaultPlaybackRate = this.snapshot.speed;
    element.playbackRate = this.snapshot.speed;
    const listeners: [keyof HTMLMediaElementEventMap, () => void][] = [
      ['playing', this.onPlaying],
      ['pause', this.onPause],
      ['timeupdate', this.onTimeUpdate],
      ['durationchange', this.onDurationChange],
      ['ended', this.onEnded],
      ['error', this.onError],
      ['waiting', this.onReadiness],
      ['pause', this.onReadiness],
      ['seeking', this.onReadiness],
      ['seeked', this.onReadiness],
      ['canplay', this.onReadiness],
    ];
    for (const [type, listener] of listeners) element.addEventListener(type, listener);
    return () => {
      for (const [type, listener] of listeners) element.removeEventListener(type, listener);
      if (this.element === element) this.element = null;
    };
  };

  /** Plays from idle (requesting the audio if need be) or resumes when paused. */
  play = (request: PlayRequest): void => {
    if (this.snapshot.state === 'paused') {
      this.resume();
      return;
    }
    if (this.snapshot.state !== 'idle' || this.element === null) return;
    const element = this.element;
    this.request = request;
    takeAudioFocus(this);
    this.dispatch('play', { error: null });
    if (this.hasAudio) {
      this.start(element);
      return;
    }
    const attempt = new AbortController();
    this.loading = attempt;
    if (request.storedUrl !== null) {
      this.playStored(element, request.storedUrl, attempt.signal);
    } else if (canStreamMp3()) {
      const source = openMediaSource(request.estimatedSeconds);
      this.setSource(element, source.url, source.release);
      // Asked for now, inside the click, so that the browser lets it make a sound once data comes.
      this.start(element);
      void this.stream(request, attempt.signal, (body) => source.feed(body));
    } else {
      void this.stream(request, attempt.signal, async (body) => {
        const download = await downloadMp3(body);
        if (attempt.signal.aborted) return download.release();
        this.setSource(element, download.url, download.release);
        this.start(element);
      });
    }
  };

  pause = (): void => {
    if (this.snapshot.state !== 'playing') return;
    this.dispatch('pause');
    this.element?.pause();
  };

  /** Back to idle at 0; the audio is kept, so playing again starts at once. */
  stop = (): void => {
    if (this.snapshot.state === 'idle') return;
    this.dispatch('stop', { currentTime: 0 });
    const element = this.element;
    if (element !== null) {
      element.pause();
      if (this.hasAudio) element.currentTime = 0;
    }
    setMediaPlaybackState('none');
  };

  /** Stops waiting for the audio being generated: the request is dropped and the player is idle. */
  cancel = (): void => {
    if (this.snapshot.state !== 'generating') return;
    this.dispatch('stop', { currentTime: 0 });
    this.discard();
    setMediaPlaybackState('none');
    if (this.request !== null) this.options.onGaveUp?.(this.request);
  };

  /** A new voice: stop, and drop the old voice's audio. */
  changeVoice = (): void => {
    this.dispatch('voiceChanged', { error: null });
    this.discard();
  };

  seekTo = (seconds: number): void => {
    const element = this.element;
    if (element === null || !this.hasAudio) return;
    const position = clampSeek(seconds, this.snapshot.duration);
    element.currentTime = position;
    this.update({ currentTime: position });
  };

  /** Moves by `seconds`, back when negative. */
  skip = (seconds: number): void => {
    this.seekTo(skip(this.snapshot.currentTime, this.snapshot.duration, seconds));
  };

  setSpeed = (speed: number): void => {
    const clamped = clampSpeed(speed);
    if (this.element !== null) {
      this.element.defaultPlaybackRate = clamped;
      this.element.playbackRate = clamped;
    }
    this.update({ speed: clamped });
  };

  /** Repeat on: the talk starts again each time it ends, until turned off. */
  setRepeat = (repeat: boolean): void => {
    this.update({ repeat });
    this.options.onRepeatChange?.(repeat);
  };

  /**
   * Sets the sleep timer (null turns it off): after the minutes chosen, or at the end of the talk
   * (which then ends even with repeat on), the sound fades out over SLEEP_FADE_SECONDS and stops.
   */
  setSleep = (choice: SleepTimerChoice | null): void => {
    this.clearSleep();
    const minutes = SLEEP_TIMER_CHOICES.find((option) => option.id === choice)?.minutes ?? null;
    if (minutes !== null) {
      const endsAt = this.clock.now() + minutes * 60 * MS_PER_SECOND;
      this.sleepEndsAt = endsAt;
      this.sleepTicker = this.clock.setInterval(this.onSleepTick, SLEEP_TICK_MS);
    }
    this.update({
      sleep: choice,
      sleepRemaining: minutes === null ? null : minutes * 60,
    });
  };

  /** The component is going: stop loading and playing, and let go of the lock screen. */
  dispose = (): void => {
    if (this.snapshot.state !== 'idle') this.dispatch('stop', { currentTime: 0 });
    this.discard();
    this.clearSleep();
    releaseAudioFocus(this);
  };

  /** A timed sleep's tick: the countdown, the fade near its end, and the stop at its end. */
  private readonly onSleepTick = (): void => {
    if (this.sleepEndsAt === null) return;
    const remaining = (this.sleepEndsAt - this.clock.now()) / MS_PER_SECOND;
    this.setFade(sleepFadeVolume(remaining));
    if (remaining > 0) {
      this.update({ sleepRemaining: remaining });
      return;
    }
    this.fallAsleep();
  };

  /** The sleep timer is up: the sound (faded out by now) pauses where it was, and the timer is off. */
  private fallAsleep(): void {
    this.pause();
    this.clearSleep();
    this.update({ sleep: null, sleepRemaining: null });
  }

  /** Stops a timed sleep's ticking and brings the volume back. */
  private clearSleep(): void {
    if (this.sleepTicker !== null) this.clock.clearInterval(this.sleepTicker);
    this.sleepTicker = null;
    this.sleepEndsAt = null;
    this.setFade(1);
  }

  private setFade(volume: number): void {
    if (this.element !== null && this.element.volume !== volume) this.element.volume = volume;
  }

  private resume(): void {
    const element = this.element;
    if (element === null) return;
    takeAudioFocus(this);
    this.dispatch('play');
    this.start(element);
  }

  /** Requests the audio; a stored answer is played from its URL, a streamed one handed to `take`. */
  private async stream(
    request: PlayRequest,
    signal: AbortSignal,
    take: (body: ReadableStream<Uint8Array<ArrayBuffer>>) => Promise<void>,
  ): Promise<void> {
    try {
      const answer = await requestSpeechAudio({
        id: request.speechId,
        voice: request.voice,
        signal,
      });
      if (signal.aborted) return;
      const element = this.element;
      if (answer.type === 'stored') {
        if (element !== null) this.playStored(element, answer.url, signal);
        this.options.onStored(request, null);
        return;
      }
      const [played, kept] = this.options.keepStreamed ? answer.body.tee() : [answer.body, null];
      // The copy is read alongside what plays; losing it only costs the offline copy.
      const copy = kept === null ? null : new Response(kept).blob().catch(() => null);
      await take(played);
      if (signal.aborted) return;
      this.update({ complete: true, duration: this.durationOf(element) });
      this.options.onStored(request, await copy);
    } catch (error) {
      if (!signal.aborted) this.fail(error);
    }
  }

  /**
   * Plays a stored recording: at once from its URL in the web app (still inside the click), or once
   * its bytes have been fetched with the bearer token in the native app.
   */
  private playStored(element: HTMLAudioElement, url: string, signal: AbortSignal): void {
    const adopt = (source: StoredAudioSource) => {
      this.setSource(element, source.url, source.release);
      this.update({ complete: true });
      if (this.snapshot.state === 'generating') this.start(element);
    };
    let opened: StoredAudioSource | Promise<StoredAudioSource>;
    try {
      opened = (this.options.openStored ?? openStoredAudio)(url, signal);
    } catch (error) {
      this.fail(error);
      return;
    }
    if (!(opened instanceof Promise)) {
      adopt(opened);
      return;
    }
    opened.then(
      (source) => {
        // Given up (cancel, another voice, gone) while the bytes came: they are not wanted.
        if (signal.aborted || this.element !== element) source.release?.();
        else adopt(source);
      },
      (error: unknown) => {
        if (!signal.aborted) this.fail(error);
      },
    );
  }

  private start(element: HTMLAudioElement): void {
    element.play().catch((error: unknown) => {
      // Interrupted by a pause or a new source: not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      if (this.element !== element || this.snapshot.state === 'idle') return;
      this.fail(error);
    });
  }

  private setSource(element: HTMLAudioElement, url: string, release: (() => void) | null): void {
    this.releaseSource?.();
    this.releaseSource = release;
    element.src = url;
    element.defaultPlaybackRate = this.snapshot.speed;
    element.playbackRate = this.snapshot.speed;
    this.hasAudio = true;
  }

  /** Stops any loading and empties the element. */
  private discard(): void {
    this.loading?.abort();
    this.loading = null;
    const element = this.element;
    if (element !== null && this.hasAudio) {
      element.pause();
      // Removing the attribute (not setting '') empties the element without an error event.
      element.removeAttribute('src');
      element.load();
    }
    this.releaseSource?.();
    this.releaseSource = null;
    this.hasAudio = false;
    this.update({ currentTime: 0, duration: 0, complete: false, waiting: false });
    if (hasAudioFocus(this)) clearMediaSession();
  }

  private fail(error: unknown): void {
    const message = audioErrorMessage(error);
    const whileGenerating = this.snapshot.state === 'generating';
    console.error('Audio failed:', error);
    this.dispatch('error', { error: message });
    this.discard();
    const toast =
      error instanceof AudioConnectionLostError
        ? error.toast
        : whileGenerating
          ? audioGenerationFailedMessage(this.request?.alternateProviderAvailable ?? false)
          : { title: MESSAGES.audioFailed.title, message };
    notify(toast, 'error');
    if (whileGenerating && this.request !== null) this.options.onGaveUp?.(this.request);
  }

  private readonly onPlaying = (): void => {
    this.dispatch('started', { waiting: false });
    const request = this.request;
    if (request === null || !hasAudioFocus(this)) return;
    showInMediaSession(
      { title: request.title, album: request.album },
      {
        play: () => this.play(request),
        pause: this.pause,
        stop: this.stop,
        skip: this.skip,
        seekTo: this.seekTo,
      },
    );
    setMediaPlaybackState('playing');
  };

  /** The system paused it (headphones unplugged, another app): the player shows paused too. */
  private readonly onPause = (): void => {
    const element = this.element;
    if (element === null || element.ended) return;
    if (this.snapshot.state === 'playing') this.dispatch('pause');
    if (this.snapshot.state === 'paused' && hasAudioFocus(this)) setMediaPlaybackState('paused');
  };

  private readonly onTimeUpdate = (): void => {
    const element = this.element;
    if (element === null || !this.hasAudio) return;
    this.update({ currentTime: element.currentTime, duration: this.durationOf(element) });
    // Sleep at the end of the talk: the last seconds fade out.
    if (this.snapshot.sleep === 'end' && this.snapshot.complete) {
      this.setFade(sleepFadeVolume(element.duration - element.currentTime));
    }
    if (hasAudioFocus(this)) {
      setMediaPosition(element.currentTime, element.duration, element.playbackRate);
    }
  };

  /** Waiting: seeking, or playing without the audio to go on with; the controls show it as loading. */
  private readonly onReadiness = (): void => {
    const element = this.element;
    if (element === null || !this.hasAudio) return;
    const waiting = element.seeking || (!element.paused && element.readyState < HAVE_FUTURE_DATA);
    if (waiting !== this.snapshot.waiting) this.update({ waiting });
  };

  private readonly onDurationChange = (): void => {
    if (this.hasAudio) this.update({ duration: this.durationOf(this.element) });
  };

  private readonly onEnded = (): void => {
    const element = this.element;
    const sleepsHere = this.snapshot.sleep === 'end';
    if (this.snapshot.repeat && !sleepsHere && element !== null) {
      // Again from the start, with the audio it has (nothing is requested again).
      element.currentTime = 0;
      this.update({ currentTime: 0 });
      this.start(element);
      return;
    }
    if (sleepsHere) {
      this.clearSleep();
      this.update({ sleep: null, sleepRemaining: null });
    }
    this.dispatch('ended');
    this.discard();
    notify(MESSAGES.playbackComplete, 'success');
  };

  private readonly onError = (): void => {
    if (!this.hasAudio) return;
    this.fail(new AudioError(mediaErrorMessage(this.element?.error?.code)));
  };

  /**
   * The element's duration once known (while an MP3 streams in, the estimate it was given, see
   * openMediaSource); without one, as far as the audio has arrived.
   */
  private durationOf(element: HTMLAudioElement | null): number {
    if (element === null) return 0;
    if (Number.isFinite(element.duration) && element.duration > 0) return element.duration;
    const { buffered } = element;
    return buffered.length > 0 ? buffered.end(buffered.length - 1) : 0;
  }

  private dispatch(event: PlayerEvent, changes: Partial<PlayerSnapshot> = {}): void {
    this.update({ ...changes, state: playerTransition(this.snapshot.state, event) });
  }

  private update(changes: Partial<PlayerSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...changes };
    for (const listener of this.listeners) listener();
  }
}
