import { describe, expect, it } from 'vitest';
import { DEFAULT_MUSIC_BED, isMusicBed, MUSIC_BED_LABELS, MUSIC_BEDS } from './music-bed.ts';
import { musicBedPreferenceSchema } from './schemas.ts';

describe('music beds', () => {
  it('offers none and three moods, none first and by default', () => {
    expect(MUSIC_BEDS).toEqual(['none', 'calm', 'rising', 'driving']);
    expect(DEFAULT_MUSIC_BED).toBe('none');
    expect(MUSIC_BEDS.map((bed) => MUSIC_BED_LABELS[bed])).toEqual([
      'None',
      'Calm',
      'Rising',
      'Driving',
    ]);
  });

  it.each([
    ['calm', true],
    ['none', true],
    ['Calm', false],
    ['', false],
    [undefined, false],
    [3, false],
  ])('isMusicBed(%j) is %s', (value, expected) => {
    expect(isMusicBed(value)).toBe(expected);
  });

  it.each([
    [{ musicBed: 'driving' }, true],
    [{ musicBed: 'none' }, true],
    [{ musicBed: 'jazz' }, false],
    [{ musicBed: 'calm\u0000' }, false],
    [{}, false],
    [{ musicBed: 'calm', extra: 1 }, false],
  ])('the preference body %j is accepted: %s', (body, accepted) => {
    expect(musicBedPreferenceSchema.safeParse(body).success).toBe(accepted);
  });
});
