import { describe, expect, it } from 'vitest';
import { logTime } from './audio-debug.ts';

describe('logTime', () => {
  it('is the local time to the millisecond, zero-padded', () => {
    expect(logTime(new Date(2025, 0, 2, 3, 4, 5, 6))).toBe('03:04:05.006');
    expect(logTime(new Date(2025, 0, 2, 23, 59, 59, 999))).toBe('23:59:59.999');
  });
});
