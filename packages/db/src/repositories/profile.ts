import { GOAL_COLUMNS } from './goals.ts';
import { USER_STATS_COLUMNS } from './stats.ts';
import { SPEECH_SUMMARY_COLUMNS } from './speeches.ts';
import { markedToPrepare } from '../prepared-statements.ts';
import { jsonRow, runStatement, selectList } from './statement-text.ts';
import type { Db, Goal, SpeechSummary, UserStats } from '../schema.ts';

/** What the profile adds to the user: goals, latest speeches without their text, and stats. */
export interface ProfileParts {
  goals: Goal[];
  recentSpeeches: SpeechSummary[];
  stats: UserStats | undefined;
}

// Each list names every column of its row type: `satisfies` makes a new column a compile error here.

/**
 * The profile's parts in one statement, $1 the user and $2 how many speeches (see statement-text.ts).
 */
const PROFILE_PARTS_SQL = markedToPrepare(`
  select
    (select coalesce(json_agg(${jsonRow('goals', GOAL_COLUMNS)}
               order by goals.is_completed, goals.created_at desc, goals.id desc), '[]')
       from goals where goals.user_id = $1) as goals,
    (select coalesce(json_agg(${jsonRow('recent', SPEECH_SUMMARY_COLUMNS)}
               order by recent.created_at desc, recent.id desc), '[]')
       from (select ${selectList('speeches', SPEECH_SUMMARY_COLUMNS)}
               from speeches where speeches.user_id = $1
               order by speeches.created_at desc, speeches.id desc
               limit $2) as recent) as "recentSpeeches",
    (select ${jsonRow('user_stats', USER_STATS_COLUMNS)}
       from user_stats where user_stats.user_id = $1) as stats`);

/** Timestamps arrive as ISO text inside JSON; the row types promise Dates. */
const withCreatedAt = <T extends { createdAt: Date }>(row: T): T => ({
  ...row,
  createdAt: new Date(row.createdAt),
});

/**
 * The profile's parts in one round trip. The profile is read on every page load and after every
 * change; three separate reads made it the slowest read under load
 * (docs/decisions/statements-written-once.md).
 */
export async function findProfileParts(
  db: Db,
  userId: string,
  recentSpeechLimit: number,
): Promise<ProfileParts> {
  const [row] = await runStatement<{
    goals: Goal[];
    recentSpeeches: SpeechSummary[];
    stats: UserStats | null;
  }>(db, PROFILE_PARTS_SQL, [userId, recentSpeechLimit]);
  if (!row) throw new Error('a select with no FROM answers one row');
  return {
    goals: row.goals.map(withCreatedAt),
    recentSpeeches: row.recentSpeeches.map(withCreatedAt),
    stats: row.stats ? { ...row.stats, updatedAt: new Date(row.stats.updatedAt) } : undefined,
  };
}
