/**
 * What the player shows and does while a talk is listened to: the total time while the audio still
 * streams in, repeat, and the sleep timer (docs/decisions/repeat-and-sleep-timer.md).
 */

export interface PlayerTotalInput {
  /** Seconds of audio the element holds; while it streams, only as far as it has arrived. */
  loadedSeconds: number;
  /** The whole recording has arrived, so `loadedSeconds` is its real length. */
  complete: boolean;
  /** The stored recording's length, when the server has one. */
  storedSeconds: number | null;
  /** The estimate from the text's length. */
  estimateSeconds: number | null;
}

/**
 * The total time the player shows and scales its seek bar to: the real length once it is known
 * (the whole recording arrived, or the server stored it), else the estimate from the text; never
 * the part downloaded so far. 0 when nothing is known.
 */
export function playerTotalSeconds(input: PlayerTotalInput): number {
  if (input.complete && input.loadedSeconds > 0) return input.loadedSeconds;
  if (input.storedSeconds !== null && input.storedSeconds > 0) return input.storedSeconds;
  if (input.estimateSeconds !== null && input.estimateSeconds > 0) return input.estimateSeconds;
  return 0;
}

/** The sleep timer's choices: minutes of listening, or the end of the talk. */
export const SLEEP_TIMER_CHOICES = [
  { id: '15', label: '15 min', minutes: 15 },
  { id: '30', label: '30 min', minutes: 30 },
  { id: '60', label: '60 min', minutes: 60 },
  { id: 'end', label: 'End of talk', minutes: null },
] as const;
export type SleepTimerChoice = (typeof SLEEP_TIMER_CHOICES)[number]['id'];

/** The sound fades out over the last seconds before the sleep timer stops it. */
export const SLEEP_FADE_SECONDS = 10;

/**
 * The volume (0 to 1) `remainingSeconds` before the sleep timer stops the sound: full until the
 * fade starts, then down in a straight line to silence when the time is up.
 */
export function sleepFadeVolume(
  remainingSeconds: number,
  fadeSeconds: number = SLEEP_FADE_SECONDS,
): number {
  if (Number.isNaN(remainingSeconds) || remainingSeconds <= 0) return 0;
  if (!(fadeSeconds > 0) || remainingSeconds >= fadeSeconds) return 1;
  return remainingSeconds / fadeSeconds;
}

/** 'Sleep in 14:05' and the like; whole seconds, rounded up so that 0:00 shows only at the end. */
export function sleepCountdownText(remainingSeconds: number): string {
  const whole = Math.max(0, Math.ceil(remainingSeconds));
  const minutes = Math.floor(whole / 60);
  return `Sleep in ${minutes}:${String(whole % 60).padStart(2, '0')}`;
}
