export const PLAYBACK_SPEEDS = [0.75, 1, 1.25, 1.5] as const;
export const DEFAULT_SPEED = 1;
export const MIN_SPEED = 0.25;
export const MAX_SPEED = 2;
export const SKIP_SECONDS = 10;

/** What the user is told while audio is generated. */
export const AUDIO_GENERATION_SECONDS = { min: 10, max: 50 } as const;

export function clampSpeed(speed: number): number {
  if (Number.isNaN(speed)) return DEFAULT_SPEED;
  return Math.min(MAX_SPEED, Math.max(MIN_SPEED, speed));
}

/** A position within the audio; an unknown duration (NaN before metadata loads) only allows 0. */
export function clampSeek(seconds: number, duration: number): number {
  if (Number.isNaN(seconds) || !(duration > 0)) return 0;
  return Math.min(duration, Math.max(0, seconds));
}

/** Skip back with a negative `by`. */
export function skip(current: number, duration: number, by: number): number {
  return clampSeek(current + by, duration);
}

/** 'm:ss'; minutes are not wrapped into hours (3725 s → '62:05'). */
export function formatClock(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return `${minutes}:${String(rest).padStart(2, '0')}`;
}

export const PLAYER_STATES = ['idle', 'generating', 'playing', 'paused'] as const;
export type PlayerState = (typeof PLAYER_STATES)[number];

/**
 * play: request audio from idle, or resume when paused. started: playback began. stop, ended,
 * error and voiceChanged all go back to idle (the caller also resets time and drops the audio).
 */
export type PlayerEvent =
  'play' | 'started' | 'pause' | 'stop' | 'ended' | 'error' | 'voiceChanged';

/** The audio player's states of spec section 4; an event that does not apply keeps the state. */
export function playerTransition(state: PlayerState, event: PlayerEvent): PlayerState {
  switch (event) {
    case 'play':
      if (state === 'idle') return 'generating';
      if (state === 'paused') return 'playing';
      return state;
    case 'started':
      return state === 'generating' ? 'playing' : state;
    case 'pause':
      return state === 'playing' ? 'paused' : state;
    case 'stop':
    case 'ended':
    case 'error':
    case 'voiceChanged':
      return 'idle';
  }
}
