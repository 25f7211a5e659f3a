/**
 * The music beds a talk can play over (issue 38): none, or one of the moods composed in the browser
 * (apps/web/src/features/player/music). The order is the picker's.
 */
export const MUSIC_BEDS = ['none', 'calm', 'rising', 'driving'] as const;
export type MusicBed = (typeof MUSIC_BEDS)[number];

/** A new account's bed, and the bed of anyone who never chose one: the voice alone. */
export const DEFAULT_MUSIC_BED: MusicBed = 'none';

export const MUSIC_BED_LABELS: Readonly<Record<MusicBed, string>> = {
  none: 'None',
  calm: 'Calm',
  rising: 'Rising',
  driving: 'Driving',
};

export function isMusicBed(value: unknown): value is MusicBed {
  return typeof value === 'string' && (MUSIC_BEDS as readonly string[]).includes(value);
}
