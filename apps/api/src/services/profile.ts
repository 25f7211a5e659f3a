import type { Goal, PublicUser, SpeechSummary, UserStats } from '@rally/db';
import { findProfileParts, findUserStats } from '@rally/db';
import { statsAsOf } from '@rally/domain';
import type { AppDeps } from '../deps.ts';

/**
 * How many recent speeches the profile carries (the dashboard shows 3), without their text: the
 * profile is read again after every change, and the text of ten long speeches would be most of it.
 * The speech list (/api/speeches) has the text.
 */
const PROFILE_RECENT_SPEECHES = 10;

export interface UserProfile extends PublicUser {
  goals: Goal[];
  recentSpeeches: SpeechSummary[];
  stats: UserStats | null;
}

export async function userProfile(deps: AppDeps, user: PublicUser): Promise<UserProfile> {
  const { goals, recentSpeeches, stats } = await findProfileParts(
    deps.db,
    user.id,
    PROFILE_RECENT_SPEECHES,
  );
  // Stored counts describe the day of the last speech; read them as of today.
  return { ...user, goals, recentSpeeches, stats: stats ? statsAsOf(stats, deps.now()) : null };
}

/**
 * The user's stats as of today, or null before their first speech: the progress card's figures,
 * without the rest of the profile (every goal, ten speeches), which the first screen would carry.
 */
export async function userStats(deps: AppDeps, userId: string): Promise<UserStats | null> {
  const stats = await findUserStats(deps.db, userId);
  return stats ? statsAsOf(stats, deps.now()) : null;
}
