import { describe, expect, it } from 'vitest';
import { hourIn } from './local-hour.ts';

describe('hourIn', () => {
  const at = new Date('2026-11-25T23:30:00Z');

  it('reads the hour in the given time zone', () => {
    expect(hourIn('Europe/Berlin', at)).toBe(0);
    expect(hourIn('America/New_York', at)).toBe(18);
    expect(hourIn('Asia/Kolkata', at)).toBe(5);
    expect(hourIn('UTC', at)).toBe(23);
  });

  it('falls back to UTC for a missing or unknown zone', () => {
    expect(hourIn(undefined, at)).toBe(23);
    expect(hourIn('', at)).toBe(23);
    expect(hourIn('Mars/Olympus_Mons', at)).toBe(23);
    expect(hourIn('<script>', at)).toBe(23);
  });
});
