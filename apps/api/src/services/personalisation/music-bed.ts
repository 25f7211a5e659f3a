import { findMusicBed, saveMusicBed } from '@rally/db';
import { DEFAULT_MUSIC_BED } from '@rally/domain';
import type { MusicBedPreference } from '@rally/domain';
import type { AppDeps } from '../../deps.ts';

/** The bed the player starts with: the one chosen last, or none. */
export async function musicBedPreference(
  deps: AppDeps,
  userId: string,
): Promise<MusicBedPreference> {
  return { musicBed: (await findMusicBed(deps.db, userId)) ?? DEFAULT_MUSIC_BED };
}

/** Remembers the bed just chosen in a player, for the next talks. */
export async function rememberMusicBed(
  deps: AppDeps,
  userId: string,
  preference: MusicBedPreference,
): Promise<MusicBedPreference> {
  await saveMusicBed(deps.db, userId, preference.musicBed);
  return preference;
}
