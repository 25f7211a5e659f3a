import { AUDIO_ERRORS, httpErrorMessage, mediaErrorMessage } from '@rally/domain';
import { AudioError, MP3_TYPE, audioErrorMessage, requestSpeechAudio } from './audio-request.ts';
import { canStreamMp3 } from './audio-source.ts';

export type DebugActivity = 'generating' | 'playing';

export interface DebugLog {
  info(message: string): void;
  error(message: string): void;
}

/** 'hh:mm:ss.mmm' in local time, for the log. */
export function logTime(date: Date): string {
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}.${pad(date.getMilliseconds(), 3)}`;
}

/** What the browser can do with audio, one fact a line. */
export function browserInfo(): string[] {
  const probe = document.createElement('audio');
  const yesNo = (value: boolean) => (value ? 'yes' : 'no');
  return [
    `User agent: ${navigator.userAgent}`,
    `Language: ${navigator.language}`,
    `Online: ${yesNo(navigator.onLine)}`,
    `Cookies enabled: ${yesNo(navigator.cookieEnabled)}`,
    `Can play MP3: ${probe.canPlayType(MP3_TYPE) || 'no'}`,
    `Streams MP3 while it downloads (MediaSource): ${yesNo(canStreamMp3())}`,
    `Web Audio: ${yesNo(typeof AudioContext !== 'undefined')}`,
    `Media Session (lock screen controls): ${yesNo('mediaSession' in navigator)}`,
  ];
}

/**
 * The user's test speech (`POST /api/audio-debug/speech`): the spec's debug values with a fixed text,
 * made once and never counted against the allowance (docs/decisions/audio-debug-diagnostic.md).
 */
export async function createTestSpeech(signal: AbortSignal): Promise<number> {
  const response = await fetch('/api/audio-debug/speech', {
    method: 'POST',
    credentials: 'include',
    signal,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(httpErrorMessage(response.status, text, response.statusText));
  const body: unknown = JSON.parse(text);
  const id = typeof body === 'object' && body !== null ? Reflect.get(body, 'id') : undefined;
  if (typeof id !== 'number') throw new Error('The created speech has no id');
  return id;
}

/**
 * The debug voices this server can speak (`GET /api/voices`): the alternate provider's are left out
 * when it is not configured, instead of being reported broken.
 */
export async function availableVoiceIds(signal: AbortSignal): Promise<Set<string>> {
  const response = await fetch('/api/voices', { credentials: 'include', signal });
  const text = await response.text();
  if (!response.ok) throw new Error(httpErrorMessage(response.status, text, response.statusText));
  const body: unknown = JSON.parse(text);
  const voices =
    typeof body === 'object' && body !== null ? Reflect.get(body, 'voices') : undefined;
  if (!Array.isArray(voices)) throw new Error('The voice list has no voices');
  return new Set(
    voices.map((voice: unknown) =>
      typeof voice === 'object' && voice !== null ? String(Reflect.get(voice, 'id')) : '',
    ),
  );
}

export interface AudioTest {
  speechId: number;
  voice: string;
  audio: HTMLAudioElement;
  signal: AbortSignal;
  log: DebugLog;
  onActivity(activity: DebugActivity | null): void;
}

/**
 * Requests a voice's audio for the test speech and plays it: for `listenMs` when given, else to the
 * end. A stored answer is played straight from its URL (as the player replays it), a new one from
 * the downloaded bytes. Every failure is logged; the result says whether the voice worked.
 */
export async function testVoice(test: AudioTest, listenMs?: number): Promise<boolean> {
  const { speechId, voice, audio, signal, log, onActivity } = test;
  let objectUrl: string | null = null;
  try {
    onActivity('generating');
    const started = performance.now();
    const answer = await requestSpeechAudio({ id: speechId, voice, signal });
    if (answer.type === 'stored') {
      log.info(`${voice}: stored audio at ${answer.url} (${elapsed(started)})`);
      audio.src = answer.url;
    } else {
      const blob = await new Response(answer.body).blob();
      if (blob.size === 0) throw new AudioError(AUDIO_ERRORS.empty);
      log.info(`${voice}: synthesised ${kilobytes(blob.size)} in ${elapsed(started)}`);
      objectUrl = URL.createObjectURL(new Blob([blob], { type: MP3_TYPE }));
      audio.src = objectUrl;
    }
    onActivity('playing');
    await audio.play();
    log.info(`${voice}: playing (${formatSeconds(audio.duration)})`);
    await playedFor(audio, signal, listenMs);
    log.info(`${voice}: ${listenMs === undefined ? 'played to the end' : 'works'}`);
    return true;
  } catch (error) {
    if (!signal.aborted) log.error(`${voice}: ${audioErrorMessage(error)} (${describe(error)})`);
    return false;
  } finally {
    audio.pause();
    audio.removeAttribute('src');
    audio.load();
    if (objectUrl !== null) URL.revokeObjectURL(objectUrl);
    onActivity(null);
  }
}

/** Resolves after `ms` of playing, or at the end; rejects on a media error or when aborted. */
function playedFor(audio: HTMLAudioElement, signal: AbortSignal, ms?: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const cleanUp = () => {
      window.clearTimeout(timer);
      audio.removeEventListener('ended', finished);
      audio.removeEventListener('error', failed);
      signal.removeEventListener('abort', aborted);
    };
    const finished = () => {
      cleanUp();
      resolve();
    };
    const failed = () => {
      cleanUp();
      reject(new AudioError(mediaErrorMessage(audio.error?.code)));
    };
    const aborted = () => {
      cleanUp();
      reject(signal.reason);
    };
    const timer = ms === undefined ? undefined : window.setTimeout(finished, ms);
    audio.addEventListener('ended', finished);
    audio.addEventListener('error', failed);
    signal.addEventListener('abort', aborted);
  });
}

/** Waits `ms`, or less when aborted. */
export function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = window.setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        window.clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

function elapsed(since: number): string {
  return `${((performance.now() - since) / 1000).toFixed(1)} s`;
}

function kilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(0)} KB`;
}

function formatSeconds(seconds: number): string {
  return Number.isFinite(seconds) ? `${seconds.toFixed(1)} s long` : 'length not known yet';
}

/** The error's kind and the server's own words when it sent some. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const detail = typeof error.cause === 'string' && error.cause !== '' ? ` ${error.cause}` : '';
  return `${error.name}: ${error.message}${detail}`;
}
