import { describe, expect, it } from 'vitest';
import {
  SLEEP_FADE_SECONDS,
  SLEEP_TIMER_CHOICES,
  playerTotalSeconds,
  sleepCountdownText,
  sleepFadeVolume,
} from './listening.ts';

describe('playerTotalSeconds', () => {
  it.each([
    // Streaming: what has arrived is never the total; the estimate stands in.
    [{ loadedSeconds: 19, complete: false, storedSeconds: null, estimateSeconds: 754 }, 754],
    [{ loadedSeconds: 241, complete: false, storedSeconds: null, estimateSeconds: 754 }, 754],
    // The whole recording arrived: its real length.
    [{ loadedSeconds: 741.5, complete: true, storedSeconds: null, estimateSeconds: 754 }, 741.5],
    // A stored recording's length is real before the element has loaded it.
    [{ loadedSeconds: 0, complete: false, storedSeconds: 741.5, estimateSeconds: 754 }, 741.5],
    [{ loadedSeconds: 30, complete: false, storedSeconds: 741.5, estimateSeconds: 754 }, 741.5],
    // Complete but empty (no metadata yet): the next best.
    [{ loadedSeconds: 0, complete: true, storedSeconds: null, estimateSeconds: 754 }, 754],
    [{ loadedSeconds: 0, complete: false, storedSeconds: null, estimateSeconds: null }, 0],
    [{ loadedSeconds: 12, complete: false, storedSeconds: null, estimateSeconds: 0 }, 0],
  ])('%o → %d', (input, total) => {
    expect(playerTotalSeconds(input)).toBe(total);
  });
});

describe('sleepFadeVolume', () => {
  it.each([
    [600, 1],
    [SLEEP_FADE_SECONDS, 1],
    [SLEEP_FADE_SECONDS / 2, 0.5],
    [SLEEP_FADE_SECONDS / 4, 0.25],
    [0.001, 0.0001],
    [0, 0],
    [-3, 0],
    [Number.NaN, 0],
  ])('%d s left → volume %d', (remaining, volume) => {
    expect(sleepFadeVolume(remaining)).toBeCloseTo(volume, 6);
  });

  it('with no fade, full volume until the time is up', () => {
    expect(sleepFadeVolume(0.5, 0)).toBe(1);
    expect(sleepFadeVolume(0, 0)).toBe(0);
  });
});

describe('sleepCountdownText', () => {
  it.each([
    [900, 'Sleep in 15:00'],
    [899.2, 'Sleep in 15:00'],
    [65, 'Sleep in 1:05'],
    [0.4, 'Sleep in 0:01'],
    [0, 'Sleep in 0:00'],
    [-2, 'Sleep in 0:00'],
  ])('%d s → %s', (remaining, text) => {
    expect(sleepCountdownText(remaining)).toBe(text);
  });
});

it('the sleep timer offers 15, 30 and 60 minutes and the end of the talk', () => {
  expect(SLEEP_TIMER_CHOICES.map((choice) => choice.label)).toEqual([
    '15 min',
    '30 min',
    '60 min',
    'End of talk',
  ]);
});
