import type {
  Db,
  Goal,
  MoodEntry,
  Speech,
  SpeechFeedback,
  SpeechReport,
  SpeechShare,
  UserPreferences,
  UserStats,
} from '../schema.ts';
import { PUBLIC_USER_COLUMNS, type PublicUser } from './users.ts';
import { SPEECH_COLUMNS } from './speeches.ts';

/** Everything a user owns, as they may see it: no password hash, session or billing provider id. */
export interface AccountData {
  profile: PublicUser;
  speeches: Speech[];
  moodEntries: MoodEntry[];
  goals: Goal[];
  feedback: SpeechFeedback[];
  /** Speeches the user reported (migration 0013). */
  speechReports: SpeechReport[];
  /** Links to the user's shared talks, live and stopped (migration 0015). */
  speechShares: SpeechShare[];
  preferences: UserPreferences | null;
  stats: UserStats | null;
}

/** The user's rows in every table they own; undefined when the user does not exist. */
export async function findAccountData(db: Db, userId: string): Promise<AccountData | undefined> {
  const profile = await db
    .selectFrom('users')
    .select(PUBLIC_USER_COLUMNS)
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!profile) return undefined;
  const [speeches, moodEntries, goals, feedback, preferences, stats] = await Promise.all([
    db
      .selectFrom('speeches')
      .select(SPEECH_COLUMNS)
      .where('userId', '=', userId)
      .orderBy('id')
      .execute(),
    db.selectFrom('moodEntries').selectAll().where('userId', '=', userId).orderBy('id').execute(),
    db.selectFrom('goals').selectAll().where('userId', '=', userId).orderBy('id').execute(),
    db
      .selectFrom('speechFeedback')
      .selectAll()
      .where('userId', '=', userId)
      .orderBy('id')
      .execute(),
    db.selectFrom('userPreferences').selectAll().where('userId', '=', userId).executeTakeFirst(),
    db.selectFrom('userStats').selectAll().where('userId', '=', userId).executeTakeFirst(),
  ]);
  const speechReports = await db
    .selectFrom('speechReports')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('speechId')
    .execute();
  const speechShares = await db
    .selectFrom('speechShares')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt')
    .execute();
  return {
    profile,
    speeches,
    moodEntries,
    goals,
    feedback,
    speechReports,
    speechShares,
    preferences: preferences ?? null,
    stats: stats ?? null,
  };
}

/** Where the user's synthesised audio files are kept, so they can be removed with the account. */
export async function listAudioStorageKeys(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('speechAudio')
    .select('storageKey')
    .where('userId', '=', userId)
    .execute();
  return rows.map((row) => row.storageKey);
}

/** Deletes the user; ON DELETE CASCADE removes every row they own. False when there was no such user. */
export async function deleteUser(db: Db, userId: string): Promise<boolean> {
  const result = await db.deleteFrom('users').where('id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
