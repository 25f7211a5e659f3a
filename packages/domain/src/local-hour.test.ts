import { describe, expect, it } from 'vitest';
import { hourAtOffset, parseUtcOffset, utcOffsetMinutes } from './local-hour.ts';

describe('hourAtOffset', () => {
  const at = new Date('2026-11-25T23:30:00Z');

  it('reads the hour at the given offset, across midnight both ways', () => {
    expect(hourAtOffset(60, at)).toBe(0); // Berlin in winter
    expect(hourAtOffset(-300, at)).toBe(18); // New York in winter
    expect(hourAtOffset(330, at)).toBe(5); // Kolkata, half an hour off
    expect(hourAtOffset(840, at)).toBe(13); // Kiritimati
    expect(hourAtOffset(0, at)).toBe(23);
    expect(hourAtOffset(-720, new Date('2026-11-25T05:00:00Z'))).toBe(17);
  });
});

describe('parseUtcOffset', () => {
  it('reads an offset the cookie holds', () => {
    expect(parseUtcOffset('600')).toBe(600);
    expect(parseUtcOffset('-300')).toBe(-300);
    expect(parseUtcOffset('+840')).toBe(840);
  });

  it('reads UTC for a missing cookie or one that is not a real offset', () => {
    for (const cookie of [
      undefined,
      '',
      '900',
      '-841',
      '1e2',
      '60.5',
      'Europe/Berlin',
      '<script>',
    ]) {
      expect(parseUtcOffset(cookie)).toBe(0);
    }
  });

  it('agrees with the local hour of the browser the offset is read from', () => {
    const zoneBefore = process.env.TZ;
    try {
      // Node reads TZ again when it changes: each zone stands for a browser there.
      for (const zone of ['Australia/Sydney', 'America/New_York', 'Asia/Kolkata', 'UTC']) {
        process.env.TZ = zone;
        for (const at of [new Date('2026-01-15T12:45:00Z'), new Date('2026-07-15T03:10:00Z')]) {
          expect(hourAtOffset(utcOffsetMinutes(at), at)).toBe(at.getHours());
        }
      }
    } finally {
      if (zoneBefore === undefined) delete process.env.TZ;
      else process.env.TZ = zoneBefore;
    }
  });
});
