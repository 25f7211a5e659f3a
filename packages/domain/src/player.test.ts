import { describe, expect, it } from 'vitest';
import { clampSeek, clampSpeed, formatClock, playerTransition, skip } from './player.ts';
import type { PlayerEvent, PlayerState } from './player.ts';

describe('clampSpeed', () => {
  it.each([
    [0.1, 0.25],
    [0.25, 0.25],
    [0.75, 0.75],
    [1.5, 1.5],
    [2, 2],
    [3, 2],
    [Number.NaN, 1],
  ])('%d → %d', (speed, clamped) => {
    expect(clampSpeed(speed)).toBe(clamped);
  });
});

describe('clampSeek', () => {
  it.each([
    [-1, 100, 0],
    [0, 100, 0],
    [50, 100, 50],
    [100, 100, 100],
    [101, 100, 100],
    [10, Number.NaN, 0],
    [10, 0, 0],
    [Number.NaN, 100, 0],
  ])('%d in %d → %d', (seconds, duration, clamped) => {
    expect(clampSeek(seconds, duration)).toBe(clamped);
  });
});

describe('skip', () => {
  it.each([
    [30, 100, 10, 40],
    [30, 100, -10, 20],
    [5, 100, -10, 0],
    [95, 100, 10, 100],
  ])('from %d of %d by %d → %d', (current, duration, by, position) => {
    expect(skip(current, duration, by)).toBe(position);
  });
});

describe('formatClock', () => {
  it.each([
    [0, '0:00'],
    [9.9, '0:09'],
    [59, '0:59'],
    [60, '1:00'],
    [125, '2:05'],
    [600, '10:00'],
    [3725, '62:05'],
    [-3, '0:00'],
    [Number.NaN, '0:00'],
    [Number.POSITIVE_INFINITY, '0:00'],
  ])('%d s → %s', (seconds, text) => {
    expect(formatClock(seconds)).toBe(text);
  });
});

describe('playerTransition', () => {
  it.each<[PlayerState, PlayerEvent, PlayerState]>([
    ['idle', 'play', 'generating'],
    ['generating', 'started', 'playing'],
    ['playing', 'pause', 'paused'],
    ['paused', 'play', 'playing'],
    ['playing', 'play', 'playing'],
    ['idle', 'pause', 'idle'],
    ['idle', 'started', 'idle'],
    ['playing', 'stop', 'idle'],
    ['paused', 'stop', 'idle'],
    ['playing', 'ended', 'idle'],
    ['generating', 'error', 'idle'],
    ['playing', 'error', 'idle'],
    ['playing', 'voiceChanged', 'idle'],
  ])('%s + %s → %s', (state, event, next) => {
    expect(playerTransition(state, event)).toBe(next);
  });
});
